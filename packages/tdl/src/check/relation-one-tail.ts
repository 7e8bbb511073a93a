/**
 * A relation with tail determiner "the" (2.5.6): all heads of one task instance must sit in the
 * same tail object, and the task needs as many such tails as it has instances.
 */
import type { RelationHead, RelationInstance } from '../instance/task-instance.js';
import { stepFor, type ProblemKey, type Step } from './check-result.js';
import { entityObjects, pointedIds, relationTails, type EntityTable, type RelationOutcome } from './relation-common.js';
import type { ObjectRecord, WorldObjects } from './world-objects.js';

interface HeadStatus {
  readonly head: RelationHead;
  readonly inTail: readonly ObjectRecord[];
  readonly elsewhere: readonly ObjectRecord[];
  readonly needed: number;
  readonly goalConditions: number;
  readonly success: boolean;
}

interface TailStatus {
  readonly tail: ObjectRecord;
  readonly heads: readonly HeadStatus[];
  readonly headsSatisfied: number;
  readonly instancesSatisfied: number;
}

function headStatus(head: RelationHead, tail: ObjectRecord, relation: RelationInstance, table: EntityTable, world: WorldObjects): HeadStatus {
  const candidates = entityObjects(table, head.entity);
  const inTail: ObjectRecord[] = [];
  const elsewhere: ObjectRecord[] = [];
  for (const obj of candidates) {
    (pointedIds(obj, relation.property, world).includes(tail.objectId) ? inTail : elsewhere).push(obj);
  }
  // Per tail, not multiplied by the task's instances: each instance has its own tail.
  const needed = head.quantity.kind === 'all' ? candidates.length : head.quantity.kind === 'count' ? head.quantity.n : 1;
  return { head, inTail, elsewhere, needed, goalConditions: Math.min(needed, inTail.length), success: inTail.length >= needed };
}

export function checkOneTail(
  relation: RelationInstance, instances: number, table: EntityTable, world: WorldObjects,
): RelationOutcome {
  const start = relationTails(relation, instances, table);
  if ('done' in start) return start.done;
  const { total, tails } = start;
  const activeHeads = relation.heads.filter((h) => h.quantity.kind !== 'skip');
  const satisfiedTails: TailStatus[] = [];
  let ranking: TailStatus[] = [];

  for (const tail of tails) {
    const heads = activeHeads.map((h) => headStatus(h, tail, relation, table, world));
    if (heads.every((h) => h.success)) {
      satisfiedTails.push({ tail, heads, headsSatisfied: heads.length, instancesSatisfied: 0 });
      if (satisfiedTails.length >= instances) break;
      continue;
    }
    const status: TailStatus = {
      tail, heads,
      headsSatisfied: heads.filter((h) => h.success).length,
      instancesSatisfied: heads.reduce((n, h) => n + h.goalConditions, 0),
    };
    // TEACh's insertion test is "more heads OR more instances", so this is not a strict sort.
    const at = ranking.findIndex((r) => status.headsSatisfied > r.headsSatisfied || status.instancesSatisfied > r.instancesSatisfied);
    if (at < 0) ranking.push(status);
    else ranking.splice(at, 0, status);
    ranking = ranking.slice(0, Math.max(0, instances - satisfiedTails.length));
  }

  let satisfied = 0;
  satisfiedTails.slice(0, instances).forEach((t) => { for (const h of t.heads) satisfied += h.goalConditions; });
  const steps: Step[] = [];
  const problemKeys = new Map<string, ProblemKey[]>();
  for (const partial of ranking.slice(0, Math.max(0, instances - satisfiedTails.length))) {
    for (const h of partial.heads) {
      satisfied += h.goalConditions;
      const missing = h.needed - h.inTail.length;
      if (missing <= 0) continue;
      for (const obj of h.elsewhere.slice(0, missing)) {
        steps.push(stepFor(obj, false, relation.failureDesc));
        const list = problemKeys.get(obj.objectId) ?? [];
        // TEACh writes this record's keys in this order (objectType last), unlike the others.
        list.push({ determiner: h.head.determiner, property_name: relation.property, desired_property_value: partial.tail.objectType, objectType: obj.objectType });
        problemKeys.set(obj.objectId, list);
      }
    }
  }
  // Python raises when there is neither a satisfied nor a partial tail, which only a zero
  // instance count can cause; we answer with the plain count instead.
  return {
    success: satisfiedTails.length >= instances, steps, problemKeys: { kind: 'byObject', entries: problemKeys },
    goalConditionsTotal: total, goalConditionsSatisfied: satisfied,
  };
}
