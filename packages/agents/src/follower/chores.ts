/**
 * The chores around every interaction: free the hand before a pickup (on a free counter spot),
 * open what hides an object, clear an object-specific receptacle or a full sink, switch a running
 * microwave off before opening it and close it before running it. Each returns the next decision,
 * or null when nothing stands in the way.
 */
import { ancestorsOf, catalogEntry, type SimObject } from '@chorehouse/sim';
import { closedEnclosure, contentsOf, couldFit, heldId, isCarried, isHeld, isInside, live, receptacleKind } from '../world/queries.js';
import { fitsAll } from '../nav/packing.js';
import { findViewpoint } from '../nav/viewpoint.js';
import { act, fail, type Decision } from './decision.js';
import type { PlanContext } from './plan-context.js';

const name = (o: SimObject | undefined) => o?.objectType ?? 'object';

/** Open whatever closed container hides the object (turning a running microwave off first). */
export function access(ctx: PlanContext, objectId: string): Decision | null {
  const box = closedEnclosure(ctx.world, objectId);
  if (!box) return null;
  if (box.objectType === 'Microwave' && box.isToggled) return act('ToggleOff', box.objectId, 'switch off the microwave to open it');
  return act('Open', box.objectId, `open the ${name(box)} to reach the ${name(ctx.obj(objectId))}`, { remember: 'opened' });
}

/** Fixed surfaces to set things down on: furniture standing on its own (not inside a sink, a box, a dish). */
function setDownSpots(ctx: PlanContext): SimObject[] {
  return live(ctx.world).filter((o) => o.receptacle && !o.pickupable && receptacleKind(o) === 'on' &&
    o.objectType !== 'Floor' && o.objectType !== 'Bathtub' &&
    ancestorsOf(ctx.world, o.objectId).every((a) => a.objectType === 'Floor' || (receptacleKind(a) === 'on' && !a.pickupable)));
}

/**
 * Put the held object down on the nearest free spot (a counter, a table, ...), never on `avoid`
 * (the receptacle being cleared) nor on the goal's destination.
 */
export function putDown(ctx: PlanContext, objectId: string, why = 'free the hand', avoid?: string): Decision {
  const spots = setDownSpots(ctx)
    .filter((o) => o.objectId !== avoid && o.objectId !== ctx.goal.destinationId)
    .map((o) => ({ o, cost: ctx.estimate(o.objectId) + (o.objectType === 'CounterTop' ? 0 : 0.5) }))
    .filter((s) => Number.isFinite(s.cost))
    .sort((a, b) => a.cost - b.cost);
  const floor = live(ctx.world).filter((o) => o.objectType === 'Floor');
  for (const spot of [...spots.map((s) => s.o).slice(0, 8), ...floor]) {
    const vp = ctx.viewpoint(spot.objectId, 'Place');
    // Never where it could not be picked up again (the floor under a sink, the back of a deep counter).
    if (vp.ok && findViewpoint(vp.viewpoint.after, objectId, 'Pickup').ok) {
      return act('Place', spot.objectId, `put the ${name(ctx.obj(objectId))} down to ${why}`, { viewpoint: vp.viewpoint });
    }
  }
  return fail(`There is nowhere to put the ${name(ctx.obj(objectId))} down.`);
}

/** Get the object into the hand; null when it is held. */
export function obtain(ctx: PlanContext, objectId: string): Decision | null {
  if (isHeld(ctx.world, objectId)) return null;
  const held = heldId(ctx.world);
  if (held !== null) return putDown(ctx, held);
  return access(ctx, objectId) ?? act('Pickup', objectId, `pick up the ${name(ctx.obj(objectId))}`);
}

/** Move an object out of the way (out of a toaster, off a burner, out of a full sink): not back into `from`. */
export function clearOut(ctx: PlanContext, objectId: string, why: string, from?: string): Decision {
  return obtain(ctx, objectId) ?? putDown(ctx, objectId, why, from);
}

