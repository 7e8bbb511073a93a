/**
 * Property test: thousands of random action sequences on the demo kitchen keep the world's
 * invariants, never throw, and replay to the same hash.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type Action, type AgentRole } from './actions/action.js';
import { createDemoKitchen } from './fixtures/demo-kitchen.js';
import { findClickPoint, visibleObjectIds } from './geometry/click-point.js';
import { step } from './step.js';
import { worldHash } from './world/hash.js';
import { isWalkable } from './world/nav.js';
import type { World } from './world/types.js';

const kitchen = createDemoKitchen(3);

/** A move: an action name with either a random click or "aim at the k-th visible object". */
const moveArb = fc.record({
  agent: fc.constantFrom<AgentRole>('follower', 'follower', 'follower', 'commander'),
  name: fc.constantFrom(...ACTION_NAMES),
  aim: fc.oneof(fc.record({ x: fc.double({ min: 0, max: 0.999, noNaN: true }), y: fc.double({ min: 0, max: 0.999, noNaN: true }) }), fc.nat(40)),
});
type Move = { agent: AgentRole; name: (typeof ACTION_NAMES)[number]; aim: number | { x: number; y: number } };

function toAction(world: World, move: Move): Action {
  if (typeof move.aim === 'object') return { name: move.name, ...move.aim } as Action;
  const visible = visibleObjectIds(world, 6);
  const target = visible[move.aim % Math.max(1, visible.length)];
  const click = target ? findClickPoint(world, target) : null;
  return { name: move.name, ...(click ?? { x: 0.5, y: 0.5 }) } as Action;
}

/**
 * What is wrong with the world, one line per broken invariant (none: it is sound). Plain checks
 * gathered into one `expect` per step: an `expect` per object per step made the assertion library
 * half of this test's time.
 */
function invariantViolations(w: World): string[] {
  const wrong: string[] = [];
  const ids = new Set(w.objects.map((o) => o.objectId));
  if (ids.size !== w.objects.length) wrong.push(`${w.objects.length - ids.size} duplicate object ids`);
  const held = w.follower.heldObjectId;
  for (const o of w.objects) {
    const id = o.objectId;
    if (id === held) {
      if (o.parentId !== null) wrong.push(`${id} is held and inside ${o.parentId}`);
      if (!o.isPickedUp) wrong.push(`${id} is held but not picked up`);
    } else if (o.isPickedUp) {
      wrong.push(`${id} is picked up but not held`);
    }
    if (o.parentId !== null) {
      if (!ids.has(o.parentId)) wrong.push(`${id} is inside ${o.parentId}, which does not exist`);
      if (o.disabled) wrong.push(`${id} is disabled but inside ${o.parentId}`);
    }
    if (o.isFilledWithLiquid && !o.canFillWithLiquid) wrong.push(`${id} is filled but cannot hold liquid`);
    if (o.isCooked && !o.simbotIsCooked) wrong.push(`${id} is cooked without simbotIsCooked`);
  }
  // Containment is a forest: following parents never loops.
  const parentOf = new Map(w.objects.map((o) => [o.objectId, o.parentId]));
  for (const o of w.objects) {
    let p = o.parentId;
    for (let depth = 0; p !== null; depth++) {
      if (depth >= w.objects.length) {
        wrong.push(`${o.objectId}'s parents loop`);
        break;
      }
      p = parentOf.get(p) ?? null;
    }
  }
  if (held !== null && !ids.has(held)) wrong.push(`the held ${held} does not exist`);
  if (!isWalkable(w.nav, w.follower.x, w.follower.z)) wrong.push(`the Follower stands off the grid at ${w.follower.x}, ${w.follower.z}`);
  if (![0, 90, 180, 270].includes(w.follower.yaw)) wrong.push(`yaw ${w.follower.yaw}`);
  if (![-30, 0, 30, 60].includes(w.follower.horizon)) wrong.push(`horizon ${w.follower.horizon}`);
  return wrong;
}

describe('random action sequences', () => {
  it('keep every invariant, never throw, and replay to the same hash', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 1, maxLength: 40 }), (moves) => {
        let w = kitchen;
        const applied: [AgentRole, Action][] = [];
        for (const move of moves) {
          const action = toAction(w, move);
          const r = step(w, move.agent, action);
          expect(r.outcome.success || r.outcome.code !== 'ok').toBe(true);
          if (!r.outcome.success) expect(r.world.objects).toBe(w.objects);
          w = r.world;
          applied.push([move.agent, action]);
          expect(invariantViolations(w)).toEqual([]);
        }
        let replay = kitchen;
        for (const [agent, action] of applied) replay = step(replay, agent, action).world;
        expect(worldHash(replay)).toBe(worldHash(w));
        expect(w.stepCount).toBe(moves.length);
      }),
      { numRuns: 1000, seed: 20261121 },
    );
  }, 120_000);
});
