import { describe, expect, it } from 'vitest';
import { mapProjection, yawOnMap } from './map-projection.js';

describe('mapProjection', () => {
  const p = mapProjection({ minX: -2, maxX: 2, minZ: -1, maxZ: 3 }, 108, 4);
  it('puts north up and east right', () => {
    const [x0, y0] = p.toPx(0, 0);
    const [x1, y1] = p.toPx(1, 1);
    expect(x1).toBeGreaterThan(x0);
    expect(y1).toBeLessThan(y0);
  });
  it('fits the room inside the margins', () => {
    expect(p.toPx(-2, 3)).toEqual([4, 4]);
    expect(p.toPx(2, -1)).toEqual([104, 104]);
  });
  it.each([[0, [0, -1]], [90, [1, 0]], [180, [0, 1]], [270, [-1, 0]]] as const)('turns yaw %d into a map direction', (yaw, want) => {
    const [dx, dy] = yawOnMap(yaw);
    expect(dx).toBeCloseTo(want[0], 9);
    expect(dy).toBeCloseTo(want[1], 9);
  });
});
