/**
 * Slicing: a knife in the hand, the food not in the hand and lying in the open (food is taken out
 * of a fridge, cabinet or toaster to a counter first, and off a spot where some of its slices would
 * land out of reach, so every slice can be picked up).
 */
import type { SimObject, World } from '@chorehouse/sim';
import { findViewpoint } from '../../nav/viewpoint.js';
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

/**
 * Whether every slice the cut would make could be picked up afterwards: a loaf at the far edge of a
 * round table falls into slices some of which are out of reach.
 */
function slicesReachable(after: World, food: SimObject): boolean {
  const knife = after.follower.heldObjectId;
  const handFree: World = { ...after, objects: after.objects.filter((o) => o.objectId !== knife), follower: { ...after.follower, heldObjectId: null } };
  const slices = handFree.objects.filter((o) => o.objectId.startsWith(`${food.objectId}|`) && !o.disabled);
  return slices.every((s) => findViewpoint(handFree, s.objectId, 'Pickup').ok);
}

export function slice(ctx: PlanContext, food: SimObject): Decision {
  if (food.isSliced) return { kind: 'done' };
  if (!food.sliceable) return fail(`The ${food.objectType} cannot be sliced.`);
  const moving = ctx.memory.relocating.get(food.objectId);
  if (moving !== undefined && moving !== null) {
    // Carrying it off the spot where its slices would fall out of reach; then cut as usual.
    if (isHeld(ctx.world, food.objectId) || food.parentId === moving) {
      return obtain(ctx, food.objectId) ?? putDown(ctx, food.objectId, 'slice it where the slices can be reached', moving);
    }
    ctx.memory.relocating.set(food.objectId, null);
  }
  if (isHeld(ctx.world, food.objectId)) return putDown(ctx, food.objectId, 'slice it');
  if (tuckedAway(ctx, food)) return obtain(ctx, food.objectId) ?? putDown(ctx, food.objectId, 'slice it');
  const ready = knifeInHand(ctx) ?? access(ctx, food.objectId);
  if (ready) return ready;
  const vp = ctx.viewpoint(food.objectId, 'Slice');
  if (vp.ok && moving === undefined && food.parentId !== null && !slicesReachable(vp.viewpoint.after, food)) {
    ctx.memory.relocating.set(food.objectId, food.parentId);
    return obtain(ctx, food.objectId) ?? fail(`The ${food.objectType} cannot be moved.`);
  }
  return act('Slice', food.objectId, `slice the ${food.objectType}`, vp.ok ? { viewpoint: vp.viewpoint } : {});
}
