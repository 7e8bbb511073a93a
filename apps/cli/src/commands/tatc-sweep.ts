/**
 * A TATC sweep: for each benchmark task and split, draw episodes on the floor plans that host the
 * task (round-robin, seeds from the split's range), keep those the solver proves solvable (as the
 * pool people play from does), and let a Commander and a Follower (the rule-based pair unless
 * another is given) play each one.
 */
import { generateVerifiedEpisode, runTatc, type TaskRef, type TatcResult } from '@chorehouse/agents';
import type { World } from '@chorehouse/sim';
import { SPLITS, generateEpisode, hostsOf, splitSeed, type SplitName } from '@chorehouse/scenes';
import { builtinLibrary, type BenchmarkTask } from '@chorehouse/tdl';

export interface SweepOptions {
  readonly splits: readonly SplitName[];
  readonly tasks: readonly BenchmarkTask[];
  readonly perTask: number;
  readonly firstSeed: number;
  /** Play raw episodes too, without proving them solvable first. */
  readonly unverified: boolean;
  /** Plays one session; the rule-based pair (`runTatc`) when absent. */
  readonly play?: (world: World, task: TaskRef) => Promise<TatcResult>;
}

export interface SweepSession {
  readonly split: SplitName;
  readonly benchmarkName: string;
  readonly episodeId: string;
  readonly floorPlan: number;
  readonly params: readonly string[];
  readonly result: TatcResult;
}

export interface SweepRejection {
  readonly split: SplitName;
  readonly benchmarkName: string;
  readonly episodeId: string | null;
  readonly code: string;
  readonly reason: string;
}

export interface SweepProgress {
  readonly done: number;
  readonly total: number;
  readonly note: string;
}

/** Draws per wanted session before a task is given up on in a split. */
const DRAWS_PER_SESSION = 4;

export async function* tatcSweep(options: SweepOptions): AsyncGenerator<SweepProgress, { sessions: SweepSession[]; rejections: SweepRejection[] }> {
  const library = builtinLibrary();
  const sessions: SweepSession[] = [];
  const rejections: SweepRejection[] = [];
  const total = options.splits.length * options.tasks.length * options.perTask;
  let done = 0;
  for (const split of options.splits) {
    for (const task of options.tasks) {
      const hosts = hostsOf(task.taskName, task.fixedParams, SPLITS[split]);
      let played = 0;
      for (let k = 0; hosts.length > 0 && played < options.perTask && k < options.perTask * DRAWS_PER_SESSION; k++) {
        const floorPlan = hosts[k % hosts.length]!;
        const request = { floorPlan, task: task.benchmarkName, seed: splitSeed(split, options.firstSeed + k) };
        const drawn = options.unverified ? generateEpisode(request, library) : generateVerifiedEpisode(request, library);
        if (!drawn.ok) {
          rejections.push({ split, benchmarkName: task.benchmarkName, episodeId: 'episode' in drawn && drawn.episode ? drawn.episode.id : null, code: drawn.code, reason: drawn.reason });
          continue;
        }
        const { episode } = drawn;
        const ref = { taskName: episode.task.name, params: episode.task.params };
        const result = options.play ? await options.play(episode.world, ref) : runTatc(episode.world, ref, { library });
        sessions.push({ split, benchmarkName: task.benchmarkName, episodeId: episode.id, floorPlan, params: episode.task.params, result });
        played++;
        yield { done: ++done, total, note: `${split} ${task.benchmarkName}` };
      }
      done += options.perTask - played;
    }
  }
  return { sessions, rejections };
}
