import { describe, expect, it } from 'vitest';
import { shareOf } from './crowd-shards.js';

describe('shareOf', () => {
  it('splits n sessions over the shards as evenly as integers allow', () => {
    for (const shards of [1, 3, 8]) {
      for (const n of [0, 1, 7, 25, 200, 2_490]) {
        const shares = Array.from({ length: shards }, (_, i) => shareOf(n, shards, i));
        expect(shares.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never shrinks a shard as n grows (a probe only adds sessions)', () => {
    for (let n = 0; n < 100; n++) {
      for (let i = 0; i < 8; i++) expect(shareOf(n + 1, 8, i)).toBeGreaterThanOrEqual(shareOf(n, 8, i));
    }
  });
});
