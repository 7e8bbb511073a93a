/**
 * The object the simulator's ray shows at a frame point: the same computation (pick scene, camera
 * basis, ray cast) the server runs to resolve a click, so what is highlighted is what gets picked.
 */
import { castRay, cameraBasis, pickSceneFor, rayDirection, type CameraPose, type World } from '@chorehouse/sim';
import type { FramePoint } from './frame-point.js';

export function objectAt(world: World, pose: CameraPose, p: FramePoint): string | null {
  const cam = cameraBasis(pose);
  return castRay(pickSceneFor(world), cam.position, rayDirection(cam, p.x, p.y)).objectId;
}
