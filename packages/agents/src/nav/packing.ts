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

/**
 * Whether all of `movers` could go on the receptacle's surfaces beside what rests there now, packed
 * greedily (biggest first, each at the bottom-left-most free spot, turned if it must be): the
 * Commander's test of "room for everything still to come" before it chooses one cabinet for all the
 * plates. Movers already on the receptacle count as resting where they are, unless `repack`: then
 * they are packed again with the others (the Follower's test before it rearranges a shelf).
 */
export function fitsAll(world: World, receptacle: SimObject, movers: readonly SimObject[], repack = false): boolean {
  const taken = new Map(receptacle.surfaces.map((s) => [s, [] as Rect[]]));
  const moving = new Set(movers.map((m) => m.objectId));
  const resting = world.objects.filter((o) => o.parentId === receptacle.objectId && !o.disabled && !(repack && moving.has(o.objectId)));
  for (const o of resting) {
    const s = receptacle.surfaces.find((f) => Math.abs(o.bbox.min.y - f.y) < 0.1) ?? receptacle.surfaces[0];
    if (s) taken.get(s)!.push({ minX: o.bbox.min.x, maxX: o.bbox.max.x, minZ: o.bbox.min.z, maxZ: o.bbox.max.z });
  }
  const toPlace = movers
    .filter((m) => repack || m.parentId !== receptacle.objectId)
    .map((m) => ({ w: m.bbox.max.x - m.bbox.min.x, d: m.bbox.max.z - m.bbox.min.z, h: m.bbox.max.y - m.bbox.min.y }))
    .sort((a, b) => b.w * b.d - a.w * a.d);
  for (const m of toPlace) {
    let placed = false;
    for (const [surface, rects] of taken) {
      if (m.h > surface.maxHeight) continue;
      for (const [w, d] of [[m.w, m.d], [m.d, m.w]] as const) {
        const xs = [surface.minX + w / 2, ...rects.map((r) => r.maxX + w / 2 + EPS)];
        const zs = [surface.minZ + d / 2, ...rects.map((r) => r.maxZ + d / 2 + EPS)];
        const spot = xs.flatMap((x) => zs.map((z) => ({ minX: x - w / 2, maxX: x + w / 2, minZ: z - d / 2, maxZ: z + d / 2 })))
          .filter((r) => r.maxX <= surface.maxX + 1e-9 && r.maxZ <= surface.maxZ + 1e-9 && !rects.some((t) => overlaps(t, r)))
          .sort((a, b) => a.minX + a.minZ - (b.minX + b.minZ))[0];
        if (spot) {
          rects.push(spot);
          placed = true;
          break;
        }
      }
      if (placed) break;
    }
    if (!placed) return false;
  }
  return true;
}
