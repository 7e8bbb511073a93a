/**
 * Frames per second of the headless renderer across its pool: JPEG frames of a dozen poses in
 * four real floor plans (a kitchen, a living room, a bedroom, a bathroom), every page already
 * holding the floor plans (as during a game's export, where only poses and a few objects change).
 */
import { loadScene, sceneWorld } from '@chorehouse/scenes';
import type { CameraPose, World } from '@chorehouse/sim';
import type { FrameRenderer, RenderedFrame } from '../src/headless/index.js';
import { spreadPoses } from './poses.js';
import { cpuSpent, descendantCpu } from './process-cpu.js';

export const BENCH_FLOOR_PLANS = [1, 201, 301, 401] as const;

export function benchViews(): { world: World; camera: CameraPose }[] {
  return BENCH_FLOOR_PLANS.flatMap((fp) => {
    const world = sceneWorld(loadScene(fp));
    return spreadPoses(world, 12).map((camera) => ({ world, camera }));
  });
}

export interface FramesPerSecond {
  readonly frames: number;
  readonly perSecond: number;
  /** The page's median time drawing and encoding a frame (ms). */
  readonly pageMsP50: number;
  /** CPU time per frame (ms) of this process and the browser's (process-cpu.ts): what the machine's load changes least. */
  readonly cpuMsPerFrame: number;
  /** The same by kind of process (gpu-process, renderer, browser, node). */
  readonly cpuMsByKind: ReadonlyMap<string, number>;
}

/**
 * Frames per second at `size` over `rounds` passes of the views, the page's median time per frame
 * and the CPU time a frame took.
 * `export`: floor plan after floor plan, twice as many frames in flight as there are pages, as the
 * images export draws a game's frames (pages stay on one world, patches are poses). `mixed`: every
 * frame of every floor plan queued at once, as several games drawn together are; pages then go from
 * world to world (each keeps the last four it drew, a scene each: src/headless/world-slots.ts).
 */
export async function framesPerSecond(renderer: FrameRenderer, views: readonly { world: World; camera: CameraPose }[], size: number, rounds: number, pattern: 'export' | 'mixed'): Promise<FramesPerSecond> {
  // Warm up: every page draws every floor plan once (the first frame of a world sends it whole).
  await Promise.all(views.map((v) => renderer.render({ ...v, size })));
  const request = (v: { world: World; camera: CameraPose }) => renderer.render({ ...v, size, format: 'jpeg', quality: 0.9 });
  const cpuBefore = descendantCpu();
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
  const { byKind, total } = cpuSpent(cpuBefore, descendantCpu());
  const pageMs = frames.map((f) => f.pageMs ?? 0).sort((a, b) => a - b);
  return {
    frames: frames.length, perSecond, pageMsP50: pageMs[Math.floor(pageMs.length / 2)]!,
    cpuMsPerFrame: total / frames.length, cpuMsByKind: new Map([...byKind].map(([k, ms]) => [k, ms / frames.length])),
  };
}
