/** In-page checks that a WebGL canvas shows a picture (not one flat colour). */
import type { Locator } from '@playwright/test';

export interface CanvasStats {
  readonly width: number;
  readonly height: number;
  /** Distinct colours after quantising to 4 bits per channel, on a 64x64 sample. */
  readonly colours: number;
}

export async function canvasStats(canvas: Locator): Promise<CanvasStats> {
  return canvas.evaluate((el) => {
    const c = el as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = 64;
    probe.height = 64;
    const ctx = probe.getContext('2d')!;
    ctx.drawImage(c, 0, 0, 64, 64);
    const data = ctx.getImageData(0, 0, 64, 64).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    return { width: c.width, height: c.height, colours: seen.size };
  });
}
