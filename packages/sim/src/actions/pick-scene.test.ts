import { describe, expect, it } from 'vitest';
import { castRay } from '../geometry/raycast.js';
import { createWorld } from '../world/create-world.js';
import { buildNavGrid } from '../world/nav.js';
import type { Box3 } from '../world/types.js';
import { pickSceneFor } from './pick-scene.js';

const box = (minX: number, minY: number, minZ: number, maxX: number, maxY: number, maxZ: number): Box3 =>
  ({ min: { x: minX, y: minY, z: minZ }, max: { x: maxX, y: maxY, z: maxZ } });

/** An L-shaped counter: its bounding box spans the corner of floor it does not cover. */
function lCounterWorld(withShape: boolean) {
  const shape = [box(0, 0, 0, 2, 0.9, 0.6), box(0, 0, 0.6, 0.6, 0.9, 2)];
  return createWorld({
    objects: [
      { objectId: 'CounterTop|+01.00|+00.90|+01.00', objectType: 'CounterTop', position: { x: 1, y: 0, z: 1 }, center: { x: 1, y: 0.45, z: 1 }, size: { x: 2, y: 0.9, z: 2 }, ...(withShape ? { shape } : {}) },
      { objectId: 'Apple|+01.50|+00.00|+01.50', objectType: 'Apple', position: { x: 1.5, y: 0, z: 1.5 } },
    ],
    nav: buildNavGrid(0, 0, 9, 9, () => true),
    follower: { x: 1.5, z: 1.5, yaw: 0 },
    seed: 1,
  });
}

describe('pick scene', () => {
  it('uses a fixture\'s own parts, so rays reach the floor its bounding box spans', () => {
    const down = { x: 0, y: -1, z: 0 };
    const from = { x: 1.5, y: 2, z: 1.5 };
    expect(castRay(pickSceneFor(lCounterWorld(true)), from, down).objectId).toBe('Apple|+01.50|+00.00|+01.50');
    expect(castRay(pickSceneFor(lCounterWorld(false)), from, down).objectId).toBe('CounterTop|+01.00|+00.90|+01.00');
    // The arms of the L are still solid.
    expect(castRay(pickSceneFor(lCounterWorld(true)), { x: 0.3, y: 2, z: 1.5 }, down).objectId).toBe('CounterTop|+01.00|+00.90|+01.00');
  });

  it('refuses a fixed shape on a pickupable object', () => {
    expect(() => createWorld({
      objects: [{ objectId: 'Mug|+00.00|+00.00|+00.00', objectType: 'Mug', position: { x: 0, y: 0, z: 0 }, shape: [box(0, 0, 0, 0.1, 0.1, 0.1)] }],
      nav: buildNavGrid(0, 0, 1, 1, () => true), follower: { x: 0, z: 0, yaw: 0 }, seed: 1,
    })).toThrow(/cannot have a fixed shape/);
  });
});
