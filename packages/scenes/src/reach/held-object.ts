/**
 * What the Follower holds while the dead-end check clicks a receptacle with Place: something that
 * the receptacle takes (a mug for a coffee machine, a bread slice for a toaster) and that is small,
 * so that a refusal is about where the Follower stands rather than about size.
 */
import { ancestorsOf, catalogEntry, descendantsOf, type SimObject, type World } from '@chorehouse/sim';

/** Size that matters for fitting: the longest side (a pencil is small but long). */
const size = ({ bbox: b }: SimObject) => Math.max(b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z);

/** The smallest pickupable object the receptacle takes: not the receptacle itself nor anything it rests in or on. */
export function heldFor(world: World, receptacle: SimObject): SimObject | null {
  const accepts = catalogEntry(receptacle.objectType).holderAccepts;
  const related = new Set([receptacle.objectId, ...ancestorsOf(world, receptacle.objectId).map((o) => o.objectId)]);
  let best: SimObject | null = null;
  for (const o of world.objects) {
    if (!o.pickupable || o.disabled || related.has(o.objectId)) continue;
    if (accepts && !accepts.includes(o.objectType)) continue;
    if (!best || size(o) < size(best) || (size(o) === size(best) && o.objectId < best.objectId)) best = o;
  }
  return best;
}

/** The world with the Follower holding the object, taken out of its receptacle as Pickup would. */
export function heldWorld(world: World, held: SimObject): World {
  const heldIds = new Set([held.objectId, ...descendantsOf(world, held.objectId).map((o) => o.objectId)]);
  const objects = world.objects.map((o) => {
    if (o.objectId === held.objectId) return { ...o, parentId: null, isPickedUp: true };
    if (o.objectId === held.parentId && !heldIds.has(o.objectId)) return { ...o, simbotIsReceptacleOf: o.simbotIsReceptacleOf.filter((id) => id !== held.objectId) };
    return o;
  });
  return { ...world, objects, follower: { ...world.follower, heldObjectId: held.objectId } };
}
