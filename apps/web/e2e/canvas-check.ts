/** Checks that a view shows a picture (not one flat colour), from a screenshot of it. */
import type { Locator } from '@playwright/test';

export interface ShotStats {
  readonly width: number;
  readonly height: number;
  /** Distinct colours after quantising to 4 bits per channel, on a 64x64 sample. */
  readonly colours: number;
}

/**
 * Screenshots the element (what the compositor shows, so it works without preserveDrawingBuffer)
 * and counts its colours in the page, which can decode PNGs.
 */
export async function shotStats(el: Locator, path?: string): Promise<ShotStats> {
  const png = await el.screenshot(path ? { path } : {});
  return el.page().evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const probe = document.createElement('canvas');
    probe.width = 64;
    probe.height = 64;
    const ctx = probe.getContext('2d')!;
    ctx.drawImage(img, 0, 0, 64, 64);
    const data = ctx.getImageData(0, 0, 64, 64).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    return { width: img.naturalWidth, height: img.naturalHeight, colours: seen.size };
  }, png.toString('base64'));
}
