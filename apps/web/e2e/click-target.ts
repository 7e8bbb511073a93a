/**
 * Where a test should click to hit an object: a frame point well inside what the simulator's rays
 * show of it (its neighbours within 1.5% of the frame hit it too; less for thin things like a
 * knife), within the Follower's reach. A point on an object's edge can land on its neighbour after
 * pixel rounding.
 */
import {
  INTERACTION_DISTANCE, cameraBasis, castRay, followerCamera, followerCenter, pickSceneFor, rayDirection, type World,
} from '@chorehouse/sim';

const GRID = 90;

export function robustClick(world: World, objectId: string): { x: number; y: number } | null {
  for (const near of [0.015, 0.006, 0.003]) {
    const p = clickWithMargin(world, objectId, near);
    if (p) return p;
  }
  return null;
}

function clickWithMargin(world: World, objectId: string, NEAR: number): { x: number; y: number } | null {
  const scene = pickSceneFor(world);
  const cam = cameraBasis(followerCamera(world));
  const body = followerCenter(world);
  const hits = (u: number, v: number) => {
    if (u < 0 || u >= 1 || v < 0 || v >= 1) return false;
    const d = rayDirection(cam, u, v);
    const hit = castRay(scene, cam.position, d);
    if (hit.objectId !== objectId) return false;
    const p = { x: cam.position.x + d.x * hit.t, y: cam.position.y + d.y * hit.t, z: cam.position.z + d.z * hit.t };
    return Math.hypot(p.x - body.x, p.y - body.y, p.z - body.z) <= INTERACTION_DISTANCE;
  };
  const inside: { x: number; y: number }[] = [];
  for (let i = 0; i < GRID; i++) {
    for (let j = 0; j < GRID; j++) {
      const u = (i + 0.5) / GRID, v = (j + 0.5) / GRID;
      if (hits(u, v) && hits(u - NEAR, v) && hits(u + NEAR, v) && hits(u, v - NEAR) && hits(u, v + NEAR)) inside.push({ x: u, y: v });
    }
  }
  if (inside.length === 0) return null;
  const cx = inside.reduce((s, p) => s + p.x, 0) / inside.length;
  const cy = inside.reduce((s, p) => s + p.y, 0) / inside.length;
  return inside.reduce((best, p) => (Math.hypot(p.x - cx, p.y - cy) < Math.hypot(best.x - cx, best.y - cy) ? p : best));
}
