/**
 * Which episode a new session gets under the collection plan: never one of a paused or retired
 * task, nor of a task or split whose target is met (its finished sessions plus those in play reach
 * it); among what is left, the targeted task furthest from its target first, and within it the
 * split furthest from its own target; tasks without a target only once no targeted task can be
 * drawn. What remains is drawn as before (`pickEpisode`: least played task, split, episode).
 */
import type { EpisodeSummary, PlanCount, PlanTask } from '@chorehouse/store';
import { pickEpisode } from './pick-episode.js';

export interface CollectionPlan {
  readonly tasks: readonly PlanTask[];
  readonly counts: readonly PlanCount[];
}

/** Sessions that count against a target: finished ones and those in play. */
function usage(counts: readonly PlanCount[]): { task: Map<string, number>; split: Map<string, number> } {
  const task = new Map<string, number>();
  const split = new Map<string, number>();
  for (const c of counts) {
    const used = c.done + c.inPlay;
    task.set(c.task, (task.get(c.task) ?? 0) + used);
    split.set(splitKey(c.task, c.split), used);
  }
  return { task, split };
}

const splitKey = (task: string, split: string) => `${task}\u0000${split}`;

/** How far a target is filled (0 empty, 1 met); a target of 0 is met from the start. */
const fill = (used: number, target: number) => (target === 0 ? 1 : used / target);

/** The items whose score is lowest (several when tied). */
function lowest<T>(items: readonly T[], score: (t: T) => number): T[] {
  let min = Infinity;
  let best: T[] = [];
  for (const item of items) {
    const s = score(item);
    if (s < min) { min = s; best = [item]; } else if (s === min) best.push(item);
  }
  return best;
}

export function pickPlannedEpisode(pool: readonly EpisodeSummary[], plan: CollectionPlan, random: () => number): EpisodeSummary | null {
  const byTask = new Map(plan.tasks.map((t) => [t.task, t]));
  const used = usage(plan.counts);
  const usedBy = (task: string, split: string) => used.split.get(splitKey(task, split)) ?? 0;

  const open = pool.filter((e) => {
    const p = byTask.get(e.benchmarkName);
    if (!p) return true;
    if (p.state !== 'active') return false;
    if (p.target !== null && (used.task.get(p.task) ?? 0) >= p.target) return false;
    const splitTarget = p.splits[e.split];
    return splitTarget === undefined || usedBy(p.task, e.split) < splitTarget;
  });

  // Each open task's distance from its targets: its own target's fill, else its most wanting split's.
  const taskFill = new Map<string, number>();
  for (const e of open) {
    const p = byTask.get(e.benchmarkName);
    if (!p) continue;
    const splitTarget = p.splits[e.split];
    const f = p.target !== null ? fill(used.task.get(p.task) ?? 0, p.target) : splitTarget !== undefined ? fill(usedBy(p.task, e.split), splitTarget) : null;
    if (f !== null) taskFill.set(p.task, Math.min(taskFill.get(p.task) ?? Infinity, f));
  }
  if (taskFill.size === 0) return pickEpisode(open, random);

  const wanted = new Set(lowest([...taskFill.keys()], (t) => taskFill.get(t)!));
  const candidates: EpisodeSummary[] = [];
  for (const task of wanted) {
    const p = byTask.get(task)!;
    const episodes = open.filter((e) => e.benchmarkName === task);
    // Splits with a target of their own are filled first, the emptiest first; the rest after them.
    const targeted = episodes.filter((e) => p.splits[e.split] !== undefined);
    candidates.push(...(targeted.length ? lowest(targeted, (e) => fill(usedBy(task, e.split), p.splits[e.split]!)) : episodes));
  }
  return pickEpisode(candidates, random);
}
