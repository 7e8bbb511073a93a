/**
 * Since TEACh's 2022-12 update, EDH `state_changes` keep only changes that contribute to the
 * session's main task. TEACh's rule is not published, so (inferred) a change counts when some atomic
 * component of the task, anywhere in its tree, is about objects like this one (its primary
 * condition matches the object's type or class) and names the changed property, or, when the task
 * has any relation, the change is where the object was put down.
 */
import type { ComponentInstance, TaskInstance } from '@chorehouse/tdl';
import type { StateDiff } from './state-diff.js';

interface Matcher {
  readonly property: string;
  readonly value: unknown;
  readonly props: ReadonlySet<string>;
}

/** A condition on one property is also met through its simbot twin. */
const TWINS: Readonly<Record<string, readonly string[]>> = {
  parentReceptacles: ['simbotLastParentReceptacle'],
  isCooked: ['simbotIsCooked', 'simbotIsBoiled'],
  simbotIsCooked: ['isCooked'],
  isFilledWithLiquid: ['simbotIsFilledWithWater', 'simbotIsFilledWithCoffee'],
  simbotIsFilledWithCoffee: ['isFilledWithLiquid'],
  simbotIsFilledWithWater: ['isFilledWithLiquid'],
};

function collect(task: TaskInstance, out: Matcher[]): boolean {
  let relations = task.relations.length > 0;
  for (const c of task.components as readonly ComponentInstance[]) {
    if (c.kind === 'task') { relations = collect(c.task, out) || relations; continue; }
    const primary = c.conditions.find((k) => k.property === c.primaryCondition);
    const props = new Set(c.conditions.flatMap((k) => [k.property, ...(TWINS[k.property] ?? [])]));
    out.push({ property: c.primaryCondition, value: primary?.value, props });
  }
  return relations;
}

const ALIASES: Readonly<Record<string, string>> = { Sink: 'SinkBasin', SinkBasin: 'Sink', Bathtub: 'BathtubBasin', BathtubBasin: 'Bathtub' };

/** What the filter reads of an object: its type and TEACh classes. */
export interface TypedObject {
  readonly objectType: string;
  readonly simbotObjectClass: readonly string[];
}

function matches(m: Matcher, o: TypedObject): boolean {
  if (typeof m.value !== 'string') return false;
  if (m.property === 'objectType') return o.objectType === m.value || ALIASES[o.objectType] === m.value;
  if (m.property === 'simbotObjectClass') return o.simbotObjectClass.includes(m.value) || o.objectType === m.value;
  return false;
}

export function mainTaskChanges(changes: StateDiff, task: TaskInstance, objects: ReadonlyMap<string, TypedObject>): StateDiff {
  const matchers: Matcher[] = [];
  const hasRelations = collect(task, matchers);
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [id, props] of Object.entries(changes.objects)) {
    const o = objects.get(id);
    if (!o) continue;
    const relevant = matchers.filter((m) => matches(m, o));
    if (relevant.length === 0) continue;
    const keep = Object.fromEntries(Object.entries(props).filter(([prop]) =>
      relevant.some((m) => m.props.has(prop)) || (hasRelations && prop === 'simbotLastParentReceptacle')));
    if (Object.keys(keep).length > 0) kept[id] = keep;
  }
  return { agents: {}, objects: kept };
}
