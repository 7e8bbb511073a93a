/**
 * Which of the eight object actions can apply to the current click and what the Follower holds:
 * the simulator's own hand checks and click resolution (the computation the server runs), so a
 * button is enabled exactly when the server would try the action on something.
 */
import { displayName, heldObject, OBJECT_ACTIONS, resolveClick, type ObjectActionName, type World } from '@chorehouse/sim';

export const ACTION_LABELS: Readonly<Record<ObjectActionName, string>> = {
  Pickup: 'Pick up', Place: 'Place', Open: 'Open', Close: 'Close', ToggleOn: 'Turn on', ToggleOff: 'Turn off', Slice: 'Slice', Pour: 'Pour',
};

export interface ActionAvailability {
  readonly name: ObjectActionName;
  readonly enabled: boolean;
  /** Why not, in plain words (shown as the button's tooltip). */
  readonly reason: string;
}

function handReason(world: World, action: ObjectActionName): string | null {
  const held = heldObject(world);
  switch (action) {
    case 'Pickup': return held ? `You are holding the ${displayName(held.objectType)}; place it first.` : null;
    case 'Place': return held ? null : 'You are not holding anything.';
    case 'Slice': return held?.objectType.includes('Knife') ? null : 'Hold a knife to slice.';
    case 'Pour': return held?.isFilledWithLiquid ? null : 'Hold a container with water or coffee to pour.';
    default: return null;
  }
}

export function availableActions(world: World, point: { x: number; y: number } | null): ActionAvailability[] {
  return OBJECT_ACTIONS.map((name) => {
    if (!point) return { name, enabled: false, reason: 'Click an object in your view first.' };
    const hand = handReason(world, name);
    if (hand) return { name, enabled: false, reason: hand };
    const r = resolveClick(world, name, point.x, point.y);
    return r.ok ? { name, enabled: true, reason: '' } : { name, enabled: false, reason: r.failure.message };
  });
}
