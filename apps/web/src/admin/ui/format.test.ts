import { describe, expect, it } from 'vitest';
import { formatDuration, formatPlayhead, roomTypeOf } from './format.js';

describe('format', () => {
  it.each([[0, '0:00'], [59_400, '0:59'], [61_000, '1:01'], [3_725_000, '1:02:05']])('duration %i ms = %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
  it.each([[0, '0:00.0'], [320, '0:00.3'], [9_950, '0:09.9'], [61_000, '1:01.0']])('playhead %i ms = %s', (ms, text) => {
    expect(formatPlayhead(ms)).toBe(text);
  });
  it.each([[0, 'Demo kitchen'], [12, 'Kitchen'], [204, 'Living room'], [301, 'Bedroom'], [412, 'Bathroom']])('FloorPlan%i is a %s', (n, room) => {
    expect(roomTypeOf(n)).toBe(room);
  });
});
