import { actOk, cameraBasis, createDemoKitchen, idOf, projectPoint, step, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { searchObjects } from './search.js';

const world = createDemoKitchen();

describe('searchObjects', () => {
  it.each([
    ['text', 'mug', 'Mug'],
    ['text', 'Coffee Machine', 'CoffeeMachine'],
    ['text', 'coffeemachine', 'CoffeeMachine'],
    ['text', 'sinkbasin', 'SinkBasin'],
    ['text', 'fridge', 'Fridge'],
    ['text', 'frdge', 'Fridge'],
    ['text', 'mugs', 'Mug'],
    ['text', 'tomatoe', 'Tomato'],
    ['text', 'counter', 'CounterTop'],
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

  it('finds any knife for "knife"', () => {
    expect(new Set(searchObjects(world, 'text', 'knife').map((r) => r.objectType))).toEqual(new Set(['Knife', 'ButterKnife']));
  });

  it.each(['text', 'id'] as const)('shows a hidden object (by %s) through its closed container, at the object\'s own position', (by) => {
    const lettuce = world.objects.find((o) => o.objectType === 'Lettuce')!;
    const [r] = searchObjects(world, by, by === 'id' ? lettuce.objectId : 'lettuce');
    expect(r).toMatchObject({ objectId: lettuce.objectId, shownObjectId: lettuce.parentId, position: lettuce.position });
    const fridge = world.objects.find((o) => o.objectId === lettuce.parentId)!;
    expect(fridge.objectType).toBe('Fridge');
    const c = { x: (fridge.bbox.min.x + fridge.bbox.max.x) / 2, y: (fridge.bbox.min.y + fridge.bbox.max.y) / 2, z: (fridge.bbox.min.z + fridge.bbox.max.z) / 2 };
    const p = projectPoint(cameraBasis({ position: { x: r!.camera.x, y: r!.camera.y, z: r!.camera.z }, yaw: r!.camera.yaw, pitch: r!.camera.pitch }), c);
    expect(p).not.toBeNull();
    expect(p!.u).toBeGreaterThan(0);
    expect(p!.u).toBeLessThan(1);
    expect(searchObjects(world, 'text', 'mug').filter((x) => x.shownObjectId === undefined).length).toBeGreaterThan(0);
  });

  it('answers from memory only while nothing it depends on changed: equal to a search made afresh after moves, a pickup and a place', () => {
    // The same world with a new objects array: nothing remembered for the old one applies.
    const afresh = (w: World) => searchObjects({ ...w, objects: [...w.objects] }, 'text', 'mug');
    const moved = step(world, 'follower', { name: 'Turn Left' }).world;
    const holding = actOk(world, 'Pickup', idOf(world, 'Mug'));
    const placed = actOk(holding, 'Place', idOf(world, 'CoffeeMachine'));
    for (const w of [world, moved, holding, step(holding, 'follower', { name: 'Turn Right' }).world, placed]) {
      expect(searchObjects(w, 'text', 'mug')).toEqual(afresh(w));
      expect(searchObjects(w, 'text', 'mug')).toEqual(afresh(w));
    }
    // The mug moved into the coffee machine is found where it is now.
    const mugAt = (w: World) => searchObjects(w, 'text', 'mug').find((r) => r.objectId === idOf(world, 'Mug'))!.position;
    expect(mugAt(placed)).not.toEqual(mugAt(world));
  });
});
