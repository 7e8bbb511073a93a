/**
 * The object types a task instance talks about: the values of its `objectType` and
 * `simbotObjectClass` conditions, classes expanded to their types, slices traced back to the
 * whole object (and a knife added, since slicing needs one).
 */
import { catalogEntry, isKnownType, typesInClass } from '@chorehouse/sim';
import type { TaskInstance } from '@chorehouse/tdl';

export function taskObjectTypes(task: TaskInstance): Set<string> {
  const types = new Set<string>();
  const visit = (t: TaskInstance) => {
    for (const c of t.components) {
      if (c.kind === 'task') { visit(c.task); continue; }
      for (const cond of c.conditions) {
        if (typeof cond.value !== 'string') continue;
        if (cond.property === 'objectType' && isKnownType(cond.value)) types.add(cond.value);
        if (cond.property === 'simbotObjectClass') for (const type of typesInClass(cond.value)) types.add(type);
      }
    }
  };
  visit(task);
  for (const type of [...types]) {
    const whole = catalogEntry(type).derivedFrom;
    if (whole) {
      types.add(whole);
      if (catalogEntry(whole).slice) types.add('Knife');
    }
  }
  return types;
}
