/**
 * Which way a fixture's front faces when its rotation does not say (AI2-THOR gives every cabinet
 * and drawer rotation 0 whichever side its handles are on): the side with the most walkable floor
 * in front of it, where a person stands to open it.
 */
import { cellOf, isWalkableCell } from '../world/nav.js';
import type { Box3, NavGrid, Yaw } from '../world/types.js';

const YAWS: readonly Yaw[] = [0, 90, 180, 270];
/** How deep a strip in front of the side is searched, and how finely (m). */
const DEPTH = 1.5;
const STEP = 0.125;
const HALF_WIDTH = 0.5;

/** Walkable samples in the strip in front of the box's side that faces `yaw`. */
export function openFloorIn(nav: NavGrid, box: Box3, yaw: Yaw): number {
  const dx = yaw === 90 ? 1 : yaw === 270 ? -1 : 0;
  const dz = yaw === 0 ? 1 : yaw === 180 ? -1 : 0;
  const edge = dx > 0 ? box.max.x : dx < 0 ? box.min.x : dz > 0 ? box.max.z : box.min.z;
  const cx = (box.min.x + box.max.x) / 2;
  const cz = (box.min.z + box.max.z) / 2;
  let count = 0;
  for (let d = STEP; d < DEPTH; d += STEP) {
    for (let s = -HALF_WIDTH; s <= HALF_WIDTH; s += STEP) {
      const x = dx !== 0 ? edge + dx * d : cx + s;
      const z = dz !== 0 ? edge + dz * d : cz + s;
      const { i, j } = cellOf(nav, x, z);
      if (isWalkableCell(nav, i, j)) count++;
    }
  }
  return count;
}

/**
 * The side (of `candidates`) with the most open floor in front; ties keep `preferred` (the object's
 * own rotation). A panel on a wall has two candidates, on its thin axis.
 */
export function frontFromFloor(nav: NavGrid, box: Box3, preferred: Yaw = 0, candidates: readonly Yaw[] = YAWS): Yaw {
  let best = preferred;
  let bestCount = -1;
  for (const yaw of [preferred, ...candidates.filter((y) => y !== preferred)]) {
    const n = openFloorIn(nav, box, yaw);
    if (n > bestCount) [best, bestCount] = [yaw, n];
  }
  return best;
}
