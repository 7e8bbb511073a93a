/**
 * The episode pool: episodes from packages/scenes for any task of the library (the 12 benchmark
 * tasks by default), with chosen or drawn parameters and a quota per task, spread over the splits,
 * each proven solvable by the rule-based agents before a player sees it.
 */
import { SPLIT_NAMES, SPLITS, hostsOf, splitSeed, type SplitName } from '@chorehouse/scenes';
import { builtinLibrary } from '@chorehouse/tdl';
import type { Clock } from '../clock.js';
import { inlineDrawer, type EpisodeDrawer } from './episode-drawer.js';
import { resolvePoolRequest, type PoolTask } from './pool-requests.js';
import type { Store } from '@chorehouse/store';

export interface GrowOptions {
  /** What to collect, checked against the library (`resolvePoolRequest`); each task carries its quota. */
  readonly tasks: readonly PoolTask[];
  /** Draws tried per wanted episode before giving up on it. */
  readonly maxTries?: number;
  readonly onProgress?: (done: number, total: number, label: string) => void;
  /** Draws and verifies one episode; inline by default (see episode-drawer.ts). */
  readonly drawer?: EpisodeDrawer;
}

export interface GrowReport {
  readonly added: number;
  readonly rejected: number;
  readonly failures: readonly string[];
}

export type PoolGrower = (options: GrowOptions) => Promise<GrowReport>;

/** Lets the event loop breathe between episodes (a solve takes up to a few hundred ms). */
const breathe = () => new Promise<void>((r) => setImmediate(r));

export async function growPool(store: Store, clock: Clock, options: GrowOptions): Promise<GrowReport> {
  const tasks = options.tasks;
  const existing = await store.episodeSummaries();
  const taken = new Set(existing.map((e) => e.id));
  const total = tasks.reduce((n, t) => n + t.count, 0);
  const maxTries = options.maxTries ?? 12;
  const drawer = options.drawer ?? inlineDrawer;
  let done = 0, added = 0, rejected = 0;
  const failures: string[] = [];
  for (const [taskIndex, task] of tasks.entries()) {
    const already = existing.filter((e) => e.benchmarkName === task.label).length;
    if (!SPLIT_NAMES.some((split) => hostsOf(task.taskName, task.params, SPLITS[split]).length > 0)) {
      // Said once, not tried maxTries times per episode: no scene of any split has what the task needs.
      failures.push(`${task.label}: no floor plan of any split can host it${task.params ? ` with [${task.params.join(', ')}]` : ''}`);
      done += task.count;
      options.onProgress?.(done, total, task.label);
      continue;
    }
    for (let k = 0; k < task.count; k++) {
      const slot = already + k;
      let ok = false;
      for (let attempt = 0; attempt < maxTries && !ok; attempt++) {
        // Tasks start on different splits so a small pool still covers them all.
        const split: SplitName = SPLIT_NAMES[(slot + taskIndex + attempt) % SPLIT_NAMES.length]!;
        const hosts = hostsOf(task.taskName, task.params, SPLITS[split]);
        if (!hosts.length) continue;
        const seed = splitSeed(split, slot * 101 + attempt * 7 + 1);
        const floorPlan = hosts[(slot * 31 + attempt * 17) % hosts.length]!;
        options.onProgress?.(done, total, `${task.label} FloorPlan${floorPlan} (${split})`);
        await breathe();
        // A benchmark task is drawn under its benchmark name, so its episode ids stay as they were.
        const r = await drawer.draw({ floorPlan, task: task.benchmarkName ?? task.taskName, ...(task.params ? { params: task.params } : {}), seed });
        if (!r.ok) {
          rejected++;
          if (failures.length < 50) failures.push(`${task.label} FloorPlan${floorPlan} seed ${seed}: ${r.reason}`);
          continue;
        }
        if (taken.has(r.episode.id)) continue;
        taken.add(r.episode.id);
        await store.addEpisode({
          id: r.episode.id, taskName: r.episode.task.name, benchmarkName: task.label, params: [...r.episode.task.params],
          floorPlan, split, seed, world: JSON.stringify(r.episode.world), worldHash: r.episode.worldHash,
          solutionSteps: r.solution.steps, createdAt: clock.now(),
        });
        added++;
        ok = true;
      }
      done++;
      options.onProgress?.(done, total, task.label);
    }
  }
  return { added, rejected, failures };
}

/** At start-up: when the pool is empty, fill it with `perTask` verified episodes per task. */
export async function ensurePool(store: Store, clock: Clock, perTask: number, onProgress?: GrowOptions['onProgress']): Promise<GrowReport | null> {
  if ((await store.countEpisodes()) > 0 || perTask === 0) return null;
  const benchmark = resolvePoolRequest(builtinLibrary(), { perTask });
  if (!benchmark.ok) throw new Error(`the benchmark tasks do not resolve: ${benchmark.error.message}`); // a bug in tdl's tables
  return growPool(store, clock, { tasks: benchmark.tasks, ...(onProgress ? { onProgress } : {}) });
}
