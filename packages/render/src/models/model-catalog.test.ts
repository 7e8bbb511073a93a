import { catalogEntry, OBJECT_TYPES } from '@chorehouse/sim';
import { Box3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Dims } from './builders/common.js';
import { PLAIN_LOOK, type Look } from './look.js';
import { MODEL_BUILDERS, builderOf } from './model-catalog.js';
import { findGroup, meshesOf, type ModelNode } from './parts.js';
import { toObject3D } from './three-model.js';

const dimsOf = (type: string, drop = 0): Dims => {
  const s = catalogEntry(type).size;
  return { w: s.long, h: s.height, d: s.short, drop };
};
const build = (type: string, look: Partial<Look> = {}, drop = 0): ModelNode[] => builderOf(type)(dimsOf(type, drop), { ...PLAIN_LOOK, ...look });
const materials = (nodes: readonly ModelNode[]) => new Set(meshesOf(nodes).map((m) => m.material));

describe('model catalog', () => {
  it('has a model of its own for every type in the simulator catalog but the floor', () => {
    const missing = OBJECT_TYPES.filter((t) => t !== 'Floor' && !MODEL_BUILDERS[t]);
    expect(missing).toEqual([]);
  });

  // Overhangs the model may have beyond the box: a lamp's shade, a pan's handle tilt.
  const TOLERANCE = 0.03;
  // Boxes that hold more than the model: a shelf's box includes the room above its board, and a
  // laptop's box is its open size even when shut.
  const PARTIAL = new Set(['Shelf']);
  it.each(OBJECT_TYPES.filter((t) => t !== 'Floor'))('%s fits its collision box', (type) => {
    const d = dimsOf(type);
    const box = new Box3().setFromObject(toObject3D(build(type, type === 'Laptop' ? { open: 1 } : {})));
    expect(box.isEmpty()).toBe(false);
    expect(box.min.y).toBeGreaterThanOrEqual(-TOLERANCE);
    expect(box.max.y).toBeLessThanOrEqual(d.h + TOLERANCE);
    expect(box.min.x).toBeGreaterThanOrEqual(-d.w / 2 - TOLERANCE);
    expect(box.max.x).toBeLessThanOrEqual(d.w / 2 + TOLERANCE);
    expect(box.min.z).toBeGreaterThanOrEqual(-d.d / 2 - TOLERANCE);
    expect(box.max.z).toBeLessThanOrEqual(d.d / 2 + TOLERANCE);
    // And fills it: no tiny model lost inside a big box.
    if (!PARTIAL.has(type)) expect(box.max.y - box.min.y).toBeGreaterThanOrEqual(d.h * 0.6 - 1e-9);
  });
});

describe('states a model shows', () => {
  it.each(['Fridge', 'Cabinet', 'Microwave', 'Safe'])('%s swings its door open', (type) => {
    expect(Math.abs(findGroup(build(type), 'door')?.rot?.[1] ?? 0)).toBe(0);
    expect(Math.abs(findGroup(build(type, { open: 1 }), 'door')?.rot?.[1] ?? 0)).toBeGreaterThan(1.5);
  });

  it('draws a drawer where its box is, open or shut (the simulator slides the box itself)', () => {
    expect(findGroup(build('Drawer'), 'drawer')!.at[2]).toBe(0);
    expect(findGroup(build('Drawer', { open: 1 }), 'drawer')!.at[2]).toBe(0);
  });

  it.each([
    ['Faucet', 'waterStream'], ['StoveBurner', 'burnerOn'], ['Toaster', 'heatGlow'], ['CoffeeMachine', 'ledOn'],
    ['Television', 'screenOn'], ['Laptop', 'screenOn'], ['DeskLamp', 'lampShadeOn'], ['FloorLamp', 'bulbOn'],
    ['Microwave', 'lampShadeOn'], ['Candle', 'flame'],
  ] as const)('%s shows it is on (%s)', (type, glow) => {
    expect(materials(build(type))).not.toContain(glow);
    expect(materials(build(type, { on: true }))).toContain(glow);
  });

  it.each(['Mug', 'Cup', 'Bowl', 'Plate', 'Pot', 'Pan'])('a dirty %s has stains', (type) => {
    expect(materials(build(type))).not.toContain('stain');
    expect(materials(build(type, { dirty: true }))).toContain('stain');
  });

  it.each(['Mug', 'Cup', 'Bowl', 'Pot', 'Kettle', 'Bottle'])('%s shows water blue and coffee brown', (type) => {
    expect(materials(build(type, { liquid: 'water' }))).toContain('water');
    expect(materials(build(type, { liquid: 'coffee' }))).toContain('coffee');
    const empty = materials(build(type));
    expect(empty.has('water') || empty.has('coffee')).toBe(false);
  });

  it('toasts bread slices and browns cooked potatoes', () => {
    expect(materials(build('BreadSliced', { cooked: true }))).toContain('toast');
    expect(materials(build('BreadSliced'))).not.toContain('toast');
    expect(materials(build('Potato', { cooked: true }))).toContain('potatoCooked');
    expect(materials(build('PotatoSliced', { cooked: true }))).toContain('potatoInsideCooked');
  });

  it('shows the inside of slices', () => {
    expect(materials(build('TomatoSliced'))).toContain('tomatoInside');
    expect(materials(build('AppleSliced'))).toContain('appleInside');
  });
});
