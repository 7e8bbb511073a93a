/**
 * From the Progress Check's problem keys of one object to the Follower's goals, in the order a
 * person would do them: wash first, pour out before coffee, cook a whole potato before slicing it
 * (its slices inherit the cooking), put in place last. Properties nobody can change (a type, a
 * class, being a receptacle) give no goal.
 */
import type { SimObject } from '@chorehouse/sim';
import type { ProblemKey } from '@chorehouse/tdl';
import type { GoalVerb } from '../follower/goal.js';

/** A goal before its destination is chosen: Put carries the wanted receptacle type. */
export interface GoalIntent {
  readonly verb: GoalVerb;
  readonly objectId: string;
  readonly receptacleType?: string;
}

function truthy(v: unknown): boolean | null {
  if (v === 1 || v === true || v === '1') return true;
  if (v === 0 || v === false || v === '0') return false;
  return null;
}

/** The whole type a derived type comes from ("TomatoSliced" -> "Tomato", "EggCracked" -> "Egg"), or null. */
function baseOf(type: string): string | null {
  for (const suffix of ['Sliced', 'Cracked']) if (type.endsWith(suffix) && type.length > suffix.length) return type.slice(0, -suffix.length);
  return null;
}

const ORDER: readonly GoalVerb[] = ['Clean', 'Empty', 'Boil', 'Cook', 'Slice', 'Fill', 'Coffee', 'ToggleOn', 'ToggleOff', 'Open', 'Close', 'Pickup', 'Put'];

export function goalsForProblem(obj: SimObject, keys: readonly ProblemKey[]): GoalIntent[] {
  const out: GoalIntent[] = [];
  const add = (verb: GoalVerb, receptacleType?: string) => {
    if (!out.some((g) => g.verb === verb)) out.push(receptacleType === undefined ? { verb, objectId: obj.objectId } : { verb, objectId: obj.objectId, receptacleType });
  };
  let needsSlicing = false;
  let needsCooking = false;
  for (const key of keys) {
    const want = truthy(key.desired_property_value);
    switch (key.property_name) {
      case 'isDirty': if (want === false) add('Clean'); break;
      case 'isFilledWithLiquid': if (want !== null) add(want ? 'Fill' : 'Empty'); break;
      case 'simbotIsFilledWithCoffee': if (want !== null) add(want ? 'Coffee' : 'Empty'); break;
      case 'simbotIsBoiled': if (want) add('Boil'); break;
      case 'isCooked': case 'simbotIsCooked': if (want) needsCooking = true; break;
      case 'isToggled': if (want !== null) add(want ? 'ToggleOn' : 'ToggleOff'); break;
      case 'isOpen': if (want !== null) add(want ? 'Open' : 'Close'); break;
      case 'simbotPickedUp': if (want) add('Pickup'); break;
      case 'objectType': {
        const desired = String(key.desired_property_value);
        if (baseOf(desired) === obj.objectType && obj.sliceable && !obj.isSliced) needsSlicing = true;
        break;
      }
      case 'parentReceptacles': add('Put', String(key.desired_property_value)); break;
      default: break;
    }
  }
  // A whole potato cooks before slicing (every slice inherits it); bread is sliced, then a slice toasted.
  if (needsCooking && obj.cookable && !obj.isSliced) add('Cook');
  if (needsSlicing) add('Slice');
  // Cooking the wrong type (a whole bread for toast) waits for the slices to become candidates.
  if (needsCooking && !obj.cookable && !needsSlicing) return [];
  return out.sort((a, b) => ORDER.indexOf(a.verb) - ORDER.indexOf(b.verb));
}
