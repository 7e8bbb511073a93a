/** The checker's front door: (task, parameters, objects) -> Progress Check, goal conditions, preconditions. */
import { checkTask, type CheckOptions } from '../check/check-task.js';
import type { TaskCheckResult } from '../check/check-result.js';
import { preconditionsMet } from '../check/preconditions.js';
import type { ObjectRecord, WorldObjects } from '../check/world-objects.js';
import { instantiateTask, type InstanceError } from '../instance/instantiate.js';
import type { TaskLibrary } from '../library/task-library.js';
import { encodeProgressCheck } from './encode.js';
import type { GoalConditions, ProgressCheckResponse } from './response.js';

export type ProgressCheckOutcome =
  | {
    readonly ok: true;
    readonly response: ProgressCheckResponse;
    readonly goalConditions: GoalConditions;
    /** The unencoded result, with the objects behind each answer. */
    readonly result: TaskCheckResult;
  }
  | { readonly ok: false; readonly errors: readonly InstanceError[] };

export function progressCheck(
  library: TaskLibrary, taskName: string, params: readonly string[], objects: readonly ObjectRecord[] | WorldObjects, options: CheckOptions = {},
): ProgressCheckOutcome {
  const instance = instantiateTask(library, taskName, params);
  if (!instance.ok) return instance;
  const result = checkTask(instance.task, objects, options);
  return {
    ok: true,
    response: encodeProgressCheck(result),
    goalConditions: { satisfied: result.goalConditionsSatisfied, total: result.goalConditionsTotal },
    result,
  };
}

export type PreconditionsOutcome =
  | { readonly ok: true; readonly met: boolean }
  | { readonly ok: false; readonly errors: readonly InstanceError[] };

export function checkPreconditions(
  library: TaskLibrary, taskName: string, params: readonly string[], objects: readonly ObjectRecord[],
): PreconditionsOutcome {
  const instance = instantiateTask(library, taskName, params);
  if (!instance.ok) return instance;
  return { ok: true, met: preconditionsMet(instance.task, objects) };
}
