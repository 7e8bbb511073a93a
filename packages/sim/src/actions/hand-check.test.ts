import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { step } from '../step.js';
import { actOk, idOf } from '../testing/helpers.js';
import { OBJECT_ACTIONS } from './action.js';
import { handCheck } from './hand-check.js';

describe('handCheck', () => {
  const empty = createDemoKitchen();
  const holdingMug = actOk(empty, 'Pickup', idOf(empty, 'Mug'));

  it.each([
    ['empty hands', empty, { Place: 'place/hand_empty', Slice: 'slice/no_knife', Pour: 'pour/nothing_to_pour' }],
    ['an empty mug', holdingMug, { Pickup: 'pickup/hand_full', Slice: 'slice/no_knife', Pour: 'pour/nothing_to_pour' }],
  ] as const)('with %s: the codes step gives, before any click is looked at', (_, world, expected) => {
    for (const name of OBJECT_ACTIONS) {
      const check = handCheck(world, name);
      expect(check?.code ?? null, name).toBe((expected as Record<string, string>)[name] ?? null);
      // Wherever the click lands, step fails with the same code and words when the hand is wrong.
      if (check) expect(step(world, 'follower', { name, x: 0.5, y: 0.5 }).outcome).toMatchObject({ success: false, code: check.code, message: check.message });
    }
  });
});
