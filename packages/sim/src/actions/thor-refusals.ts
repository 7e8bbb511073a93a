/**
 * Refusals AI2-THOR itself adds behind TEACh's click rules, which `step` does not apply (see the
 * table of differences in the README). Each is a predicate over a successful object action, so
 * the same recorded actions can be counted with and without it: how much lower our failure rates
 * run than TEACh's.
 */
import { boxCenter, boxSize, translateBox } from '../geometry/box.js';
import { cameraBasis, followerCamera, rayDirection } from '../geometry/camera.js';
import { castRay, rayBox, type Pickable } from '../geometry/raycast.js';
import { descendantsOf, getObject, heldObject } from '../world/lookup.js';
import { handPoint } from '../world/snapshot.js';
import type { Box3, World } from '../world/types.js';
import type { ObjectAction } from './action.js';
import { pickSceneFor } from './pick-scene.js';

/**
 * Two more such rules `step` applies: reach measured to the object, which implies AI2-THOR's
 * visibility within 1.5 m on the floor plane (`withinReach`), and a door that would swing into the
 * Follower (`doorSwingHitsFollower`).
 */
export const THOR_ONLY_RULES = ['pickup_clip', 'held_blocks_ray'] as const;
export type ThorOnlyRule = (typeof THOR_ONLY_RULES)[number];

/** Overlaps thinner than this are contact, not clipping (m). */
const CONTACT = 0.005;
/** Where on the way from the body to the hand the held object is tested (fractions of the way). */
const CLIP_PATH = [0.5, 0.75, 1] as const;

const overlaps = (a: Box3, b: Box3) =>
  a.min.x < b.max.x - CONTACT && b.min.x < a.max.x - CONTACT && a.min.y < b.max.y - CONTACT && b.min.y < a.max.y - CONTACT &&
  a.min.z < b.max.z - CONTACT && b.min.z < a.max.z - CONTACT;

/** A pickable's solid parts as world boxes (a cylinder or an ellipsoid by its bounding box). */
function partBoxes(p: Pickable): Box3[] {
  const { min } = p.box;
  const s = boxSize(p.box);
  return p.parts.map((part) => {
    const [a, b] = part.kind === 'box' ? [part.min, part.max]
      : part.kind === 'cylinder' ? [[0, part.y0, 0] as const, [1, part.y1, 1] as const]
        : [[0, 0, 0] as const, [1, 1, 1] as const];
    return {
      min: { x: min.x + a[0] * s.x, y: min.y + a[1] * s.y, z: min.z + a[2] * s.z },
      max: { x: min.x + b[0] * s.x, y: min.y + b[1] * s.y, z: min.z + b[2] * s.z },
    };
  });
}

/**
 * AI2-THOR's pickup moves the object to the hand and refuses when it would clip into something
 * there. The object is tested at the hand and on the way to it, so a thin wall between is met too.
 */
function wouldClip(world: World, objectId: string): boolean {
  const o = getObject(world, objectId);
  if (!o) return false;
  const hand = handPoint(world);
  const c = boxCenter(o.bbox);
  const carried = new Set([objectId, ...descendantsOf(world, objectId).map((d) => d.objectId)]);
  const scene = pickSceneFor(world);
  const solids = [...scene.walls, ...scene.pickables.filter((p) => !carried.has(p.objectId)).flatMap(partBoxes)];
  return CLIP_PATH.some((f) => {
    const at = { x: world.follower.x + f * (hand.x - world.follower.x), y: hand.y, z: world.follower.z + f * (hand.z - world.follower.z) };
    const moved = translateBox(o.bbox, { x: at.x - c.x, y: at.y - c.y, z: at.z - c.z });
    return solids.some((b) => overlaps(b, moved));
  });
}

/** The held object, drawn at the hand, is the first thing the click's ray meets. */
function heldInTheWay(world: World, x: number, y: number, clickedT: number): boolean {
  const held = heldObject(world);
  if (!held) return false;
  const hand = handPoint(world);
  const c = boxCenter(held.bbox);
  const b = translateBox(held.bbox, { x: hand.x - c.x, y: hand.y - c.y, z: hand.z - c.z });
  const cam = cameraBasis(followerCamera(world));
  const t = rayBox(cam.position, rayDirection(cam, x, y), b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z);
  return t < clickedT;
}

/**
 * Which AI2-THOR-only rules would have refused an object action that succeeded here.
 * `before` is the world the action was taken in, `after` the world it made.
 */
export function thorOnlyRefusals(before: World, after: World, action: ObjectAction, objectId: string): ThorOnlyRule[] {
  const out: ThorOnlyRule[] = [];
  if (action.name === 'Pickup' && wouldClip(before, objectId)) out.push('pickup_clip');
  if (before.follower.heldObjectId !== null) {
    const cam = cameraBasis(followerCamera(before));
    const clicked = castRay(pickSceneFor(before), cam.position, rayDirection(cam, action.x, action.y)).t;
    if (heldInTheWay(before, action.x, action.y, clicked)) out.push('held_blocks_ray');
  }
  return out;
}
