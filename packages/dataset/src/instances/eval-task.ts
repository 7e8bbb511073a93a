/** The evaluation task TEACh builds from an EDH instance's `state_changes` (teach-formats.md 9.4). */
import type { AtomicComponent, TaskInstance } from '@chorehouse/tdl';
import type { StateDiff } from './state-diff.js';

/** `Mug|+1|+2|+3` -> Mug; `…|BreadSliced_1` -> BreadSliced; `…|Bread_0` -> Bread. */
export function typeFromId(objectId: string): string {
  const parts = objectId.split('|');
  if (parts.length === 4) return parts[0]!;
  return parts.at(-1)!.split('_')[0]!;
}

/** Python's repr of a tuple element, for component names like `('Newspaper', 'simbotPickedUp', 1)`. */
function pyRepr(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(v);
}

/** Properties that make another one redundant (TEACh drops the weaker one). */
const REDUNDANT: Readonly<Record<string, readonly string[]>> = {
  simbotPickedUp: ['isPickedUp'],
  simbotIsCooked: ['isCooked'],
  simbotIsFilledWithWater: ['isFilledWithLiquid'],
  simbotIsFilledWithCoffee: ['isFilledWithLiquid'],
  simbotIsBoiled: ['isCooked', 'simbotIsCooked'],
};

type ConditionValue = string | number | boolean | null;

export function evalTaskFromStateChanges(changes: StateDiff): TaskInstance {
  const counts = new Map<string, { type: string; prop: string; value: ConditionValue; n: number }>();
  for (const [id, props] of Object.entries(changes.objects)) {
    const drop = new Set(Object.keys(props).flatMap((p) => REDUNDANT[p] ?? []));
    const type = typeFromId(id);
    for (const [prop, raw] of Object.entries(props)) {
      if (drop.has(prop)) continue;
      const value = (prop === 'simbotLastParentReceptacle' && typeof raw === 'string' ? raw.split('|')[0]! : raw) as ConditionValue;
      const key = `(${pyRepr(type)}, ${pyRepr(prop)}, ${pyRepr(value)})`;
      const entry = counts.get(key);
      if (entry) entry.n++;
      else counts.set(key, { type, prop, value, n: 1 });
    }
  }
  const components: AtomicComponent[] = [...counts].map(([name, c]) => ({
    kind: 'atomic', name, determiner: c.n, quantity: { kind: 'count', n: c.n }, primaryCondition: 'objectType', instanceShareable: false,
    conditions: c.prop === 'objectType' ? [{ property: 'objectType', value: c.type }] : [{ property: 'objectType', value: c.type }, { property: c.prop, value: c.value }],
    failureDescs: [{ property: c.prop, desc: `${c.prop} needs to be ${String(c.value)} for ${c.type}` }], desc: '',
  }));
  return { taskId: 0, taskName: 'edh_custom', params: [], desc: 'Complete the remaining changes.', anchor: null, components, relations: [] };
}
