import { cameraBasis, createDemoKitchen, projectPoint } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { loadScene, sceneWorld } from '@chorehouse/scenes';
import { distanceToWalkable, distanceToWalkableByScan, searchObjects } from './search.js';

const world = createDemoKitchen();

describe('searchObjects', () => {
  it.each([
    ['text', 'mug', 'Mug'],
    ['text', 'Coffee Machine', 'CoffeeMachine'],
    ['text', 'coffeemachine', 'CoffeeMachine'],
    ['text', 'sinkbasin', 'SinkBasin'],
  ] as const)('finds by %s "%s"', (by, value, type) => {
    const results = searchObjects(world, by, value);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.objectType === type)).toBe(true);
  });

  it('finds by id, and nothing for unknown text or ids', () => {
    const mug = world.objects.find((o) => o.objectType === 'Mug')!;
    expect(searchObjects(world, 'id', mug.objectId).map((r) => r.objectId)).toEqual([mug.objectId]);
    expect(searchObjects(world, 'id', 'Mug|+9.99|+9.99|+9.99')).toEqual([]);
    expect(searchObjects(world, 'text', 'unicorn')).toEqual([]);
  });

  it('gives a camera pose that sees the object near the middle of the frame', () => {
    for (const r of searchObjects(world, 'text', 'mug').concat(searchObjects(world, 'text', 'fridge'))) {
      const o = world.objects.find((x) => x.objectId === r.objectId)!;
      const c = { x: (o.bbox.min.x + o.bbox.max.x) / 2, y: (o.bbox.min.y + o.bbox.max.y) / 2, z: (o.bbox.min.z + o.bbox.max.z) / 2 };
      const p = projectPoint(cameraBasis({ position: { x: r.camera.x, y: r.camera.y, z: r.camera.z }, yaw: r.camera.yaw, pitch: r.camera.pitch }), c);
      expect(p).not.toBeNull();
      expect(Math.abs(p!.u - 0.5)).toBeLessThan(0.05);
      expect(Math.abs(p!.v - 0.5)).toBeLessThan(0.05);
    }
  });
});

describe('distanceToWalkable', () => {
  it('finds the same nearest walkable cell as a scan of the whole grid, inside, at the edges and far outside', () => {
    for (const w of [createDemoKitchen(), sceneWorld(loadScene(12)), sceneWorld(loadScene(301))]) {
      const { nav } = w;
      const width = nav.cols * nav.cellSize;
      const depth = nav.rows * nav.cellSize;
      let checked = 0;
      for (let a = -0.6; a <= 1.6; a += 0.037) {
        for (let b = -0.6; b <= 1.6; b += 0.041) {
          const x = nav.originX + a * width;
          const z = nav.originZ + b * depth;
          expect(distanceToWalkable(w, x, z)).toBe(distanceToWalkableByScan(w, x, z));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(2000);
    }
  });
});
