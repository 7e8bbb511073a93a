/** Where the held object is drawn: the world keeps it where it last rested, the hand shows it. */
import { descendantsOf, handPoint, heldObject, type Vec3, type World } from '@chorehouse/sim';

export const ZERO: Vec3 = { x: 0, y: 0, z: 0 };

/** How far the held object and its contents move from their resting place to the hand point. */
export function carriedOffset(world: World): { ids: ReadonlySet<string>; offset: Vec3 } | null {
  const held = heldObject(world);
  if (!held) return null;
  const hand = handPoint(world);
  const b = held.bbox;
  const offset = { x: hand.x - (b.min.x + b.max.x) / 2, y: hand.y - (b.min.y + b.max.y) / 2, z: hand.z - (b.min.z + b.max.z) / 2 };
  return { ids: new Set([held.objectId, ...descendantsOf(world, held.objectId).map((d) => d.objectId)]), offset };
}
