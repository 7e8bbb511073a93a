/** Does one object satisfy one condition (teach-formats.md 2.5.1)? Rules are tried in TEACh's order. */
import type { Condition } from '../instance/task-instance.js';
import { pyContains, pyEquals, pyTruthy } from './py-semantics.js';
import { field, hasField, type ObjectRecord, type WorldObjects } from './world-objects.js';

/** Sinks and bathtubs exist as a fixture and a basin object; a task may name either. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  Sink: 'SinkBasin', SinkBasin: 'Sink', Bathtub: 'BathtubBasin', BathtubBasin: 'Bathtub',
};

export function matchesType(obj: ObjectRecord, desired: unknown): boolean {
  return pyEquals(obj.objectType, desired) || (typeof desired === 'string' && TYPE_ALIASES[obj.objectType] === desired);
}

/** By type (with aliases) or by TEACh class: how receptacle conditions name the receptacle. */
function matchesTypeOrClass(obj: ObjectRecord, desired: unknown): boolean {
  return matchesType(obj, desired) || pyContains(field(obj, 'simbotObjectClass') ?? [], desired);
}

export function conditionHolds(obj: ObjectRecord, condition: Condition, world: WorldObjects): boolean {
  const { property, value: desired } = condition;
  if (!hasField(obj, property)) return false;
  const actual = field(obj, property);
  if (property === 'objectType') return matchesType(obj, desired);
  if (property === 'simbotLastParentReceptacle' && desired !== null) {
    const parent = world.byId(actual);
    return parent !== undefined && matchesTypeOrClass(parent, desired);
  }
  if (property === 'parentReceptacles') {
    const chain = world.receptacleChain(obj) ?? [];
    return chain.some((id) => {
      const receptacle = world.byId(id);
      return receptacle !== undefined && matchesTypeOrClass(receptacle, desired);
    });
  }
  // Exactly the int 1 or 0 is a truthiness test; a JSON boolean falls through to equality.
  if (typeof desired === 'number' && (desired === 1 || desired === 0)) return pyTruthy(actual) === (desired === 1);
  if (Array.isArray(actual)) return pyContains(actual, desired);
  return pyEquals(desired, actual);
}

/** One flag per condition, in the component's condition order. */
export function evaluateConditions(obj: ObjectRecord, conditions: readonly Condition[], world: WorldObjects): boolean[] {
  return conditions.map((c) => conditionHolds(obj, c, world));
}
