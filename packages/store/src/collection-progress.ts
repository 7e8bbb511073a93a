/**
 * Progress against the collection plan, as the console and `chorehouse plan show` print it: every
 * task the plan names or the pool holds, with done, in play, remaining, success rate and median
 * duration, overall and per split. `summarizePlan` is a pure function of what the store read.
 */
import type { PlanProgress, SplitProgress, TaskProgress } from '@chorehouse/protocol';
import type { FinishedDuration, PlanCount, PlanTask } from './collection-plan.js';
import type { EpisodeSummary, Store } from './store.js';

export interface PlanInputs {
  readonly tasks: readonly PlanTask[];
  readonly counts: readonly PlanCount[];
  readonly durations: readonly FinishedDuration[];
  readonly pool: readonly Pick<EpisodeSummary, 'benchmarkName' | 'split'>[];
}

function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const remainingOf = (target: number | null, used: number) => (target === null ? null : Math.max(0, target - used));

export function summarizePlan({ tasks, counts, durations, pool }: PlanInputs): PlanProgress {
  const planned = new Map(tasks.map((t) => [t.task, t]));
  const names = [...new Set([...tasks.map((t) => t.task), ...pool.map((e) => e.benchmarkName), ...counts.map((c) => c.task)])].sort();
  const rows = names.map((task): TaskProgress => {
    const plan = planned.get(task);
    const mine = counts.filter((c) => c.task === task);
    const episodes = pool.filter((e) => e.benchmarkName === task);
    const splitNames = [...new Set([...Object.keys(plan?.splits ?? {}), ...mine.map((c) => c.split), ...episodes.map((e) => e.split)])].sort();
    const splits = splitNames.map((split): SplitProgress => {
      const c = mine.find((x) => x.split === split);
      const target = plan?.splits[split] ?? null;
      const done = c?.done ?? 0, inPlay = c?.inPlay ?? 0;
      return { split, target, done, inPlay, remaining: remainingOf(target, done + inPlay), episodes: episodes.filter((e) => e.split === split).length };
    });
    const done = mine.reduce((n, c) => n + c.done, 0);
    const inPlay = mine.reduce((n, c) => n + c.inPlay, 0);
    const successes = mine.reduce((n, c) => n + c.successes, 0);
    const target = plan?.target ?? null;
    const remaining = remainingOf(target, done + inPlay);
    const state = plan?.state ?? 'active';
    // The draw's rule (apps/server pool/plan-draw.ts): active, the task's target open, and some split open with episodes.
    const open = state === 'active' && remaining !== 0 && splits.some((s) => s.episodes > 0 && s.remaining !== 0);
    return {
      task, planned: plan !== undefined, state, target, done, inPlay, remaining, successes,
      successRate: done ? successes / done : null,
      medianDurationMs: median(durations.filter((d) => d.task === task).map((d) => d.durationMs)),
      episodes: episodes.length, open, splits,
    };
  });
  const targeted = rows.filter((r) => r.target !== null && r.state !== 'retired');
  return {
    tasks: rows,
    totals: {
      target: targeted.reduce((n, r) => n + r.target!, 0),
      done: rows.reduce((n, r) => n + r.done, 0),
      inPlay: rows.reduce((n, r) => n + r.inPlay, 0),
      remaining: targeted.reduce((n, r) => n + r.remaining!, 0),
    },
  };
}

/** The plan's progress now: four reads at once. */
export async function planProgress(store: Store): Promise<PlanProgress> {
  const [tasks, counts, durations, pool] = await Promise.all([store.planTasks(), store.planCounts(), store.finishedDurations(), store.episodeSummaries()]);
  return summarizePlan({ tasks, counts, durations, pool });
}
