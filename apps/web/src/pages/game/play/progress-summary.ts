/**
 * What the Progress Check list counts, so the count agrees with what is listed: each listed step
 * is one item, and a subgoal listed without steps (a finished subtask) is one item. A means
 * subgoal ("A sink to rinse them in", tdl's `meansSubgoals`) is listed as needed, not counted: the
 * checker ticks it as soon as the house has one, which is no work of the players'.
 */
import type { ProgressView } from './progress-response.js';

export interface ProgressCount { readonly done: number; readonly total: number }

export function countListed(view: ProgressView, means: ReadonlySet<string> = new Set()): ProgressCount {
  let done = 0;
  let total = 0;
  for (const g of view.subgoals) {
    if (means.has(g.description)) continue;
    if (g.steps.length === 0) { total += 1; if (g.success) done += 1; continue; }
    total += g.steps.length;
    done += g.steps.filter((s) => s.success).length;
  }
  return { done, total };
}

/** A subgoal's title: its own description, else the task's when it is the only one. */
export function subgoalTitle(view: ProgressView, index: number): string {
  const g = view.subgoals[index];
  if (g?.description) return g.description.replace(/^(\d+) x /, '$1 × ');
  return view.subgoals.length === 1 && view.taskDesc ? view.taskDesc : 'What the task asks';
}
