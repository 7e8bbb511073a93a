/**
 * Open doors as the renderer draws them: a fridge's, cabinet's, safe's or microwave's door swings
 * 100 degrees (times its openness) about a hinge on the front's edge and stands out into the room.
 * The open door hides what is behind it from the player, so clicks stop there too (on the object
 * the door belongs to), on the panel itself (a slanted bar), not on the air beside it.
 * Models: packages/render (builders: hingedDoor, DOOR_SWING).
 */
import type { Box3, NavGrid, SimObject, World } from '../world/types.js';
import { AGENT_CENTER_HEIGHT } from './camera.js';
import { objectFacing } from './facing.js';
import type { SlantedBar } from './slanted-bar.js';

/** Which edge the door hinges on, seen in the model's frame (local +x is on the viewer's left). */
const HINGED: Readonly<Record<string, 'minX' | 'maxX'>> = { Fridge: 'minX', Cabinet: 'minX', Safe: 'minX', Microwave: 'maxX' };
export const DOOR_SWING_DEG = 100;
/** The door's thickness, and a margin for the panel's small tilt off the axis (m). */
const DOOR_THICKNESS = 0.03;

/** An open object's swung door as a thin slanted panel; none for closed or door-less objects. */
export function openDoorBars(obj: SimObject, nav: NavGrid | null): SlantedBar[] {
  const hinge = HINGED[obj.objectType];
  if (!hinge || !obj.isOpen || obj.shape) return [];
  const open = obj.openness > 0 ? obj.openness : 1;
  const b = obj.bbox;
  const yaw = objectFacing(obj, nav);
  const across = yaw === 90 || yaw === 270;
  const w = across ? b.max.z - b.min.z : b.max.x - b.min.x;
  const d = across ? b.max.x - b.min.x : b.max.z - b.min.z;
  // In the model's frame: the hinge on the front edge, the panel turned out of the front.
  const s = ((hinge === 'minX' ? -1 : 1) * open * DOOR_SWING_DEG * Math.PI) / 180;
  const hx = hinge === 'minX' ? -w / 2 : w / 2;
  const along = hinge === 'minX' ? 1 : -1;
  const ex = hx + along * w * Math.cos(s);
  const ez = d / 2 - along * w * Math.sin(s);
  const r = (yaw * Math.PI) / 180;
  const cx = (b.min.x + b.max.x) / 2;
  const cz = (b.min.z + b.max.z) / 2;
  const toWorld = (lx: number, lz: number) => ({ x: cx + lx * Math.cos(r) + lz * Math.sin(r), z: cz - lx * Math.sin(r) + lz * Math.cos(r) });
  const p = toWorld(hx, d / 2);
  const q = toWorld(ex, ez);
  return [{
    cx: (p.x + q.x) / 2, cz: (p.z + q.z) / 2, yaw: (Math.atan2(q.x - p.x, q.z - p.z) * 180) / Math.PI,
    halfLength: Math.hypot(q.x - p.x, q.z - p.z) / 2 + DOOR_THICKNESS / 2, halfWidth: DOOR_THICKNESS / 2, minY: b.min.y, maxY: b.max.y,
  }];
}

/** World boxes around an open object's swung door (its panel's axis-aligned bounds). */
export function openDoorBoxes(obj: SimObject, nav: NavGrid | null): Box3[] {
  return openDoorBars(obj, nav).map((bar) => {
    const r = (bar.yaw * Math.PI) / 180;
    const ex = Math.abs(Math.sin(r)) * bar.halfLength + Math.abs(Math.cos(r)) * bar.halfWidth;
    const ez = Math.abs(Math.cos(r)) * bar.halfLength + Math.abs(Math.sin(r)) * bar.halfWidth;
    return { min: { x: bar.cx - ex, y: bar.minY, z: bar.cz - ez }, max: { x: bar.cx + ex, y: bar.maxY, z: bar.cz + ez } };
  });
}

/** The Follower's body as AI2-THOR's capsule (radius 0.2 m, 1.8 m tall), boxed. */
const BODY_RADIUS = 0.2;
/** Overlaps thinner than this are contact, not a hit (m). */
const CONTACT = 0.005;

/**
 * Would the object's door, swung fully open, hit the Follower? AI2-THOR then fails the Open
 * ("Object failed to open/close successfully") and resets the door.
 */
export function doorSwingHitsFollower(world: World, obj: SimObject): boolean {
  const f = world.follower;
  const body: Box3 = {
    min: { x: f.x - BODY_RADIUS, y: world.floorY, z: f.z - BODY_RADIUS },
    max: { x: f.x + BODY_RADIUS, y: world.floorY + 2 * AGENT_CENTER_HEIGHT, z: f.z + BODY_RADIUS },
  };
  const opened = { ...obj, isOpen: true, openness: 1 };
  return openDoorBoxes(opened, world.nav).some((d) =>
    d.min.x < body.max.x - CONTACT && body.min.x < d.max.x - CONTACT && d.min.y < body.max.y - CONTACT &&
    body.min.y < d.max.y - CONTACT && d.min.z < body.max.z - CONTACT && body.min.z < d.max.z - CONTACT);
}
