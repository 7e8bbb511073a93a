/**
 * Reach: how far the Follower's hand goes. An object is within reach when some point of it lies
 * within 1.5 m of the Follower's body centre, as AI2-THOR measures interaction distance to the
 * object itself (thor-world.md 4.2), not to the pixel the player happened to click: so a
 * faucet's top and its base, or a basin's near and far side, answer alike, and one rule serves
 * every action, the buttons and the dead-end check.
 */
import type { ObjectActionName } from '../actions/action.js';
import type { Vec3 } from '../world/metadata.js';
import type { Box3, SimObject, World } from '../world/types.js';
import { INTERACTION_DISTANCE, followerCenter } from './camera.js';

/** Distance from a point to the nearest point of a box (0 inside it). */
export function distanceToBox(p: Vec3, b: Box3): number {
  const dx = Math.max(b.min.x - p.x, 0, p.x - b.max.x);
  const dy = Math.max(b.min.y - p.y, 0, p.y - b.max.y);
  const dz = Math.max(b.min.z - p.z, 0, p.z - b.max.z);
  return Math.hypot(dx, dy, dz);
}

/**
 * Distance from the Follower's body centre to the nearest point of the object: of its parts when
 * a fixture has its own (an L-shaped counter's box spans floor it does not cover), else of its box.
 */
export function reachDistance(world: World, obj: SimObject): number {
  const c = followerCenter(world);
  const boxes = obj.shape && obj.shape.length > 0 ? obj.shape : [obj.bbox];
  return Math.min(...boxes.map((b) => distanceToBox(c, b)));
}

export function withinReach(world: World, obj: SimObject): boolean {
  return reachDistance(world, obj) <= INTERACTION_DISTANCE;
}

/**
 * Within reach for this action: for Place, also some surface the object could land on, on the
 * floor plane (a chair's box may be within reach by its legs while its seat is not); so the
 * button, the reason and where the object lands all answer alike.
 */
export function withinReachFor(world: World, action: ObjectActionName, obj: SimObject): boolean {
  if (!withinReach(world, obj)) return false;
  return action !== 'Place' || obj.surfaces.length === 0 || obj.surfaces.some((s) => footprintWithinReach(world, s));
}

/** Whether a footprint on the floor plane (where an object would land) is within reach horizontally. */
export function footprintWithinReach(world: World, r: { minX: number; maxX: number; minZ: number; maxZ: number }): boolean {
  const f = world.follower;
  return Math.hypot(Math.max(r.minX - f.x, 0, f.x - r.maxX), Math.max(r.minZ - f.z, 0, f.z - r.maxZ)) <= INTERACTION_DISTANCE;
}
