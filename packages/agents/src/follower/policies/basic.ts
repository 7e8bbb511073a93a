/** The verbs that are one interaction plus chores: switch, open or close, pick up, put somewhere. */
import type { SimObject } from '@chorehouse/sim';
import { knobFor } from '../../world/queries.js';
import { access, obtain, placeInto } from '../chores.js';
import { act, fail, type Decision } from '../decision.js';
import type { PlanContext } from '../plan-context.js';

export function toggle(ctx: PlanContext, obj: SimObject, on: boolean): Decision {
  if (obj.isToggled === on) return { kind: 'done' };
  // Burners are switched through the knob that controls them.
  const target = obj.objectType === 'StoveBurner' ? knobFor(ctx.world, obj.objectId) : obj;
  if (!target) return fail('That burner has no knob.');
  if (!target.toggleable) return fail(`The ${obj.objectType} cannot be switched on or off.`);
  if (on && target.objectType === 'Microwave' && target.isOpen) return act('Close', target.objectId, 'close the microwave to run it');
  return access(ctx, target.objectId) ?? act(on ? 'ToggleOn' : 'ToggleOff', target.objectId, `switch ${on ? 'on' : 'off'} the ${target.objectType}`);
}

export function openOrClose(ctx: PlanContext, obj: SimObject, open: boolean): Decision {
  if (obj.isOpen === open) return { kind: 'done' };
  if (!obj.openable) return fail(`The ${obj.objectType} cannot be opened or closed.`);
  if (open && obj.objectType === 'Microwave' && obj.isToggled) return act('ToggleOff', obj.objectId, 'switch off the microwave to open it');
  return access(ctx, obj.objectId) ?? act(open ? 'Open' : 'Close', obj.objectId, `${open ? 'open' : 'close'} the ${obj.objectType}`);
}

export function pickUp(ctx: PlanContext, obj: SimObject): Decision {
  if (obj.simbotPickedUp === 1) return { kind: 'done' };
  if (!obj.pickupable) return fail(`The ${obj.objectType} cannot be picked up.`);
  return obtain(ctx, obj.objectId) ?? { kind: 'done' };
}

export function put(ctx: PlanContext, obj: SimObject, destinationId: string | undefined): Decision {
  if (destinationId === undefined) return fail('Put where?');
  if (!obj.pickupable) return fail(`The ${obj.objectType} cannot be carried.`);
  // A given destination may be cleared of unrelated things (bowls in the cabinet for the knives, a
  // spoon on the plate for the toast); things sharing a type or class with this object stay.
  return placeInto(ctx, obj.objectId, destinationId, { clear: 'unlike' }) ?? { kind: 'done' };
}