/** Switch an appliance on for a moment (closing a microwave first); the Follower switches it off after. */
export function switchOn(ctx: PlanContext, objectId: string, why: string): Decision | null {
  const o = ctx.obj(objectId);
  if (!o) return fail(`There is no ${objectId}.`);
  if (o.isToggled) return null;
  if (o.objectType === 'Microwave' && o.isOpen) return act('Close', objectId, 'close the microwave to run it');
  return access(ctx, objectId) ?? act('ToggleOn', objectId, why, { remember: 'switchedOn' });
}

export interface PlaceOptions {
  /**
   * What may be moved out of a full receptacle: 'any' when the Follower chose it (a sink, a pan),
   * 'unlike' for a destination it was given (things of no shared type or class that it did not put there).
   */
  readonly clear?: 'any' | 'unlike';
}

/** Get the object into or onto the receptacle; null when it is there. */
export function placeInto(ctx: PlanContext, objectId: string, receptacleId: string, options: PlaceOptions = {}): Decision | null {
  const w = ctx.world;
  const obj = ctx.obj(objectId);
  const rec = ctx.obj(receptacleId);
  if (!obj || !rec) return fail(`There is no ${obj ? receptacleId : objectId}.`);
  if (!isHeld(w, objectId) && isInside(w, objectId, receptacleId)) return null;
  if (!couldFit(w, obj, rec)) return fail(`The ${name(obj)} does not fit in or on the ${name(rec)}.`);
  if (isInside(w, receptacleId, objectId)) return fail(`The ${name(rec)} is on the ${name(obj)} itself.`);
  const entry = catalogEntry(rec.objectType);
  // Make room first, while the hand is still free for it.
  if (entry.holderAccepts) {
    const occupant = contentsOf(w, receptacleId).find((c) => c.objectId !== objectId);
    if (occupant) return clearOut(ctx, occupant.objectId, `make room in the ${name(rec)}`, receptacleId);
  }
  const repacking = repackStep(ctx, receptacleId);
  if (repacking) return repacking;
  if (ctx.memory.full.has(receptacleId)) {
    const cleared = clearOneThing(ctx, receptacleId, (c) => clutter(ctx, c, obj, options));
    if (cleared) return cleared;
  }
  const held = heldId(w);
  if (held !== null && held !== objectId && isCarried(w, receptacleId)) return putDown(ctx, held);
  const got = obtain(ctx, objectId);
  if (got) return got;
  if (rec.objectType === 'Microwave' && rec.isToggled) return act('ToggleOff', receptacleId, 'switch off the microwave to open it');
  const hidden = access(ctx, receptacleId);
  if (hidden) return hidden;
  if (rec.openable && !rec.isOpen && entry.mustBeOpenToPlace) {
    return act('Open', receptacleId, `open the ${name(rec)}`, { remember: 'opened' });
  }
  const vp = ctx.viewpoint(receptacleId, 'Place');
  if (!vp.ok && vp.reason === 'action_fails' && vp.outcome.code === 'place/no_room' &&
      contentsOf(w, receptacleId).some((c) => clutter(ctx, c, obj, options))) {
    ctx.memory.full.add(receptacleId);
    return putDown(ctx, objectId, `clear the ${name(rec)} first`, receptacleId);
  }
  if (!vp.ok && vp.reason === 'action_fails' && vp.outcome.code === 'place/no_room' && !ctx.memory.repack.has(receptacleId)) {
    // Room enough, but badly used: take what is there out and set it back packed, then try again.
    const residents = contentsOf(w, receptacleId).filter((c) => c.pickupable && c.objectId !== objectId)
      .sort((a, b) => footprint(b) - footprint(a) || (a.objectId < b.objectId ? -1 : 1));
    if (residents.length > 0 && fitsAll(w, rec, [obj, ...residents], true)) {
      ctx.memory.repack.set(receptacleId, residents.map((c) => c.objectId));
      return putDown(ctx, objectId, `repack the ${name(rec)} first`, receptacleId);
    }
  }
  if (!vp.ok && vp.reason === 'action_fails') return fail(vp.message);
  return act('Place', receptacleId, `put the ${name(obj)} ${receptacleKind(rec) === 'on' ? 'on' : 'in'} the ${name(rec)}`, vp.ok ? { viewpoint: vp.viewpoint } : {});
}

