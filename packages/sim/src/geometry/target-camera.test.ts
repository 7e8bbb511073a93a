import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { pickSceneFor } from '../actions/pick-scene.js';
import { getObject, isHidden } from '../world/lookup.js';
import { isWalkable } from '../world/nav.js';
import { cameraBasis, projectPoint, rayDirection } from './camera.js';
import { boxCorners } from './box.js';
import { castRay } from './raycast.js';
import { framedObject, targetObjectCamera, TARGET_CAMERA_HEIGHT } from './target-camera.js';

const world = createDemoKitchen();
const centre = (id: string) => {
  const b = getObject(world, id)!.bbox;
  return { x: (b.min.x + b.max.x) / 2, y: (b.min.y + b.max.y) / 2, z: (b.min.z + b.max.z) / 2 };
};

describe('targetObjectCamera', () => {
  const shown = world.objects.filter((o) => !o.disabled && o.objectType !== 'Floor');

  it.each(shown.map((o) => [o.objectId]))('frames %s from a reachable grid point, 1.8 m up, along a cardinal, centred vertically', (id) => {
    const pose = targetObjectCamera(world, id);
    expect(isWalkable(world.nav, pose.position.x, pose.position.z)).toBe(true);
    expect(pose.position.y).toBeCloseTo(world.floorY + TARGET_CAMERA_HEIGHT, 9);
    expect([0, 90, 180, 270]).toContain(pose.yaw);
    const framed = framedObject(world, getObject(world, id)!);
    const p = projectPoint(cameraBasis(pose), centre(framed.objectId))!;
    expect(p).not.toBeNull();
    expect(p.v).toBeCloseTo(0.5, 6);
    expect(p.u).toBeGreaterThan(0.05);
    expect(p.u).toBeLessThan(0.95);
  });

  it('sees most objects at the centre of the frame by the simulator\'s own ray', () => {
    const scene = pickSceneFor(world);
    let seen = 0;
    for (const o of shown) {
      const pose = targetObjectCamera(world, o.objectId);
      const cam = cameraBasis(pose);
      const p = projectPoint(cam, centre(framedObject(world, o).objectId))!;
      const hit = castRay(scene, cam.position, rayDirection(cam, p.u, p.v)).objectId;
      if (hit === framedObject(world, o).objectId) seen++;
    }
    expect(seen / shown.length).toBeGreaterThan(0.7);
  });

  it('frames the closed container an object is shut in', () => {
    const hidden = world.objects.find((o) => !o.disabled && isHidden(world, o));
    if (!hidden) return expect.fail('the demo kitchen has something in a closed cabinet');
    const framed = framedObject(world, hidden);
    expect(framed.objectId).not.toBe(hidden.objectId);
    expect(targetObjectCamera(world, hidden.objectId)).toEqual(targetObjectCamera(world, framed.objectId));
  });

  it('throws for an id the world does not have (a caller bug)', () => {
    expect(() => targetObjectCamera(world, 'Nothing|0|0|0')).toThrow();
  });
});

describe('the target view shows the whole object where a grid point allows it', () => {
  it('the demo fridge, tall and shut, fits the frame rather than filling it with its door', () => {
    const fridge = world.objects.find((o) => o.objectType === 'Fridge')!;
    const basis = cameraBasis(targetObjectCamera(world, fridge.objectId));
    for (const [x, y, z] of boxCorners(fridge.bbox)) {
      const uv = projectPoint(basis, { x, y, z })!;
      expect(uv).not.toBeNull();
      expect(uv.u).toBeGreaterThan(0);
      expect(uv.u).toBeLessThan(1);
      expect(uv.v).toBeGreaterThan(0);
      expect(uv.v).toBeLessThan(1);
    }
  });
});
