import { getObject } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { idOfType } from '../test-support/run-goals.js';
import { smallKitchen } from '../test-support/small-kitchen.js';
import { fitsAll } from './packing.js';

describe('fitsAll', () => {
  // The small kitchen's cabinet has one shelf about 0.54 m x 0.45 m; a plate is about 0.245 m across.
  const w = smallKitchen({
    fixtures: ['table', 'cabinet'],
    items: [{ type: 'Plate', in: 'Cabinet' }, { type: 'Plate', in: 'DiningTable', dx: -0.3 }, { type: 'Plate', in: 'DiningTable', dx: 0.3 }],
  });
  const cabinet = getObject(w, idOfType(w, 'Cabinet'))!;
  const [inside, a, b] = [0, 1, 2].map((k) => getObject(w, idOfType(w, 'Plate', k))!);

  it('packs an empty shelf biggest first, corner by corner', () => {
    expect(fitsAll(w, cabinet, [a!])).toBe(false); // the plate in the middle leaves too little on either side
    const empty = { ...w, objects: w.objects.filter((o) => o.objectId !== inside!.objectId) };
    expect(fitsAll(empty, cabinet, [a!, b!])).toBe(true);
  });

  it('with repack, what rests there is packed again with the newcomers', () => {
    expect(fitsAll(w, cabinet, [inside!, a!], true)).toBe(true);
    expect(fitsAll(w, cabinet, [inside!, a!, b!], true)).toBe(false);
  });
});
