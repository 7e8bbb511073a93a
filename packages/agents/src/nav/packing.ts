/**
 * Packing things onto a dish. The simulator puts a placed object at the free spot nearest the
 * clicked point, so where the Follower clicks decides how tightly a plate fills up: a sandwich and
 * a salad share one plate in Breakfast. Targets are bottom-left packing spots (against the rim or
 * against what is already there), in the orientation the simulator will use.
 */
import { ancestorsOf, getObject, type SimObject, type Vec3, type World } from '@chorehouse/sim';

interface Rect { minX: number; maxX: number; minZ: number; maxZ: number }

const EPS = 0.003;
const overlaps = (a: Rect, b: Rect) => a.minX < b.maxX - EPS && b.minX < a.maxX - EPS && a.minZ < b.maxZ - EPS && b.minZ < a.maxZ - EPS;

function restingRects(world: World, receptacleId: string): Rect[] {
  return world.objects
    .filter((o) => o.parentId === receptacleId && !o.disabled)
    .map((o) => ({ minX: o.bbox.min.x, maxX: o.bbox.max.x, minZ: o.bbox.min.z, maxZ: o.bbox.max.z }));
}

/** Surface points to aim a Place at, best packed first (at most `max`). */
export function packingTargets(world: World, receptacle: SimObject, held: SimObject, max = 8): Vec3[] {
  const surface = receptacle.surfaces[0];
  if (!surface) return [];
  const w0 = held.bbox.max.x - held.bbox.min.x, d0 = held.bbox.max.z - held.bbox.min.z;
  const taken = restingRects(world, receptacle.objectId);
  const spots = (w: number, d: number) => {
    const xs = [surface.minX + w / 2, ...taken.flatMap((r) => [r.maxX + w / 2 + EPS, r.minX - w / 2 - EPS])];
    const zs = [surface.minZ + d / 2, ...taken.flatMap((r) => [r.maxZ + d / 2 + EPS, r.minZ - d / 2 - EPS])];
    const out: { x: number; z: number }[] = [];
    for (const x of xs) {
      for (const z of zs) {
        if (x - w / 2 < surface.minX - 1e-9 || x + w / 2 > surface.maxX + 1e-9 || z - d / 2 < surface.minZ - 1e-9 || z + d / 2 > surface.maxZ + 1e-9) continue;
        const rect = { minX: x - w / 2, maxX: x + w / 2, minZ: z - d / 2, maxZ: z + d / 2 };
        if (!taken.some((t) => overlaps(t, rect))) out.push({ x, z });
      }
    }
    return out;
  };
  // The simulator keeps the object's orientation whenever it fits somewhere that way.
  let found = spots(w0, d0);
  if (found.length === 0) found = spots(d0, w0);
  return found
    .sort((a, b) => (a.x - surface.minX) + (a.z - surface.minZ) - ((b.x - surface.minX) + (b.z - surface.minZ)) || a.x - b.x || a.z - b.z)
    .slice(0, max)
    .map((p) => ({ x: p.x, y: surface.y, z: p.z }));
}

/**
 * How well a placement packs (lower is better): bottom-left packing, by where the placed object's
 * corner landed relative to the surface's corner. Infinity when it did not land on the receptacle.
 */
export function packingScore(before: World, after: World, receptacleId: string): number {
  const placedId = before.follower.heldObjectId;
  const rec = getObject(after, receptacleId);
  const placed = placedId === null ? undefined : getObject(after, placedId);
  if (!rec || !placed || !ancestorsOf(after, placed.objectId).some((a) => a.objectId === receptacleId)) return Infinity;
  const s = rec.surfaces[0];
  const x0 = s?.minX ?? rec.bbox.min.x, z0 = s?.minZ ?? rec.bbox.min.z;
  return (placed.bbox.min.x - x0) + (placed.bbox.min.z - z0);
}
