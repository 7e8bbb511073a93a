/** A task with its parameters filled in, subtasks attached: what the checker walks. */
import type { Quantity, TailDeterminer } from '../definition/determiner.js';
import type { ConditionValue, RawDeterminer } from '../definition/task-definition.js';

export interface Condition {
  readonly property: string;
  readonly value: ConditionValue;
}

export interface AtomicComponent {
  readonly kind: 'atomic';
  readonly name: string;
  /** As written after substitution; problem keys echo it. */
  readonly determiner: RawDeterminer;
  readonly quantity: Quantity;
  readonly primaryCondition: string;
  readonly instanceShareable: boolean;
  readonly conditions: readonly Condition[];
  readonly failureDescs: readonly { readonly property: string; readonly desc: string }[];
  /** The subgoal's name for people ('' when the definition has none). */
  readonly desc: string;
}

export interface TaskComponent {
  readonly kind: 'task';
  readonly name: string;
  readonly determiner: RawDeterminer;
  readonly quantity: Exclude<Quantity, { kind: 'all' }>;
  readonly task: TaskInstance;
}

export type ComponentInstance = AtomicComponent | TaskComponent;

export interface RelationHead {
  readonly entity: string;
  readonly determiner: string;
  readonly quantity: Quantity;
}

export interface RelationInstance {
  readonly property: string;
  readonly tailEntity: string;
  readonly tailDeterminer: TailDeterminer;
  readonly heads: readonly RelationHead[];
  readonly failureDesc: string;
  /** The subgoal's name for people ('' when the definition has none). */
  readonly desc: string;
}

export interface TaskInstance {
  readonly taskId: number;
  readonly taskName: string;
  readonly params: readonly string[];
  readonly desc: string;
  readonly anchor: string | null;
  /** In TEACh's order after substitution: renamed components move to the end. */
  readonly components: readonly ComponentInstance[];
  readonly relations: readonly RelationInstance[];
}
