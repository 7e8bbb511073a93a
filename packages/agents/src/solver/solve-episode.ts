/**
 * The solver: the rule-based Commander and Follower work an episode out together (goals passed
 * as data, no language) until the checker says the task is done, a budget runs out, or no goal is
 * left to try. Every Follower action goes through `step`, so the trace replays exactly.
 */
import { step, type Action, type Outcome, type World } from '@chorehouse/sim';
import { builtinLibrary, type TaskLibrary } from '@chorehouse/tdl';
import { RuleBasedCommander } from '../commander/commander.js';
import type { TaskRef } from '../commander/what-if.js';
import { RuleBasedFollower } from '../follower/follower.js';
import type { Goal } from '../follower/goal.js';

export interface SolveOptions {
  /** Follower actions allowed (TEACh's inference limit is 1000). */
  readonly maxSteps?: number;
  /** Failed Follower actions allowed (TEACh's limit is 30). */
  readonly maxFailedActions?: number;
  /** Goals the Commander may hand out (each is one problem key's worth of work). */
  readonly maxGoals?: number;
  readonly library?: TaskLibrary;
}

export interface TraceEntry {
  readonly action: Action;
  readonly outcome: Outcome;
  /** The goal the action served, e.g. "Clean Mug|-01.95|+00.92|+01.45". */
  readonly goal: string;
}

export type SolveFailure = 'task_invalid' | 'stuck' | 'step_budget' | 'failure_budget' | 'goal_budget';

export interface SolveResult {
  readonly solvable: boolean;
  /** Why not, for people; null when solved. */
  readonly reason: string | null;
  readonly failure: SolveFailure | null;
  readonly trace: readonly TraceEntry[];
  readonly world: World;
  readonly steps: number;
  readonly failedActions: number;
  readonly goals: readonly Goal[];
  /** Goals the Follower gave up on, and why (the Commander then tried something else). */
  readonly refusals: readonly { readonly goal: Goal; readonly reason: string }[];
  readonly goalConditions: { readonly satisfied: number; readonly total: number };
}

export const DEFAULT_SOLVE_OPTIONS = { maxSteps: 1500, maxFailedActions: 30, maxGoals: 300 } as const;

const describeGoal = (g: Goal) => `${g.verb} ${g.objectId}${g.destinationId ? ` -> ${g.destinationId}` : ''}`;

export function solveEpisode(world: World, task: TaskRef, options: SolveOptions = {}): SolveResult {
  const maxSteps = options.maxSteps ?? DEFAULT_SOLVE_OPTIONS.maxSteps;
  const maxFailed = options.maxFailedActions ?? DEFAULT_SOLVE_OPTIONS.maxFailedActions;
  const maxGoals = options.maxGoals ?? DEFAULT_SOLVE_OPTIONS.maxGoals;
  const commander = new RuleBasedCommander(task, options.library ?? builtinLibrary());
  const follower = new RuleBasedFollower();
  const trace: TraceEntry[] = [];
  const goals: Goal[] = [];
  const refusals: { goal: Goal; reason: string }[] = [];
  let w = world;
  let failed = 0;
  let idleTurns = 0;

  const finish = (failure: SolveFailure | null, reason: string | null): SolveResult => {
    const check = commander.check(w);
    const gc = check.ok ? check.goalConditions : { satisfied: 0, total: 0 };
    return { solvable: failure === null, reason, failure, trace, world: w, steps: trace.length, failedActions: failed, goals, refusals, goalConditions: gc };
  };

  for (;;) {
    const turn = commander.nextGoal(w);
    if (turn.kind === 'done') return finish(null, null);
    if (turn.kind === 'stuck') return finish(turn.reason.startsWith('The task does not instantiate') ? 'task_invalid' : 'stuck', turn.reason);
    if (goals.length >= maxGoals) return finish('goal_budget', `Gave up after ${goals.length} goals.`);
    goals.push(turn.goal);
    follower.assign(turn.goal);
    const before = trace.length;
    for (;;) {
      const move = follower.next(w);
      if (move.kind === 'done') break;
      if (move.kind === 'failed') {
        commander.refuse(turn.goal, move.unreachable);
        refusals.push({ goal: turn.goal, reason: move.reason });
        break;
      }
      const { world: next, outcome } = step(w, 'follower', move.action);
      follower.observe(outcome);
      trace.push({ action: move.action, outcome, goal: describeGoal(turn.goal) });
      w = next;
      if (!outcome.success) failed++;
      if (trace.length >= maxSteps) return finish('step_budget', `Ran out of steps (${maxSteps}) working on: ${describeGoal(turn.goal)}.`);
      if (failed >= maxFailed) return finish('failure_budget', `Too many failed actions (${failed}); last: ${outcome.message}`);
    }
    // A goal that needed no action and changed nothing would come back forever: do not give it again.
    idleTurns = trace.length === before ? idleTurns + 1 : 0;
    if (idleTurns > 0) commander.refuse(turn.goal);
  }
}
