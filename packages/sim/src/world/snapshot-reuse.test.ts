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
import { checkedObjects, snapshotObjects } from './snapshot.js';
import type { ThorObjectMetadata } from './metadata.js';
import type { World } from './types.js';

const kitchen = createDemoKitchen(3);

/** The same world with new object records: nothing made for the old ones can be reused. */
const afresh = (w: World) => snapshotObjects({ ...w, objects: w.objects.map((o) => ({ ...o })) });

/** Metadata without the distance (which shared resting metadata keeps from when it was made). */
const placed = (objects: readonly ThorObjectMetadata[]) => objects.map(({ distance: _, ...rest }) => rest);

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

describe('checkedObjects (what a task check reads)', () => {
  it('is the same array at every pose while nothing is carried, with the distances of a fresh snapshot', () => {
    const moved = step(step(kitchen, 'follower', { name: 'Forward' }).world, 'follower', { name: 'Turn Left' }).world;
    expect(moved.objects).toBe(kitchen.objects);
    const here = checkedObjects(kitchen);
    const there = checkedObjects(moved);
    expect(there.objects).toBe(here.objects);
    expect(there.resting).toBe(there.objects);
    for (const m of snapshotObjects(moved)) expect(there.distanceOf(m)).toBe(m.distance);
  });

  it('carried objects are where the hand holds them, as in the snapshot, at every pose', () => {
    let holding = actOk(kitchen, 'Pickup', idOf(kitchen, 'Mug'));
    for (const name of ['Turn Left', 'Forward', 'Turn Right', 'Look Down'] as const) {
      const checked = checkedObjects(holding);
      const snapshot = snapshotObjects(holding);
      expect(placed(checked.objects)).toEqual(placed(snapshot));
      for (const m of snapshot) expect(checked.distanceOf(m)).toBe(m.distance);
      // The shared list, but for the carried records: same ids, types and classes, at the same places.
      expect(checked.resting).toBe(checkedObjects(holding).resting);
      checked.objects.forEach((m, i) => {
        const rest = checked.resting[i]!;
        if (m.objectId === idOf(kitchen, 'Mug')) expect(m).not.toBe(rest);
        else expect(m).toBe(rest);
        expect([m.objectId, m.objectType, m.simbotObjectClass]).toEqual([rest.objectId, rest.objectType, rest.simbotObjectClass]);
      });
      const mug = checked.objects.find((m) => m.objectId === idOf(kitchen, 'Mug'))!;
      expect(mug.distance).toBe(snapshot.find((m) => m.objectId === mug.objectId)!.distance);
      holding = step(holding, 'follower', { name }).world;
    }
  });

  it('shares what a change left alone with the checks before it; the changed objects and their receptacles are new', () => {
    const mugId = idOf(kitchen, 'Mug');
    const before = checkedObjects(kitchen).objects;
    const from = before.find((m) => m.objectId === mugId)!.parentReceptacles![0]!;
    const holding = actOk(kitchen, 'Pickup', mugId);
    expect(holding.objects).not.toBe(kitchen.objects);
    const after = checkedObjects(holding).objects;
    const changed = new Set([mugId, from]);
    after.forEach((m, i) => {
      if (changed.has(m.objectId)) expect(m).not.toBe(before[i]);
      else expect(m).toBe(before[i]);
    });
    expect(after.find((m) => m.objectId === from)!.receptacleObjectIds).not.toContain(mugId);
    expect(before.find((m) => m.objectId === from)!.receptacleObjectIds).toContain(mugId);
    expect(placed(after)).toEqual(placed(afresh(holding)));
  });
});
