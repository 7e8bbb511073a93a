/**
 * Which objects a click may target for each action (TEACh's affordance filter,
 * teach-formats.md 6.1), and a plain-words reason when the object under the cursor does not fit.
 */
import { catalogEntry, displayName } from '../catalog/catalog.js';
import type { SimObject } from '../world/types.js';
import type { ObjectActionName } from './action.js';

export function affords(action: ObjectActionName, o: SimObject): boolean {
  switch (action) {
    case 'Pickup': return o.pickupable && !o.isPickedUp;
    case 'Place': return o.receptacle;
    case 'Open': return o.openable && !o.isOpen;
    case 'Close': return o.openable && o.isOpen;
    case 'ToggleOn': return o.toggleable && !o.isToggled;
    case 'ToggleOff': return o.toggleable && o.isToggled;
    case 'Slice': return o.sliceable && !o.isSliced;
    case 'Pour': return (o.canFillWithLiquid && !o.isFilledWithLiquid) || catalogEntry(o.objectType).isBasin;
  }
}

/** Why `o` cannot take `action` (only called when `affords` is false). */
export function whyNot(action: ObjectActionName, o: SimObject): string {
  const the = `The ${displayName(o.objectType)}`;
  switch (action) {
    case 'Pickup': return `${the} can't be picked up.`;
    case 'Place': return `${the} is not something you can put things in or on.`;
    case 'Open': return o.openable ? `${the} is already open.` : `${the} can't be opened.`;
    case 'Close': return o.openable ? `${the} is already closed.` : `${the} can't be closed.`;
    case 'ToggleOn':
      if (o.objectType === 'StoveBurner') return 'Burners are switched with the stove knobs.';
      return o.toggleable ? `${the} is already on.` : `${the} can't be turned on or off.`;
    case 'ToggleOff':
      if (o.objectType === 'StoveBurner') return 'Burners are switched with the stove knobs.';
      return o.toggleable ? `${the} is already off.` : `${the} can't be turned on or off.`;
    case 'Slice': return o.isSliced ? `${the} is already sliced.` : `${the} can't be sliced.`;
    case 'Pour': return o.isFilledWithLiquid ? `${the} is already full.` : `You can't pour into the ${displayName(o.objectType)}.`;
  }
}
