import { describe, expect, it } from 'vitest';
import { histogram } from './histogram.js';

describe('histogram', () => {
  it.each([
    [[], 10, []],
    [[3], 10, [{ from: 3, to: 4, count: 1 }]],
    [[0, 1, 1, 2], 10, [{ from: 0, to: 1, count: 1 }, { from: 1, to: 2, count: 2 }, { from: 2, to: 3, count: 1 }]],
    [[0, 5, 9, 10], 2, [{ from: 0, to: 6, count: 2 }, { from: 6, to: 12, count: 2 }]],
  ])('%j in at most %i bins', (values, bins, expected) => {
    expect(histogram(values, bins)).toEqual(expected);
  });

  it('counts every value once', () => {
    const values = Array.from({ length: 97 }, (_, i) => (i * 37) % 101);
    expect(histogram(values, 7).reduce((a, b) => a + b.count, 0)).toBe(97);
  });
});
