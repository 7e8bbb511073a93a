/** The Commander's instructions as plain English, for people reading the chat. */
import { ancestorsOf, catalogEntry, displayName, getObject, type SimObject, type World } from '@chorehouse/sim';
import type { Goal } from '../follower/goal.js';

const SURFACE_NAMES: Readonly<Record<string, string>> = { CounterTop: 'counter', StoveBurner: 'stove', SinkBasin: 'sink', Sink: 'sink' };

const nameOf = (o: SimObject) => SURFACE_NAMES[o.objectType] ?? displayName(o.objectType);

/** "on" a table, a counter or the stove; "in" a fridge, a sink, a pot or the toaster. */
const prepositionFor = (o: SimObject) => (catalogEntry(o.objectType).receptacleKind === 'on' || o.objectType === 'StoveBurner' ? 'on' : 'in');

/** "the", or "a" when the room has several of that type (a cabinet among twenty). */
function article(world: World, o: SimObject): string {
  const many = world.objects.filter((x) => x.objectType === o.objectType && !x.disabled).length > 1;
  return many && (o.objectType === 'Cabinet' || o.objectType === 'Drawer' || o.objectType === 'Shelf') ? 'a' : 'the';
}

/** Where an object is, as a phrase: "in the fridge", "on the counter", "on a plate on the table". */
export function whereIs(world: World, o: SimObject): string {
  if (world.follower.heldObjectId === o.objectId) return 'in your hand';
  const chain = ancestorsOf(world, o.objectId).filter((a) => a.objectType !== 'Floor').slice(0, 2);
  if (chain.length === 0) return 'on the floor';
  return chain.map((a) => `${prepositionFor(a)} ${article(world, a)} ${nameOf(a)}`).join(' ');
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One or two sentences a person would say for the goal: "The mug is in the fridge. Wash it in the sink." */
export function describeGoal(world: World, goal: Goal): string {
  const o = getObject(world, goal.objectId);
  if (!o) return 'Never mind.';
  const thing = displayName(o.objectType);
  const where = `The ${thing} is ${whereIs(world, o)}.`;
  switch (goal.verb) {
    case 'Clean': return `${where} Wash it in the sink.`;
    case 'Fill': return o.objectType === 'HousePlant' ? `${capital(`the ${thing} needs water.`)} Pour some water on it.` : `${where} Fill it with water.`;
    case 'Empty': return `${where} Pour it out.`;
    case 'Cook': return o.objectType === 'BreadSliced' ? `${where} Toast it.` : `${where} Cook it.`;
    case 'Boil': return `${where} Boil it in a pot of water.`;
    case 'Slice': return `${where} Slice it with a knife.`;
    case 'Coffee': return `${where} Make coffee in it.`;
    case 'ToggleOn': return `Turn on the ${thing}.`;
    case 'ToggleOff': return `Turn off the ${thing}.`;
    case 'Open': return `Open the ${thing}.`;
    case 'Close': return `Close the ${thing}.`;
    case 'Pickup': return `${where} Pick it up.`;
    case 'Put': {
      const d = goal.destinationId === undefined ? undefined : getObject(world, goal.destinationId);
      if (!d) return `${where} Put it away.`;
      const prep = prepositionFor(d);
      const dWhere = whereIs(world, d);
      const there = d.pickupable ? ` (the one ${dWhere})` : '';
      return `${where} Put it ${prep} ${article(world, d)} ${nameOf(d)}${there}.`;
    }
  }
}
