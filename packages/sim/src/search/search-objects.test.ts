import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { actOk, idOf } from '../testing/helpers.js';
import { editDistance } from './edit-distance.js';
import { singularForms } from './name-match.js';
import { searchObjectsByName } from './search-objects.js';

const kitchen = createDemoKitchen();
const typesFound = (query: string, world = kitchen) => [...new Set(searchObjectsByName(world, query).map((m) => m.object.objectType))].sort();

describe('searchObjectsByName: what a person means', () => {
  it.each([
    // Exact names, display names and several words.
    ['mug', ['Mug']],
    ['Coffee Machine', ['CoffeeMachine']],
    ['coffeemachine', ['CoffeeMachine']],
    ['sinkbasin', ['SinkBasin']],
    ['butter knife', ['ButterKnife']],
    ['bread', ['Bread']],
    // What people call things.
    ['fridge', ['Fridge']],
    ['refrigerator', ['Fridge']],
    ['stove', ['StoveBurner']],
    ['counter', ['CounterTop']],
    ['trash', ['GarbageCan']],
    ['tap', ['Faucet']],
    ['plant', ['HousePlant']],
    ['phone', ['CellPhone']],
    ['table', ['DiningTable']],
    // Any knife, by name or by TEACh's class.
    ['knife', ['ButterKnife', 'Knife']],
    ['knives', ['ButterKnife', 'Knife']],
    ['dishware', ['Bowl', 'Plate']],
    // Plurals.
    ['mugs', ['Mug']],
    ['potatoes', ['Potato']],
    ['plates', ['Plate']],
    // Typos.
    ['tomatoe', ['Tomato']],
    ['frdge', ['Fridge']],
    ['micrwave', ['Microwave']],
    ['spatual', ['Spatula']],
    ['the dirty mug please', ['Mug']],
  ])('"%s" finds %j', (query, types) => {
    expect(typesFound(query)).toEqual(types);
  });

  it.each(['unicorn', 'xyz', '', 'the', 'pt'])('"%s" finds nothing', (query) => {
    expect(searchObjectsByName(kitchen, query)).toEqual([]);
  });

  it('lists the nearest first, and never the object in the Follower\'s hand', () => {
    const mugs = searchObjectsByName(kitchen, 'mug');
    expect(mugs.length).toBe(2);
    const d = mugs.map((m) => Math.hypot((m.object.bbox.min.x + m.object.bbox.max.x) / 2 - kitchen.follower.x, (m.object.bbox.min.z + m.object.bbox.max.z) / 2 - kitchen.follower.z));
    expect(d[0]).toBeLessThanOrEqual(d[1]!);
    const holding = actOk(kitchen, 'Pickup', idOf(kitchen, 'Mug'));
    expect(searchObjectsByName(holding, 'mug').map((m) => m.object.objectId)).toEqual([idOf(kitchen, 'Mug', 1)]);
  });
});

describe('searchObjectsByName: hidden objects show their container (TEACh backs off to the parent receptacle)', () => {
  it.each([
    { query: 'lettuce', type: 'Lettuce', container: 'Fridge' },
    { query: 'egg', type: 'Egg', container: 'Fridge' },
    { query: 'spatula', type: 'Spatula', container: 'Drawer' },
    { query: 'bottle', type: 'Bottle', container: 'Cabinet' },
  ])('$query shut in the $container: the $type itself, shown through the $container', ({ query, type, container }) => {
    const [m] = searchObjectsByName(kitchen, query).filter((x) => x.object.objectType === type);
    expect(m).toBeDefined();
    expect(m!.shownId).toBe(m!.object.parentId);
    expect(kitchen.objects.find((o) => o.objectId === m!.shownId)!.objectType).toBe(container);
  });

  it('an object in plain sight, or in a container once opened, is shown itself', () => {
    expect(searchObjectsByName(kitchen, 'cell phone')[0]!.shownId).toBeNull();
    const opened = actOk(kitchen, 'Open', idOf(kitchen, 'Fridge'));
    expect(searchObjectsByName(opened, 'lettuce')[0]!.shownId).toBeNull();
  });
});

describe('name matching pieces', () => {
  it.each([
    ['fridge', 'fridge', 0], ['frdge', 'fridge', 1], ['tomatoe', 'tomato', 1], ['spatual', 'spatula', 1], ['mug', 'pan', 3],
  ] as const)('editDistance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it.each([
    ['knives', 'knife'], ['potatoes', 'potato'], ['cherries', 'cherry'], ['dishes', 'dish'], ['mugs', 'mug'], ['glass', 'glass'],
  ])('singularForms(%s) includes %s', (plural, singular) => {
    expect(singularForms(plural)).toContain(singular);
  });
});
