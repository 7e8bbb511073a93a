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
      return held.isFilledWithLiquid ? null : fail('pour/nothing_to_pour', `The ${displayName(held.objectType)} is empty.`);
    default:
      return null;
  }
}
