/**
 * The episode pool: episodes from packages/scenes for the benchmark tasks, spread over the splits,
 * each proven solvable by the rule-based agents before a player sees it.
 */
import { SPLIT_NAMES, SPLITS, hostsOf, splitSeed, type SplitName } from '@chorehouse/scenes';
import { BENCHMARK_TASKS, type BenchmarkTask } from '@chorehouse/tdl';
import type { Clock } from '../clock.js';
import { inlineDrawer, type EpisodeDrawer } from './episode-drawer.js';
import type { Store } from '@chorehouse/store';

export interface GrowOptions {
  /** New episodes per task. */
  readonly perTask: number;
  /** Benchmark task names (default: all twelve). */
  readonly tasks?: readonly string[];
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
  const tasks = (options.tasks ?? BENCHMARK_TASKS.map((t) => t.benchmarkName))
    .map((name) => BENCHMARK_TASKS.find((t) => t.benchmarkName.toLowerCase() === name.toLowerCase()))
    .filter((t): t is BenchmarkTask => t !== undefined);
  const existing = await store.episodeSummaries();
  const taken = new Set(existing.map((e) => e.id));
  const total = tasks.length * options.perTask;
  const maxTries = options.maxTries ?? 12;
  const drawer = options.drawer ?? inlineDrawer;
  let done = 0, added = 0, rejected = 0;
  const failures: string[] = [];
  for (const [taskIndex, task] of tasks.entries()) {
    const already = existing.filter((e) => e.benchmarkName === task.benchmarkName).length;
    for (let k = 0; k < options.perTask; k++) {
      const slot = already + k;
      let ok = false;
      for (let attempt = 0; attempt < maxTries && !ok; attempt++) {
        // Tasks start on different splits so a small pool still covers them all.
        const split: SplitName = SPLIT_NAMES[(slot + taskIndex + attempt) % SPLIT_NAMES.length]!;
        const hosts = hostsOf(task.taskName, task.fixedParams, SPLITS[split]);
        if (!hosts.length) continue;
        const seed = splitSeed(split, slot * 101 + attempt * 7 + 1);
        const floorPlan = hosts[(slot * 31 + attempt * 17) % hosts.length]!;
        options.onProgress?.(done, total, `${task.benchmarkName} FloorPlan${floorPlan} (${split})`);
        await breathe();
        const r = await drawer.draw({ floorPlan, task: task.benchmarkName, seed });
        if (!r.ok) {
          rejected++;
          if (failures.length < 50) failures.push(`${task.benchmarkName} FloorPlan${floorPlan} seed ${seed}: ${r.reason}`);
          continue;
        }
        if (taken.has(r.episode.id)) continue;
        taken.add(r.episode.id);
        await store.addEpisode({
          id: r.episode.id, taskName: r.episode.task.name, benchmarkName: task.benchmarkName, params: [...r.episode.task.params],
          floorPlan, split, seed, world: JSON.stringify(r.episode.world), worldHash: r.episode.worldHash,
          solutionSteps: r.solution.steps, createdAt: clock.now(),
        });
        added++;
        ok = true;
      }
      done++;
      options.onProgress?.(done, total, task.benchmarkName);
    }
  }
  return { added, rejected, failures };
}

/** At start-up: when the pool is empty, fill it with `perTask` verified episodes per task. */
export async function ensurePool(store: Store, clock: Clock, perTask: number, onProgress?: GrowOptions['onProgress']): Promise<GrowReport | null> {
  if ((await store.countEpisodes()) > 0 || perTask === 0) return null;
  return growPool(store, clock, { perTask, ...(onProgress ? { onProgress } : {}) });
}
