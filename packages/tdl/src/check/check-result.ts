/** What checking a task yields, before the Progress Check encoding turns booleans into 0/1. */
import type { ConditionValue, RawDeterminer } from '../definition/task-definition.js';
import type { ObjectRecord } from './world-objects.js';

export interface Step {
  readonly success: boolean;
  readonly objectId: string;
  readonly objectType: string;
  readonly desc: string;
}

/** Field names are TEACh's, because these records go out unchanged in the Progress Check. */
export interface ProblemKey {
  readonly objectType: string;
  readonly determiner: RawDeterminer;
  readonly property_name: string;
  readonly desired_property_value: ConditionValue;
}

/**
 * Per object id, the conditions it fails. TEACh reports an empty *list* instead of an object
 * when a relation has no tail candidates at all; `noTail` keeps that quirk visible.
 */
export type ProblemKeys =
  | { readonly kind: 'byObject'; readonly entries: ReadonlyMap<string, readonly ProblemKey[]> }
  | { readonly kind: 'noTail' };

interface SubgoalCommon {
  /**
   * What the subgoal checks, for people: the component's name, or `heads -> tail` for a relation.
   * Not part of TEACh's payload (the encoder leaves it out).
   */
  readonly name: string;
  readonly success: boolean;
  readonly steps: readonly Step[];
  readonly problemKeys: ProblemKeys;
  readonly goalConditionsTotal: number;
  readonly goalConditionsSatisfied: number;
}

/**
 * From an atomic component ("a"/N or "all") or a relation. TEACh gives these no description; ours
 * is the definition's `desc` (what the subgoal asks), '' when it has none.
 */
export interface PlainSubgoal extends SubgoalCommon {
  readonly kind: 'component' | 'relation';
  readonly description: string;
}

/** From a task component: the subtask's result folded into one line. */
export interface TaskSubgoal extends SubgoalCommon {
  readonly kind: 'task';
  readonly description: string;
  readonly representativeObjId: string;
  readonly stepSuccesses: readonly boolean[];
}

export type Subgoal = PlainSubgoal | TaskSubgoal;

export interface TaskCheckResult {
  readonly description: string;
  readonly success: boolean;
  /** The anchor component's objects; null when the task has no anchor (or it was switched off). */
  readonly satisfiedObjects: readonly ObjectRecord[] | null;
  readonly candidateObjects: readonly ObjectRecord[] | null;
  readonly subgoals: readonly Subgoal[];
  readonly goalConditionsTotal: number;
  readonly goalConditionsSatisfied: number;
}

/** What one component contributes: its subgoal fields plus the objects relations can use. */
export interface ComponentOutcome {
  readonly success: boolean;
  readonly satisfied: readonly ObjectRecord[];
  readonly candidates: readonly ObjectRecord[];
  readonly steps: readonly Step[];
  readonly problemKeys: ReadonlyMap<string, readonly ProblemKey[]>;
  readonly goalConditionsTotal: number;
  readonly goalConditionsSatisfied: number;
}

export function stepFor(obj: ObjectRecord, success: boolean, desc: string): Step {
  return { success, objectId: obj.objectId, objectType: obj.objectType, desc };
}
