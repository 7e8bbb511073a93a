/**
 * What the rules did after an object action, in words for the Follower's console: a rinsed mug is
 * clean and full of water, a potato boiled, and what a rule could not do and why (a mug that already
 * holds water gets no coffee). Players learn the world's rules from these lines, so they are part
 * of the outcome message.
 */
import { catalogEntry, displayName } from '../catalog/catalog.js';
import { getObject } from '../world/lookup.js';
import type { SimObject, World } from '../world/types.js';

const the = (obj: SimObject): string => `The ${displayName(obj.objectType)}`;

function changeNote(before: SimObject, after: SimObject): string | null {
  const name = the(after);
  const gotWater = after.isFilledWithLiquid && after.fillLiquid === 'water' && !(before.isFilledWithLiquid && before.fillLiquid === 'water');
  if (before.isDirty && !after.isDirty) return `${name} is clean now${gotWater ? ', and full of water' : ''}.`;
  if (gotWater) return `${name} is full of water now.`;
  if (after.simbotIsFilledWithCoffee && !before.simbotIsFilledWithCoffee) return `${name} is full of coffee now.`;
  if (after.simbotIsBoiled && !before.simbotIsBoiled) return `${name} is boiled now.`;
  if (after.isCooked && !before.isCooked) return `${name} is cooked now.`;
  return null;
}

function runningCoffeeMachine(world: World, obj: SimObject): SimObject | null {
  const parent = obj.parentId === null ? undefined : getObject(world, obj.parentId);
  return parent?.objectType === 'CoffeeMachine' && parent.isToggled ? parent : null;
}

/** A mug that sits in a running coffee machine but holds something else: the machine makes no coffee. */
function coffeeRefusal(before: World, after: World, obj: SimObject): string | null {
  // The record's own fields first: most objects hold no liquid, and the lookups below cost more.
  if (!obj.isFilledWithLiquid || obj.fillLiquid === 'coffee' || !runningCoffeeMachine(after, obj)) return null;
  if (!catalogEntry(obj.objectType).liquidsAccepted.includes('coffee')) return null;
  const was = getObject(before, obj.objectId);
  // Only when it just happened: the machine was just turned on, or the mug just put in.
  if (was && runningCoffeeMachine(before, was)) return null;
  const name = displayName(obj.objectType);
  return `The ${name} already holds ${obj.fillLiquid ?? 'liquid'}, so the coffee machine cannot fill it with coffee. ` +
    `Pour the ${obj.fillLiquid ?? 'liquid'} out first: pick up the ${name}, select the sink and press Pour.`;
}

/** At most a few sentences about what changed by itself after the action, and what could not. */
export function consequenceNotes(before: World, after: World): string[] {
  const notes: string[] = [];
  for (const obj of after.objects) {
    const was = getObject(before, obj.objectId);
    const refusal = coffeeRefusal(before, after, obj);
    if (refusal) notes.push(refusal);
    if (!was || was === obj) continue;
    const note = changeNote(was, obj);
    if (note) notes.push(note);
  }
  return notes.slice(0, 3);
}
