/**
 * Frames per second of the headless renderer across its pool: JPEG frames of a dozen poses in
 * four real floor plans (a kitchen, a living room, a bedroom, a bathroom), every page already
 * holding the floor plans (as during a game's export, where only poses and a few objects change).
 */
import { loadScene, sceneWorld } from '@chorehouse/scenes';
import type { CameraPose, World } from '@chorehouse/sim';
import type { FrameRenderer, RenderedFrame } from '../src/headless/index.js';
import { spreadPoses } from './poses.js';

export const BENCH_FLOOR_PLANS = [1, 201, 301, 401] as const;

export function benchViews(): { world: World; camera: CameraPose }[] {
  return BENCH_FLOOR_PLANS.flatMap((fp) => {
    const world = sceneWorld(loadScene(fp));
    return spreadPoses(world, 12).map((camera) => ({ world, camera }));
  });
}

/**
 * Frames per second at `size` over `rounds` passes of the views, and the page's median time per frame.
 * `export`: floor plan after floor plan, twice as many frames in flight as there are pages, as the
 * images export draws a game's frames (pages stay on one world, patches are poses). `mixed`: every
 * frame of every floor plan queued at once, as several games drawn together are; pages then go from
 * world to world (each keeps the last four it drew, a scene each: src/headless/world-slots.ts).
 */
export async function framesPerSecond(renderer: FrameRenderer, views: readonly { world: World; camera: CameraPose }[], size: number, rounds: number, pattern: 'export' | 'mixed'): Promise<{ perSecond: number; pageMsP50: number }> {
  // Warm up: every page draws every floor plan once (the first frame of a world sends it whole).
  await Promise.all(views.map((v) => renderer.render({ ...v, size })));
  const request = (v: { world: World; camera: CameraPose }) => renderer.render({ ...v, size, format: 'jpeg', quality: 0.9 });
  const start = performance.now();
  const frames: RenderedFrame[] = [];
  if (pattern === 'mixed') {
    const jobs: Promise<RenderedFrame>[] = [];
    for (let r = 0; r < rounds; r++) for (const v of views) jobs.push(request(v));
    frames.push(...(await Promise.all(jobs)));
  } else {
    for (const world of new Set(views.map((v) => v.world))) {
      const todo = Array.from({ length: rounds }, () => views.filter((v) => v.world === world)).flat();
      const lanes = Array.from({ length: Math.min(todo.length, renderer.pages * 2) }, async () => {
        for (let v = todo.shift(); v; v = todo.shift()) frames.push(await request(v));
      });
      await Promise.all(lanes);
    }
  }
  const perSecond = frames.length / ((performance.now() - start) / 1000);
  const pageMs = frames.map((f) => f.pageMs ?? 0).sort((a, b) => a - b);
  return { perSecond, pageMsP50: pageMs[Math.floor(pageMs.length / 2)]! };
}
