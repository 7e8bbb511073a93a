/**
 * Frames per second of the headless renderer across its pool: JPEG frames of a dozen poses in
 * four real floor plans (a kitchen, a living room, a bedroom, a bathroom), every page already
 * holding the floor plans (as during a game's export, where only poses and a few objects change).
 */
import { loadScene, sceneWorld } from '@chorehouse/scenes';
import type { CameraPose, World } from '@chorehouse/sim';
import type { FrameRenderer } from '../src/headless/index.js';
import { spreadPoses } from './poses.js';

export const BENCH_FLOOR_PLANS = [1, 201, 301, 401] as const;

export function benchViews(): { world: World; camera: CameraPose }[] {
  return BENCH_FLOOR_PLANS.flatMap((fp) => {
    const world = sceneWorld(loadScene(fp));
    return spreadPoses(world, 12).map((camera) => ({ world, camera }));
  });
}

/** Frames per second at `size` over `rounds` passes of the views, all queued at once on the pool. */
export async function framesPerSecond(renderer: FrameRenderer, views: readonly { world: World; camera: CameraPose }[], size: number, rounds: number): Promise<number> {
  // Warm up: every page draws every floor plan once (the first frame of a world sends it whole).
  await Promise.all(views.map((v) => renderer.render({ ...v, size })));
  const start = performance.now();
  const jobs: Promise<unknown>[] = [];
  for (let r = 0; r < rounds; r++) for (const v of views) jobs.push(renderer.render({ ...v, size, format: 'jpeg', quality: 0.9 }));
  await Promise.all(jobs);
  return jobs.length / ((performance.now() - start) / 1000);
}
