import { describe, expect, it } from 'vitest';
import { act, actOk } from '../testing/helpers.js';
import { createWorld } from '../world/create-world.js';
import { getObject } from '../world/lookup.js';
import { buildNavGrid } from '../world/nav.js';
import type { World } from '../world/types.js';
import { couldFit } from './placement.js';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const BASIN = 'Sink|+00.00|+00.80|+01.00|SinkBasin';
const PLATE = 'Plate|+01.50|+00.00|+00.00';

/** A small basin (its surface 0.25 m square) and a plate of the given width lying on the floor. */
function basinAndPlate(plateWidth: number): World {
  const w = createWorld({
    objects: [
      { objectId: BASIN, objectType: 'SinkBasin', position: v(0, 0.8, 1), center: v(0, 0.84, 1), size: v(0.3, 0.08, 0.3) },
      { objectId: PLATE, objectType: 'Plate', position: v(1.5, 0, 0), size: v(plateWidth, 0.02, plateWidth) },
      { objectId: 'Counter|+00.00|+00.90|+02.00', objectType: 'CounterTop', position: v(0, 0.88, 2), center: v(0, 0.9, 2), size: v(0.25, 0.04, 0.25) },
    ],
    nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
    follower: { x: 0, z: 0.5, yaw: 0 },
    seed: 1,
  });
  return { ...w, follower: { ...w.follower, heldObjectId: PLATE } };
}

describe('overhanging a basin or a dish', () => {
  it('a dinner plate a little wider than a small sink goes in, held by the rim', () => {
    const w = basinAndPlate(0.27);
    const placed = actOk(w, 'Place', BASIN);
    expect(getObject(placed, PLATE)!.parentId).toBe(BASIN);
    expect(couldFit(getObject(w, PLATE)!, getObject(w, BASIN)!, true)).toBe(true);
  });

  it('a tray far wider than the sink does not', () => {
    const w = basinAndPlate(0.5);
    expect(act(w, 'Place', BASIN).outcome).toMatchObject({ success: false, code: 'place/no_room' });
    expect(couldFit(getObject(w, PLATE)!, getObject(w, BASIN)!, true)).toBe(false);
  });

  it('a counter gives no overhang: what is wider than its top stays off it', () => {
    const w = basinAndPlate(0.27);
    expect(couldFit(getObject(w, PLATE)!, getObject(w, 'Counter|+00.00|+00.90|+02.00')!, true)).toBe(false);
  });
});
