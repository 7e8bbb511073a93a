import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { step } from '../step.js';
import { actOk, idOf } from '../testing/helpers.js';
import { canonicalJson, worldHash } from './hash.js';
import { thorObjectId, typeFromObjectId } from './ids.js';
import { nextFloat, nextInt, nextUint32, seedRng } from './prng.js';
import { handPoint, snapshotObjects } from './snapshot.js';

const kitchen = createDemoKitchen();

describe('snapshot in the TEACh metadata shape', () => {
  it('lists every object with AI2-THOR and simbot fields', () => {
    const objects = snapshotObjects(kitchen);
    expect(objects).toHaveLength(kitchen.objects.length);
    const mug = objects.find((o) => o.objectType === 'Mug')!;
    expect(mug).toMatchObject({
      objectId: 'Mug|-01.95|+00.92|+01.45', isDirty: true, isPickedUp: false, fillLiquid: null,
      parentReceptacles: ['CounterTop|-00.70|+00.88|+01.68'], receptacleObjectIds: [], simbotObjectClass: ['Mug', 'Tableware', 'Drinkware'],
      simbotIsFilledWithCoffee: false, simbotPickedUp: 0, simbotLastParentReceptacle: null, temperature: 'RoomTemp',
    });
    expect(mug.axisAlignedBoundingBox.cornerPoints).toHaveLength(8);
    expect(objects.find((o) => o.objectType === 'Fridge')!.parentReceptacles).toBeNull();
  });

  it('reports containment transitively: a potato in a pot on a burner', () => {
    const potato = idOf(kitchen, 'Potato');
    const w = actOk(actOk(kitchen, 'Pickup', potato), 'Place', idOf(kitchen, 'Pot'));
    const objects = snapshotObjects(w);
    const burner = kitchen.objects.find((o) => o.objectId === idOf(kitchen, 'Pot'))!.parentId!;
    expect(objects.find((o) => o.objectId === potato)!.parentReceptacles).toEqual([idOf(kitchen, 'Pot'), burner]);
    expect(objects.find((o) => o.objectId === burner)!.receptacleObjectIds).toEqual([idOf(kitchen, 'Pot'), potato]);
  });
});

describe('held objects in the snapshot', () => {
  it('are reported in the Follower hand, with their contents', () => {
    let w = actOk(actOk(kitchen, 'Pickup', idOf(kitchen, 'Apple')), 'Place', idOf(kitchen, 'Bowl'));
    w = actOk(w, 'Pickup', idOf(kitchen, 'Bowl'));
    const objects = snapshotObjects(w);
    const bowl = objects.find((o) => o.objectId === idOf(kitchen, 'Bowl'))!;
    const apple = objects.find((o) => o.objectId === idOf(kitchen, 'Apple'))!;
    const hand = handPoint(w);
    expect(bowl.isPickedUp).toBe(true);
    expect(bowl.parentReceptacles).toBeNull();
    expect(bowl.axisAlignedBoundingBox.center.x).toBeCloseTo(hand.x);
    expect(bowl.axisAlignedBoundingBox.center.y).toBeCloseTo(hand.y);
    expect(apple.parentReceptacles).toEqual([bowl.objectId]);
    expect(Math.abs(apple.axisAlignedBoundingBox.center.x - hand.x)).toBeLessThan(0.2);
  });
});

describe('world hash', () => {
  it('is stable for equal worlds and changes with any state change', () => {
    expect(worldHash(createDemoKitchen())).toBe(worldHash(kitchen));
    expect(worldHash(kitchen)).toMatch(/^[0-9a-f]{64}$/);
    expect(worldHash(step(kitchen, 'follower', { name: 'Turn Left' }).world)).not.toBe(worldHash(kitchen));
    expect(worldHash(createDemoKitchen(2))).not.toBe(worldHash(kitchen));
  });

  it('serialises canonically, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: 'x', c: 2 }] })).toBe('{"a":[true,null,{"c":2,"d":"x"}],"b":1}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });
});

describe('ids', () => {
  it.each([
    ['Mug', { x: -2.43, y: 0.59, z: 0.17 }, 'Mug|-02.43|+00.59|+00.17'],
    ['CounterTop', { x: 0.69, y: 0.95, z: -2.48 }, 'CounterTop|+00.69|+00.95|-02.48'],
    ['Floor', { x: 10.5, y: 0, z: -0.004 }, 'Floor|+10.50|+00.00|+00.00'],
  ])('%s at %o is %s', (type, p, expected) => expect(thorObjectId(type, p)).toBe(expected));

  it('reads the type back, also from derived ids', () => {
    expect(typeFromObjectId('Bread|-00.52|+01.17|-00.03|BreadSliced_3')).toBe('BreadSliced');
    expect(typeFromObjectId('Sink|+00.00|+00.89|-02.01|SinkBasin')).toBe('SinkBasin');
    expect(typeFromObjectId('Mug|-02.43|+00.59|+00.17')).toBe('Mug');
  });
});

describe('PRNG', () => {
  it('is deterministic per seed and spreads values', () => {
    const a = nextUint32(seedRng(7));
    expect(nextUint32(seedRng(7))).toEqual(a);
    expect(nextUint32(seedRng(8)).value).not.toBe(a.value);
    let state = seedRng(1);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 10000; i++) {
      const r = nextFloat(state);
      state = r.state;
      buckets[Math.floor(r.value * 10)]++;
    }
    for (const b of buckets) expect(b).toBeGreaterThan(850);
    const r = nextInt(state, 3);
    expect([0, 1, 2]).toContain(r.value);
  });
});
