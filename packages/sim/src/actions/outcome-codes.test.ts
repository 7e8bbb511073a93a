/** Every outcome code the simulator defines is produced by some situation, with a message. */
import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { clickWithinReach, findClickPoint } from '../geometry/click-point.js';
import { cellPosition, isWalkableCell } from '../world/nav.js';
import { step } from '../step.js';
import { act, actOk, idOf } from '../testing/helpers.js';
import type { World } from '../world/types.js';
import { OUTCOME_CODES, type Outcome, type OutcomeCode } from './outcome.js';

const k = createDemoKitchen();
const id = (type: string, n = 0) => idOf(k, type, n);
const hold = (w: World, objectId: string) => actOk(w, 'Pickup', objectId);
const coffeeInHand = (): World => {
  let w = actOk(hold(k, id('Mug')), 'Place', id('SinkBasin'));
  w = actOk(actOk(w, 'ToggleOn', id('Faucet')), 'Pickup', id('Mug'));
  w = actOk(actOk(actOk(w, 'Pour', id('SinkBasin')), 'Place', id('CoffeeMachine')), 'ToggleOn', id('CoffeeMachine'));
  return hold(w, id('Mug'));
};

const SCENARIOS: Record<OutcomeCode, () => Outcome> = {
  'ok': () => step(k, 'follower', { name: 'Turn Left' }).outcome,
  'action/unknown': () => step(k, 'follower', { name: 'Jump' } as never).outcome,
  'action/bad_click': () => step(k, 'follower', { name: 'Open', x: 2, y: 0.5 }).outcome,
  'action/not_your_role': () => step(k, 'commander', { name: 'Open', x: 0.5, y: 0.5 }).outcome,
  'motion/blocked': () => step({ ...k, follower: { ...k.follower, z: 1 } }, 'follower', { name: 'Forward' }).outcome,
  'motion/look_limit': () => step({ ...k, follower: { ...k.follower, horizon: 60 } }, 'follower', { name: 'Look Down' }).outcome,
  'motion/out_of_bounds': () => step({ ...k, commander: { ...k.commander, y: 5 } }, 'commander', { name: 'Look Up' }).outcome,
  'target/not_found': () => act(k, 'Pickup', id('Fridge')).outcome,
  'target/too_far': () => {
    const far = { ...k, follower: { ...k.follower, x: -1.5, z: -0.5 } };
    return step(far, 'follower', { name: 'Pickup', ...findClickPoint(far, id('Mug'))! }).outcome;
  },
  'target/blocked': () => {
    // A pose in front of the fridge, inside its door's swing.
    for (let j = 0; j < k.nav.rows; j++) {
      for (let i = 0; i < k.nav.cols; i++) {
        if (!isWalkableCell(k.nav, i, j)) continue;
        for (const yaw of [0, 90, 180, 270] as const) {
          const w = { ...k, follower: { ...k.follower, ...cellPosition(k.nav, i, j), yaw } };
          const click = clickWithinReach(w, id('Fridge'));
          const r = click && step(w, 'follower', { name: 'Open', ...click });
          if (r && r.outcome.code === 'target/blocked') return r.outcome;
        }
      }
    }
    throw new Error('no pose in the fridge door\'s swing');
  },
  'pickup/hand_full': () => act(hold(k, id('Apple')), 'Pickup', id('Fork')).outcome,
  'place/hand_empty': () => act(k, 'Place', id('DiningTable')).outcome,
  'place/closed': () => act(hold(k, id('Apple')), 'Place', id('Fridge')).outcome,
  'place/wrong_type': () => act(hold(k, id('Cup')), 'Place', id('CoffeeMachine')).outcome,
  'place/holder_full': () => act(hold(k, id('Pan')), 'Place', id('StoveBurner')).outcome,
  'place/no_room': () => act(hold(k, id('Pot')), 'Place', id('Cup')).outcome,
  'open/running': () => act(actOk(k, 'ToggleOn', id('Microwave')), 'Open', id('Microwave')).outcome,
  'toggle/open': () => act(actOk(k, 'Open', id('Microwave')), 'ToggleOn', id('Microwave')).outcome,
  'slice/no_knife': () => act(k, 'Slice', id('Tomato')).outcome,
  'pour/nothing_to_pour': () => act(hold(k, id('Cup')), 'Pour', id('HousePlant')).outcome,
  'pour/refused': () => act(coffeeInHand(), 'Pour', id('HousePlant')).outcome,
};

describe('outcome codes', () => {
  it('have one scenario each', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...OUTCOME_CODES].sort());
  });

  it.each(Object.entries(SCENARIOS))('%s', (code, scenario) => {
    const outcome = scenario();
    expect(outcome.code).toBe(code);
    expect(outcome.success).toBe(code === 'ok');
    expect(outcome.message).toMatch(/^[A-Z].*\.$/);
    if (code !== 'ok') expect(outcome.changes).toEqual([]);
  });

  it('explain a refused pour in plain words', () => {
    expect(SCENARIOS['pour/refused']().message).toBe("You can't pour coffee into the plant.");
    expect(SCENARIOS['pickup/hand_full']().message).toBe('You are already holding the apple. Put it down first.');
  });
});
