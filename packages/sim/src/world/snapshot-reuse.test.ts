/**
 * The snapshot reuses each object's resting metadata while `world.objects` is unchanged (moves,
 * turns, failed interactions), and an unchanged object's across object arrays: along random play
 * it must equal a snapshot made afresh.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type Action } from '../actions/action.js';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { findClickPoint, visibleObjectIds } from '../geometry/click-point.js';
import { step } from '../step.js';
import { actOk, idOf } from '../testing/helpers.js';
import { metadataDistance, objectMetadata, snapshotObjects, snapshotWithBases } from './snapshot.js';
import type { World } from './types.js';

const kitchen = createDemoKitchen(3);

/** The same world with new object records: nothing made for the old ones can be reused. */
const afresh = (w: World) => snapshotObjects({ ...w, objects: w.objects.map((o) => ({ ...o })) });


describe('the snapshot after a step', () => {
  it('equals one made afresh, after moves, with an object in hand, and after random play', () => {
    let w = actOk(kitchen, 'Pickup', idOf(kitchen, 'Mug'));
    for (const name of ['Turn Left', 'Forward', 'Look Down', 'Turn Right'] as const) {
      const before = w.objects;
      w = step(w, 'follower', { name }).world;
      expect(w.objects).toBe(before);
      expect(snapshotObjects(w)).toEqual(afresh(w));
    }
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.constantFrom(...ACTION_NAMES), aim: fc.nat(20) }), { minLength: 1, maxLength: 25 }), (moves) => {
        let world = kitchen;
        for (const move of moves) {
          const target = visibleObjectIds(world, 6)[move.aim % 6];
          const click = target ? findClickPoint(world, target) : null;
          world = step(world, 'follower', { name: move.name, ...(click ?? { x: 0.5, y: 0.5 }) } as Action).world;
          expect(snapshotObjects(world)).toEqual(afresh(world));
        }
      }),
      { numRuns: 60, seed: 20261123 },
    );
  }, 60_000);

  it('is frozen where it is shared between snapshots', () => {
    const [first] = snapshotObjects(kitchen);
    expect(Object.isFrozen(first!.position)).toBe(true);
    expect(Object.isFrozen(first!.axisAlignedBoundingBox.cornerPoints)).toBe(true);
    expect(snapshotObjects(kitchen)[0]).not.toBe(first);
  });
});

describe('snapshotWithBases', () => {
  it('names for each entry the metadata it was copied from: equal but for distance, the same object while nothing changed it, none for what is carried', () => {
    const mug = idOf(kitchen, 'Mug');
    const first = snapshotWithBases(kitchen);
    expect(first.objects).toEqual(snapshotObjects(kitchen));
    first.objects.forEach((m, i) => expect({ ...first.bases[i], distance: m.distance }).toEqual(m));
    const moved = snapshotWithBases(step(kitchen, 'follower', { name: 'Forward' }).world);
    expect(moved.bases).toEqual(first.bases);
    moved.bases.forEach((b, i) => expect(b).toBe(first.bases[i]));
    const holding = actOk(kitchen, 'Pickup', mug);
    const held = snapshotWithBases(holding);
    const at = held.objects.findIndex((m) => m.objectId === mug);
    expect(held.bases[at]).toBeNull();
    expect(held.objects[at]!.isPickedUp).toBe(true);
    // The cup was not touched: its base is the one before the pickup.
    const cup = held.objects.findIndex((m) => m.objectId === idOf(kitchen, 'Cup'));
    expect(held.bases[cup]).toBe(first.bases[cup]);
  });
});

describe('objectMetadata (one record of the snapshot)', () => {
  it('is the snapshot\'s record of that object at every pose, carried or resting, and shares what rests', () => {
    let holding = actOk(kitchen, 'Pickup', idOf(kitchen, 'Mug'));
    for (const name of ['Turn Left', 'Forward', 'Turn Right', 'Look Down'] as const) {
      for (const m of snapshotObjects(holding)) expect(objectMetadata(holding, m.objectId)).toEqual(m);
      holding = step(holding, 'follower', { name }).world;
    }
    expect(objectMetadata(kitchen, 'Nothing|+00.00|+00.00|+00.00')).toBeUndefined();
    const cup = idOf(kitchen, 'Cup');
    expect(objectMetadata(kitchen, cup)!.position).toBe(snapshotObjects(kitchen).find((m) => m.objectId === cup)!.position);
  });

  it('measures distances as the snapshot does (to a tenth of a millimetre)', () => {
    const center = { x: 0, y: 0, z: 0 };
    expect(metadataDistance(center, { x: 1, y: 2, z: 2 })).toBe(3);
    expect(metadataDistance(center, { x: 0.123456, y: 0, z: 0 })).toBe(0.1235);
  });
});
