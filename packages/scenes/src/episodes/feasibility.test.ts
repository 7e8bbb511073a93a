import { describe, expect, it } from 'vitest';
import { createDemoKitchen, type World } from '@chorehouse/sim';
import { hasWaterSource, infeasibility } from './feasibility.js';

const without = (world: World, types: readonly string[]): World => ({ ...world, objects: world.objects.filter((o) => !types.includes(o.objectType)) });

describe('feasibility', () => {
  const kitchen = createDemoKitchen();

  it('a sink with its faucet is water to carry', () => {
    expect(hasWaterSource(kitchen)).toBe(true);
    expect(infeasibility(kitchen, 'Water Plant', [])).toBeNull();
  });

  it('without a faucet, only a container that holds water will do', () => {
    const dry = without(kitchen, ['Faucet']);
    const emptied: World = { ...dry, objects: dry.objects.map((o) => ({ ...o, isFilledWithLiquid: false, fillLiquid: null })) };
    expect(infeasibility(emptied, 'Water Plant', [])).toMatch(/no water to carry/);
    const mug = emptied.objects.find((o) => o.objectType === 'Mug')!;
    const filled: World = { ...emptied, objects: emptied.objects.map((o) => (o === mug ? { ...o, isFilledWithLiquid: true, fillLiquid: 'water' } : o)) };
    expect(hasWaterSource(filled)).toBe(true);
  });

  it('a potato can be boiled unless every potato is cooked', () => {
    expect(infeasibility(kitchen, 'Boil X', ['Potato'])).toBeNull();
    const cooked: World = { ...kitchen, objects: kitchen.objects.map((o) => (o.objectType === 'Potato' ? { ...o, isCooked: true } : o)) };
    expect(infeasibility(cooked, 'Boil X', ['Potato'])).toMatch(/already cooked/);
  });
});

describe('feasibility of putting things away', () => {
  const kitchen = createDemoKitchen();

  it('accepts a variant whose things fit their destination, refuses one whose things fit nowhere', () => {
    expect(infeasibility(kitchen, 'Put All X On Y', ['Mug', 'on', 'CounterTop'])).toBeNull();
    const tinyCounters: World = {
      ...kitchen,
      objects: kitchen.objects.map((o) => (o.objectType === 'CounterTop' ? { ...o, surfaces: o.surfaces.map((s) => ({ ...s, maxX: s.minX + 0.02, maxZ: s.minZ + 0.02 })) } : o)),
    };
    expect(infeasibility(tinyCounters, 'Put All X In One Y', ['Mug', 'on', 'CounterTop'])).toMatch(/Mug fits in or on no CounterTop/);
  });
});

describe('feasibility of a named receptacle', () => {
  it('refuses a serving spot whose every instance has no surface left (a side table under a counter)', () => {
    const kitchen = createDemoKitchen();
    expect(infeasibility(kitchen, 'Put All X On Y', ['Mug', 'on', 'CounterTop'])).toBeNull();
    const covered: World = { ...kitchen, objects: kitchen.objects.map((o) => (o.objectType === 'CounterTop' ? { ...o, surfaces: [] } : o)) };
    expect(infeasibility(covered, 'Put All X On Y', ['Mug', 'on', 'CounterTop'])).toMatch(/no CounterTop has room/);
  });
});
