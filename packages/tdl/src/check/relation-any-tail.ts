/** A relation with tail determiner "a" (2.5.5): each head may sit in any tail candidate. */
import type { RelationInstance } from '../instance/task-instance.js';
import { stepFor, type ProblemKey, type Step } from './check-result.js';
import { entityObjects, pointedIds, relationTails, type EntityTable, type RelationOutcome } from './relation-common.js';
import type { ObjectRecord, WorldObjects } from './world-objects.js';

export function checkAnyTail(
  relation: RelationInstance, instances: number, table: EntityTable, world: WorldObjects,
): RelationOutcome {
  const start = relationTails(relation, instances, table);
  if ('done' in start) return start.done;
  const { total, tails } = start;
  const tailIds = new Set(tails.map((t) => t.objectId));
  // TEACh takes the type of an arbitrary element of a set; the first candidate is our stable choice.
  const tailType = world.byId(tails[0]?.objectId)?.objectType ?? '';

  let success = true;
  let satisfiedCount = 0;
  const steps: Step[] = [];
  const problemKeys = new Map<string, ProblemKey[]>();
  const satisfiedHeads: ObjectRecord[] = [];
  const fail = (obj: ObjectRecord, determiner: string) => {
    steps.push(stepFor(obj, false, relation.failureDesc));
    const list = problemKeys.get(obj.objectId) ?? [];
    list.push({ objectType: obj.objectType, determiner, property_name: relation.property, desired_property_value: tailType });
    problemKeys.set(obj.objectId, list);
  };

  for (const head of relation.heads) {
    if (head.quantity.kind === 'skip') continue;
    const inTail: ObjectRecord[] = [];
    const elsewhere: ObjectRecord[] = [];
    for (const obj of entityObjects(table, head.entity)) {
      const ok = pointedIds(obj, relation.property, world).some((id) => typeof id === 'string' && tailIds.has(id));
      (ok ? inTail : elsewhere).push(obj);
    }
    // Not capped at what is needed: extra heads count too (the GC metric clips later).
    satisfiedCount += inTail.length;
    if (head.quantity.kind === 'all') {
      if (elsewhere.length > 0) {
        for (const obj of elsewhere) fail(obj, head.determiner);
        success = false;
      } else if (inTail[0]) steps.push(stepFor(inTail[0], true, relation.failureDesc));
    } else {
      const needed = head.quantity.kind === 'count' ? instances * head.quantity.n : instances;
      if (inTail.length < needed) {
        success = false;
        for (const obj of elsewhere.slice(0, needed - inTail.length)) fail(obj, head.determiner);
      }
    }
    satisfiedHeads.push(...inTail);
  }
  const first = satisfiedHeads[0];
  if (success && first && steps.length === 0) steps.push(stepFor(first, true, relation.failureDesc));
  return {
    success, steps, problemKeys: { kind: 'byObject', entries: problemKeys },
    goalConditionsTotal: total, goalConditionsSatisfied: satisfiedCount,
  };
}
