/**
 * Which of the eight object actions can apply to the current click and what the Follower holds:
 * the simulator's exported hand check (`handCheck`) and click resolution with its affordance
 * check (`resolveClick`, `affords`/`whyNot`): the computation the server runs, in the same order and
 * with the same words, so a button is enabled exactly when the server would try the action on something.
 */
import { handCheck, OBJECT_ACTIONS, resolveClick, type ObjectActionName, type World } from '@chorehouse/sim';

export const ACTION_LABELS: Readonly<Record<ObjectActionName, string>> = {
  Pickup: 'Pick up', Place: 'Place', Open: 'Open', Close: 'Close', ToggleOn: 'Turn on', ToggleOff: 'Turn off', Slice: 'Slice', Pour: 'Pour',
};

export interface ActionAvailability {
  readonly name: ObjectActionName;
  readonly enabled: boolean;
  /** Why not, in plain words (shown as the button's tooltip). */
  readonly reason: string;
}

export function availableActions(world: World, point: { x: number; y: number } | null): ActionAvailability[] {
  return OBJECT_ACTIONS.map((name) => {
    if (!point) return { name, enabled: false, reason: 'Click an object in your view first.' };
    // The simulator's own checks, in step's order: the hand first, then the click (reach, affordance).
    const hand = handCheck(world, name);
    if (hand) return { name, enabled: false, reason: hand.message };
    const r = resolveClick(world, name, point.x, point.y);
    return r.ok ? { name, enabled: true, reason: '' } : { name, enabled: false, reason: r.failure.message };
  });
}
