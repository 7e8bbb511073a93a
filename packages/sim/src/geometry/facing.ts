/**
 * Which way a fixture's front faces when its rotation does not say (AI2-THOR gives every cabinet
 * and drawer rotation 0 whichever side its handles are on): the side with the most walkable floor
 * in front of it, where a person stands to open it.
 */
import { cellOf, isWalkableCell } from '../world/nav.js';
import type { Box3, NavGrid, SimObject, Yaw } from '../world/types.js';

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

/**
 * Which way an object's front faces (the side with a door, a screen or a seat). AI2-THOR's
 * rotation says it for most types, but cabinets and drawers all carry rotation 0 whatever side
 * their doors are on (and stove knobs face away from where they point), and panels (paintings,
 * windows) face along their thin side; for those the front is the side with the most walkable
 * floor in front of it. The renderer turns models this way; picking opens containers on this side.
 */

/** Types whose AI2-THOR rotation does not tell where their front is. */
const FRONT_FROM_FLOOR = new Set(['Cabinet', 'Drawer', 'StoveKnob']);
/** Thin, wall-hung things: the front is on one side of the thin axis. */
const PANELS = new Set([
  'Painting', 'Poster', 'Window', 'Mirror', 'Blinds', 'Curtains', 'ShowerGlass', 'ShowerDoor', 'ShowerCurtain', 'LightSwitch',
  'TowelHolder', 'HandTowelHolder', 'ToiletPaperHanger', 'ShowerHead',
]);
/** Doored boxes: the rotation says it, unless that side is against a wall (no floor to open into). */
const DOORED = new Set(['Fridge', 'Microwave', 'Safe']);
/** Long things whose front is one end of the long side (a bed's foot). */
const FRONT_ON_LONG_AXIS = new Set(['Bed', 'Bathtub', 'BathtubBasin']);

export const snapYaw = (degrees: number): Yaw => YAWS[((Math.round(degrees / 90) % 4) + 4) % 4]!;

export function facingOf(type: string, rotationY: number, box: Box3, nav: NavGrid | null, front?: Yaw): Yaw {
  if (front !== undefined) return front;
  const byRotation = snapYaw(rotationY);
  if (!nav) return byRotation;
  const sx = box.max.x - box.min.x;
  const sz = box.max.z - box.min.z;
  if (FRONT_FROM_FLOOR.has(type)) return frontFromFloor(nav, box, byRotation);
  if (DOORED.has(type) && openFloorIn(nav, box, byRotation) === 0) return frontFromFloor(nav, box, byRotation);
  if (PANELS.has(type)) return frontFromFloor(nav, box, byRotation, sx < sz ? [90, 270] : [0, 180]);
  if (FRONT_ON_LONG_AXIS.has(type)) return frontFromFloor(nav, box, byRotation, sx > sz ? [90, 270] : [0, 180]);
  return byRotation;
}

const facings = new WeakMap<SimObject, { readonly nav: NavGrid | null; readonly yaw: Yaw }>();

/**
 * `facingOf` of a world's object, kept with its record: records are replaced, never changed, so
 * a cabinet's floor search runs once, not on every pick scene and kitchen body built after a step.
 */
export function objectFacing(obj: SimObject, nav: NavGrid | null): Yaw {
  const known = facings.get(obj);
  if (known && known.nav === nav) return known.yaw;
  const yaw = facingOf(obj.objectType, obj.rotation.y, obj.bbox, nav, obj.front);
  facings.set(obj, { nav, yaw });
  return yaw;
}
