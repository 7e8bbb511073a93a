/**
 * `check_episode_progress` (teach-formats.md 2.5): components in order, then relations, with the
 * instance count multiplied down into subtasks.
 */
import { instanceFactor } from '../definition/determiner.js';
import type { AtomicComponent, TaskComponent, TaskInstance } from '../instance/task-instance.js';
import { checkAll } from './atomic-all.js';
import { checkInstances } from './atomic-instances.js';
import type { ComponentOutcome, PlainSubgoal, ProblemKey, Subgoal, TaskCheckResult, TaskSubgoal } from './check-result.js';
import type { EntityObjects } from './relation-common.js';
import { checkAnyTail } from './relation-any-tail.js';
import { checkOneTail } from './relation-one-tail.js';
import { WorldObjects, type ObjectRecord } from './world-objects.js';

export interface CheckOptions {
  /** Distance from an object to the nearest agent, used only to rank candidates; 0 without it. */
  readonly distanceToAgent?: ((obj: ObjectRecord) => number) | undefined;
  /** TEACh's `use_task_candidates_in_relations`: let relations see a subtask's unfinished objects too. Off, as in TEACh. */
  readonly useTaskCandidatesInRelations?: boolean | undefined;
}

function componentSubgoal(component: AtomicComponent, outcome: ComponentOutcome): PlainSubgoal {
  return {
    kind: 'component', name: component.name, description: component.desc, success: outcome.success, steps: outcome.steps,
    problemKeys: { kind: 'byObject', entries: outcome.problemKeys },
    goalConditionsTotal: outcome.goalConditionsTotal, goalConditionsSatisfied: outcome.goalConditionsSatisfied,
  };
}

/** The object a Commander is shown for a subtask: a candidate if unfinished, else a finished one, else a step's. */
function representativeObjId(result: TaskCheckResult): string {
  const firstCandidate = result.candidateObjects?.[0];
  if (!result.success && firstCandidate) return firstCandidate.objectId;
  const firstSatisfied = result.satisfiedObjects?.[0];
  if (firstSatisfied) return firstSatisfied.objectId;
  if (firstCandidate) return firstCandidate.objectId;
  let last = '';
  for (const subgoal of result.subgoals) {
    for (const step of subgoal.steps) {
      if (step.success) return step.objectId;
      last = step.objectId;
    }
  }
  return last;
}

function mergedProblemKeys(subgoals: readonly Subgoal[]): Map<string, ProblemKey[]> {
  const merged = new Map<string, ProblemKey[]>();
  for (const subgoal of subgoals) {
    if (subgoal.problemKeys.kind !== 'byObject') continue;
    for (const [id, keys] of subgoal.problemKeys.entries) merged.set(id, [...(merged.get(id) ?? []), ...keys]);
  }
  return merged;
}

function taskSubgoal(component: TaskComponent, child: TaskCheckResult): TaskSubgoal {
  const stepSuccesses = child.subgoals.map((s) => s.success);
  return {
    kind: 'task',
    name: component.name,
    representativeObjId: representativeObjId(child),
    stepSuccesses,
    success: stepSuccesses.every(Boolean),
    description: component.quantity.kind === 'count' ? `${component.determiner} x ${child.description}` : child.description,
    // Only what still needs doing; a nested task subgoal already holds only failed steps.
    steps: child.subgoals.flatMap((s) => s.steps.filter((step) => !step.success)),
    problemKeys: { kind: 'byObject', entries: mergedProblemKeys(child.subgoals) },
    goalConditionsTotal: child.goalConditionsTotal,
    goalConditionsSatisfied: child.goalConditionsSatisfied,
  };
}

function checkAtomic(component: AtomicComponent, instances: number, world: WorldObjects, options: CheckOptions): ComponentOutcome {
  if (component.quantity.kind === 'all') return checkAll(component, world);
  return checkInstances(component, instances * instanceFactor(component.quantity), world, {
    allowStateChange: false, distanceToAgent: options.distanceToAgent,
  });
}

export function checkTaskInWorld(task: TaskInstance, world: WorldObjects, options: CheckOptions, instances: number): TaskCheckResult {
  const subgoals: Subgoal[] = [];
  const entities = new Map<string, EntityObjects>();
  let anchorObjects: EntityObjects | null = null;

  for (const component of task.components) {
    if (component.quantity.kind === 'skip') continue;
    let offered: EntityObjects;
    if (component.kind === 'atomic') {
      const outcome = checkAtomic(component, instances, world, options);
      // A finished "all" with nothing to show is left out of the Progress Check (and of its GC sums).
      if (component.quantity.kind !== 'all' || !outcome.success || outcome.steps.length > 0) subgoals.push(componentSubgoal(component, outcome));
      offered = { satisfied: outcome.satisfied, candidates: outcome.candidates };
      if (task.anchor === component.name) anchorObjects = offered;
    } else {
      const child = checkTaskInWorld(component.task, world, options, instances * instanceFactor(component.quantity));
      subgoals.push(taskSubgoal(component, child));
      // Relations see only the objects that completed the subtask, unless told otherwise.
      offered = {
        satisfied: child.satisfiedObjects ?? [],
        candidates: options.useTaskCandidatesInRelations ? (child.candidateObjects ?? []) : [],
      };
      if (task.anchor === component.name) {
        anchorObjects = { satisfied: child.satisfiedObjects ?? [], candidates: child.candidateObjects ?? [] };
      }
    }
    entities.set(component.name, offered);
  }

  for (const relation of task.relations) {
    const outcome = relation.tailDeterminer === 'a'
      ? checkAnyTail(relation, instances, entities, world)
      : checkOneTail(relation, instances, entities, world);
    const heads = relation.heads.filter((h) => h.quantity.kind !== 'skip').map((h) => h.entity);
    const link = relation.property === 'parentReceptacles' ? 'in' : relation.property;
    subgoals.push({ kind: 'relation', name: `${heads.join(', ')} ${link} ${relation.tailEntity}`, description: relation.desc, ...outcome });
  }

  return {
    description: task.desc,
    success: subgoals.every((s) => s.success),
    satisfiedObjects: anchorObjects?.satisfied ?? null,
    candidateObjects: anchorObjects?.candidates ?? null,
    subgoals,
    goalConditionsTotal: subgoals.reduce((n, s) => n + s.goalConditionsTotal, 0),
    goalConditionsSatisfied: subgoals.reduce((n, s) => n + s.goalConditionsSatisfied, 0),
  };
}

/**
 * Checks a task against an object list (TEACh's `check_episode_progress` with one instance). A
 * caller checking the same unchanged list again may pass its `WorldObjects`, indexed once.
 */
export function checkTask(task: TaskInstance, objects: readonly ObjectRecord[] | WorldObjects, options: CheckOptions = {}): TaskCheckResult {
  return checkTaskInWorld(task, objects instanceof WorldObjects ? objects : new WorldObjects(objects), options, 1);
}
