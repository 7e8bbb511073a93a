import { describe, expect, it } from 'vitest';
import { idRuns, pixelsFromRuns, uint16Bytes, uint16Values } from './id-runs.js';

const same = (a: Uint16Array, b: Uint16Array) => a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

describe('id runs', () => {
  it('carry an id buffer as runs and back, exactly', () => {
    const pixels = new Uint16Array(900 * 900);
    // A floor below, a wall above, an object of id 300 (two bytes) in a rectangle.
    pixels.fill(1, 450 * 900);
    for (let y = 200; y < 600; y++) pixels.fill(300, y * 900 + 100, y * 900 + 400);
    const runs = idRuns(pixels);
    expect(runs.length).toBeLessThan(2000);
    expect(same(pixelsFromRuns(uint16Values(uint16Bytes(runs)), pixels.length), pixels)).toBe(true);
  });

  it('split a run longer than a uint16 holds', () => {
    const pixels = new Uint16Array(200_000).fill(7);
    const runs = idRuns(pixels);
    expect([...runs]).toEqual([7, 65535, 7, 65535, 7, 65535, 7, 200_000 - 3 * 65535]);
    expect(same(pixelsFromRuns(runs, pixels.length), pixels)).toBe(true);
  });

  it('are little-endian on the wire', () => {
    expect([...uint16Bytes(Uint16Array.of(0x0102, 0xff00))]).toEqual([0x02, 0x01, 0x00, 0xff]);
  });

  it('refuse runs that do not cover the frame', () => {
    expect(() => pixelsFromRuns(Uint16Array.of(3, 10), 11)).toThrow(/cover 10 pixels, not 11/);
    expect(() => pixelsFromRuns(Uint16Array.of(3, 12), 11)).toThrow(/not 11/);
  });
});
