import { describe, expect, it } from 'vitest';
import { capabilityFlagsOf, getObject, isWalkable } from '@chorehouse/sim';
import { sanityProblems } from '../scene/sanity.js';
import { sceneWorld } from '../scene/scene-world.js';
import { importFloorPlan } from './import-floor-plan.js';
import type { RawObject } from './raw.js';

type V = [number, number, number];

function raw(type: string, center: V, size: V, extra: Partial<RawObject> = {}): RawObject {
  const id = `${type}|${center.map((c) => (c < 0 ? '-' : '+') + Math.abs(c).toFixed(2).padStart(5, '0')).join('|')}`;
  return {
    objectId: id, objectType: type,
    position: { x: center[0], y: center[1] - size[1] / 2, z: center[2] }, rotation: { x: 0, y: 0, z: 0 },
    axisAlignedBoundingBox: { center: { x: center[0], y: center[1], z: center[2] }, size: { x: size[0], y: size[1], z: size[2] } },
    ...capabilityFlagsOf(type),
    isOpen: false, isToggled: false, isDirty: false, isFilledWithLiquid: false, fillLiquid: null, isCooked: false, isSliced: false,
    isBroken: false, isUsedUp: false, parentReceptacles: null, receptacleObjectIds: null, controlledObjects: null,
    ...extra,
  };
}

/**
 * A 4 x 4 m kitchen corner: an L-shaped counter along two walls (its box spans the floor in the
 * corner of the L, where the agent walks), a fridge, a mug on the counter, a towel listed on the
 * floor but hanging on its holder, and a light switch on the far side of a wall.
 */
function smallKitchen() {
  const floor = raw('Floor', [0, -0.05, 0], [4, 0.1, 4]);
  const counter = raw('CounterTop', [-0.9, 0.9, 0.9], [2.2, 0.06, 2.2]);
  const fridge = raw('Fridge', [1.6, 0.9, 1.6], [0.7, 1.8, 0.7]);
  const mug = raw('Mug', [-1.7, 1.0, 1.2], [0.12, 0.1, 0.12], { parentReceptacles: [counter.objectId] });
  const holder = raw('TowelHolder', [1.95, 1.2, -1.0], [0.1, 0.05, 0.5]);
  const towel = raw('Towel', [1.93, 0.9, -1.0], [0.05, 0.6, 0.45], { parentReceptacles: [floor.objectId] });
  const lightSwitch = raw('LightSwitch', [0.0, 1.3, -6.0], [0.1, 0.1, 0.02]);
  const reachable: [number, number][] = [];
  for (let x = -1.5; x <= 1.5; x += 0.25) {
    for (let z = -1.5; z <= 1.5; z += 0.25) {
      const inCounter = (x < -1.25 && z > -0.25) || (z > 1.25 && x < 0.25);
      const inFridge = x > 1.0 && z > 1.0;
      if (!inCounter && !inFridge) reachable.push([x, z]);
    }
  }
  return { floorPlan: 1, objects: [floor, counter, fridge, mug, holder, towel, lightSwitch], reachable, ids: { counter, mug, towel, holder, lightSwitch } };
}

describe('importFloorPlan', () => {
  const input = smallKitchen();
  const scene = importFloorPlan(input);
  const world = sceneWorld(scene);

  it('gives an L-shaped counter its own parts, leaving the floor in the corner of the L free', () => {
    const counter = scene.objects.find((o) => o.type === 'CounterTop')!;
    expect(counter.shape!.length).toBeGreaterThanOrEqual(2);
    const covers = (x: number, z: number) => counter.shape!.some((b) => x > b[0] && x < b[3] && z > b[2] && z < b[5]);
    expect(covers(0, 0)).toBe(false);
    expect(covers(-1.8, 0.5)).toBe(true);
    expect(covers(-0.5, 1.8)).toBe(true);
    // Its placement surfaces follow the parts.
    expect(counter.surfaces!.every(([minX, maxX, minZ, maxZ]) => !(minX < 0 && maxX > 0 && minZ < 0 && maxZ > 0))).toBe(true);
  });

  it('closes the room with walls, and keeps walkable only cells clear of furniture', () => {
    expect(sanityProblems(scene, world).filter((p) => p.check === 'walls-closed')).toEqual([]);
    expect(isWalkable(world.nav, 0, 0)).toBe(true);
    expect(isWalkable(world.nav, 1.5, 1.5)).toBe(false); // the fridge
    expect(isWalkable(world.nav, scene.start.x, scene.start.z)).toBe(true);
  });

  it('finds each object\'s direct parent, hangs the towel on its holder and drops what is outside the room', () => {
    expect(getObject(world, input.ids.mug.objectId)!.parentId).toBe(input.ids.counter.objectId);
    expect(getObject(world, input.ids.towel.objectId)!.parentId).toBe(input.ids.holder.objectId);
    expect(getObject(world, input.ids.lightSwitch.objectId)).toBeUndefined();
  });

  it('stores viewpoints that work, and the scene passes every sanity check', () => {
    const fridge = scene.objects.find((o) => o.type === 'Fridge')!;
    expect(fridge.viewpoints!.length).toBeGreaterThan(0);
    expect(sanityProblems(scene, world)).toEqual([]);
  });

  it('refuses types the catalog does not know', () => {
    const bad = { ...input, objects: [...input.objects, { ...input.ids.mug, objectId: 'Gizmo|1', objectType: 'Gizmo' }] };
    expect(() => importFloorPlan(bad, { viewpoints: 0 })).toThrow(/type the catalog lacks/);
  });
});

describe('importFloorPlan: shelves inside a hutch', () => {
  it('gives a shelf housed by a desk its surface, though the desk is not its parent (FloorPlan308)', () => {
    const floor = raw('Floor', [0, -0.05, 0], [4, 0.1, 4]);
    // A desk whose box takes in its hutch up to 2.2 m, and a shelf inside it listed with no parent.
    const desk = raw('Desk', [-1.6, 1.1, 0.6], [1.4, 2.2, 0.7]);
    const shelf = raw('Shelf', [-1.3, 1.5, 0.45], [0.42, 0.34, 0.33]);
    const reachable: [number, number][] = [];
    for (let x = -1.5; x <= 1.5; x += 0.25) for (let z = -1.5; z <= -0.25; z += 0.25) reachable.push([x, z]);
    const scene = importFloorPlan({ floorPlan: 308, objects: [floor, desk, shelf], reachable });
    const imported = scene.objects.find((o) => o.type === 'Shelf')!;
    expect(imported.surfaces).toHaveLength(1);
    const [minX, maxX, minZ, maxZ, y] = imported.surfaces![0]!;
    expect(maxX - minX).toBeGreaterThan(0.3);
    expect(maxZ - minZ).toBeGreaterThan(0.25);
    expect(y).toBeCloseTo(1.33, 2);
  });
});
