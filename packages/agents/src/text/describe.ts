/** The text observations, in ALFWorld's words: the room, a location, the hand, one object, a command's result. */
import { getObject, isHidden, visibleObjectIds, type SimObject, type World } from '@chorehouse/sim';
import type { TextCommand } from './commands.js';
import { compareNames, isLocation, receptacleIsEnclosed, withArticle, type TextView } from './text-view.js';

/** "a mug 1, a knife 1, and an apple 1"; "nothing". */
export function listing(names: readonly string[]): string {
  const items = names.map(withArticle);
  if (items.length === 0) return 'nothing';
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]!}`;
}

export function describeRoom(view: TextView, world: World): string {
  const names = view.locations(world).map((o) => view.names.nameOf(o));
  return `You are in the middle of a room. Looking quickly around you, you see ${listing(names)}.`;
}

/** What a receptacle shows: "On the countertop 1, you see ..." or "The fridge 1 is closed." */
export function describeContents(view: TextView, world: World, id: string): string {
  const o = getObject(world, id);
  if (!o) return '';
  const name = view.name(id);
  if (receptacleIsEnclosed(o) && !o.isOpen) return `The ${name} is closed.`;
  if (!o.receptacle) return `You see the ${name}.`;
  const inside = world.objects.filter((c) => !c.disabled && c.parentId === id && !isHidden(world, c)).map((c) => view.names.nameOf(c)).sort(compareNames);
  const prep = receptacleIsEnclosed(o) || o.objectType === 'SinkBasin' ? 'In' : 'On';
  return `${prep} the ${name}, you see ${listing(inside)}.`;
}

export function describeHand(view: TextView, world: World): string {
  const held = world.follower.heldObjectId;
  return held === null ? 'You are not carrying anything.' : `You are carrying: ${withArticle(view.name(held))}.`;
}

/** Where the Follower is and what small things it sees from there. */
export function describeLook(view: TextView, world: World): string {
  const here = view.location === null ? 'You are in the middle of the room.' : `You are at ${view.name(view.location)}. ${describeContents(view, world, view.location)}`;
  const visible = visibleObjectIds(world)
    .map((id) => getObject(world, id)!)
    .filter((o) => o.pickupable && o.objectId !== world.follower.heldObjectId)
    .map((o) => `${withArticle(view.names.nameOf(o))}${whereShort(view, world, o)}`);
  return visible.length === 0 ? here : `${here} In front of you, you see ${visible.join(', ')}.`;
}

function whereShort(view: TextView, world: World, o: SimObject): string {
  const p = o.parentId === null ? undefined : getObject(world, o.parentId);
  return p && p.objectType !== 'Floor' ? ` (${prepositionOf(p)} ${view.names.nameOf(p)})` : '';
}

const prepositionOf = (p: SimObject): string => (receptacleIsEnclosed(p) || p.objectType === 'SinkBasin' || p.objectType === 'Mug' || p.objectType === 'Cup' || p.objectType === 'Pot' || p.objectType === 'Bowl' ? 'in' : 'on');

/** "This is a mug 1. It is dirty and empty. It is on the countertop 1." */
export function describeObject(view: TextView, world: World, id: string): string {
  const o = getObject(world, id);
  if (!o) return 'Nothing happens.';
  const name = view.names.nameOf(o);
  const states: string[] = [];
  if (o.dirtyable) states.push(o.isDirty ? 'dirty' : 'clean');
  if (o.canFillWithLiquid) states.push(o.simbotIsFilledWithCoffee ? 'full of coffee' : o.isFilledWithLiquid ? `filled with ${o.fillLiquid ?? 'water'}` : 'empty');
  if (o.cookable) states.push(o.isCooked ? 'cooked' : 'not cooked');
  if (o.simbotIsBoiled) states.push('boiled');
  if (o.sliceable && o.isSliced) states.push('sliced');
  if (o.toggleable) states.push(o.isToggled ? 'on' : 'off');
  if (o.openable) states.push(o.isOpen ? 'open' : 'closed');
  const stateLine = states.length > 0 ? ` It is ${states.join(', ')}.` : '';
  const where = world.follower.heldObjectId === id ? ' You are carrying it.' : whereLine(view, world, o);
  const contents = o.receptacle && !isLocation(o) ? ` ${describeContents(view, world, id)}` : isLocation(o) ? ` ${describeContents(view, world, id)}` : '';
  return `This is ${withArticle(name)}.${stateLine}${where}${contents}`;
}

function whereLine(view: TextView, world: World, o: SimObject): string {
  const p = o.parentId === null ? undefined : getObject(world, o.parentId);
  return p && p.objectType !== 'Floor' ? ` It is ${prepositionOf(p)} the ${view.names.nameOf(p)}.` : '';
}

/** The result of a command that ran (ok) or did not (why). */
export function feedback(view: TextView, world: World, c: TextCommand, ok: boolean, why?: string): string {
  const o = c.objectId === undefined ? '' : view.name(c.objectId);
  const other = c.otherId === undefined ? '' : view.name(c.otherId);
  if (!ok) return `Nothing happens.${why ? ` (${why})` : ''}`;
  switch (c.verb) {
    case 'look': return describeLook(view, world);
    case 'inventory': return describeHand(view, world);
    case 'examine': return describeObject(view, world, c.objectId!);
    case 'go': return `You arrive at ${o}. ${describeContents(view, world, c.objectId!)}`;
    case 'take': return other ? `You pick up the ${o} from the ${other}.` : `You pick up the ${o}.`;
    case 'put': return `You put the ${o} ${c.preposition ?? 'in'} the ${other}.`;
    case 'open': return `You open the ${o}. ${describeContents(view, world, c.objectId!)}`;
    case 'close': return `You close the ${o}.`;
    case 'turn on': return `You turn on the ${o}.`;
    case 'turn off': return `You turn off the ${o}.`;
    case 'slice': return `You slice the ${o} with the ${other}.`;
    case 'clean': return `You clean the ${o} using the ${other}.`;
    case 'cook': return `You cook the ${o}.`;
    case 'boil': return `You boil the ${o}.`;
    case 'fill': return `You fill the ${o} with water.`;
    case 'empty': return `You empty the ${o}.`;
    case 'pour': return `You pour from the ${o} into the ${other}.`;
    case 'coffee': return `You make coffee in the ${o}.`;
  }
}
