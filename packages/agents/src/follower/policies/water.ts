/**
 * Water: washing at a sink (the sink rule cleans and fills whatever sits in a basin whose faucet
 * runs), filling a container there, pouring water into what cannot be carried (a plant, a pot too
 * big for the sink), and pouring a container out.
 */
import { catalogEntry, type SimObject, type World } from '@chorehouse/sim';
import { findViewpoint } from '../../nav/viewpoint.js';
import { couldFit, faucetFor, heldId, isInside, live, poursCoffee, washBasins } from '../../world/queries.js';
import { placeInto, obtain, switchOn } from '../chores.js';
import { act, fail, type Decision } from '../decision.js';
import type { PlanContext } from '../plan-context.js';

/** Whether the object, were it in hand, could be set in the basin as it is now (beside what is there). */
function hasRoomFor(world: World, obj: SimObject, basin: SimObject): boolean {
  if (isInside(world, obj.objectId, basin.objectId)) return true;
  const holding: World = { ...world, follower: { ...world.follower, heldObjectId: obj.objectId } };
  return findViewpoint(holding, basin.objectId, 'Place').ok;
}

/**
 * The basin to use for an object: the cheapest one it fits in, preferring one with room for it
 * now over one that must be cleared first (whose contents may be part of the task too).
 */
function basinFor(ctx: PlanContext, obj: SimObject): SimObject | undefined {
  const purpose = `basin ${obj.objectId}`;
  const fitting = washBasins(ctx.world).filter((b) => couldFit(ctx.world, obj, b));
  if (ctx.memory.tools.has(purpose)) return ctx.tool(purpose, fitting);
  const roomy = fitting.filter((b) => hasRoomFor(ctx.world, obj, b));
  return ctx.tool(purpose, roomy.length > 0 ? roomy : fitting);
}

/** Put the object in a basin and run its faucet; null once the faucet runs over it. */
export function underRunningWater(ctx: PlanContext, obj: SimObject): Decision | null {
  const basin = basinFor(ctx, obj);
  if (!basin) return fail(`There is no sink the ${obj.objectType} fits in.`);
  const placed = placeInto(ctx, obj.objectId, basin.objectId, { clear: 'any' });
  if (placed) return placed;
  const faucet = faucetFor(ctx.world, basin)!;
  return switchOn(ctx, faucet.objectId, `run the water over the ${obj.objectType}`);
}

export function clean(ctx: PlanContext, obj: SimObject): Decision {
  if (!obj.isDirty) return { kind: 'done' };
  if (!obj.pickupable) return fail(`The ${obj.objectType} cannot be carried to a sink.`);
  return underRunningWater(ctx, obj) ?? fail(`The ${obj.objectType} is still dirty under running water.`);
}

/** Can hold water for pouring: fillable, carried by hand, and not already holding something else. */
function waterCarrier(o: SimObject): boolean {
  // TEACh would pour wine as water; a person would not, so wine and coffee are left alone.
  return o.pickupable && o.canFillWithLiquid && catalogEntry(o.objectType).liquidsAccepted.includes('water') &&
    !(o.isFilledWithLiquid && (poursCoffee(o) || o.fillLiquid === 'wine'));
}

/** Pour water into `target` from some container, filling that container at a sink first if needed. */
export function pourWaterInto(ctx: PlanContext, target: SimObject): Decision {
  const held = heldId(ctx.world);
  const inHand = held === null ? undefined : ctx.obj(held);
  if (inHand && inHand.objectId !== target.objectId && waterCarrier(inHand) && inHand.isFilledWithLiquid) {
    return act('Pour', target.objectId, `pour water into the ${target.objectType}`);
  }
  const carriers = live(ctx.world).filter((o) => waterCarrier(o) && o.objectId !== target.objectId &&
    !isInside(ctx.world, o.objectId, target.objectId) && !ctx.memory.keep.has(o.objectId));
  // A container that already holds water is worth a detour; an empty one needs a sink.
  const full = carriers.filter((o) => o.isFilledWithLiquid);
  const usable = washBasins(ctx.world).length > 0 ? carriers : full;
  const purpose = `water for ${target.objectId}`;
  const jug = ctx.tool(purpose, ctx.memory.tools.has(purpose) || full.length === 0 ? usable : full);
  if (!jug) return fail(`There is no water I can bring to the ${target.objectType}.`);
  if (!jug.isFilledWithLiquid) return underRunningWater(ctx, jug) ?? fail(`The ${jug.objectType} does not fill at the sink.`);
  return obtain(ctx, jug.objectId) ?? act('Pour', target.objectId, `pour water into the ${target.objectType}`);
}

export function fill(ctx: PlanContext, obj: SimObject): Decision {
  if (obj.isFilledWithLiquid) return { kind: 'done' };
  if (!obj.canFillWithLiquid) return fail(`The ${obj.objectType} cannot hold water.`);
  const basin = obj.pickupable ? washBasins(ctx.world).find((b) => couldFit(ctx.world, obj, b)) : undefined;
  if (basin) return underRunningWater(ctx, obj) ?? fail(`The ${obj.objectType} does not fill at the sink.`);
  return pourWaterInto(ctx, obj);
}

/** Pour out what a container holds (into a sink; without one, into any empty container or plant). */
export function empty(ctx: PlanContext, obj: SimObject): Decision {
  if (!obj.isFilledWithLiquid) return { kind: 'done' };
  const got = obtain(ctx, obj.objectId);
  if (got) return got;
  const basin = ctx.tool('drain', washBasins(ctx.world).length > 0 ? washBasins(ctx.world)
    : live(ctx.world).filter((o) => catalogEntry(o.objectType).isBasin));
  if (basin) return act('Pour', basin.objectId, `pour out the ${obj.objectType}`);
  const sink = ctx.tool('drain elsewhere', live(ctx.world).filter((o) => o.canFillWithLiquid && !o.isFilledWithLiquid &&
    o.objectId !== obj.objectId && catalogEntry(o.objectType).liquidsAccepted.includes(poursCoffee(obj) ? 'coffee' : 'water')));
  return sink ? act('Pour', sink.objectId, `pour out the ${obj.objectType}`) : fail(`There is nowhere to pour out the ${obj.objectType}.`);
}
