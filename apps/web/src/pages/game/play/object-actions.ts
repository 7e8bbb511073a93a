/**
 * Which of the eight object actions can apply to the current click and what the Follower holds:
 * the simulator's own check (`checkObjectAction`: the hand, the click's affordance and reach, and
 * what the target refuses before anything changes, such as a door that would swing into the
 * Follower), the computation the server runs before it acts, with the same words; so a button is
 * enabled exactly when the server would go on to act on something.
 */
import { checkObjectAction, OBJECT_ACTIONS, type ObjectActionName, type World } from '@chorehouse/sim';

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
    const r = checkObjectAction(world, { name, x: point.x, y: point.y });
    return r.ok ? { name, enabled: true, reason: '' } : { name, enabled: false, reason: r.failure.message };
  });
}
