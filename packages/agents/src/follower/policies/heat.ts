/**
 * Heat: toasting, cooking and boiling, by the simulator's rules. A Toaster takes one bread slice;
 * burners take only a Pot, Pan or Kettle and are switched by their StoveKnob; the microwave must be
 * open to load and closed to run. Boiling needs the food uncooked when it first meets heat in a
 * vessel holding water, so the pot is filled before the potato goes in.
 */
import type { SimObject } from '@chorehouse/sim';
import { burnerUnder, contentsOf, couldFit, holdsWaterForBoiling, isInside, knobFor, live, ofType, washBasins } from '../../world/queries.js';
import { placeInto, switchOn } from '../chores.js';
import { fail, type Decision } from '../decision.js';
import type { PlanContext } from '../plan-context.js';
import { pourWaterInto, underRunningWater } from './water.js';

type Method = 'toaster' | 'stove' | 'microwave';

/** A free burner for a vessel: its own, else the cheapest one with nothing on it. */
function burnerFor(ctx: PlanContext, vessel: SimObject): SimObject | undefined {
  const own = burnerUnder(ctx.world, vessel.objectId);
  if (own) return own;
  const burners = ofType(ctx.world, 'StoveBurner').filter((b) => knobFor(ctx.world, b.objectId) !== undefined);
  const free = burners.filter((b) => contentsOf(ctx.world, b.objectId).length === 0);
  return ctx.tool(`burner ${vessel.objectId}`, free.length > 0 ? free : burners);
}

/** Put the vessel on a burner and switch that burner on through its knob; null once it is lit. */
function onLitBurner(ctx: PlanContext, vessel: SimObject): Decision | null {
  const burner = burnerFor(ctx, vessel);
  if (!burner) return fail('There is no stove burner I can use.');
  const placed = placeInto(ctx, vessel.objectId, burner.objectId);
  if (placed) return placed;
  const knob = knobFor(ctx.world, burner.objectId);
  if (!knob) return fail('That burner has no knob.');
  return switchOn(ctx, knob.objectId, 'light the burner');
}

/** Pots and pans that could take the food, those already on a burner first. */
function vesselFor(ctx: PlanContext, food: SimObject, types: readonly string[]): SimObject | undefined {
  const vessels = live(ctx.world).filter((o) => types.includes(o.objectType) && o.pickupable && couldFit(ctx.world, food, o) &&
    (!ctx.memory.keep.has(o.objectId) || isInside(ctx.world, food.objectId, o.objectId)));
  const onBurner = vessels.filter((v) => burnerUnder(ctx.world, v.objectId) && knobFor(ctx.world, burnerUnder(ctx.world, v.objectId)!.objectId));
  return ctx.tool(`vessel ${food.objectId}`, onBurner.length > 0 ? onBurner : vessels);
}

function chooseMethod(ctx: PlanContext, food: SimObject): Method | null {
  const earlier = ctx.memory.tools.get(`heat ${food.objectId}`) as Method | undefined;
  if (earlier) return earlier;
  const hasStove = ofType(ctx.world, 'StoveBurner').some((b) => knobFor(ctx.world, b.objectId));
  const toaster = food.objectType === 'BreadSliced' && ofType(ctx.world, 'Toaster').length > 0;
  const vessel = hasStove ? vesselFor(ctx, food, ['Pan', 'Pot']) : undefined;
  const onBurner = vessel !== undefined && burnerUnder(ctx.world, vessel.objectId) !== undefined;
  // The microwave warms bread without toasting it (AI2-THOR), so bread needs the toaster or a pan.
  const microwave = food.objectType !== 'BreadSliced' && ofType(ctx.world, 'Microwave').length > 0;
  const method: Method | null = toaster ? 'toaster' : onBurner ? 'stove' : microwave ? 'microwave' : vessel ? 'stove' : null;
  if (method) ctx.memory.tools.set(`heat ${food.objectId}`, method);
  return method;
}

