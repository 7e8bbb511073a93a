/**
 * The simulator's camera model on a three.js camera. The simulator uses AI2-THOR's left-handed
 * axes (yaw 0 looks along +z, yaw 90 along +x); the renderer draws the world inside a group
 * mirrored in z (see world-scene.tsx), so a simulator point (x, y, z) is at three.js (x, y, -z).
 */
import type { CameraPose } from '@chorehouse/sim';
import { FIELD_OF_VIEW_DEG } from '@chorehouse/sim';
import type { PerspectiveCamera } from 'three';

const RAD = Math.PI / 180;

export const CAMERA_NEAR = 0.05;
export const CAMERA_FAR = 60;

/** Sim coordinates to the renderer's. */
export const toThree = (x: number, y: number, z: number): [number, number, number] => [x, y, -z];

export function applyCameraPose(camera: PerspectiveCamera, pose: CameraPose): void {
  camera.position.set(...toThree(pose.position.x, pose.position.y, pose.position.z));
  // Yaw turns clockwise seen from above in AI2-THOR; a positive pitch looks down. Roll is about the
  // view axis, which the mirror in z leaves alone; 'YXZ' applies it first, as Unity does.
  camera.rotation.set(-pose.pitch * RAD, -pose.yaw * RAD, (pose.roll ?? 0) * RAD, 'YXZ');
  if (camera.fov !== FIELD_OF_VIEW_DEG || camera.aspect !== 1) {
    // The frame is square, so the vertical field of view is also the horizontal one.
    camera.fov = FIELD_OF_VIEW_DEG;
    camera.aspect = 1;
    camera.updateProjectionMatrix();
  }
  camera.updateMatrixWorld();
}
