/**
 * Slicing: a knife in the hand, the food not in the hand and lying in the open (food is taken out
 * of a fridge, cabinet or toaster to a counter first, so its slices stay easy to reach).
 */
import type { SimObject } from '@chorehouse/sim';
import { catalogEntry, ancestorsOf } from '@chorehouse/sim';
import { isEnclosed, isHeld } from '../../world/queries.js';
import { access, knifeInHand, obtain, putDown } from '../chores.js';
import { act, fail, type Decision } from '../decision.js';
import type { PlanContext } from '../plan-context.js';

/** Food shut away (fridge, cabinet, drawer, microwave) or sitting in a holder (toaster) is moved out first. */
function tuckedAway(ctx: PlanContext, food: SimObject): boolean {
  const parent = food.parentId === null ? undefined : ctx.obj(food.parentId);
  if (parent && catalogEntry(parent.objectType).holderAccepts !== null) return true;
  return ancestorsOf(ctx.world, food.objectId).some((a) => isEnclosed(a));
}

export function slice(ctx: PlanContext, food: SimObject): Decision {
  if (food.isSliced) return { kind: 'done' };
  if (!food.sliceable) return fail(`The ${food.objectType} cannot be sliced.`);
  if (isHeld(ctx.world, food.objectId)) return putDown(ctx, food.objectId, 'slice it');
  if (tuckedAway(ctx, food)) return obtain(ctx, food.objectId) ?? putDown(ctx, food.objectId, 'slice it');
  return knifeInHand(ctx) ?? access(ctx, food.objectId) ?? act('Slice', food.objectId, `slice the ${food.objectType}`);
}
