import { describe, expect, it } from 'vitest';
import type { ThorObjectMetadata } from '@chorehouse/sim';
import { snapshotMap, stateDiff, stateDiffer } from './state-diff.js';

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
      // So does a differ that keeps the answer per base, the second time too.
      const base = meta({ objectId: 'Mug|1', shared, isDirty: true, distance: 1 });
      const differ = stateDiffer(before);
      for (const distance of [1, 2]) expect(differ({ objects: [{ ...base, distance }], bases: [base] }).objects).toEqual({ 'Mug|1': { shared } });
    }
  });

  it('a differ keeps each object\'s change per base: a base met again is not compared again, an entry without one always is', () => {
    const initial = snapshotMap([meta({ objectId: 'Mug|1', isDirty: true, distance: 1 })]);
    const differ = stateDiffer(initial);
    const clean = meta({ objectId: 'Mug|1', isDirty: false, distance: 1 });
    const first = differ({ objects: [clean], bases: [clean] });
    expect(first.objects).toEqual({ 'Mug|1': { isDirty: false } });
    expect(differ({ objects: [{ ...clean, distance: 3 }], bases: [clean] }).objects['Mug|1']).toBe(first.objects['Mug|1']);
    const carried = meta({ objectId: 'Mug|1', isDirty: true, distance: 0 });
    expect(differ({ objects: [carried], bases: [null] }).objects).toEqual({});
  });
});
