import { createWorld, type ObjectSpec } from '../world/create-world.js';
import { describe, expect, it } from 'vitest';
import { counterBases, kitchenBodies } from './counter-body.js';
import { stoveBodies } from './stove-body.js';
import type { World } from '../world/types.js';

const nav = { originX: -3, originZ: -3, cellSize: 0.25, cols: 25, rows: 25, walkable: '1'.repeat(25 * 25) };
const counter: ObjectSpec = { objectId: 'c', objectType: 'CounterTop', position: { x: 0, y: 0.9, z: 1 }, center: { x: 0, y: 0.91, z: 1 }, size: { x: 2, y: 0.02, z: 0.6 } };
// A cabinet set back 5 cm from the counter's front edge (z = 0.7), under its left half.
const cabinet: ObjectSpec = { objectId: 'k', objectType: 'Cabinet', position: { x: -0.5, y: 0.1, z: 1.05 }, center: { x: -0.5, y: 0.5, z: 1.05 }, size: { x: 1, y: 0.8, z: 0.5 }, rotation: { x: 0, y: 180, z: 0 } };
const worldOf = (objects: ObjectSpec[]) => createWorld({ nav, seed: 0, follower: { x: 0, z: -1, yaw: 0 }, objects });

describe('counterBases', () => {
  it('fills the whole counter down to the floor where nothing stands under it', () => {
    const w = worldOf([counter]);
    const bases = counterBases(w.objects, 0, w.nav);
    expect(bases).toHaveLength(1);
    expect(bases[0]!.min.y).toBe(0);
    expect(bases[0]!.max.y).toBeCloseTo(0.9, 6);
  });

  it('leaves the column of a cabinet free, front included, and fills the rest', () => {
    const w = worldOf([counter, cabinet]);
    const bases = counterBases(w.objects, 0, w.nav);
    expect(bases).toHaveLength(1);
    expect(bases[0]!.min.x).toBeGreaterThanOrEqual(0);
    expect(bases[0]!.max.x).toBeCloseTo(1 - 0.03, 6);
  });
});

describe('kitchenBodies', () => {
  const mug: ObjectSpec = { objectId: 'm', objectType: 'Mug', position: { x: 0.5, y: 0.92, z: 1 }, parentId: 'c' };
  const afresh = (w: World) => {
    const stoves = stoveBodies(w.objects, w.floorY).map((s) => s.box);
    return [...stoves, ...counterBases(w.objects, w.floorY, w.nav, stoves)];
  };
  const bodies = (w: World) => kitchenBodies(w.objects, w.floorY, w.nav);
  const replaced = (w: World, id: string, patch: object): World => ({ ...w, objects: w.objects.map((o) => (o.objectId === id ? { ...o, ...patch } : o)) });

  it('reuses the bodies when nothing they are cut from changed (a mug moved on the counter)', () => {
    const w = worldOf([counter, cabinet, mug]);
    const first = bodies(w);
    expect(first).toEqual(afresh(w));
    expect(bodies(replaced(w, 'm', { position: { x: 0.6, y: 0.92, z: 1 } }))).toBe(first);
  });

  it('cuts again when what stands under the counter changed, though the objects around it did not', () => {
    const w = worldOf([counter, cabinet, mug]);
    const first = bodies(w);
    for (const patch of [{ rotation: { x: 0, y: 90, z: 0 } }, { disabled: true }, { bbox: { min: { x: -1, y: 0.1, z: 0.8 }, max: { x: -0.5, y: 0.85, z: 1.3 } } }]) {
      const changed = replaced(w, 'k', patch);
      expect(bodies(changed)).toEqual(afresh(changed));
      expect(bodies(changed)).not.toEqual(first);
    }
  });
});

