/**
 * The kitchen body under a counter where AI2-THOR has no object: AI2-THOR's counters are thin
 * slabs, and the cabinets, drawers and appliances below are objects of their own. The body fills
 * only the gaps between them. The renderer draws it and the pick scene blocks rays with it
 * (`kitchenBodies`), so what a click reaches is what the frame shows.
 */
import type { Box3, NavGrid, SimObject } from '../world/types.js';
import { objectFacing } from './facing.js';
import { subtractAll, type Rect } from './footprint.js';
import { stoveBodies } from './stove-body.js';

const INSET = 0.03;
/** Things on or in the counter, not under it. */
const ON_COUNTERS = new Set(['CounterTop', 'Sink', 'SinkBasin', 'Faucet', 'StoveBurner', 'StoveKnob', 'Floor']);

const rectOf = (b: Box3): Rect => ({ minX: b.min.x, maxX: b.max.x, minZ: b.min.z, maxZ: b.max.z });
const overlaps = (a: Rect, b: Rect): boolean => a.minX < b.maxX && a.maxX > b.minX && a.minZ < b.maxZ && a.maxZ > b.minZ;

/**
 * The column a thing under the counter occupies: its footprint stretched through the counter's
 * depth along its facing axis (a cabinet set back from the counter's edge still owns the front).
 */
function column(o: SimObject, nav: NavGrid | null): Rect {
  const yaw = objectFacing(o, nav);
  const r = rectOf(o.bbox);
  return yaw === 0 || yaw === 180 ? { ...r, minZ: r.minZ - 1, maxZ: r.maxZ + 1 } : { ...r, minX: r.minX - 1, maxX: r.maxX + 1 };
}

export function counterBases(objects: readonly SimObject[], floorY: number, nav: NavGrid | null, extraOccupied: readonly Box3[] = []): Box3[] {
  const out: Box3[] = [];
  for (const counter of objects.filter((o) => o.objectType === 'CounterTop' && !o.disabled)) {
    for (const slab of counter.shape ?? [counter.bbox]) {
      const bottom = slab.min.y;
      if (bottom - floorY < 0.3) continue;
      const area = rectOf(slab);
      const under = objects.filter((o) => !o.disabled && !ON_COUNTERS.has(o.objectType) && o.bbox.max.y <= bottom + 0.05 && o.bbox.min.y < bottom - 0.1 && overlaps(rectOf(o.bbox), area));
      // Basins hang below the slab: the body stops around them.
      const basins = objects.filter((o) => (o.objectType === 'Sink' || o.objectType === 'SinkBasin') && !o.disabled && overlaps(rectOf(o.bbox), area));
      const taken = [...under.map((o) => column(o, nav)), ...basins.map((o) => rectOf(o.bbox)), ...extraOccupied.map(rectOf)];
      for (const r of subtractAll(area, taken)) {
        if (r.maxX - r.minX < 2 * INSET + 0.02 || r.maxZ - r.minZ < 2 * INSET + 0.02) continue;
        out.push({ min: { x: r.minX + INSET, y: floorY, z: r.minZ + INSET }, max: { x: r.maxX - INSET, y: bottom, z: r.maxZ - INSET } });
      }
    }
  }
  return out;
}

/**
 * The room's bodies that no object owns (under counters, under free-standing stoves): what the
 * renderer draws there and what the pick scene's rays stop at, one geometry for both.
 */
export function kitchenBodies(objects: readonly SimObject[], floorY: number, nav: NavGrid | null): readonly Box3[] {
  // Kept with what they were made from: a step that moves a mug on a counter or fills a basin
  // changes none of that, so the pick scene after it reuses the bodies instead of cutting every
  // counter again.
  const shaping = shapingObjects(objects, floorY);
  const key = nav ?? shaping[0];
  const made = key && bodiesMade.get(key);
  if (made && made.floorY === floorY && made.nav === nav && sameShapes(made.shaping, shaping)) return made.bodies;
  const stoves = stoveBodies(objects, floorY).map((s) => s.box);
  const bodies = [...stoves, ...counterBases(objects, floorY, nav, stoves)];
  if (key) bodiesMade.set(key, { floorY, nav, shaping, bodies });
  return bodies;
}

/** The last bodies made per nav grid (a floor plan's sessions share one), else per first shaping record. */
const bodiesMade = new WeakMap<object, {
  readonly floorY: number; readonly nav: NavGrid | null; readonly shaping: readonly SimObject[]; readonly bodies: readonly Box3[];
}>();

/** What `stoveBodies` and `counterBases` read, in order: counters, basins, stove parts, and what stands under a counter. */
const SHAPING_TYPES = new Set(['CounterTop', 'Sink', 'SinkBasin', 'StoveBurner', 'StoveKnob']);

function shapingObjects(objects: readonly SimObject[], floorY: number): SimObject[] {
  const slabs: Box3[] = [];
  for (const o of objects) {
    if (o.objectType !== 'CounterTop' || o.disabled) continue;
    for (const slab of o.shape ?? [o.bbox]) if (slab.min.y - floorY >= 0.3) slabs.push(slab);
  }
  const out: SimObject[] = [];
  for (const o of objects) {
    if (SHAPING_TYPES.has(o.objectType)) out.push(o);
    else if (!o.disabled && !ON_COUNTERS.has(o.objectType) && underAny(o.bbox, slabs)) out.push(o);
  }
  return out;
}

/** `counterBases`'s test for a thing under a counter's slab, against every slab. */
function underAny(b: Box3, slabs: readonly Box3[]): boolean {
  for (const slab of slabs) {
    if (b.max.y <= slab.min.y + 0.05 && b.min.y < slab.min.y - 0.1 &&
      b.min.x < slab.max.x && b.max.x > slab.min.x && b.min.z < slab.max.z && b.max.z > slab.min.z) return true;
  }
  return false;
}

/** The same for the bodies: equal in every field they read (records share unchanged nested values). */
function sameShapes(a: readonly SimObject[], b: readonly SimObject[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!, q = b[i]!;
    if (p !== q && (p.objectType !== q.objectType || p.disabled !== q.disabled || p.bbox !== q.bbox || p.shape !== q.shape ||
      p.rotation !== q.rotation || p.front !== q.front)) return false;
  }
  return true;
}
