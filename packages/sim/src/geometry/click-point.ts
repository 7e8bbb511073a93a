/**
 * Where to click to reach an object: a frame point (x, y) at which the object is the first thing
 * the Follower's view shows. Used by agents, tests and the client's hotspots.
 */
import { pickSceneFor } from '../actions/pick-scene.js';
import { getObject } from '../world/lookup.js';
import type { World } from '../world/types.js';
import { distance } from './vec.js';
import { boxCenter } from './box.js';
import { INTERACTION_DISTANCE, cameraBasis, followerCamera, followerCenter, projectPoint, projectedRect, rayDirection } from './camera.js';
import { castRay, shownObjectId } from './raycast.js';

const SAMPLES = 12;

export interface ClickPoint {
  readonly x: number;
  readonly y: number;
}

/** The visible point of the object nearest its projected centre, or null if it cannot be seen. */
export function findClickPoint(world: World, objectId: string): ClickPoint | null {
  const obj = getObject(world, objectId);
  if (!obj) return null;
  const scene = pickSceneFor(world);
  const cam = cameraBasis(followerCamera(world));
  const shows = (u: number, v: number) => u >= 0 && u < 1 && v >= 0 && v < 1 && shownObjectId(scene, cam.position, rayDirection(cam, u, v)) === objectId;

  const c = projectPoint(cam, boxCenter(obj.bbox));
  if (c && shows(c.u, c.v)) return { x: c.u, y: c.v };
  const rect = projectedRect(cam, obj.bbox);
  if (!rect) return null;
  const { u0, v0 } = rect;
  const u1 = Math.min(0.999, rect.u1), v1 = Math.min(0.999, rect.v1);
  const cu = c ? c.u : (u0 + u1) / 2;
  const cv = c ? c.v : (v0 + v1) / 2;
  let best: ClickPoint | null = null;
  let bestD = Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < SAMPLES; j++) {
      const u = u0 + ((i + 0.5) / SAMPLES) * (u1 - u0);
      const v = v0 + ((j + 0.5) / SAMPLES) * (v1 - v0);
      const d = (u - cu) ** 2 + (v - cv) ** 2;
      if (d < bestD && shows(u, v)) [best, bestD] = [{ x: u, y: v }, d];
    }
  }
  return best;
}

/** Ids of the objects the Follower can currently see in its frame (coarse 24x24 ray grid). */
export function visibleObjectIds(world: World, samples = 24): string[] {
  const scene = pickSceneFor(world);
  const cam = cameraBasis(followerCamera(world));
  const seen = new Set<string>();
  for (let i = 0; i < samples; i++) {
    for (let j = 0; j < samples; j++) {
      const id = shownObjectId(scene, cam.position, rayDirection(cam, (i + 0.5) / samples, (j + 0.5) / samples));
      if (id !== null) seen.add(id);
    }
  }
  return [...seen].filter((id) => getObject(world, id) !== undefined).sort();
}

/** A click point on the object whose clicked point is within the Follower's reach, or null. */
export function clickWithinReach(world: World, objectId: string): ClickPoint | null {
  const click = findClickPoint(world, objectId);
  if (!click) return null;
  const cam = cameraBasis(followerCamera(world));
  const dir = rayDirection(cam, click.x, click.y);
  const t = castRay(pickSceneFor(world), cam.position, dir).t;
  const p = { x: cam.position.x + dir.x * t, y: cam.position.y + dir.y * t, z: cam.position.z + dir.z * t };
  return distance(followerCenter(world), p) <= INTERACTION_DISTANCE ? click : null;
}
