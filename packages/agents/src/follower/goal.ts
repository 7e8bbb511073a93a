/**
 * What the Follower is asked to achieve for one object: a verb for one property of the Progress
 * Check's problem keys (teach-formats.md 2.5), plus a destination for Put.
 */
import { getObject, type World } from '@chorehouse/sim';
import { isInside } from '../world/queries.js';

export const GOAL_VERBS = [
  'Clean', 'Fill', 'Empty', 'Cook', 'Boil', 'Slice', 'Coffee', 'ToggleOn', 'ToggleOff', 'Open', 'Close', 'Pickup', 'Put',
] as const;

export type GoalVerb = (typeof GOAL_VERBS)[number];

export interface Goal {
  readonly verb: GoalVerb;
  readonly objectId: string;
  /** Put only: the receptacle the object must end up in or on. */
  readonly destinationId?: string;
}

export function isGoalVerb(s: string): s is GoalVerb {
  return (GOAL_VERBS as readonly string[]).includes(s);
}

/** Whether the world already shows the goal achieved. */
export function goalMet(world: World, goal: Goal): boolean {
  const o = getObject(world, goal.objectId);
  if (!o) return false;
  switch (goal.verb) {
    case 'Clean': return !o.isDirty;
    case 'Fill': return o.isFilledWithLiquid;
    case 'Empty': return !o.isFilledWithLiquid;
    // Real cooking (the toaster's or the stove's), which also sets TEACh's simbotIsCooked.
    case 'Cook': return o.isCooked;
    case 'Boil': return o.simbotIsBoiled;
    case 'Slice': return o.isSliced;
    case 'Coffee': return o.simbotIsFilledWithCoffee;
    case 'ToggleOn': return o.isToggled;
    case 'ToggleOff': return !o.isToggled;
    case 'Open': return o.isOpen;
    case 'Close': return !o.isOpen;
    case 'Pickup': return o.simbotPickedUp === 1;
    case 'Put': return goal.destinationId !== undefined && world.follower.heldObjectId !== goal.objectId && isInside(world, goal.objectId, goal.destinationId);
  }
}
