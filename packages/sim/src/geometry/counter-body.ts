/**
 * The kitchen body under a counter where AI2-THOR has no object: AI2-THOR's counters are thin
 * slabs, and the cabinets, drawers and appliances below are objects of their own. The body fills
 * only the gaps between them. The renderer draws it and the pick scene blocks rays with it
 * (`kitchenBodies`), so what a click reaches is what the frame shows.
 */
import type { Box3, NavGrid, SimObject } from '../world/types.js';
import { facingOf } from './facing.js';
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
  const yaw = facingOf(o.objectType, o.rotation.y, o.bbox, nav, o.front);
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
export function kitchenBodies(objects: readonly SimObject[], floorY: number, nav: NavGrid | null): Box3[] {
  const stoves = stoveBodies(objects, floorY).map((s) => s.box);
  return [...stoves, ...counterBases(objects, floorY, nav, stoves)];
}
