/**
 * Whether an object action would be carried out, and on what: what the Follower holds, the click
 * (affordance and reach), then what the target itself refuses before anything changes (a door
 * that would swing into the Follower, the microwave's interlocks, a closed container). `step`
 * runs it before acting and the client's buttons run the same function, so a button is enabled
 * exactly when the server goes on to act, and a grey button says the server's own words.
 * What only acting can tell (no room left on a shelf) stays with the action.
 */
import { catalogEntry, displayName } from '../catalog/catalog.js';
import { doorSwingHitsFollower } from '../geometry/doors.js';
import type { World } from '../world/types.js';
import type { ObjectAction } from './action.js';
import { blockedDoorReason, clearingMoves } from './door-clearance.js';
import { handCheck } from './hand-check.js';
import { fail, type Failure } from './outcome.js';
import { resolveClick, type ClickTarget } from './resolve-click.js';

export type ActionCheck = { readonly ok: true; readonly target: ClickTarget } | { readonly ok: false; readonly failure: Failure };

export function checkObjectAction(world: World, action: ObjectAction): ActionCheck {
  const hand = handCheck(world, action.name);
  if (hand) return { ok: false, failure: hand };
  const resolved = resolveClick(world, action.name, action.x, action.y);
  if (!resolved.ok) return resolved;
  const refused = targetRefusal(world, action, resolved.target);
  return refused ? { ok: false, failure: refused } : resolved;
}

function targetRefusal(world: World, action: ObjectAction, target: ClickTarget): Failure | null {
  const obj = target.object;
  const name = displayName(obj.objectType);
  switch (action.name) {
    case 'Open':
      if (obj.objectType === 'Microwave' && obj.isToggled) return fail('open/running', 'Turn the microwave off before opening it.', obj.objectId);
      if (doorSwingHitsFollower(world, obj)) return fail('target/blocked', blockedDoorReason(obj, clearingMoves(world, obj)), obj.objectId);
      return null;
    case 'ToggleOn':
      return obj.objectType === 'Microwave' && obj.isOpen ? fail('toggle/open', 'Close the microwave before turning it on.', obj.objectId) : null;
    case 'Place':
      if (obj.openable && !obj.isOpen && catalogEntry(obj.objectType).mustBeOpenToPlace) return fail('place/closed', `The ${name} is closed. Open it first.`, obj.objectId);
      // A receptacle with no surface at all (a scene's wall shelf the import left without one) takes nothing.
      if (obj.surfaces.length === 0 && !catalogEntry(obj.objectType).holderAccepts) return fail('place/no_room', `There is no room to put anything on the ${name}.`, obj.objectId);
      return null;
    case 'Pickup': case 'Close': case 'ToggleOff': case 'Slice': case 'Pour':
      return null;
  }
}
