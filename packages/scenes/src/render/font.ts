/** A 3x5 pixel font (A-Z, 0-9, a few signs) for labels in top-down pictures. */
import type { Canvas, Rgba } from './png.js';

// Each glyph: five rows of three bits, top row first.
const GLYPHS: Readonly<Record<string, readonly number[]>> = {
  A: [2, 5, 7, 5, 5], B: [6, 5, 6, 5, 6], C: [3, 4, 4, 4, 3], D: [6, 5, 5, 5, 6], E: [7, 4, 6, 4, 7],
  F: [7, 4, 6, 4, 4], G: [3, 4, 5, 5, 3], H: [5, 5, 7, 5, 5], I: [7, 2, 2, 2, 7], J: [1, 1, 1, 5, 2],
  K: [5, 5, 6, 5, 5], L: [4, 4, 4, 4, 7], M: [5, 7, 7, 5, 5], N: [6, 5, 5, 5, 5], O: [2, 5, 5, 5, 2],
  P: [6, 5, 6, 4, 4], Q: [2, 5, 5, 6, 3], R: [6, 5, 6, 5, 5], S: [3, 4, 2, 1, 6], T: [7, 2, 2, 2, 2],
  U: [5, 5, 5, 5, 7], V: [5, 5, 5, 5, 2], W: [5, 5, 7, 7, 5], X: [5, 5, 2, 5, 5], Y: [5, 5, 2, 2, 2],
  Z: [7, 1, 2, 4, 7], '0': [7, 5, 5, 5, 7], '1': [2, 6, 2, 2, 7], '2': [6, 1, 2, 4, 7], '3': [6, 1, 2, 1, 6],
  '4': [5, 5, 7, 1, 1], '5': [7, 4, 6, 1, 6], '6': [3, 4, 7, 5, 7], '7': [7, 1, 2, 2, 2], '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 6], ' ': [0, 0, 0, 0, 0], '-': [0, 0, 7, 0, 0], '.': [0, 0, 0, 0, 2], '/': [1, 1, 2, 4, 4],
  ':': [0, 2, 0, 2, 0], '%': [5, 1, 2, 4, 5], '(': [1, 2, 2, 2, 1], ')': [4, 2, 2, 2, 4],
};

/** Width in pixels of a label drawn at the given scale. */
export function textWidth(text: string, scale: number): number {
  return text.length * 4 * scale - scale;
}

export function drawText(canvas: Canvas, text: string, x: number, y: number, scale: number, color: Rgba): void {
  let cx = x;
  for (const ch of text.toUpperCase()) {
    const rows = GLYPHS[ch] ?? GLYPHS[' ']!;
    rows.forEach((bits, r) => {
      for (let c = 0; c < 3; c++) if (bits & (4 >> c)) canvas.fillRect(cx + c * scale, y + r * scale, cx + (c + 1) * scale, y + (r + 1) * scale, color);
    });
    cx += 4 * scale;
  }
}
