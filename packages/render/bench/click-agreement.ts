/**
 * Drawing and picking agree: every successful Follower object interaction in games the rule-based
 * agents play, checked against the id buffer of the frame just before it (TEACh's 20x20 window).
 * The games: the solver works episodes of the 12 benchmark tasks on real floor plans.
 */
import { verifyEpisode } from '@chorehouse/agents';
import { generateEpisode, hostsOf, SPLITS, splitSeed } from '@chorehouse/scenes';
import { followerCamera, step, worldHash } from '@chorehouse/sim';
import { BENCHMARK_TASKS, builtinLibrary } from '@chorehouse/tdl';
import { checkClick, type FrameRenderer } from '../src/headless/index.js';

export interface AgreementResult {
  readonly games: number;
  readonly checked: number;
  readonly ratio: number;
  readonly misses: readonly string[];
}

export async function clickAgreement(renderer: FrameRenderer, options: { episodes: number; size?: number }): Promise<AgreementResult> {
  const library = builtinLibrary();
  const misses: string[] = [];
  let checked = 0, agreed = 0, games = 0;
  for (let k = 0; games < options.episodes && k < options.episodes * 4; k++) {
    const task = BENCHMARK_TASKS[k % BENCHMARK_TASKS.length]!;
    const hosts = hostsOf(task.taskName, task.fixedParams, SPLITS.train);
    if (hosts.length === 0) continue;
    const round = Math.floor(k / BENCHMARK_TASKS.length);
    // Spread over the floor plans that host the task: each round moves on by a few.
    const generated = generateEpisode({ floorPlan: hosts[(k * 5) % hosts.length]!, task: task.benchmarkName, seed: splitSeed('train', round) }, library);
    if (!generated.ok) continue;
    const solved = verifyEpisode(generated.episode, library);
    if (!solved.solvable) continue;
    games++;
    let world = generated.episode.world;
    const pending: Promise<void>[] = [];
    for (const entry of solved.trace) {
      const { action, outcome } = entry;
      if ('x' in action && action.x !== undefined && outcome.success && outcome.objectId) {
        const at = { world, camera: followerCamera(world), x: action.x, y: action.y, objectId: outcome.objectId, ...(options.size ? { size: options.size } : {}) };
        const label = `${generated.episode.id} step ${world.stepCount} ${action.name} ${outcome.objectId} at (${action.x.toFixed(3)}, ${action.y.toFixed(3)})`;
        pending.push(checkClick(renderer, at).then((c) => {
          checked++;
          if (c.agrees) agreed++;
          else misses.push(`${label}: window shows ${c.window.map((w) => `${w.objectId || 'nothing'} ${w.pixels}`).join(', ')}`);
        }));
      }
      world = step(world, 'follower', action).world;
    }
    await Promise.all(pending);
    if (worldHash(world) !== worldHash(solved.world)) throw new Error(`${generated.episode.id}: the trace did not replay to the solver's world`);
  }
  return { games, checked, ratio: checked === 0 ? 0 : agreed / checked, misses };
}

