/** Does one object satisfy one condition (teach-formats.md 2.5.1)? Rules are tried in TEACh's order. */
import type { Condition } from '../instance/task-instance.js';
import { pyContains, pyEquals, pyTruthy } from './py-semantics.js';
import { TYPE_ALIASES, field, hasField, type ObjectRecord, type WorldObjects } from './world-objects.js';

export function matchesType(obj: ObjectRecord, desired: unknown): boolean {
  if (typeof desired === 'string') return obj.objectType === desired || TYPE_ALIASES[obj.objectType] === desired;
  return pyEquals(obj.objectType, desired);
}

/**
 * The objects worth testing for a primary condition: those its value (or a Sliced/Cracked base
 * value) could match by type or class; every object when no index applies.
 */
export function primaryCandidates(
  world: WorldObjects, property: string, desired: unknown, baseValues: readonly string[],
): readonly ObjectRecord[] {
  if (typeof desired !== 'string') return world.all;
  if (property === 'objectType') return world.narrowTo([desired, ...baseValues], []);
  if (property === 'simbotObjectClass' && baseValues.length === 0) return world.narrowTo([], [desired]);
  return world.all;
}

/** By type (with aliases) or by TEACh class: how receptacle conditions name the receptacle. */
function matchesTypeOrClass(obj: ObjectRecord, desired: unknown): boolean {
  return matchesType(obj, desired) || pyContains(field(obj, 'simbotObjectClass') ?? [], desired);
}

export function conditionHolds(obj: ObjectRecord, condition: Condition, world: WorldObjects): boolean {
  const { property, value: desired } = condition;
  // Every record has its objectType (the object list is parsed that way), so skip the lookup.
  if (property === 'objectType') return matchesType(obj, desired);
  if (!hasField(obj, property)) return false;
  const actual = field(obj, property);
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
