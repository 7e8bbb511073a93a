/** Puts the canvas camera where the pose source says, every frame, without React re-renders. */
import type { World } from '@chorehouse/sim';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { OrthographicCamera, PerspectiveCamera } from 'three';
import { applyCameraPose, CAMERA_FAR, CAMERA_NEAR, toThree } from './camera-pose.js';
import type { PoseSource } from './pose-source.js';
import { ceilingY, roomBounds } from './room-model.js';

export function EgocentricRig({ pose }: { pose: PoseSource }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    camera.near = CAMERA_NEAR;
    camera.far = CAMERA_FAR;
    camera.updateProjectionMatrix();
    return pose.subscribe(() => invalidate());
  }, [camera, pose, invalidate]);
  useFrame(() => {
    const p = pose.get();
    if (p) applyCameraPose(camera, p);
  }, -1);
  return null;
}

/** Straight down over the whole room, north (+z) up and +x right, as the scenes' pictures. */
export function TopDownRig({ world }: { world: World }) {
  const camera = useThree((s) => s.camera) as OrthographicCamera;
  const size = useThree((s) => s.size);
  const bounds = useMemo(() => roomBounds(world), [world]);
  const top = useMemo(() => ceilingY(world) + 5, [world]);
  useEffect(() => {
    const cx = (bounds.minX + bounds.maxX) / 2;
    const cz = (bounds.minZ + bounds.maxZ) / 2;
    const span = Math.max(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ) * 1.04;
    camera.position.set(...toThree(cx, top, cz));
    camera.up.set(0, 0, -1);
    camera.lookAt(...toThree(cx, 0, cz));
    camera.near = 0.1;
    camera.far = top + 10;
    camera.zoom = Math.min(size.width, size.height) / span;
    camera.updateProjectionMatrix();
  }, [camera, bounds, top, size]);
  return null;
}
