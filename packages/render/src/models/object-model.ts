/**
 * An object's model in world coordinates: the type's builder fitted to the bounding box (or, for
 * fixtures with their own shape, to each shape box), turned to face the object's front.
 */
import { slantedBar, subtractAll, type Box3, type NavGrid, type Rect, type SimObject } from '@chorehouse/sim';
import { modelFrame } from '../world/model-frame.js';
import type { Dims } from './builders/common.js';
import { lookOf } from './look.js';
import { builderOf } from './model-catalog.js';
import { group, type ModelNode } from './parts.js';

export interface ModelContext {
  readonly nav: NavGrid | null;
  readonly floorY: number;
  /** Footprints of sinks, basins and burners: counters are cut where they are set in. */
  readonly basins: readonly Basin[];
}

const RAD = Math.PI / 180;
const CUT_BY_BASINS = new Set(['CounterTop']);
export const BASIN_CUTTERS = new Set(['Sink', 'SinkBasin']);
/** Burners cut a counter only where they sit in it, not on it (the sim's rays pass there too). */
const SET_INTO_COUNTERS = new Set(['StoveBurner']);
/** Thin wall things: a shaped one (a window turning a corner) faces across its thinner side. */
const PANELS = new Set(['Window', 'ShowerGlass', 'ShowerDoor', 'Painting', 'Mirror', 'Blinds', 'Curtains']);
/** Cupboards under a sink: their insides stop below the basin that hangs into them. */
const UNDER_BASINS = new Set(['Cabinet', 'Drawer']);

export interface Basin extends Rect {
  readonly bottom: number;
  readonly top: number;
  /** A burner: it cuts a counter only when it does not stand on top of it. */
  readonly burner: boolean;
}

/** How high (above the box's bottom) a cupboard's inside may reach without showing in a basin. */
function roomUnderBasins(box: Box3, basins: readonly Basin[]): number | undefined {
  let top: number | undefined;
  for (const b of basins) {
    if (b.burner || b.minX >= box.max.x || b.maxX <= box.min.x || b.minZ >= box.max.z || b.maxZ <= box.min.z) continue;
    if (b.bottom >= box.max.y || b.bottom <= box.min.y) continue;
    top = Math.min(top ?? Infinity, b.bottom - 0.01 - box.min.y);
  }
  return top;
}

/** The boxes a model is built over: the shape's boxes for shaped fixtures, minus basin holes for counters. */
export function modelBoxes(obj: SimObject, basins: readonly Basin[]): Box3[] {
  const boxes = obj.shape ?? [obj.bbox];
  if (!CUT_BY_BASINS.has(obj.objectType) || basins.length === 0) return [...boxes];
  return boxes.flatMap((b) =>
    subtractAll({ minX: b.min.x, maxX: b.max.x, minZ: b.min.z, maxZ: b.max.z }, basins.filter((c) => !c.burner || c.top < b.max.y + 0.002)).map((r) => ({
      min: { x: r.minX, y: b.min.y, z: r.minZ },
      max: { x: r.maxX, y: b.max.y, z: r.maxZ },
    })),
  );
}

export function objectModel(obj: SimObject, ctx: ModelContext): ModelNode[] {
  const build = builderOf(obj.objectType);
  const look = lookOf(obj);
  const bar = slantedBar(obj);
  if (bar) {
    // A slanted utensil is drawn along the simulator's bar for it (its length on the model's z).
    const dims: Dims = { w: 2 * bar.halfWidth, h: bar.maxY - bar.minY, d: 2 * bar.halfLength, drop: Math.max(0, bar.minY - ctx.floorY) };
    return [group([bar.cx, bar.minY, bar.cz], build(dims, look), [0, bar.yaw * RAD, 0])];
  }
  const shaped = obj.shape !== undefined || CUT_BY_BASINS.has(obj.objectType);
  return modelBoxes(obj, ctx.basins).map((box) => {
    // Shaped fixtures are axis-aligned pieces; the rest face their front.
    const acrossX = box.max.x - box.min.x < box.max.z - box.min.z;
    const f = shaped
      ? modelFrame(obj.objectType, PANELS.has(obj.objectType) && acrossX ? 90 : 0, box, null)
      : modelFrame(obj.objectType, obj.rotation.y, box, ctx.nav, obj.front);
    const innerTop = UNDER_BASINS.has(obj.objectType) ? roomUnderBasins(box, ctx.basins) : undefined;
    const dims: Dims = { w: f.width, h: f.height, d: f.depth, drop: Math.max(0, f.y - ctx.floorY), ...(innerTop !== undefined ? { innerTop } : {}) };
    return group([f.x, f.y, f.z], build(dims, look), [0, f.yaw * RAD, 0]);
  });
}

export function basinFootprints(objects: readonly SimObject[]): Basin[] {
  return objects
    .filter((o) => (BASIN_CUTTERS.has(o.objectType) || SET_INTO_COUNTERS.has(o.objectType)) && !o.disabled)
    .map((o) => ({
      minX: o.bbox.min.x, maxX: o.bbox.max.x, minZ: o.bbox.min.z, maxZ: o.bbox.max.z,
      bottom: o.bbox.min.y, top: o.bbox.max.y, burner: SET_INTO_COUNTERS.has(o.objectType),
    }));
}

/** Objects the room layer draws (the floor) or that are gone (sliced wholes). */
export function isDrawnAsObject(obj: SimObject): boolean {
  return !obj.disabled && obj.objectType !== 'Floor';
}
