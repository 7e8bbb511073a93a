/** TaskCheckResult -> the Progress Check payload: 0/1 for every success, TEACh's key order. */
import type { ProblemKeys, Step, Subgoal, TaskCheckResult } from '../check/check-result.js';
import type { Bit, ProgressCheckProblemKeys, ProgressCheckResponse, ProgressCheckStep, ProgressCheckSubgoal } from './response.js';

const bit = (b: boolean): Bit => (b ? 1 : 0);

function encodeStep(step: Step): ProgressCheckStep {
  return { success: bit(step.success), objectId: step.objectId, objectType: step.objectType, desc: step.desc };
}

function encodeProblemKeys(keys: ProblemKeys): ProgressCheckProblemKeys {
  switch (keys.kind) {
    case 'noTail': return [];
    // fromEntries defines own properties, so an id such as "__proto__" stays an ordinary key.
    case 'byObject': return Object.fromEntries(keys.entries);
  }
}

function encodeSubgoal(subgoal: Subgoal): ProgressCheckSubgoal {
  const common = {
    success: bit(subgoal.success),
    // TEACh leaves component and relation subgoals unnamed; ours carry what they ask (see the README).
    description: subgoal.description,
    steps: subgoal.steps.map(encodeStep),
    problem_keys: encodeProblemKeys(subgoal.problemKeys),
    goal_conditions_total: subgoal.goalConditionsTotal,
    goal_conditions_satisfied: subgoal.goalConditionsSatisfied,
  };
  switch (subgoal.kind) {
    case 'component':
    case 'relation':
      return common;
    case 'task':
      return { representative_obj_id: subgoal.representativeObjId, step_successes: subgoal.stepSuccesses.map(bit), ...common };
  }
}

export function encodeProgressCheck(result: TaskCheckResult): ProgressCheckResponse {
  return { task_desc: result.description, success: bit(result.success), subgoals: result.subgoals.map(encodeSubgoal) };
}
