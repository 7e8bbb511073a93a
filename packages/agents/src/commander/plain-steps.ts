/**
 * One step of the task in plain words, TEACh style ("Grab the mug to the left of the sink and rinse
 * it in the sink."): objects by type and a distinguishing relation (refer.ts), where a hidden one
 * is, and which tool to use. Never coordinates or ids.
 */
import { catalogEntry, getObject, type SimObject, type World } from '@chorehouse/sim';
import type { Goal } from '../follower/goal.js';
import { closedEnclosure, flatDistance, live } from '../world/queries.js';
import { nameOf, placeOf, referTo } from './refer.js';

/**
 * The object as the step names it, and a hint where it is when the Follower cannot see it from the
 * room: "the mug in the cabinet under the toaster" (shut away: the fuller place, no hint), "the
 * lettuce" + " It's in the fridge.", "the mug to the left of the sink" (in plain sight).
 */
function named(world: World, o: SimObject): { readonly ref: string; readonly hint: string } {
  const ref = referTo(world, o);
  if (world.follower.heldObjectId === o.objectId || !closedEnclosure(world, o.objectId)) return { ref, hint: '' };
  const name = nameOf(o.objectType);
  if (ref.startsWith(`the ${name} in `)) return { ref: `the ${name} ${placeOf(world, o)}`, hint: '' };
  return { ref, hint: ` It's ${placeOf(world, o)}.` };
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
  const { ref, hint } = named(world, o);
  const name = nameOf(o.objectType);
  const held = world.follower.heldObjectId === o.objectId;
  // "Grab X and do it": TEACh's Commanders name the object, then what to do with it.
  const grab = (rest: string) => (held ? `${capital(rest.replace(/\bit\b/, `the ${name}`))}.${hint}` : `Grab ${ref} and ${rest}.${hint}`);
  switch (goal.verb) {
    case 'Clean': return grab('rinse it in the sink');
    case 'Fill': return o.objectType === 'HousePlant' ? `Water ${ref}: fill a cup or a bowl with water at the sink and pour it on the ${name}.` : grab('fill it with water at the sink');
    case 'Empty': return grab('pour it out into the sink');
    case 'Cook':
      if (o.objectType === 'BreadSliced') return grab('toast it in the toaster');
      return grab('cook it, in a pan on the stove or in the microwave');
    case 'Boil': return `Boil ${ref} in a pot of water on the stove.${hint}`;
    case 'Slice': return `Slice ${ref} with a knife.${hint}${withTool(world, o, ['Knife', 'ButterKnife'])}`;
    case 'Coffee': return grab('make coffee in it: put it in the coffee maker and switch it on');
    case 'ToggleOn': return `Turn on ${ref}.`;
    case 'ToggleOff': return `Turn off ${ref}.`;
    case 'Open': return `Open ${ref}.`;
    case 'Close': return `Close ${ref}.`;
    case 'Pickup': return `Pick up ${ref}.${hint}`;
    case 'Put': {
      const d = goal.destinationId === undefined ? undefined : getObject(world, goal.destinationId);
      if (!d) return grab('put it away');
      const prep = catalogEntry(d.objectType).receptacleKind === 'on' || d.objectType === 'StoveBurner' ? 'on' : 'in';
      const dest = d.objectType === 'StoveBurner' ? 'the stove' : named(world, d).ref;
      return grab(`put it ${prep} ${dest}`);
    }
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first line: a greeting, what we are making, and the first step. */
export function greeting(taskDescription: string, firstStep: string): string {
  const task = taskDescription.trim().replace(/\.$/, '');
  const what = task ? `Today we need to ${task.charAt(0).toLowerCase()}${task.slice(1)}. ` : '';
  return `Hi! ${what}First, ${firstStep.charAt(0).toLowerCase()}${firstStep.slice(1)}`;
}
