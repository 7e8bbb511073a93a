/**
 * Where to click an object from a given pose: sample the object's projected box, keep the frame
 * points whose ray shows the object first and whose hit point lies within the click distance of
 * the Follower's body, and pick one. This is the simulator's own ray model (castRay, pickSceneFor),
 * so a point found here resolves to the object in `step`.
 */
import {
  INTERACTION_DISTANCE, cameraBasis, castRay, followerCamera, followerCenter, getObject, pickSceneFor,
  projectPoint, projectedRect, rayDirection, type ObjectActionName, type SimObject, type World,
} from '@chorehouse/sim';
import { packingTargets } from './packing.js';

/** Stay this far inside the click distance, so rounding never puts a click out of reach. */
const REACH_MARGIN = 0.02;
/** Sample spacing in frame units, and bounds on samples per axis. */
const SPACING = 0.03;
const MIN_SAMPLES = 5;
const COARSE_SAMPLES = 4;
/** An aimed click counts when it lands this close to its target spot (m). */
const AIM_TOLERANCE = 0.004;
const MAX_SAMPLES = 15;
/** Receptacles with a smaller footprint (m^2) are packed from a corner when placing. */
const SMALL_SURFACE = 0.9;

export interface ClickCandidate {
  readonly x: number;
  readonly y: number;
  /** Distance from the Follower's body centre to the clicked surface point (m). */
  readonly reach: number;
  /** The clicked surface point. */
  readonly at: { readonly x: number; readonly y: number; readonly z: number };
  /** For a click aimed at a packing spot: the spot's rank (0 is the best spot). */
  readonly rank?: number;
}

/** A dish or a small surface (a cabinet shelf, a chair's seat, a side table), where placing should pack things tightly. */
export function isSmallReceptacle(o: SimObject): boolean {
  return o.pickupable || o.surfaces.reduce((a, s) => a + (s.maxX - s.minX) * (s.maxZ - s.minZ), 0) < SMALL_SURFACE;
}

/** Clickable points on the object from the world's current pose, best first (at most `max`). */
export function clickCandidates(world: World, objectId: string, action: ObjectActionName, max = 3): ClickCandidate[] {
  const obj = getObject(world, objectId);
  if (!obj) return [];
  const cam = cameraBasis(followerCamera(world));
  const rect = projectedRect(cam, obj.bbox);
  if (!rect) return [];
  const scene = pickSceneFor(world);
  const body = followerCenter(world);
  const u0 = rect.u0, u1 = Math.min(0.999, rect.u1), v0 = rect.v0, v1 = Math.min(0.999, rect.v1);
  const hits: ClickCandidate[] = [];
  let seen = false;
  const sample = (nu: number, nv: number) => {
    for (let a = 0; a < nu; a++) {
      for (let b = 0; b < nv; b++) {
        const u = u0 + ((a + 0.5) / nu) * (u1 - u0);
        const v = v0 + ((b + 0.5) / nv) * (v1 - v0);
        const dir = rayDirection(cam, u, v);
        const hit = castRay(scene, cam.position, dir);
        if (hit.objectId !== objectId || !Number.isFinite(hit.t)) continue;
        seen = true;
        const p = { x: cam.position.x + dir.x * hit.t, y: cam.position.y + dir.y * hit.t, z: cam.position.z + dir.z * hit.t };
        const reach = Math.hypot(p.x - body.x, p.y - body.y, p.z - body.z);
        if (reach <= INTERACTION_DISTANCE - REACH_MARGIN) hits.push({ x: u, y: v, reach, at: p });
      }
    }
  };
  // A coarse look first: most poses do not show the object at all, and that is cheap to learn.
  sample(COARSE_SAMPLES, COARSE_SAMPLES);
  if (!seen) return [];
  const nu = Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, Math.ceil((u1 - u0) / SPACING)));
  const nv = Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, Math.ceil((v1 - v0) / SPACING)));
  if (nu > COARSE_SAMPLES || nv > COARSE_SAMPLES) {
    hits.length = 0;
    sample(nu, nv);
  }
  if (hits.length === 0) return [];
  // Place aims where the object will land (the free spot nearest the click). On a big surface
  // prefer the nearest point, so things stay within reach; on a dish, a corner, so things pack
  // tightly. Other actions prefer the middle of what is visible, away from edges where a
  // neighbour could take the click.
  let score: (c: ClickCandidate) => number;
  const b = obj.bbox;
  if (action === 'Place' && isSmallReceptacle(obj)) {
    score = (c) => Math.hypot(c.at.x - b.min.x, c.at.z - b.min.z);
  } else if (action === 'Place') {
    score = (c) => c.reach;
  } else {
    const mu = hits.reduce((s, c) => s + c.x, 0) / hits.length;
    const mv = hits.reduce((s, c) => s + c.y, 0) / hits.length;
    score = (c) => (c.x - mu) ** 2 + (c.y - mv) ** 2;
  }
  return hits
    .map((c) => ({ c, s: score(c) }))
    .sort((p, q) => p.s - q.s || p.c.x - q.c.x || p.c.y - q.c.y)
    .slice(0, max)
    .map((p) => ({ ...p.c, x: Math.round(p.c.x * 1e4) / 1e4, y: Math.round(p.c.y * 1e4) / 1e4 }));
}

/** Clicks through the packing targets on a receptacle, where a ray reaches them (see packing.ts). */
export function aimedClicks(world: World, receptacleId: string): ClickCandidate[] {
  const rec = getObject(world, receptacleId);
  const held = world.follower.heldObjectId === null ? undefined : getObject(world, world.follower.heldObjectId);
  if (!rec || !held) return [];
  const cam = cameraBasis(followerCamera(world));
  const scene = pickSceneFor(world);
  const body = followerCenter(world);
  const out: ClickCandidate[] = [];
  for (const [rank, target] of packingTargets(world, rec, held).entries()) {
    const p = projectPoint(cam, target);
    if (!p || p.u < 0 || p.u >= 0.999 || p.v < 0 || p.v >= 0.999) continue;
    const u = Math.round(p.u * 1e4) / 1e4, v = Math.round(p.v * 1e4) / 1e4;
    const dir = rayDirection(cam, u, v);
    const hit = castRay(scene, cam.position, dir);
    if (hit.objectId !== receptacleId || !Number.isFinite(hit.t)) continue;
    const at = { x: cam.position.x + dir.x * hit.t, y: cam.position.y + dir.y * hit.t, z: cam.position.z + dir.z * hit.t };
    // Only where the ray reaches the spot itself: a neighbour in the way would move the landing.
    if (Math.hypot(at.x - target.x, at.z - target.z) > AIM_TOLERANCE) continue;
    const reach = Math.hypot(at.x - body.x, at.y - body.y, at.z - body.z);
    if (reach <= INTERACTION_DISTANCE - REACH_MARGIN) out.push({ x: u, y: v, reach, at, rank });
  }
  return out;
}
