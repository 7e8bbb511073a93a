/** The Progress Check payload in TEACh's shape (teach-formats.md 2.9): what the Commander UI receives. */
import type { ProblemKey } from '../check/check-result.js';

export type Bit = 0 | 1;

export interface ProgressCheckStep {
  readonly success: Bit;
  readonly objectId: string;
  readonly objectType: string;
  readonly desc: string;
}

/** An object per object id, or TEACh's empty list when a relation found no tail object at all. */
export type ProgressCheckProblemKeys = Readonly<Record<string, readonly ProblemKey[]>> | readonly [];

/** Subgoals of atomic components and relations have no representative_obj_id or step_successes. */
export interface ProgressCheckSubgoal {
  readonly representative_obj_id?: string;
  readonly step_successes?: readonly Bit[];
  readonly success: Bit;
  readonly description: string;
  readonly steps: readonly ProgressCheckStep[];
  readonly problem_keys: ProgressCheckProblemKeys;
  readonly goal_conditions_total: number;
  readonly goal_conditions_satisfied: number;
}

export interface ProgressCheckResponse {
  readonly task_desc: string;
  readonly success: Bit;
  readonly subgoals: readonly ProgressCheckSubgoal[];
}

/** Goal conditions for the GC metric; `satisfied` may exceed `total` (TEACh clips when scoring). */
export interface GoalConditions {
  readonly satisfied: number;
  readonly total: number;
}
