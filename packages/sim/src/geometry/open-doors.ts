/**
 * Where an open hinged door stands, so a click on it selects its object (issue 17: an open
 * fridge door selected nothing, or the cabinet behind it). The door is drawn swung out by
 * `openness` x 100 degrees about a hinge on one front corner (the web client's models); this is
 * the box around the swung panel, in world space, outside the object's own bounding box.
 */
import type { Box3, NavGrid, SimObject, Yaw } from '../world/types.js';
import { frontFromFloor } from './facing.js';

/** Degrees a fully open door swings (the models' DOOR_SWING). */
export const DOOR_SWING_DEG = 100;

interface DoorSpec {
  /** The hinge's side seen from the front: fridges and cabinets hinge on the right, microwaves on the left. */
  readonly hinge: 'right' | 'left';
  /** Door width as a share of the front's width. */
  readonly width: number;
}

const DOORS: Readonly<Record<string, DoorSpec>> = {
  Fridge: { hinge: 'right', width: 1 },
  Cabinet: { hinge: 'right', width: 1 },
  Safe: { hinge: 'right', width: 1 },
  Microwave: { hinge: 'left', width: 0.72 },
};

/** Types whose AI2-THOR rotation does not give the front (as the client's facing rules). */
const FRONT_FROM_FLOOR = new Set(['Cabinet']);

const snapYaw = (degrees: number): Yaw => ([0, 90, 180, 270] as const)[((Math.round(degrees / 90) % 4) + 4) % 4]!;

export function frontOf(obj: SimObject, nav: NavGrid | null): Yaw {
  if (obj.front !== undefined) return obj.front;
  const byRotation = snapYaw(obj.rotation.y);
  return nav && FRONT_FROM_FLOOR.has(obj.objectType) ? frontFromFloor(nav, obj.bbox, byRotation) : byRotation;
}

const THICKNESS = 0.04;

/** The swung door's box, or null when the object has no hinged door or it is closed. */
export function openDoorBox(obj: SimObject, nav: NavGrid | null): Box3 | null {
  const spec = DOORS[obj.objectType];
  if (!spec || !obj.isOpen || obj.disabled) return null;
  const open = obj.openness > 0 ? obj.openness : 1;
  const phi = (open * DOOR_SWING_DEG * Math.PI) / 180;
  const yaw = frontOf(obj, nav);
  const b = obj.bbox;
  const across = yaw === 90 || yaw === 270;
  const w = across ? b.max.z - b.min.z : b.max.x - b.min.x;
  const d = across ? b.max.x - b.min.x : b.max.z - b.min.z;
  const rad = (yaw * Math.PI) / 180;
  // Local x runs to the left of someone facing the front; local z runs out of the front.
  const X = { x: Math.cos(rad), z: -Math.sin(rad) };
  const Z = { x: Math.sin(rad), z: Math.cos(rad) };
  const cx = (b.min.x + b.max.x) / 2;
  const cz = (b.min.z + b.max.z) / 2;
  const side = spec.hinge === 'right' ? -1 : 1;
  const doorW = w * spec.width;
  // Hinge on the front corner; the far edge swings out and round past square.
  const hinge = { lx: (side * w) / 2, lz: d / 2 };
  const far = { lx: hinge.lx - side * doorW * Math.cos(phi), lz: hinge.lz + doorW * Math.sin(phi) };
  const toWorld = (p: { lx: number; lz: number }) => ({ x: cx + p.lx * X.x + p.lz * Z.x, z: cz + p.lx * X.z + p.lz * Z.z });
  const a = toWorld(hinge);
  const c = toWorld(far);
  return {
    min: { x: Math.min(a.x, c.x) - THICKNESS / 2, y: b.min.y, z: Math.min(a.z, c.z) - THICKNESS / 2 },
    max: { x: Math.max(a.x, c.x) + THICKNESS / 2, y: b.max.y, z: Math.max(a.z, c.z) + THICKNESS / 2 },
  };
}
