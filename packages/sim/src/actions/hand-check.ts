/**
 * What the Follower must (or must not) hold for an object action, checked before the click is
 * looked at. `step` runs it; clients run the same check to say why a button is disabled.
 */
import { displayName } from '../catalog/catalog.js';
import { heldObject } from '../world/lookup.js';
import type { World } from '../world/types.js';
import type { ObjectActionName } from './action.js';
import { fail, type Failure } from './outcome.js';

export function handCheck(world: World, action: ObjectActionName): Failure | null {
  const held = heldObject(world);
  switch (action) {
    case 'Pickup':
      return held ? fail('pickup/hand_full', `You are already holding the ${displayName(held.objectType)}. Put it down first.`) : null;
    case 'Place':
      return held ? null : fail('place/hand_empty', 'You are not holding anything to place.');
    case 'Slice':
      return held?.objectType.includes('Knife') ? null : fail('slice/no_knife', 'You need to hold a knife to slice.');
    case 'Pour':
      if (!held) return fail('pour/nothing_to_pour', 'You are not holding anything to pour from.');
      if (held.isFilledWithLiquid) return null;
      // "The knife is empty" reads as if a knife could hold water: say what to hold instead.
      return held.canFillWithLiquid
        ? fail('pour/nothing_to_pour', `The ${displayName(held.objectType)} is empty.`)
        : fail('pour/nothing_to_pour', `You can only pour from something that holds water or coffee, like a cup; the ${displayName(held.objectType)} holds none.`);
    // Nothing in hand matters to these; a new action is a compile error here until it says what it needs.
    case 'Open': case 'Close': case 'ToggleOn': case 'ToggleOff':
      return null;
  }
}
