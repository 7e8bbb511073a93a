/** What both relation checks share: the objects each entity offers, and how a head relates to a tail. */
import type { RelationHead, RelationInstance } from '../instance/task-instance.js';
import type { ProblemKeys, Step } from './check-result.js';
import { field, type ObjectRecord, type WorldObjects } from './world-objects.js';

/** The objects a component offers to relations (2.5 step 1). */
export interface EntityObjects {
  readonly satisfied: readonly ObjectRecord[];
  readonly candidates: readonly ObjectRecord[];
}

export type EntityTable = ReadonlyMap<string, EntityObjects>;

export interface RelationOutcome {
  readonly success: boolean;
  readonly steps: readonly Step[];
  readonly problemKeys: ProblemKeys;
  readonly goalConditionsTotal: number;
  readonly goalConditionsSatisfied: number;
}

export function entityObjects(table: EntityTable, entity: string): ObjectRecord[] {
  const found = table.get(entity);
  return found ? [...found.satisfied, ...found.candidates] : [];
}

/**
 * The ids a head object points at through the relation's property: its receptacle chain for
 * parentReceptacles, else the property's own value (a list of ids; anything else points nowhere).
 */
export function pointedIds(head: ObjectRecord, property: string, world: WorldObjects): readonly unknown[] {
  if (property === 'parentReceptacles') return world.receptacleChain(head) ?? [];
  const value = field(head, property);
  return Array.isArray(value) ? value : [];
}

/** One goal condition per head object the relation asks for; "all" asks for every head candidate. */
export function relationTotal(relation: RelationInstance, instances: number, table: EntityTable): number {
  return relation.heads.reduce((sum, head: RelationHead) => {
    switch (head.quantity.kind) {
      case 'skip': return sum;
      case 'a': return sum + instances;
      case 'count': return sum + instances * head.quantity.n;
      case 'all': return sum + instances * entityObjects(table, head.entity).length;
    }
  }, 0);
}

/**
 * The start both relation checks share: the goal-condition total and the tail objects, or the
 * finished outcome when no tail exists (TEACh then reports an empty problem list).
 */
export function relationTails(
  relation: RelationInstance, instances: number, table: EntityTable,
): { readonly done: RelationOutcome } | { readonly total: number; readonly tails: ObjectRecord[] } {
  const total = relationTotal(relation, instances, table);
  const tails = entityObjects(table, relation.tailEntity);
  if (tails.length === 0) {
    return { done: { success: false, steps: [], problemKeys: { kind: 'noTail' }, goalConditionsTotal: total, goalConditionsSatisfied: 0 } };
  }
  return { total, tails };
}
