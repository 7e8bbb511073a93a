/** Culling a pick scene to a frame rectangle changes no ray through that rectangle. */
import { describe, expect, it } from 'vitest';
import { pickSceneFor } from '../actions/pick-scene.js';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { cellPosition, isWalkableCell } from '../world/nav.js';
import type { World } from '../world/types.js';
import { cameraBasis, followerCamera, rayDirection } from './camera.js';
import { sceneThrough } from './frame-cull.js';
import { castRay } from './raycast.js';

/** The demo kitchen seen from every reachable grid point, in four directions and three pitches. */
function poses(world: World): World[] {
  const out: World[] = [];
  const { cols, rows } = world.nav;
  const cells: { x: number; z: number }[] = [];
  for (let j = 0; j < rows; j += 2) for (let i = 0; i < cols; i += 2) if (isWalkableCell(world.nav, i, j)) cells.push(cellPosition(world.nav, i, j));
  for (const c of cells) {
    for (const yaw of [0, 90, 180, 270] as const) {
      for (const horizon of [-30, 0, 30] as const) out.push({ ...world, follower: { ...world.follower, x: c.x, z: c.z, yaw, horizon } });
    }
  }
  return out;
}

describe('sceneThrough', () => {
  const kitchen = createDemoKitchen();
  const views = poses(kitchen);

  it('gives every ray through the rectangle the answer of the whole scene, and keeps fewer objects for small rectangles', () => {
    let seed = 7;
    const rnd = { next: () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) };
    let rays = 0;
    let kept = 0;
    let all = 0;
    for (const world of views) {
      const scene = pickSceneFor(world);
      const cam = cameraBasis(followerCamera(world));
      for (let k = 0; k < 4; k++) {
        // Click-window sized (20 px of 900) up to a third of the frame.
        const w = 0.02 + rnd.next() * 0.3;
        const h = 0.02 + rnd.next() * 0.3;
        const u0 = rnd.next() * (1 - w);
        const v0 = rnd.next() * (1 - h);
        const rect = { u0, u1: u0 + w, v0, v1: v0 + h };
        const local = sceneThrough(scene, cam, rect);
        kept += local.pickables.length;
        all += scene.pickables.length;
        for (let r = 0; r < 12; r++) {
          // Corners and edges too, where rounding would show first.
          const u = r < 4 ? (r % 2 ? rect.u1 : rect.u0) : rect.u0 + rnd.next() * w;
          const v = r < 4 ? (r < 2 ? rect.v0 : rect.v1) : rect.v0 + rnd.next() * h;
          const dir = rayDirection(cam, u, v);
          expect(castRay(local, cam.position, dir)).toEqual(castRay(scene, cam.position, dir));
          rays++;
        }
      }
    }
    expect(rays).toBeGreaterThan(1000);
    // The point of it: most of the room is outside a small rectangle's pyramid.
    expect(kept / all).toBeLessThan(0.5);
  });
});
