import { describe, expect, it } from 'vitest';
import { actOk } from '../testing/helpers.js';
import { createWorld } from '../world/create-world.js';
import { buildNavGrid } from '../world/nav.js';
import type { World } from '../world/types.js';
import { footprintSides } from './slice-pour.js';

/** A counter with a loaf (its axis-aligned box and its rotation as an AI2-THOR scene has them), a knife and a plate. */
function counterWithBread(size: { x: number; z: number }, rotationY: number): World {
  const v = (x: number, y: number, z: number) => ({ x, y, z });
  return createWorld({
    objects: [
      { objectId: 'CounterTop|+00.00|+00.90|+01.00', objectType: 'CounterTop', position: v(0, 0.9, 1), center: v(0, 0.9, 1), size: v(2, 0.04, 0.6) },
      { objectId: 'Bread|+00.00|+00.92|+01.00', objectType: 'Bread', position: v(0, 0.92, 1), rotation: v(0, rotationY, 0), center: v(0, 0.985, 1), size: v(size.x, 0.13, size.z), parentId: 'CounterTop|+00.00|+00.90|+01.00' },
      { objectId: 'Knife|+00.50|+00.92|+01.00', objectType: 'Knife', position: v(0.5, 0.92, 1), parentId: 'CounterTop|+00.00|+00.90|+01.00' },
      { objectId: 'Plate|-00.50|+00.92|+01.00', objectType: 'Plate', position: v(-0.5, 0.92, 1), center: v(-0.5, 0.93, 1), size: v(0.24, 0.02, 0.24), parentId: 'CounterTop|+00.00|+00.90|+01.00' },
    ],
    nav: buildNavGrid(-1, 0, 9, 2, () => true),
    follower: { x: 0, z: 0.25, yaw: 0 },
    seed: 1,
  });
}

const slicesOf = (w: World) => w.objects.filter((o) => o.objectType === 'BreadSliced');

describe('slicing a rotated object', () => {
  it('recovers the sides of a rotated box', () => {
    // A 0.31 x 0.16 loaf turned 32 degrees has a 0.348 x 0.301 box (FloorPlan12's bread).
    const w = counterWithBread({ x: 0.348, z: 0.301 }, 302);
    const sides = footprintSides(w.objects.find((o) => o.objectType === 'Bread')!);
    expect(sides.long).toBeCloseTo(0.31, 2);
    expect(sides.short).toBeCloseTo(0.16, 2);
    const square = counterWithBread({ x: 0.3, z: 0.3 }, 45);
    const guess = footprintSides(square.objects.find((o) => o.objectType === 'Bread')!);
    expect(guess.long).toBeGreaterThan(guess.short);
    expect(guess.long).toBeLessThanOrEqual(0.3);
  });

  it('cuts slices as wide as the loaf, not as its box, so a slice fits on a plate', () => {
    let w = counterWithBread({ x: 0.348, z: 0.301 }, 302);
    w = actOk(actOk(w, 'Pickup', 'Knife|+00.50|+00.92|+01.00'), 'Slice', 'Bread|+00.00|+00.92|+01.00');
    const slices = slicesOf(w);
    expect(slices).toHaveLength(9);
    for (const s of slices) expect(s.bbox.max.z - s.bbox.min.z).toBeCloseTo(0.16, 2);
    w = actOk(w, 'Place', 'CounterTop|+00.00|+00.90|+01.00');
    w = actOk(actOk(w, 'Pickup', slices[3]!.objectId), 'Place', 'Plate|-00.50|+00.92|+01.00');
    expect(w.objects.find((o) => o.objectId === slices[3]!.objectId)!.parentId).toBe('Plate|-00.50|+00.92|+01.00');
  });

  it('leaves an unrotated loaf as it was: slices span its box', () => {
    let w = counterWithBread({ x: 0.3, z: 0.12 }, 0);
    w = actOk(actOk(w, 'Pickup', 'Knife|+00.50|+00.92|+01.00'), 'Slice', 'Bread|+00.00|+00.92|+01.00');
    const slices = slicesOf(w);
    expect(slices[0]!.bbox.max.z - slices[0]!.bbox.min.z).toBeCloseTo(0.12, 6);
    expect(slices[0]!.bbox.max.x - slices[0]!.bbox.min.x).toBeCloseTo(0.03, 6);
  });
});
