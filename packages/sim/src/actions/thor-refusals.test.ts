import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { cameraBasis, followerCamera, projectPoint } from '../geometry/camera.js';
import { actOk, idOf } from '../testing/helpers.js';
import { cellPosition, isWalkableCell } from '../world/nav.js';
import { handPoint } from '../world/snapshot.js';
import type { World, Yaw } from '../world/types.js';
import { thorOnlyRefusals } from './thor-refusals.js';

const kitchen = createDemoKitchen();
const id = (type: string) => idOf(kitchen, type);
const at = (w: World, x: number, z: number, yaw: Yaw = 0): World => ({ ...w, follower: { ...w.follower, x, z, yaw, horizon: 30 } });
const cells = (w: World) => {
  const out: { x: number; z: number }[] = [];
  for (let j = 0; j < w.nav.rows; j++) for (let i = 0; i < w.nav.cols; i++) if (isWalkableCell(w.nav, i, j)) out.push(cellPosition(w.nav, i, j));
  return out;
};
const click = { x: 0.5, y: 0.5 };

describe('thorOnlyRefusals: what AI2-THOR would also refuse', () => {
  const westmost = cells(kitchen).reduce((a, b) => (b.x < a.x ? b : a));
  const holdingPot = actOk(kitchen, 'Pickup', id('Pot'));
  const handPixel = (w: World) => projectPoint(cameraBasis(followerCamera(w)), handPoint(w))!;

  it.each([
    {
      rule: 'pickup_clip', why: 'facing the west wall from the westmost cell, the hand is in the wall',
      before: () => at(kitchen, westmost.x, westmost.z, 270), action: 'Pickup', target: () => id('Apple'), refused: true,
    },
    {
      rule: 'pickup_clip', why: 'facing open floor, the hand is free',
      before: () => at(kitchen, -1.0, 0.75, 180), action: 'Pickup', target: () => id('Apple'), refused: false,
    },
  ] as const)('$rule: $why -> refused $refused', ({ rule, before, action, target, refused }) => {
    const w = before();
    expect(thorOnlyRefusals(w, w, { name: action, ...click }, target()).includes(rule)).toBe(refused);
  });

  it.each([
    { where: 'on the pot drawn at the hand', pixel: (w: World) => ({ x: handPixel(w).u, y: handPixel(w).v }), refused: true },
    { where: 'above it, on the counter behind', pixel: () => ({ x: 0.5, y: 0.2 }), refused: false },
  ])('held_blocks_ray: a click $where -> refused $refused', ({ pixel, refused }) => {
    const w = at(holdingPot, -1.0, 0.75);
    expect(thorOnlyRefusals(w, w, { name: 'Place', ...pixel(w) }, id('CounterTop')).includes('held_blocks_ray')).toBe(refused);
    expect(thorOnlyRefusals(at(kitchen, -1.0, 0.75), at(kitchen, -1.0, 0.75), { name: 'Pickup', ...pixel(w) }, id('Mug'))).not.toContain('held_blocks_ray');
  });
});
