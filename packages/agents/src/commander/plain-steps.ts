/**
 * One step of the task in plain words, TEACh style ("Grab the mug to the left of the sink and rinse
 * it in the sink."): objects by type and a distinguishing relation (refer.ts), where a hidden one
 * is, and which tool to use. Never coordinates or ids.
 */
import { catalogEntry, getObject, type SimObject, type World } from '@chorehouse/sim';
import type { Goal } from '../follower/goal.js';
import { closedEnclosure, flatDistance, live } from '../world/queries.js';
import { nameOf, placeOf, referTo } from './refer.js';

/** "It's in the fridge." when the Follower cannot see it from the room (shut away, or somewhere the reference does not say). */
function hiddenHint(world: World, o: SimObject, ref: string): string {
  if (world.follower.heldObjectId === o.objectId) return '';
  const shut = closedEnclosure(world, o.objectId);
  if (!shut && / (in|on) /.test(ref)) return '';
  if (!shut && !/ (in|on) /.test(placeOf(world, o))) return '';
  return ` It's ${placeOf(world, o)}.`;
}

/** The nearest object of the first type that exists (a knife for slicing, a butter knife if none). */
function nearestTool(world: World, near: SimObject, types: readonly string[]): SimObject | undefined {
  for (const t of types) {
    const found = live(world).filter((o) => o.objectType === t).sort((a, b) => flatDistance(near, a) - flatDistance(near, b))[0];
    if (found) return found;
  }
  return undefined;
}

function withTool(world: World, o: SimObject, types: readonly string[]): string {
  const tool = nearestTool(world, o, types);
  if (!tool || world.follower.heldObjectId === tool.objectId) return '';
  return ` The ${nameOf(tool.objectType)} is ${placeOf(world, tool)}.`;
}

export function plainStep(world: World, goal: Goal): string {
  const o = getObject(world, goal.objectId);
  if (!o) return 'Never mind that one.';
  const ref = referTo(world, o);
  const hint = hiddenHint(world, o, ref);
  const name = nameOf(o.objectType);
  switch (goal.verb) {
    case 'Clean': return `Rinse ${ref} in the sink.${hint}`;
    case 'Fill': return o.objectType === 'HousePlant' ? `Water ${ref}: fill a cup or a bowl with water at the sink and pour it on the ${name}.` : `Fill ${ref} with water at the sink.${hint}`;
    case 'Empty': return `Pour out ${ref} into the sink.${hint}`;
    case 'Cook':
      if (o.objectType === 'BreadSliced') return `Toast ${ref} in the toaster.${hint}`;
      return `Cook ${ref}, in a pan on the stove or in the microwave.${hint}`;
    case 'Boil': return `Boil ${ref} in a pot of water on the stove.${hint}`;
    case 'Slice': return `Slice ${ref} with a knife.${hint}${withTool(world, o, ['Knife', 'ButterKnife'])}`;
    case 'Coffee': return `Make coffee in ${ref}: put it in the coffee maker and switch it on.${hint}`;
    case 'ToggleOn': return `Turn on ${ref}.`;
    case 'ToggleOff': return `Turn off ${ref}.`;
    case 'Open': return `Open ${ref}.`;
    case 'Close': return `Close ${ref}.`;
    case 'Pickup': return `Pick up ${ref}.${hint}`;
    case 'Put': {
      const d = goal.destinationId === undefined ? undefined : getObject(world, goal.destinationId);
      if (!d) return `Put ${ref} away.${hint}`;
      const prep = catalogEntry(d.objectType).receptacleKind === 'on' || d.objectType === 'StoveBurner' ? 'on' : 'in';
      const dest = d.objectType === 'StoveBurner' ? 'the stove' : referTo(world, d);
      return `Put ${ref} ${prep} ${dest}.${hint}`;
    }
  }
}

/** The first line: a greeting, what we are making, and the first step. */
export function greeting(taskDescription: string, firstStep: string): string {
  const task = taskDescription.trim().replace(/\.$/, '');
  const what = task ? `Today we need to ${task.charAt(0).toLowerCase()}${task.slice(1)}. ` : '';
  return `Hi! ${what}First, ${firstStep.charAt(0).toLowerCase()}${firstStep.slice(1)}`;
}
