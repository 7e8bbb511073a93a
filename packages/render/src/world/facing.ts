/**
 * Which way an object's front faces (the side with a door, a screen or a seat). AI2-THOR's
 * rotation says it for most types, but cabinets and drawers all carry rotation 0 whatever side
 * their doors are on (and stove knobs face away from where they point), and panels (paintings, windows) face along their thin side; for those the
 * front is the side with the most walkable floor in front of it.
 */
import { frontFromFloor, type Box3, type NavGrid, type Yaw } from '@chorehouse/sim';

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

export function facingOf(type: string, rotationY: number, box: Box3, nav: NavGrid | null, front?: Yaw): Yaw {
  if (front !== undefined) return front;
  const byRotation = snapYaw(rotationY);
  if (!nav) return byRotation;
  const sx = box.max.x - box.min.x;
  const sz = box.max.z - box.min.z;
  if (FRONT_FROM_FLOOR.has(type)) return frontFromFloor(nav, box, byRotation);
  if (PANELS.has(type)) return frontFromFloor(nav, box, byRotation, sx < sz ? [90, 270] : [0, 180]);
  if (FRONT_ON_LONG_AXIS.has(type)) return frontFromFloor(nav, box, byRotation, sx > sz ? [90, 270] : [0, 180]);
  return byRotation;
}
