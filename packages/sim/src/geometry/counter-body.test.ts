import { createWorld, type ObjectSpec } from '../world/create-world.js';
import { describe, expect, it } from 'vitest';
import { counterBases } from './counter-body.js';

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