export function cook(ctx: PlanContext, food: SimObject): Decision {
  if (food.isCooked) return { kind: 'done' };
  if (!food.cookable) return fail(`The ${food.objectType} cannot be cooked.`);
  switch (chooseMethod(ctx, food)) {
    case 'toaster': {
      const toaster = ctx.tool('toaster', ofType(ctx.world, 'Toaster'));
      if (!toaster) return fail('There is no toaster I can reach.');
      return placeInto(ctx, food.objectId, toaster.objectId) ?? switchOn(ctx, toaster.objectId, 'toast the bread') ??
        fail('The toaster runs but the bread is not toasted.');
    }
    case 'microwave': {
      const microwave = ctx.tool('microwave', ofType(ctx.world, 'Microwave'));
      if (!microwave) return fail('There is no microwave I can reach.');
      return placeInto(ctx, food.objectId, microwave.objectId, { clear: 'any' }) ??
        switchOn(ctx, microwave.objectId, `cook the ${food.objectType}`) ?? fail('The microwave runs but nothing cooks.');
    }
    case 'stove': {
      const vessel = vesselFor(ctx, food, ['Pan', 'Pot']);
      if (!vessel) return fail('There is no pan or pot to cook in.');
      return placeInto(ctx, food.objectId, vessel.objectId, { clear: 'any' }) ?? onLitBurner(ctx, vessel) ??
        fail('The burner is on but nothing cooks.');
    }
    case null:
      return fail(`There is nothing here to cook the ${food.objectType} with.`);
  }
}

/** Fill a vessel with water: at a sink if it fits one, else by pouring from a smaller container. */
function withWater(ctx: PlanContext, vessel: SimObject): Decision | null {
  if (holdsWaterForBoiling(vessel)) return null;
  if (vessel.isFilledWithLiquid) return fail(`The ${vessel.objectType} holds coffee, not water.`);
  // At a sink if it fits one; if the sink will not take it after all (crowded by fixtures), pour.
  const noSink = `no sink for ${vessel.objectId}`;
  if (!ctx.memory.tools.has(noSink) && washBasins(ctx.world).some((b) => couldFit(ctx.world, vessel, b))) {
    const atSink = underRunningWater(ctx, vessel);
    if (atSink?.kind !== 'fail') return atSink;
    ctx.memory.tools.set(noSink, 'yes');
  }
  return pourWaterInto(ctx, vessel);
}

export function boil(ctx: PlanContext, food: SimObject): Decision {
  if (food.simbotIsBoiled) return { kind: 'done' };
  if (food.isCooked) return fail(`The ${food.objectType} is already cooked, so it can no longer be boiled.`);
  if (!food.cookable) return fail(`The ${food.objectType} cannot be boiled.`);
  const hasStove = ofType(ctx.world, 'StoveBurner').some((b) => knobFor(ctx.world, b.objectId));
  const pot = hasStove ? vesselFor(ctx, food, ['Pot']) : undefined;
  if (pot) {
    // Water first, then the burner, then the food: it must not cook dry on a lit burner.
    return withWater(ctx, pot) ?? (burnerUnder(ctx.world, pot.objectId) ? null : onBurner(ctx, pot)) ??
      placeInto(ctx, food.objectId, pot.objectId, { clear: 'any' }) ?? onLitBurner(ctx, pot) ??
      fail('The pot of water is on a lit burner but nothing boils.');
  }
  const microwave = ctx.tool('microwave', ofType(ctx.world, 'Microwave'));
  const bowl = vesselFor(ctx, food, ['Bowl', 'Pot', 'Cup', 'Mug']);
  if (!microwave || !bowl) return fail(`There is no pot on a stove, nor a bowl and a microwave, to boil the ${food.objectType}.`);
  // Food into the bowl of water first, then the bowl into the microwave (the food rides along).
  return withWater(ctx, bowl) ?? (isInside(ctx.world, bowl.objectId, microwave.objectId) ? null : placeInto(ctx, food.objectId, bowl.objectId)) ??
    placeInto(ctx, bowl.objectId, microwave.objectId, { clear: 'any' }) ??
    placeInto(ctx, food.objectId, bowl.objectId) ?? switchOn(ctx, microwave.objectId, `boil the ${food.objectType}`) ??
    fail('The microwave runs but nothing boils.');
}

/** Put a pot on a burner without lighting it. */
function onBurner(ctx: PlanContext, vessel: SimObject): Decision | null {
  const burner = burnerFor(ctx, vessel);
  if (!burner) return fail('There is no stove burner I can use.');
  return placeInto(ctx, vessel.objectId, burner.objectId);
}

