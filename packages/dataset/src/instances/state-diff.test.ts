import { describe, expect, it } from 'vitest';
import type { ThorObjectMetadata } from '@chorehouse/sim';
import { snapshotMap, stateDiff } from './state-diff.js';

const meta = (o: Record<string, unknown>) => o as unknown as ThorObjectMetadata;

describe('stateDiff', () => {
  it('leaves out what did not change, nested values shared between snapshots included, and keeps what did', () => {
    const position = Object.freeze({ x: 1, y: 0.9, z: -2 });
    const box = Object.freeze({ cornerPoints: Object.freeze([Object.freeze([1, 2, 3])]) });
    const before = snapshotMap([meta({ objectId: 'Mug|1', position, box, isDirty: true, distance: 1 })]);
    const after = snapshotMap([meta({ objectId: 'Mug|1', position, box, isDirty: false, distance: 2 })]);
    expect(stateDiff(before, after)).toEqual({ agents: {}, objects: { 'Mug|1': { isDirty: false } } });
    // Within the tolerance (1e-5) a moved number is the same; beyond it, it changed.
    const nudged = snapshotMap([meta({ objectId: 'Mug|1', position: { x: 1.000001, y: 0.9, z: -2 }, box, isDirty: true, distance: 1 })]);
    expect(stateDiff(before, nudged).objects).toEqual({});
    const moved = snapshotMap([meta({ objectId: 'Mug|1', position: { x: 1.1, y: 0.9, z: -2 }, box, isDirty: true, distance: 1 })]);
    expect(stateDiff(before, moved).objects).toEqual({ 'Mug|1': { position: { x: 1.1, y: 0.9, z: -2 } } });
  });

  it('counts a value holding a number that is not finite as changed, even when it is the same value (as a walk comparing numbers does)', () => {
    for (const shared of [Object.freeze({ x: Number.POSITIVE_INFINITY }), { x: Number.NaN }, Object.freeze([Object.freeze([Number.NaN])])]) {
      const before = snapshotMap([meta({ objectId: 'Mug|1', shared, isDirty: true })]);
      const after = snapshotMap([meta({ objectId: 'Mug|1', shared, isDirty: true })]);
      expect(stateDiff(before, after).objects).toEqual({ 'Mug|1': { shared } });
      expect(stateDiff(before, after).objects).toEqual({ 'Mug|1': { shared } });
    }
  });
});
