/**
 * Where a found object is, in words for the Commander's found-object panel: "inside the fridge
 * (closed)", "in the pot, on the stove burner", "in the Follower's hand". Closed containers are
 * named because the object cannot be seen in them.
 */
import { ancestorsOf, displayName, getObject, placePreposition, type SimObject, type World } from '@chorehouse/sim';

const closed = (o: SimObject) => o.openable && !o.isOpen;

function phrase(receptacle: SimObject): string {
  const name = displayName(receptacle.objectType);
  return closed(receptacle) ? `inside the ${name} (closed)` : `${placePreposition(receptacle.objectType)} the ${name}`;
}

export interface Whereabouts {
  /** "inside the fridge (closed)"; '' for a fixture standing in the room. */
  readonly text: string;
  /** The closed container that hides it, if any. */
  readonly hiddenIn: SimObject | null;
}

export function whereabouts(world: World, objectId: string): Whereabouts {
  const obj = getObject(world, objectId);
  if (!obj) return { text: '', hiddenIn: null };
  if (world.follower.heldObjectId === objectId) return { text: "in the Follower's hand", hiddenIn: null };
  const chain = ancestorsOf(world, objectId);
  const hiddenIn = chain.find(closed) ?? null;
  // The nearest receptacle, and the closed one that hides it when that is further out.
  const parts = chain.slice(0, 1).map(phrase);
  if (chain[1] && (chain[1] === hiddenIn || chain[0]?.pickupable)) parts.push(phrase(chain[1]));
  return { text: parts.join(', '), hiddenIn };
}

/** The object's own state worth knowing at a glance: open or closed, on or off. */
export function objectState(obj: SimObject): string {
  const bits: string[] = [];
  if (obj.openable) bits.push(obj.isOpen ? 'open' : 'closed');
  if (obj.toggleable) bits.push(obj.isToggled ? 'on' : 'off');
  return bits.join(', ');
}


/**
 * The object that ticks a Progress Check step, and where it is ("mug inside the cabinet (closed)"):
 * a step is ticked by whichever object satisfies it, which need not be the one being worked on.
 */
export function tickedBy(world: World, objectId: string): string | null {
  const obj = getObject(world, objectId);
  if (!obj) return null;
  const where = whereabouts(world, objectId).text;
  return where ? `${displayName(obj.objectType)} ${where}` : displayName(obj.objectType);
}
