/**
 * A task definition as the project holds it after loading: TEACh's Task Definition Language
 * (teach-formats.md 2.1-2.4) with key order kept explicit, because the order of components and
 * conditions decides the order of Progress Check subgoals, steps and problem keys.
 */

/** A condition's desired value: a type or class name, an exact value, or the int 1/0 (truthiness test). */
export type ConditionValue = string | number | boolean | null;

/** `"a"`, `"all"`, a digit string, `"#n"`; EDH-derived tasks use a plain int. */
export type RawDeterminer = string | number;

export interface ConditionDefinition {
  readonly property: string;
  readonly value: ConditionValue;
}

export interface FailureDescDefinition {
  readonly property: string;
  readonly desc: string;
}

/** A component tested directly against objects. */
export interface AtomicComponentDefinition {
  readonly kind: 'atomic';
  readonly name: string;
  readonly determiner: RawDeterminer;
  readonly primaryCondition: string;
  /** One object serves every requested instance (a knife, a sink, a serving counter). */
  readonly instanceShareable: boolean;
  readonly conditions: readonly ConditionDefinition[];
  readonly failureDescs: readonly FailureDescDefinition[];
  /** What the subgoal asks, in plain words (this project's key; null when the file has none). */
  readonly desc: string | null;
}

/** A component that is another task, checked with the given parameters. */
export interface TaskComponentDefinition {
  readonly kind: 'task';
  readonly name: string;
  readonly determiner: RawDeterminer;
  readonly taskName: string;
  readonly taskParams: readonly string[];
}

export type ComponentDefinition = AtomicComponentDefinition | TaskComponentDefinition;

/** Each head object's `property` (its receptacle chain for parentReceptacles) must hold a tail object. */
export interface RelationDefinition {
  readonly property: string;
  readonly tailEntities: readonly string[];
  readonly tailDeterminers: readonly string[];
  readonly headEntities: readonly string[];
  readonly headDeterminers: readonly string[];
  readonly failureDesc: string;
  /** What the subgoal asks, in plain words (this project's key; null when the file has none). */
  readonly desc: string | null;
}

export interface TaskDefinition {
  readonly taskId: number;
  readonly taskName: string;
  readonly nparams: number;
  readonly anchor: string | null;
  readonly desc: string;
  /** What each `#n` means, for people; the checker ignores it. */
  readonly paramDocs: Readonly<Record<string, string>> | null;
  readonly components: readonly ComponentDefinition[];
  readonly relations: readonly RelationDefinition[];
}
