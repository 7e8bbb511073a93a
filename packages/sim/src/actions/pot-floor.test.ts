import { describe, expect, it } from 'vitest';
import { actOk } from '../testing/helpers.js';
import { createWorld } from '../world/create-world.js';
import { getObject } from '../world/lookup.js';
import { buildNavGrid } from '../world/nav.js';
import type { World } from '../world/types.js';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const POT = 'Pot|+00.00|+00.90|+01.00';
const slice = (k: number) => `Potato|+01.50|+00.00|+00.00|PotatoSliced_${k}`;

/** A pot 41 cm over its handles and 31 cm across on a counter, and potato slices lying on the floor. */
function potAndSlices(n: number): World {
  return createWorld({
    objects: [
      { objectId: 'CounterTop|+00.00|+00.88|+01.00', objectType: 'CounterTop', position: v(0, 0.86, 1), center: v(0, 0.88, 1), size: v(1.2, 0.04, 0.6) },
      { objectId: POT, objectType: 'Pot', position: v(0, 0.9, 1), size: v(0.41, 0.2, 0.31), parentId: 'CounterTop|+00.00|+00.88|+01.00' },
      ...Array.from({ length: n }, (_, k) => ({ objectId: slice(k), objectType: 'PotatoSliced', position: v(1.5, 0, 0), size: v(0.075, 0.02, 0.07) })),
    ],
    nav: buildNavGrid(-0.75, 0.25, 7, 2, () => true),
    follower: { x: 0, z: 0.5, yaw: 0 },
    seed: 1,
  });
}

describe("a pot's floor", () => {
  it('keeps what is put in it inside its round body, never out over its handles or through its wall', () => {
    let w = potAndSlices(4);
    const radius = 0.31 / 2;
    for (let k = 0; k < 4; k++) {
      w = { ...w, follower: { ...w.follower, heldObjectId: slice(k) } };
      try { w = actOk(w, "Place", POT); } catch (e) { throw new Error(`slice ${k}: ${String(e)}`); }
      const b = getObject(w, slice(k))!.bbox;
      expect(getObject(w, slice(k))!.parentId).toBe(POT);
      // Every corner of the slice's footprint within the body's circle (centred on the pot's box).
      for (const x of [b.min.x, b.max.x]) for (const z of [b.min.z, b.max.z]) expect(Math.hypot(x, z - 1)).toBeLessThan(radius);
    }
  });
});
