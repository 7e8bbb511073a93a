/** The id buffer a page read back, with a lookup by pixel. */
import { pixelsFromRuns, uint16Values } from './id-runs.js';
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

/** The page's id runs (base64 of little-endian uint16 pairs: id-runs.ts) to `count` pixels. */
export function pixelsFromRunsBase64(b64: string, count: number): Uint16Array {
  return pixelsFromRuns(uint16Values(Buffer.from(b64, 'base64')), count);
}
