/**
 * Coffee: the machine takes one Mug; a running machine fills an empty mug seated in it. So: pour
 * out whatever the mug holds (a washed mug comes out full of water), seat it, switch the machine on.
 */
import type { SimObject } from '@chorehouse/sim';
import { isInside, ofType } from '../../world/queries.js';
import { placeInto, switchOn } from '../chores.js';
import { fail, type Decision } from '../decision.js';
import type { PlanContext } from '../plan-context.js';
import { empty } from './water.js';

export function coffee(ctx: PlanContext, mug: SimObject): Decision {
  if (mug.simbotIsFilledWithCoffee) return { kind: 'done' };
  if (mug.objectType !== 'Mug') return fail(`Only a mug fits the coffee machine, not a ${mug.objectType}.`);
  const machine = ctx.tool('coffee machine', ofType(ctx.world, 'CoffeeMachine'));
  if (!machine) return fail('There is no coffee machine I can reach.');
  if (mug.isFilledWithLiquid) return empty(ctx, mug);
  if (!isInside(ctx.world, mug.objectId, machine.objectId) || ctx.world.follower.heldObjectId === mug.objectId) {
    return placeInto(ctx, mug.objectId, machine.objectId) ?? fail('The mug will not go into the coffee machine.');
  }
  return switchOn(ctx, machine.objectId, 'make coffee') ?? fail('The coffee machine runs but the mug stays empty.');
}
