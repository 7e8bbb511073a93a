import { describe, expect, it } from 'vitest';
import { clickWindowShows } from './click-agreement.js';
import { objectIdBuffer } from './object-id-buffer.js';

/** A 900x900 buffer: object 1 (A) fills the square [400, 420) x [300, 320), object 2 (B) the rest of row band y >= 800. */
function buffer() {
  const px = new Uint16Array(900 * 900);
  for (let y = 300; y < 320; y++) for (let x = 400; x < 420; x++) px[y * 900 + x] = 1;
  for (let y = 800; y < 900; y++) for (let x = 0; x < 900; x++) px[y * 900 + x] = 2;
  return objectIdBuffer(900, 900, ['A', 'B'], px);
}

describe('clickWindowShows', () => {
  const ids = buffer();
  it('agrees when the object is anywhere in the 20x20 window around the click', () => {
    // The click at (395, 295) has window [385, 405) x [285, 305): it touches A's corner.
    const c = clickWindowShows(ids, 395 / 900, 295 / 900, 'A');
    expect(c.agrees).toBe(true);
    expect(c.underClick).toBeNull();
    expect(c.window.find((w) => w.objectId === 'A')?.pixels).toBe(25);
  });

  it('disagrees when the window misses the object, and says what it shows', () => {
    const c = clickWindowShows(ids, 380 / 900, 295 / 900, 'A');
    expect(c.agrees).toBe(false);
    expect(c.window).toEqual([{ objectId: '', pixels: 400 }]);
  });

  it('clips the window at the frame edge', () => {
    const c = clickWindowShows(ids, 0.999, 0.999, 'B');
    expect(c.agrees).toBe(true);
    // The click is pixel 899: columns and rows 889..899, as TEACh's own window search clips it.
    expect(c.window).toEqual([{ objectId: 'B', pixels: 121 }]);
  });

  it('scales the window with the frame (10x10 at 450)', () => {
    const px = new Uint16Array(450 * 450);
    px[100 * 450 + 104] = 1;
    const half = objectIdBuffer(450, 450, ['A'], px);
    expect(clickWindowShows(half, 100 / 450, 100 / 450, 'A').agrees).toBe(true);
    expect(clickWindowShows(half, 98 / 450, 100 / 450, 'A').agrees).toBe(false);
    expect(half.objectAt(104, 100)).toBe('A');
    expect(half.objectAt(-1, 0)).toBeNull();
  });
});