/** The next move of a repacking under way: take each resident out, and set it back packed. */
function repackStep(ctx: PlanContext, receptacleId: string): Decision | null {
  const pending = ctx.memory.repack.get(receptacleId);
  const next = pending?.[0];
  if (!pending || next === undefined) return null;
  if (isHeld(ctx.world, next)) {
    pending.shift();
    const vp = ctx.viewpoint(receptacleId, 'Place');
    return act('Place', receptacleId, `set the ${name(ctx.obj(next))} back packed`, vp.ok ? { viewpoint: vp.viewpoint } : {});
  }
  if (!isInside(ctx.world, next, receptacleId)) {
    pending.shift();
    return repackStep(ctx, receptacleId);
  }
  const held = heldId(ctx.world);
  if (held !== null) return putDown(ctx, held, `repack the ${name(ctx.obj(receptacleId))}`, receptacleId);
  return obtain(ctx, next);
}

/** Whether `c` may be moved out of a full receptacle to make room for `obj`. */
function clutter(ctx: PlanContext, c: SimObject, obj: SimObject, options: PlaceOptions): boolean {
  if (!c.pickupable || c.objectId === obj.objectId || options.clear === undefined) return false;
  // "Unlike": shares no type or class with what is being put there (it might be part of the same task).
  return options.clear === 'any' || (!ctx.memory.keep.has(c.objectId) && !c.simbotObjectClass.some((k) => obj.simbotObjectClass.includes(k)));
}

/** Take one thing (the biggest) out of a receptacle found full; null once that is done. */
function clearOneThing(ctx: PlanContext, receptacleId: string, movable: (c: SimObject) => boolean): Decision | null {
  const w = ctx.world;
  const key = `clear ${receptacleId}`;
  const chosen = ctx.memory.tools.get(key);
  if (chosen !== undefined && (isHeld(w, chosen) || isInside(w, chosen, receptacleId))) {
    return clearOut(ctx, chosen, `make room in the ${name(ctx.obj(receptacleId))}`, receptacleId);
  }
  if (chosen === undefined) {
    const clutter = contentsOf(w, receptacleId)
      .filter(movable)
      .sort((a, b) => footprint(b) - footprint(a) || (a.objectId < b.objectId ? -1 : 1))[0];
    if (clutter) {
      ctx.memory.tools.set(key, clutter.objectId);
      return clearOut(ctx, clutter.objectId, `make room in the ${name(ctx.obj(receptacleId))}`, receptacleId);
    }
  }
  ctx.memory.tools.delete(key);
  ctx.memory.full.delete(receptacleId);
  return null;
}

function footprint(o: SimObject): number {
  return (o.bbox.max.x - o.bbox.min.x) * (o.bbox.max.z - o.bbox.min.z);
}

/** A knife in the hand (Slice needs one; Knife and ButterKnife both cut). */
export function knifeInHand(ctx: PlanContext): Decision | null {
  const held = heldId(ctx.world);
  if (held !== null && ctx.obj(held)?.objectType.includes('Knife')) return null;
  const knives = live(ctx.world).filter((o) => o.objectType.includes('Knife') && o.pickupable);
  // A proper knife first; a butter knife only when no knife can be had.
  const knife = ctx.tool('knife', knives.filter((k) => k.objectType === 'Knife')) ?? ctx.tool('knife', knives);
  if (!knife) return fail('There is no knife I can reach.');
  return obtain(ctx, knife.objectId);
}
