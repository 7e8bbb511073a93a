/**
 * The subgoals that ask only for a thing to be there, a tool or a place ("A sink to rinse them in",
 * "A knife to slice with"): an atomic component whose every condition names what the object is (its
 * type, class or a fixed ability such as being a receptacle), none a state the players change. The
 * checker counts such a subgoal done as soon as the house has one (TEACh's answer, kept as it is),
 * so what people read should not present it as work done.
 */
import type { TaskLibrary } from '../library/task-library.js';
import { instantiateTask } from './instantiate.js';

// What an object is, never changed by an action (AI2-THOR's type, class and ability flags).
const WHAT_IT_IS = new Set([
  'objectType', 'objectClass', 'simbotObjectClass', 'receptacle', 'pickupable', 'moveable', 'openable', 'toggleable', 'sliceable',
  'cookable', 'dirtyable', 'breakable', 'canFillWithLiquid', 'canBeUsedUp',
]);

/** The descriptions of the task's means subgoals, as its Progress Check words them. */
export function meansSubgoals(library: TaskLibrary, taskName: string, params: readonly string[]): string[] {
  const instance = instantiateTask(library, taskName, params);
  if (!instance.ok) return [];
  const out: string[] = [];
  for (const c of instance.task.components) {
    if (c.kind !== 'atomic' || !c.desc) continue;
    if (c.conditions.every((k) => WHAT_IT_IS.has(k.property))) out.push(c.desc);
  }
  return out;
}
