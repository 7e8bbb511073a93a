/**
 * How far GPU frames are from SwiftShader's, view by view: the share of pixels whose object id is
 * the same (what click resolution and masks read) and the mean difference of the picture's colour
 * channels (0-255). The two draw the same scene with the same shaders, so both should be near
 * exact; a driver that drew otherwise would show here before it showed in a model's inputs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CameraPose, World } from '@chorehouse/sim';
import type { FrameRenderer } from '../src/headless/index.js';
import { decodePng } from '../src/testing/decode-png.js';

export interface SoftwareAgreement {
  /** Pixels with the same object id (or none on both), over all views. */
  readonly idAgreement: number;
  /** Mean absolute difference of the R, G and B channels, over all views. */
  readonly meanAbsDiff: number;
  /** The largest view's mean absolute difference. */
  readonly worstViewDiff: number;
}

export async function softwareAgreement(gpu: FrameRenderer, software: FrameRenderer, views: readonly { world: World; camera: CameraPose }[], size: number, saveDir?: string): Promise<SoftwareAgreement> {
  let same = 0;
  let pixels = 0;
  let diffSum = 0;
  let worst = 0;
  for (const [k, view] of views.entries()) {
    const request = { ...view, size, format: 'png', ids: true } as const;
    const [a, b] = await Promise.all([gpu.render(request), software.render(request)]);
    const ia = a.ids!;
    const ib = b.ids!;
    for (let i = 0; i < ia.pixels.length; i++) {
      const pa = ia.pixels[i]!;
      const pb = ib.pixels[i]!;
      if ((pa === 0 ? null : ia.objectIds[pa - 1]) === (pb === 0 ? null : ib.objectIds[pb - 1])) same++;
    }
    pixels += ia.pixels.length;
    const ra = decodePng(a.image).rgba;
    const rb = decodePng(b.image).rgba;
    let viewDiff = 0;
    for (let i = 0; i < ra.length; i += 4) viewDiff += Math.abs(ra[i]! - rb[i]!) + Math.abs(ra[i + 1]! - rb[i + 1]!) + Math.abs(ra[i + 2]! - rb[i + 2]!);
    diffSum += viewDiff;
    worst = Math.max(worst, viewDiff / ((ra.length / 4) * 3));
    if (saveDir && k < 2) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(join(saveDir, `view${k}-gpu.png`), a.image);
      writeFileSync(join(saveDir, `view${k}-swiftshader.png`), b.image);
    }
  }
  return { idAgreement: same / pixels, meanAbsDiff: diffSum / (pixels * 3), worstViewDiff: worst };
}
