/**
 * The part of a pick scene that rays through one rectangle of the frame can meet. Resolving a
 * click casts a few hundred rays through small rectangles (the click window, an object's projected
 * box); each ray tested every object of the room. Rays through a rectangle stay inside the pyramid
 * its four corner rays span, so an object whose box lies wholly outside one of the pyramid's side
 * planes can never be hit by any of them, and leaving it out changes no ray's answer
 * (`frame-cull.test.ts` checks ray by ray).
 */
import type { Vec3 } from '../world/metadata.js';
import type { Box3 } from '../world/types.js';
import { rayDirection, type CameraBasis, type FrameRect } from './camera.js';
import type { PickScene } from './raycast.js';
import { cross, dot } from './vec.js';

/**
 * Slack on the outside test, in metres along a side plane's unit normal: a box that only touches
 * the plane (rounding aside) is kept.
 */
const SLACK = 1e-9;

/** Inward unit normals of the pyramid's four side planes, through the camera. */
function sidePlanes(cam: CameraBasis, rect: FrameRect): Vec3[] {
  const corners = [
    rayDirection(cam, rect.u0, rect.v0),
    rayDirection(cam, rect.u1, rect.v0),
    rayDirection(cam, rect.u1, rect.v1),
    rayDirection(cam, rect.u0, rect.v1),
  ];
  const centre = rayDirection(cam, (rect.u0 + rect.u1) / 2, (rect.v0 + rect.v1) / 2);
  const planes: Vec3[] = [];
  for (let i = 0; i < 4; i++) {
    const n = cross(corners[i]!, corners[(i + 1) % 4]!);
    const len = Math.hypot(n.x, n.y, n.z);
    // A rectangle with no width along one axis still bounds the rays along the other.
    if (len === 0) continue;
    const sign = dot(n, centre) >= 0 ? 1 : -1;
    planes.push({ x: (n.x * sign) / len, y: (n.y * sign) / len, z: (n.z * sign) / len });
  }
  return planes;
}

/** The walls and objects of the scene that a ray through `rect` (frame coordinates, 0..1) may meet. */
export function sceneThrough(scene: PickScene, cam: CameraBasis, rect: FrameRect): PickScene {
  const planes = sidePlanes(cam, rect);
  const o = cam.position;
  // Some corner is on the inner side of every plane: for each plane, the corner furthest along its
  // normal (no corner list is made: this runs for every object, a few times a click).
  const mayMeet = (box: Box3) => planes.every((n) =>
    n.x * ((n.x >= 0 ? box.max.x : box.min.x) - o.x) + n.y * ((n.y >= 0 ? box.max.y : box.min.y) - o.y) + n.z * ((n.z >= 0 ? box.max.z : box.min.z) - o.z) >= -SLACK);
  // Open doors swing outside their object's box: always kept.
  return { pickables: scene.pickables.filter((p) => p.doors !== undefined || mayMeet(p.box)), walls: scene.walls.filter(mayMeet) };
}
