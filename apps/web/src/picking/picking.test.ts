import { createDemoKitchen, findClickPoint, followerCamera, visibleObjectIds } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { framePointOf } from './frame-point.js';
import { objectAt } from './object-at.js';

describe('framePointOf', () => {
  const rect = { left: 100, top: 50, width: 900, height: 900 };
  it.each([
    [100, 50, { x: 0, y: 0 }],
    [550, 500, { x: 0.5, y: 0.5 }],
    [100 + 899, 50 + 450, { x: 899 / 900, y: 0.5 }],
  ])('maps (%d, %d) into the frame', (cx, cy, want) => {
    const p = framePointOf(rect, cx, cy)!;
    expect(p.x).toBeCloseTo(want.x, 9);
    expect(p.y).toBeCloseTo(want.y, 9);
  });
  it.each([[99, 60], [1000, 60], [200, 950], [200, 49]])('is null outside the frame (%d, %d)', (cx, cy) => {
    expect(framePointOf(rect, cx, cy)).toBeNull();
  });
});

describe('objectAt', () => {
  const world = createDemoKitchen();
  const pose = followerCamera(world);
  const visible = visibleObjectIds(world);

  it('shows, at each visible object\'s click point, that object', () => {
    expect(visible.length).toBeGreaterThan(3);
    for (const id of visible) {
      const click = findClickPoint(world, id);
      if (!click) continue;
      expect(objectAt(world, pose, click)).toBe(id);
    }
  });
});
