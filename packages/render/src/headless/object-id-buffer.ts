/** The id buffer a page read back, with a lookup by pixel. */
import type { ObjectIdBuffer } from './types.js';

export function objectIdBuffer(width: number, height: number, objectIds: readonly string[], pixels: Uint16Array): ObjectIdBuffer {
  return {
    width, height, objectIds, pixels,
    objectAt(px: number, py: number): string | null {
      const x = Math.floor(px);
      const y = Math.floor(py);
      if (x < 0 || y < 0 || x >= width || y >= height) return null;
      const k = pixels[y * width + x]!;
      return k === 0 ? null : (objectIds[k - 1] ?? null);
    },
  };
}

/** Little-endian uint16 bytes (base64) to pixels. */
export function pixelsFromBase64(b64: string): Uint16Array {
  const bytes = Buffer.from(b64, 'base64');
  const out = new Uint16Array(bytes.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes[2 * i]! | (bytes[2 * i + 1]! << 8);
  return out;
}
