import { describe, expect, it } from 'vitest';
import { cameraBasis, projectPoint, rayDirection } from './camera.js';
import { castRay, rayBox, type Pickable } from './raycast.js';
import { SHAPE_PARTS } from '../catalog/shapes.js';

const box = (minX: number, minY: number, minZ: number, maxX: number, maxY: number, maxZ: number) => ({ min: { x: minX, y: minY, z: minZ }, max: { x: maxX, y: maxY, z: maxZ } });
const pickable = (objectId: string, b: ReturnType<typeof box>, extra: Partial<Pickable> = {}): Pickable =>
  ({ objectId, box: b, parts: SHAPE_PARTS.box, ancestors: [], revealsContents: false, ...extra });

describe('camera', () => {
  it.each([
    [0, { x: 0, z: 1 }, { x: 1, z: 0 }],
    [90, { x: 1, z: 0 }, { x: 0, z: -1 }],
    [180, { x: 0, z: -1 }, { x: -1, z: 0 }],
    [270, { x: -1, z: 0 }, { x: 0, z: 1 }],
  ])('yaw %i looks along the AI2-THOR heading', (yaw, fwd, right) => {
    const cam = cameraBasis({ position: { x: 0, y: 1.5, z: 0 }, yaw, pitch: 0 });
    expect(cam.forward.x).toBeCloseTo(fwd.x);
    expect(cam.forward.z).toBeCloseTo(fwd.z);
    expect(cam.right.x).toBeCloseTo(right.x);
    expect(cam.right.z).toBeCloseTo(right.z);
    expect(cam.up.y).toBeCloseTo(1);
  });

  it('projects back the point a pixel ray passes through, with a 90 degree field of view', () => {
    const cam = cameraBasis({ position: { x: 0.5, y: 1.575, z: -1 }, yaw: 90, pitch: 30 });
    for (const [u, v] of [[0.5, 0.5], [0.1, 0.9], [0.77, 0.23]] as const) {
      const d = rayDirection(cam, u, v);
      const p = projectPoint(cam, { x: cam.position.x + 2 * d.x, y: cam.position.y + 2 * d.y, z: cam.position.z + 2 * d.z })!;
      expect(p.u).toBeCloseTo(u, 9);
      expect(p.v).toBeCloseTo(v, 9);
    }
    const edge = rayDirection(cameraBasis({ position: { x: 0, y: 0, z: 0 }, yaw: 0, pitch: 0 }), 1, 0.5);
    expect(Math.atan2(edge.x, edge.z) * (180 / Math.PI)).toBeCloseTo(45);
    expect(projectPoint(cam, { x: -5, y: 1.5, z: -1 })).toBeNull();
  });
});

describe('ray casting', () => {
  const o = { x: 0, y: 0, z: 0 };
  it('hits boxes at their entry distance and misses beside them', () => {
    expect(rayBox(o, { x: 0, y: 0, z: 1 }, -1, -1, 2, 1, 1, 3)).toBeCloseTo(2);
    expect(rayBox(o, { x: 0, y: 0, z: 1 }, 2, -1, 2, 3, 1, 3)).toBe(Infinity);
    expect(rayBox(o, { x: 0, y: 0, z: -1 }, -1, -1, 2, 1, 1, 3)).toBe(Infinity);
  });

  it('takes the nearest object, and walls hide what is behind them', () => {
    const scene = { pickables: [pickable('far', box(-1, -1, 4, 1, 1, 5)), pickable('near', box(-1, -1, 2, 1, 1, 3))], walls: [] };
    expect(castRay(scene, o, { x: 0, y: 0, z: 1 }).objectId).toBe('near');
    const walled = { ...scene, walls: [box(-5, -5, 1, 5, 5, 1.1)] };
    expect(castRay(walled, o, { x: 0, y: 0, z: 1 }).objectId).toBeNull();
  });

  it('sees a cylinder only inside its circle, not in the corners of its box', () => {
    const cyl = pickable('mug', box(-0.5, -1, 2, 0.5, 1, 3), { parts: SHAPE_PARTS.cylinder });
    const scene = { pickables: [cyl], walls: [] };
    expect(castRay(scene, o, { x: 0, y: 0, z: 1 }).t).toBeCloseTo(2);
    expect(castRay(scene, { x: 0.45, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }).objectId).toBe('mug');
    expect(castRay(scene, { x: 0.45, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }).t).toBeGreaterThan(2.2);
  });

  it('lets a ray through an open container reach what it holds, but not through a surface', () => {
    const pot = pickable('pot', box(-0.5, -0.5, 2, 0.5, 0.5, 3), { revealsContents: true });
    const potato = pickable('potato', box(-0.1, -0.1, 2.4, 0.1, 0.1, 2.6), { ancestors: ['pot'] });
    expect(castRay({ pickables: [pot, potato], walls: [] }, o, { x: 0, y: 0, z: 1 }).objectId).toBe('potato');
    const shelf = { ...pot, revealsContents: false };
    expect(castRay({ pickables: [shelf, potato], walls: [] }, o, { x: 0, y: 0, z: 1 }).objectId).toBe('pot');
  });

  it('passes through holes cut into a fixture', () => {
    const counter = pickable('counter', box(-1, -0.1, 1, 1, 0, 3), { holes: [{ minX: -0.3, maxX: 0.3, minZ: 1.5, maxZ: 2.5 }] });
    const basin = pickable('basin', box(-0.3, -0.4, 1.5, 0.3, -0.1, 2.5));
    const down = { x: 0, y: -1, z: 0 };
    expect(castRay({ pickables: [counter, basin], walls: [] }, { x: 0, y: 1, z: 2 }, down).objectId).toBe('basin');
    expect(castRay({ pickables: [counter, basin], walls: [] }, { x: 0.8, y: 1, z: 2 }, down).objectId).toBe('counter');
  });
});
