import { describe, expect, it } from 'vitest';
import { percentile, seededRandom } from './load-client.js';
import { p99RatioInterval, percentileOf } from './ratio-interval.js';

/** Round trips like the bench's: mostly under a millisecond, with a long tail (exponential, 0.5 ms scale). */
function roundTrips(n: number, seed: number, scale = 1): number[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: n }, () => scale * (0.2 - 0.5 * Math.log(1 - rnd())));
}

const SECOND = 400;

describe('percentileOf', () => {
  it('picks the same sample as the bench percentile, ties and all', () => {
    const rnd = seededRandom(20);
    for (const n of [1, 2, 3, 10, 99, 100, 101, 1000]) {
      // Few distinct values, so ties are common.
      const values = Array.from({ length: n }, () => Math.floor(rnd() * 7));
      const sorted = [...values].sort((a, b) => a - b);
      for (const p of [0, 50, 99, 100]) expect(percentileOf(Float64Array.from(values), p)).toBe(percentile(sorted, p));
    }
  });
});

describe('p99RatioInterval', () => {
  it('holds 1 for two servers drawn alike, and stays near it', () => {
    const interval = p99RatioInterval(roundTrips(8000, 1), roundTrips(8000, 2), { block: SECOND, rnd: seededRandom(3) })!;
    expect(interval.low).toBeLessThan(1);
    expect(interval.high).toBeGreaterThan(1);
    expect(interval.low).toBeGreaterThan(0.75);
    expect(interval.high).toBeLessThan(1.35);
  });

  it('holds the true ratio of a server twice as slow', () => {
    const interval = p99RatioInterval(roundTrips(8000, 4, 2), roundTrips(8000, 5), { block: SECOND, rnd: seededRandom(6) })!;
    expect(interval.low).toBeLessThan(2);
    expect(interval.high).toBeGreaterThan(2);
    expect(interval.low).toBeGreaterThan(1.5);
  });

  it('widens when the tail is one slow second, which a draw of single samples would hide', () => {
    const spell = roundTrips(8000, 7);
    // One second of the run ten times slower: 400 round trips, more than the 80 that make the p99.
    for (let i = 3000; i < 3000 + SECOND; i++) spell[i] = spell[i]! * 10;
    const calm = roundTrips(8000, 8);
    const byBlocks = p99RatioInterval(spell, calm, { block: SECOND, rnd: seededRandom(9) })!;
    const bySamples = p99RatioInterval(spell, calm, { block: 1, rnd: seededRandom(9) })!;
    // Some draws leave the slow second out (about e^-1 of them): the interval reaches down to the calm ratio.
    expect(byBlocks.low).toBeLessThan(1.3);
    expect(byBlocks.high).toBeGreaterThan(2);
    expect(byBlocks.high - byBlocks.low).toBeGreaterThan(3 * (bySamples.high - bySamples.low));
  });

  it('is the same from the same samples and seed', () => {
    const a = roundTrips(2000, 10);
    const b = roundTrips(2000, 11);
    expect(p99RatioInterval(a, b, { block: 100, rnd: seededRandom(12), draws: 200 })).toEqual(p99RatioInterval(a, b, { block: 100, rnd: seededRandom(12), draws: 200 }));
  });

  it('answers null for a side without samples and refuses options that mean nothing', () => {
    expect(p99RatioInterval([], [1, 2], { block: 1, rnd: seededRandom(1) })).toBeNull();
    expect(() => p99RatioInterval([1], [1], { block: 0, rnd: seededRandom(1) })).toThrow(RangeError);
    expect(() => p99RatioInterval([1], [1], { block: 1, rnd: seededRandom(1), level: 1 })).toThrow(RangeError);
  });
});
