import { describe, expect, it } from 'vitest';
import { act, actOk } from '../testing/helpers.js';
import { createWorld } from '../world/create-world.js';
import { getObject } from '../world/lookup.js';
import { buildNavGrid } from '../world/nav.js';
import type { Box3, World } from '../world/types.js';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const COUNTER = 'CounterTop|+00.00|+00.90|+01.00';

/** A short counter with fixtures standing on it that are not its children (as scenes import stoves and machines). */
function counterWith(fixtures: { type: string; x: number; width: number }[]): World {
  return createWorld({
    objects: [
      { objectId: COUNTER, objectType: 'CounterTop', position: v(0, 0.88, 1), center: v(0, 0.9, 1), size: v(0.8, 0.04, 0.4) },
      ...fixtures.map((f) => ({ objectId: `${f.type}|+0${f.x.toFixed(2)}|+00.92|+01.00`, objectType: f.type, position: v(f.x, 0.92, 1), center: v(f.x, 1.02, 1), size: v(f.width, 0.2, 0.4) })),
      { objectId: 'Mug|+01.50|+00.00|+00.00', objectType: 'Mug', position: v(1.5, 0, 0), parentId: null },
    ],
    nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
    follower: { x: 0, z: 0.25, yaw: 0 },
    seed: 1,
  });
}

const overlaps = (a: Box3, b: Box3) => a.min.x < b.max.x - 1e-6 && b.min.x < a.max.x - 1e-6 && a.min.z < b.max.z - 1e-6 && b.min.z < a.max.z - 1e-6;

describe('placing on a surface with fixtures standing on it', () => {
  it('puts the object beside a toaster that stands on the counter, never inside it', () => {
    const w = counterWith([{ type: 'Toaster', x: -0.2, width: 0.4 }]);
    const held = { ...w, follower: { ...w.follower, heldObjectId: 'Mug|+01.50|+00.00|+00.00' } };
    const placed = actOk(held, 'Place', COUNTER);
    const mug = getObject(placed, 'Mug|+01.50|+00.00|+00.00')!;
    const toaster = placed.objects.find((o) => o.objectType === 'Toaster')!;
    expect(mug.parentId).toBe(COUNTER);
    expect(overlaps(mug.bbox, toaster.bbox)).toBe(false);
  });

  it('finds no room on a counter covered by appliances', () => {
    const w = counterWith([{ type: 'Toaster', x: -0.2, width: 0.4 }, { type: 'CoffeeMachine', x: 0.2, width: 0.4 }]);
    const held = { ...w, follower: { ...w.follower, heldObjectId: 'Mug|+01.50|+00.00|+00.00' } };
    expect(act(held, 'Place', COUNTER).outcome).toMatchObject({ success: false, code: 'place/no_room' });
  });

  it('leaves room under something overhanging a basin (a faucet a scene lists as the basin\'s child)', () => {
    const basin = 'Sink|+00.00|+00.80|+01.00|SinkBasin';
    const w = createWorld({
      objects: [
        { objectId: basin, objectType: 'SinkBasin', position: v(0, 0.8, 1), center: v(0, 0.865, 1), size: v(0.5, 0.13, 0.35) },
        // Over the whole basin, 15 cm above its floor.
        { objectId: 'Faucet|+00.00|+00.96|+01.00', objectType: 'Faucet', position: v(0, 0.96, 1), center: v(0, 1.0, 1), size: v(0.5, 0.08, 0.35), parentId: basin },
        { objectId: 'Mug|+01.50|+00.00|+00.00', objectType: 'Mug', position: v(1.5, 0, 0) },
        { objectId: 'Pot|+01.50|+00.00|+00.50', objectType: 'Pot', position: v(1.5, 0, 0.5), size: v(0.3, 0.2, 0.25) },
      ],
      nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
      follower: { x: 0, z: 0.5, yaw: 0 },
      seed: 1,
    });
    const holding = (id: string) => ({ ...w, follower: { ...w.follower, heldObjectId: id } });
    expect(act(holding('Mug|+01.50|+00.00|+00.00'), 'Place', basin).outcome).toMatchObject({ success: true });
    expect(act(holding('Pot|+01.50|+00.00|+00.50'), 'Place', basin).outcome).toMatchObject({ success: false, code: 'place/no_room' });
  });

  it('does not count a neighbour whose box overlaps a plate as standing on the plate', () => {
    const w = counterWith([]);
    const plate = 'Plate|+00.20|+00.92|+01.00';
    const withPlate = createWorld({
      objects: [
        ...w.objects.filter((o) => o.objectType === 'CounterTop').map((o) => ({ objectId: o.objectId, objectType: o.objectType, position: o.position, center: v(0, 0.9, 1), size: v(0.8, 0.04, 0.4) })),
        { objectId: plate, objectType: 'Plate', position: v(0.2, 0.92, 1), center: v(0.2, 0.93, 1), size: v(0.24, 0.02, 0.24), parentId: COUNTER },
        // A rotated loaf beside the plate: its box reaches over half the plate.
        { objectId: 'Bread|+00.35|+00.92|+01.00', objectType: 'Bread', position: v(0.35, 0.92, 1), center: v(0.35, 0.99, 1), size: v(0.3, 0.14, 0.3), parentId: COUNTER },
        { objectId: 'Bowl|+01.50|+00.00|+00.00', objectType: 'Bowl', position: v(1.5, 0, 0), size: v(0.19, 0.08, 0.19) },
      ],
      nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
      follower: { x: 0, z: 0.25, yaw: 0 },
      seed: 1,
    });
    const held = { ...withPlate, follower: { ...withPlate.follower, heldObjectId: 'Bowl|+01.50|+00.00|+00.00' } };
    const placed = actOk(held, 'Place', plate);
    expect(getObject(placed, 'Bowl|+01.50|+00.00|+00.00')!.parentId).toBe(plate);
  });
});
