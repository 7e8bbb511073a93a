import { describe, expect, it } from 'vitest';
import { clickWithinReach } from '../geometry/click-point.js';
import { frontFromFloor } from '../geometry/facing.js';
import { actOk } from '../testing/helpers.js';
import { createWorld } from '../world/create-world.js';
import { getObject } from '../world/lookup.js';
import { buildNavGrid } from '../world/nav.js';
import type { World, Yaw } from '../world/types.js';
import { withOpened } from './open-toggle.js';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const COUNTER = 'CounterTop|+00.00|+00.90|+01.20';
const DRAWER = 'Drawer|+00.00|+00.75|+01.20';
const FORK = 'Fork|+00.00|+00.72|+01.20';

/** A drawer under a counter's top (the top hides it from above), facing the room at -z, with a fork in it. */
function kitchen(front?: Yaw): World {
  return createWorld({
    objects: [
      { objectId: COUNTER, objectType: 'CounterTop', position: v(0, 0.88, 1.2), center: v(0, 0.9, 1.2), size: v(1.2, 0.04, 0.6) },
      { objectId: DRAWER, objectType: 'Drawer', position: v(0, 0.7, 1.2), center: v(0, 0.77, 1.2), size: v(0.5, 0.14, 0.5), ...(front !== undefined ? { front } : {}) },
      { objectId: FORK, objectType: 'Fork', position: v(0, 0.72, 1.2), parentId: DRAWER },
    ],
    nav: buildNavGrid(-1, 0, 9, 3, () => true),
    follower: { x: 0, z: 0.25, yaw: 0 },
    seed: 1,
  });
}

describe('drawers slide out', () => {
  it('the open floor in front tells which way a drawer faces', () => {
    const w = kitchen();
    expect(frontFromFloor(w.nav, getObject(w, DRAWER)!.bbox)).toBe(180);
  });

  it('opening moves the drawer and its contents out toward its front, closing moves them back', () => {
    const w = kitchen(180);
    const open = actOk(w, 'Open', DRAWER);
    const before = getObject(w, FORK)!.bbox, after = getObject(open, FORK)!.bbox;
    expect(after.min.z).toBeCloseTo(before.min.z - 0.3, 6);
    expect(getObject(open, DRAWER)!.bbox.min.z).toBeCloseTo(getObject(w, DRAWER)!.bbox.min.z - 0.3, 6);
    const closed = actOk(open, 'Close', DRAWER);
    expect(getObject(closed, FORK)!.bbox).toEqual(before);
  });

  it('what lies in a drawer under a counter can be reached once it is out', () => {
    expect(clickWithinReach(withOpened(kitchen(), [DRAWER]), FORK)).toBeNull();
    expect(clickWithinReach(withOpened(kitchen(180), [DRAWER]), FORK)).not.toBeNull();
  });
});
