/**
 * Which way an object's front faces (the side with a door, a screen or a seat). AI2-THOR's
 * rotation says it for most types, but cabinets and drawers all carry rotation 0 whatever side
 * their doors are on (and stove knobs face away from where they point), and panels (paintings, windows) face along their thin side; for those the
 * front is the side with the most walkable floor in front of it.
 */
import type { Box3, NavGrid, Yaw } from '@chorehouse/sim';

const YAWS: readonly Yaw[] = [0, 90, 180, 270];

/** Types whose AI2-THOR rotation does not tell where their front is. */
const FRONT_FROM_FLOOR = new Set(['Cabinet', 'Drawer', 'StoveKnob']);
/** Thin, wall-hung things: the front is on one side of the thin axis. */
const PANELS = new Set([
  'Painting', 'Poster', 'Window', 'Mirror', 'Blinds', 'Curtains', 'ShowerGlass', 'ShowerDoor', 'ShowerCurtain', 'LightSwitch',
  'TowelHolder', 'HandTowelHolder', 'ToiletPaperHanger', 'ShowerHead',
]);
/** Long things whose front is one end of the long side (a bed's foot). */
const FRONT_ON_LONG_AXIS = new Set(['Bed', 'Bathtub', 'BathtubBasin']);

export const snapYaw = (degrees: number): Yaw => YAWS[((Math.round(degrees / 90) % 4) + 4) % 4]!;

export function walkableAt(nav: NavGrid, x: number, z: number): boolean {
  const i = Math.round((x - nav.originX) / nav.cellSize);
  const j = Math.round((z - nav.originZ) / nav.cellSize);
  return i >= 0 && j >= 0 && i < nav.cols && j < nav.rows && nav.walkable[j * nav.cols + i] === '1';
}

/** Walkable samples in a 1.5 m deep strip in front of the box's side that faces `yaw`. */
export function openFloorIn(nav: NavGrid, box: Box3, yaw: Yaw): number {
  const dx = yaw === 90 ? 1 : yaw === 270 ? -1 : 0;
  const dz = yaw === 0 ? 1 : yaw === 180 ? -1 : 0;
  const edge = dx > 0 ? box.max.x : dx < 0 ? box.min.x : dz > 0 ? box.max.z : box.min.z;
  const cx = (box.min.x + box.max.x) / 2;
  const cz = (box.min.z + box.max.z) / 2;
  let count = 0;
  for (let d = 0.125; d < 1.5; d += 0.125) {
    for (let s = -0.5; s <= 0.5; s += 0.125) {
      const x = dx !== 0 ? edge + dx * d : cx + s;
      const z = dz !== 0 ? edge + dz * d : cz + s;
      if (walkableAt(nav, x, z)) count++;
    }
  }
  return count;
}

function mostOpen(nav: NavGrid, box: Box3, candidates: readonly Yaw[], fallback: Yaw): Yaw {
  let best = fallback;
  let bestCount = -1;
  // The fallback first, so ties keep AI2-THOR's rotation.
  for (const yaw of [fallback, ...candidates.filter((y) => y !== fallback)]) {
    const n = openFloorIn(nav, box, yaw);
    if (n > bestCount) [best, bestCount] = [yaw, n];
  }
  return best;
}

export function facingOf(type: string, rotationY: number, box: Box3, nav: NavGrid | null): Yaw {
  const byRotation = snapYaw(rotationY);
  if (!nav) return byRotation;
  const sx = box.max.x - box.min.x;
  const sz = box.max.z - box.min.z;
  if (FRONT_FROM_FLOOR.has(type)) return mostOpen(nav, box, YAWS, byRotation);
  if (PANELS.has(type)) return mostOpen(nav, box, sx < sz ? [90, 270] : [0, 180], byRotation);
  if (FRONT_ON_LONG_AXIS.has(type)) return mostOpen(nav, box, sx > sz ? [90, 270] : [0, 180], byRotation);
  return byRotation;
}
