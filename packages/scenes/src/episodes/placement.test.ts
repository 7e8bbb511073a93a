import { describe, expect, it } from 'vitest';
import { seedRng, type Surface } from '@chorehouse/sim';
import { nearestSpot, randomSpot } from './placement.js';

const table: Surface = { minX: 0, maxX: 1, minZ: 0, maxZ: 0.5, y: 0.8, maxHeight: 3 };
const mug = { x: 0.1, y: 0.1, z: 0.1 };

describe('placement', () => {
  it('finds random spots that stay on the surface and never overlap what is there', () => {
    let rng = seedRng(3);
    const taken: { minX: number; maxX: number; minZ: number; maxZ: number }[] = [];
    for (let k = 0; k < 20; k++) {
      const r = randomSpot([table], mug, taken, rng, 50);
      rng = r.rng;
      if (!r.spot) break;
      const f = r.spot.footprint;
      expect(f.minX).toBeGreaterThanOrEqual(0);
      expect(f.maxZ).toBeLessThanOrEqual(0.5);
      expect(r.spot.center.y).toBeCloseTo(0.85);
      expect(taken.some((t) => f.minX < t.maxX - 0.002 && t.minX < f.maxX - 0.002 && f.minZ < t.maxZ - 0.002 && t.minZ < f.maxZ - 0.002)).toBe(false);
      taken.push(f);
    }
    expect(taken.length).toBeGreaterThan(10);
  });

  it('is deterministic for a seed', () => {
    expect(randomSpot([table], mug, [], seedRng(9)).spot).toEqual(randomSpot([table], mug, [], seedRng(9)).spot);
  });

  it('takes the free spot nearest a point, turning a long object to fit', () => {
    const spot = nearestSpot([table], mug, [{ minX: 0, maxX: 0.5, minZ: 0, maxZ: 0.5 }], { x: 0.2, z: 0.2 })!;
    expect(spot.footprint.minX).toBeGreaterThanOrEqual(0.5 - 1e-9);
    const narrow: Surface = { ...table, maxX: 0.3, maxZ: 1 };
    const towel = { x: 0.6, y: 0.5, z: 0.05 };
    const turned = nearestSpot([narrow], towel, [], { x: 0, z: 0 })!;
    expect(turned.size).toEqual({ x: 0.05, y: 0.5, z: 0.6 });
    expect(nearestSpot([{ ...narrow, maxZ: 0.3 }], towel, [], { x: 0, z: 0 })).toBeNull();
  });
});
