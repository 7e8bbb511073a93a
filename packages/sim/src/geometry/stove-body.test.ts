import { createWorld, type ObjectSpec } from '../world/create-world.js';
import { describe, expect, it } from 'vitest';
import { stoveBodies } from './stove-body.js';

const nav = { originX: -2, originZ: -2, cellSize: 0.25, cols: 17, rows: 17, walkable: '1'.repeat(17 * 17) };
const at = (id: string, type: string, x: number, z: number, y = 0.9): ObjectSpec => ({ objectId: id, objectType: type, position: { x, y, z } });

describe('stoveBodies', () => {
  it('joins free-standing burners and knobs into one body down to the floor', () => {
    const world = createWorld({
      nav, seed: 0, follower: { x: 0, z: 0, yaw: 0 },
      objects: [at('b1', 'StoveBurner', -1, 1.4), at('b2', 'StoveBurner', -1, 1.8), at('b3', 'StoveBurner', -0.7, 1.4), at('k1', 'StoveKnob', -0.55, 1.5)],
    });
    const bodies = stoveBodies(world.objects, 0);
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!.box;
    expect(bodies[0]!.front).toBe('x+');
    expect(body.min.y).toBe(0);
    expect(body.max.y).toBeCloseTo(0.9, 6);
    const burner = world.objects.find((o) => o.objectId === 'b2')!.bbox;
    expect(body.min.x).toBeLessThanOrEqual(burner.min.x);
    expect(body.max.z).toBeGreaterThanOrEqual(burner.max.z);
  });

  it('draws nothing under burners set into a counter', () => {
    const counter: ObjectSpec = { objectId: 'c', objectType: 'CounterTop', position: { x: -1, y: 0.88, z: 1.5 }, size: { x: 1.5, y: 0.02, z: 1.5 } };
    const world = createWorld({ nav, seed: 0, follower: { x: 0, z: 0, yaw: 0 }, objects: [counter, at('b1', 'StoveBurner', -1, 1.4)] });
    expect(stoveBodies(world.objects, 0)).toEqual([]);
  });
});
