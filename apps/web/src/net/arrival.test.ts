import { arrivalSchema } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { arrivalFromUrl, isMturkPreview } from './arrival.js';

describe('arrivalFromUrl', () => {
  it.each([
    ['?workerId=A1B2&assignmentId=3X&hitId=3H', { platform: 'mturk', workerId: 'A1B2', assignmentId: '3X', hitId: '3H' }],
    ['?workerId=A1B2', { platform: 'mturk', workerId: 'A1B2' }],
    ['?PROLIFIC_PID=5f00&STUDY_ID=st&SESSION_ID=se', { platform: 'prolific', PROLIFIC_PID: '5f00', STUDY_ID: 'st', SESSION_ID: 'se' }],
    ['?PROLIFIC_PID=5f00', { platform: 'prolific', PROLIFIC_PID: '5f00' }],
    ['', null],
    ['?sandbox', null],
  ])('%s', (search, expected) => {
    const arrival = arrivalFromUrl(search);
    expect(arrival).toEqual(expected);
    // What the page sends is what the server's schema accepts.
    if (arrival) expect(arrivalSchema.safeParse(arrival).success).toBe(true);
  });

  it('knows an MTurk preview', () => {
    expect(isMturkPreview('?assignmentId=ASSIGNMENT_ID_NOT_AVAILABLE&hitId=3H')).toBe(true);
    expect(isMturkPreview('?assignmentId=3X')).toBe(false);
  });
});
