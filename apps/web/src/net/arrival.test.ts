import { arrivalSchema } from '@chorehouse/protocol';
import { describe, expect, it, vi } from 'vitest';
import { arrivalFromUrl, isMturkPreview, mturkSubmission } from './arrival.js';

describe('arrivalFromUrl', () => {
  it.each([
    ['?workerId=A1B2&assignmentId=3X&hitId=3H', { platform: 'mturk', workerId: 'A1B2', assignmentId: '3X', hitId: '3H' }],
    ['?workerId=A1B2', { platform: 'mturk', workerId: 'A1B2' }],
    // turkSubmitTo is carried when it is MTurk's own host, and dropped otherwise.
    ['?workerId=A1&assignmentId=3X&hitId=3H&turkSubmitTo=https%3A%2F%2Fworkersandbox.mturk.com', { platform: 'mturk', workerId: 'A1', assignmentId: '3X', hitId: '3H', turkSubmitTo: 'https://workersandbox.mturk.com' }],
    ['?workerId=A1&turkSubmitTo=https%3A%2F%2Fevil.example', { platform: 'mturk', workerId: 'A1' }],
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

  it('says where an accepted HIT is submitted, only for MTurk\'s own hosts and never in the preview', () => {
    expect(mturkSubmission('?workerId=A1&assignmentId=3X&turkSubmitTo=https://www.mturk.com/')).toEqual({ action: 'https://www.mturk.com/mturk/externalSubmit', assignmentId: '3X' });
    expect(mturkSubmission('?workerId=A1&assignmentId=3X&turkSubmitTo=https://www.mturk.com.evil.example')).toBeNull();
    expect(mturkSubmission('?workerId=A1&assignmentId=ASSIGNMENT_ID_NOT_AVAILABLE&turkSubmitTo=https://www.mturk.com')).toBeNull();
    expect(mturkSubmission('?PROLIFIC_PID=5f00')).toBeNull();
  });
});

describe('the browser seat secret', () => {
  it('is kept for the whole browser and sent with every arrival once the server gave one', async () => {
    const { saveBrowserSecret, savedBrowserSecret, withBrowserSecret } = await import('./arrival.js');
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, v); } });
    try {
      expect(savedBrowserSecret()).toBeNull();
      expect(withBrowserSecret({ platform: 'mturk', workerId: 'A1' })).toEqual({ platform: 'mturk', workerId: 'A1' });
      saveBrowserSecret('s'.repeat(22));
      const sent = withBrowserSecret({ platform: 'mturk', workerId: 'A1' });
      expect(sent).toEqual({ platform: 'mturk', workerId: 'A1', browser: 's'.repeat(22) });
      expect(arrivalSchema.safeParse(sent).success).toBe(true);
      // Something else in storage under the key is not sent.
      store.set('chorehouse.browser', '<script>');
      expect(withBrowserSecret({ platform: 'local', name: 'Ann' })).toEqual({ platform: 'local', name: 'Ann' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
