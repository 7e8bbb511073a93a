/**
 * Viewpoints: poses (walkable cell, rotation, horizon) from which the Follower can click an
 * object, with the click point. The import stores a few per fixture; the sanity check and the
 * episode generator use them to prove that objects can be reached.
 */
import {
  INTERACTION_DISTANCE, cellPosition, clickWithinReach, getObject, isWalkableCell, type Horizon, type World, type Yaw,
} from '@chorehouse/sim';
import type { Viewpoint } from './scene-file.js';

const YAWS: readonly Yaw[] = [0, 90, 180, 270];
const HORIZONS: readonly Horizon[] = [30, 0, 60, -30];
/** Cells farther than this from the object's box are not tried (m). */
const SEARCH_RADIUS = INTERACTION_DISTANCE + 0.25;

export function posed(world: World, x: number, z: number, yaw: Yaw, horizon: Horizon): World {
  return { ...world, follower: { ...world.follower, x, z, yaw, horizon } };
}

/** Headings that face the point, nearest first (at most the two within 90 degrees). */
function yawsToward(dx: number, dz: number): Yaw[] {
  const heading = ((Math.atan2(dx, dz) * 180) / Math.PI + 360) % 360;
  const diff = (y: number) => Math.min(Math.abs(heading - y), 360 - Math.abs(heading - y));
  return [...YAWS].filter((y) => diff(y) <= 90).sort((a, b) => diff(a) - diff(b));
}

/** Up to `max` viewpoints from distinct cells, nearest cells first. */
export function findViewpoints(world: World, objectId: string, max = 3): Viewpoint[] {
  const obj = getObject(world, objectId);
  if (!obj) return [];
  const b = obj.bbox;
  const cx = (b.min.x + b.max.x) / 2, cz = (b.min.z + b.max.z) / 2;
  const nav = world.nav;
  const cells: { x: number; z: number; d: number }[] = [];
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      const gap = Math.hypot(Math.max(b.min.x - p.x, 0, p.x - b.max.x), Math.max(b.min.z - p.z, 0, p.z - b.max.z));
      if (gap <= SEARCH_RADIUS) cells.push({ ...p, d: Math.hypot(p.x - cx, p.z - cz) });
    }
  }
  cells.sort((a, b2) => a.d - b2.d || a.x - b2.x || a.z - b2.z);
  const out: Viewpoint[] = [];
  for (const cell of cells) {
    found: for (const yaw of yawsToward(cx - cell.x, cz - cell.z)) {
      for (const horizon of HORIZONS) {
        const click = clickWithinReach(posed(world, cell.x, cell.z, yaw, horizon), objectId);
        if (click) {
          out.push([cell.x, cell.z, yaw, horizon, Math.round(click.x * 1000) / 1000, Math.round(click.y * 1000) / 1000]);
          break found;
        }
      }
    }
    if (out.length >= max) break;
  }
  return out;
}

/** Whether a stored viewpoint still lets the Follower click the object (for sanity checks). */
export function viewpointWorks(world: World, objectId: string, [x, z, yaw, horizon]: Viewpoint): boolean {
  return clickWithinReach(posed(world, x, z, yaw, horizon), objectId) !== null;
}
