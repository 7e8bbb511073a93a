import { describe, expect, it } from 'vitest';
import { Raster } from './raster.js';

function lShape(): Raster {
  const r = new Raster(0, 0, 1, 6, 6);
  r.fillRect({ minX: 1, maxX: 5, minZ: 1, maxZ: 2 });
  r.fillRect({ minX: 1, maxX: 2, minZ: 1, maxZ: 5 });
  return r;
}

describe('Raster', () => {
  it('decomposes a region into disjoint rectangles that cover it exactly', () => {
    const rects = lShape().rectangles();
    const area = rects.reduce((a, r) => a + (r.maxX - r.minX) * (r.maxZ - r.minZ), 0);
    expect(area).toBe(7);
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) expect(a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ).toBe(false);
    }
  });

  it('traces a closed outline: every corner joins two wall segments', () => {
    const segs = lShape().boundary();
    const degree = new Map<string, number>();
    for (const s of segs) for (const k of [`${s.x0},${s.z0}`, `${s.x1},${s.z1}`]) degree.set(k, (degree.get(k) ?? 0) + 1);
    expect([...degree.values()].every((d) => d === 2)).toBe(true);
    expect(segs).toHaveLength(6); // an L has six sides
    const perimeter = segs.reduce((p, s) => p + Math.abs(s.x1 - s.x0) + Math.abs(s.z1 - s.z0), 0);
    expect(perimeter).toBe(16);
  });

  it('fills holes, closes narrow gaps and keeps the largest component', () => {
    const ring = new Raster(0, 0, 1, 7, 7);
    ring.fillRect({ minX: 1, maxX: 6, minZ: 1, maxZ: 6 });
    ring.set(3, 3, false);
    ring.fillRect({ minX: 0, maxX: 1, minZ: 0, maxZ: 1 }); // a stray cell, touching only at a corner
    expect(ring.fillHoles().get(3, 3)).toBe(true);
    expect(ring.largestComponent().get(0, 0)).toBe(false);
    const gap = new Raster(0, 0, 1, 9, 3);
    gap.fillRect({ minX: 1, maxX: 4, minZ: 1, maxZ: 2 });
    gap.fillRect({ minX: 5, maxX: 8, minZ: 1, maxZ: 2 });
    expect(gap.dilate(1).erode(1).get(4, 1)).toBe(true);
  });

  it('marks cells by overlap or by centre', () => {
    const r = new Raster(0, 0, 0.5, 4, 4);
    r.fillRect({ minX: 0.4, maxX: 0.6, minZ: 0.4, maxZ: 0.6 });
    expect(r.count()).toBe(4);
    const c = new Raster(0, 0, 0.5, 4, 4);
    c.fillCentersIn({ minX: 0.4, maxX: 0.6, minZ: 0.4, maxZ: 0.6 });
    expect(c.count()).toBe(0);
    c.fillCentersIn({ minX: 0.2, maxX: 0.8, minZ: 0.2, maxZ: 0.3 });
    expect(c.count()).toBe(2);
  });
});
