/**
 * Where a headless frame's time goes (`npm run bench:profile`, after `npm run build`): the bench's
 * views at one size, first one frame at a time with the page's steps timed apart (scene update,
 * drawing and reading back, encoding) beside the round trip Node sees, the same with the id buffer,
 * then both patterns of `npm run bench` (frames.ts) with the CPU time each kind of process spent
 * per frame (from /proc: the browser, its GPU process, the renderers, this Node process), which the
 * machine's load changes far less than frames a second.
 *
 * RENDER_PAGES (default 2), PROFILE_SIZE (900), PROFILE_ROUNDS (2), PROFILE_QUALITY (JPEG, 0.9), RENDER_CHROMIUM_ARGS (more
 * switches), PROFILE_FRAMES_DIR (keeps every sixth view, JPEG as drawn and PNG; PROFILE_FRAMES_ONLY=1:
 * only that), CHROMIUM_PATH / CHROMIUM_NPM=1 as for the bench.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { drawnOn, launchFrameRenderer, type RenderedFrame } from '../src/headless/index.js';
import { benchViews, framesPerSecond } from './frames.js';

const env = z.object({
  RENDER_PAGES: z.coerce.number().int().min(1).max(16).default(2),
  PROFILE_SIZE: z.coerce.number().int().min(16).max(4096).default(900),
  PROFILE_ROUNDS: z.coerce.number().int().min(1).max(20).default(2),
  PROFILE_QUALITY: z.coerce.number().gt(0).lte(1).default(0.9),
  RENDER_CHROMIUM_ARGS: z.string().optional(),
  PROFILE_FRAMES_DIR: z.string().min(1).optional(),
  PROFILE_FRAMES_ONLY: z.enum(['0', '1']).optional(),
}).parse(process.env);
const args = env.RENDER_CHROMIUM_ARGS?.split(/\s+/).filter(Boolean) ?? [];
const size = env.PROFILE_SIZE;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

const views = benchViews();
const renderer = await launchFrameRenderer({ pages: env.RENDER_PAGES, gpu: false, args });
console.log(`profile: ${size} px, ${env.RENDER_PAGES} pages, ${os.cpus().length} cores, load ${load()}; ${drawnOn(renderer.graphics)}`);
try {
  // Warm up: every page holds every floor plan once, shaders compiled.
  await Promise.all(views.map((v) => renderer.render({ ...v, size })));

  // One frame at a time: the steps apart.
  const rows: { trip: number; frame: RenderedFrame }[] = [];
  for (let r = 0; r < env.PROFILE_ROUNDS; r++) {
    for (const v of views) {
      const t0 = performance.now();
      const frame = await renderer.render({ ...v, size, quality: env.PROFILE_QUALITY });
      rows.push({ trip: performance.now() - t0, frame });
    }
  }
  if (env.PROFILE_FRAMES_DIR) {
    // Every sixth view as drawn (JPEG) and as PNG, to look at and compare before and after a change.
    mkdirSync(env.PROFILE_FRAMES_DIR, { recursive: true });
    for (let i = 0; i < views.length; i += 6) {
      const name = join(env.PROFILE_FRAMES_DIR, `view-${String(i).padStart(2, '0')}`);
      writeFileSync(`${name}.jpeg`, rows[i]!.frame.image);
      writeFileSync(`${name}.png`, (await renderer.render({ ...views[i]!, size, format: 'png' })).image);
    }
  }
  if (env.PROFILE_FRAMES_ONLY === '1') {
    await renderer.close();
    process.exit(0);
  }
  const step = (k: 'scene' | 'draw' | 'encode' | 'calls' | 'triangles') => median(rows.map((r) => r.frame.pageSteps?.[k] ?? NaN));
  const trip = median(rows.map((r) => r.trip));
  const page = median(rows.map((r) => r.frame.pageMs!));
  const bytes = median(rows.map((r) => r.frame.image.length));
  console.log(`one at a time (${rows.length} frames, medians): round trip ${trip.toFixed(1)} ms = page ${page.toFixed(1)} ms (scene ${step('scene').toFixed(1)}, draw ${step('draw').toFixed(1)}, read back and encode ${step('encode').toFixed(1)}) + Node and transfer ${(trip - page).toFixed(1)} ms; ${step('calls')} draw calls, ${step('triangles')} triangles, ${(bytes / 1024).toFixed(0)} KiB`);

  // The same with the id buffer (the export asks for it before every click it checks).
  const withIds: { trip: number; frame: RenderedFrame }[] = [];
  for (const v of views) {
    const t0 = performance.now();
    const frame = await renderer.render({ ...v, size, quality: env.PROFILE_QUALITY, ids: true });
    withIds.push({ trip: performance.now() - t0, frame });
  }
  const idStep = (k: 'scene' | 'draw' | 'encode') => median(withIds.map((r) => r.frame.pageSteps?.[k] ?? NaN));
  const idTrip = median(withIds.map((r) => r.trip));
  const idPage = median(withIds.map((r) => r.frame.pageMs!));
  console.log(`with ids (${withIds.length} frames, medians): round trip ${idTrip.toFixed(1)} ms = page ${idPage.toFixed(1)} ms (scene ${idStep('scene').toFixed(1)}, draw and id pass ${idStep('draw').toFixed(1)}, read back and encode ${idStep('encode').toFixed(1)}) + Node and transfer ${(idTrip - idPage).toFixed(1)} ms`);

  // As the images export draws a game, then every frame queued at once: throughput and CPU per frame.
  for (const pattern of ['export', 'mixed'] as const) {
    const r = await framesPerSecond(renderer, views, size, env.PROFILE_ROUNDS, pattern);
    const kinds = [...r.cpuMsByKind].filter(([, ms]) => ms >= 0.05).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
    console.log(`${pattern} pattern (${r.frames} frames): ${r.perSecond.toFixed(1)} frames/s, page p50 ${r.pageMsP50.toFixed(1)} ms; CPU ${r.cpuMsPerFrame.toFixed(1)} ms a frame (${kinds}); load ${load()}`);
  }
} finally {
  await renderer.close();
}
