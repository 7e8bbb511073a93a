import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { actOk, idOf, standBefore } from '../testing/helpers.js';
import { childrenOf, getObject } from './lookup.js';
import type { World } from './types.js';

/** What the index answers, against a walk over the list. */
function indexAgreesWithList(world: World): void {
  for (const o of world.objects) expect(getObject(world, o.objectId)).toBe(o);
  for (const o of world.objects) expect(childrenOf(world, o.objectId)).toEqual(world.objects.filter((c) => c.parentId === o.objectId));
}

describe('lookup index after steps (a step hands its positions to the world it makes)', () => {
  it('finds every object of worlds made by updates and by slicing (which adds objects), and none of the new ones in the world before', () => {
    const kitchen = createDemoKitchen(2);
    const knife = idOf(kitchen, 'Knife');
    const tomato = idOf(kitchen, 'Tomato');
    const holding = actOk(standBefore(kitchen, knife), 'Pickup', knife);
    indexAgreesWithList(holding);
    const before = standBefore(holding, tomato);
    const sliced = actOk(before, 'Slice', tomato);
    expect(sliced.objects.length).toBeGreaterThan(before.objects.length);
    indexAgreesWithList(sliced);
    indexAgreesWithList(before);
    for (const o of sliced.objects.slice(before.objects.length)) expect(getObject(before, o.objectId)).toBeUndefined();
    const counter = idOf(sliced, 'CounterTop');
    indexAgreesWithList(actOk(standBefore(sliced, counter), 'Place', counter));
  });
});
