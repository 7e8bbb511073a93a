import { cameraBasis, projectPoint, type CameraPose } from '@chorehouse/sim';
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { applyCameraPose, toThree } from './camera-pose.js';

/** Where three.js draws a simulator point, as a frame point (u, v) with origin top-left. */
function drawnAt(camera: PerspectiveCamera, p: { x: number; y: number; z: number }): { u: number; v: number } {
  const ndc = new Vector3(...toThree(p.x, p.y, p.z)).project(camera);
  return { u: (ndc.x + 1) / 2, v: (1 - ndc.y) / 2 };
}

describe('applyCameraPose', () => {
  const poses: CameraPose[] = [
    { position: { x: 0, y: 1.575, z: 0 }, yaw: 0, pitch: 30 },
    { position: { x: 1.25, y: 1.575, z: -0.5 }, yaw: 90, pitch: 0 },
    { position: { x: -2, y: 2.5, z: 1 }, yaw: 180, pitch: 60 },
    { position: { x: 0.5, y: 1.2, z: 2 }, yaw: 270, pitch: -30 },
    // TEACh's target camera before a search turns it about the view axis.
    { position: { x: -1, y: 1, z: -2 }, yaw: 0, pitch: 0, roll: 90 },
    { position: { x: 0.2, y: 1.4, z: -1 }, yaw: 45, pitch: 20, roll: -35 },
  ];
  const points = [
    { x: 0.3, y: 0.9, z: 1.2 }, { x: -0.4, y: 1.8, z: 2 }, { x: 1.5, y: 0.2, z: 0.7 },
    { x: 2.2, y: 1.5, z: -0.8 }, { x: -1, y: 0.5, z: -3 }, { x: 0, y: 0, z: 0.5 },
  ];

  it.each(poses)('draws every point where the simulator projects it (yaw $yaw, pitch $pitch, roll $roll)', (pose) => {
    const camera = new PerspectiveCamera();
    applyCameraPose(camera, pose);
    const basis = cameraBasis(pose);
    let compared = 0;
    for (const p of points) {
      const sim = projectPoint(basis, p);
      if (!sim) continue;
      const drawn = drawnAt(camera, p);
      expect(drawn.u).toBeCloseTo(sim.u, 6);
      expect(drawn.v).toBeCloseTo(sim.v, 6);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('a roll of 90 turns the frame so that up is its right, as Unity\'s z rotation of TEACh\'s target camera does', () => {
    const pose: CameraPose = { position: { x: 0, y: 1, z: 0 }, yaw: 0, pitch: 0, roll: 90 };
    const camera = new PerspectiveCamera();
    applyCameraPose(camera, pose);
    // A point straight ahead and above the camera is drawn right of the centre, not above it.
    const above = { x: 0, y: 1.5, z: 2 };
    expect(drawnAt(camera, above).u).toBeGreaterThan(0.6);
    expect(drawnAt(camera, above).v).toBeCloseTo(0.5, 6);
    expect(projectPoint(cameraBasis(pose), above)!.u).toBeGreaterThan(0.6);
  });

  it('uses the square 90 degree frame', () => {
    const camera = new PerspectiveCamera(50, 1.7);
    applyCameraPose(camera, poses[0]!);
    expect(camera.fov).toBe(90);
    expect(camera.aspect).toBe(1);
  });
});
