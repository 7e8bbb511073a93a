/**
 * Open, Close, ToggleOn and ToggleOff once `checkObjectAction` has let them through (the
 * microwave's interlocks and a door that would swing into the Follower are refused there).
 */
import { boxSize } from '../geometry/box.js';
import { WorldDraft } from '../world/draft.js';
import type { SimObject, World } from '../world/types.js';
import type { Failure } from './outcome.js';
import type { ClickTarget } from './resolve-click.js';

export function setOpen(draft: WorldDraft, target: ClickTarget, open: boolean): Failure | null {
  const obj = target.object;
  if (obj.isOpen !== open) slide(draft, obj, open);
  draft.update(obj.objectId, { isOpen: open, openness: open ? 1 : 0 });
  return null;
}

/** How far an open drawer stands out, as a fraction of its depth (AI2-THOR's drawers come most of the way). */
export const DRAWER_SLIDE = 0.6;

/** A drawer with a known front slides out (or back in) with everything in it. */
export function slide(draft: WorldDraft, obj: SimObject, open: boolean): void {
  if (obj.objectType !== 'Drawer' || obj.front === undefined) return;
  const size = boxSize(obj.bbox);
  const alongX = obj.front === 90 || obj.front === 270;
  const sign = (obj.front === 0 || obj.front === 90 ? 1 : -1) * (open ? 1 : -1);
  const d = DRAWER_SLIDE * (alongX ? size.x : size.z) * sign;
  draft.moveSubtree(obj.objectId, alongX ? { x: d, y: 0, z: 0 } : { x: 0, y: 0, z: d });
}

export function setToggled(draft: WorldDraft, target: ClickTarget, on: boolean): Failure | null {
  const obj = target.object;
  draft.update(obj.objectId, { isToggled: on });
  return null;
}

/**
 * The world with these containers open (drawers slid out), as if the Follower had opened them but
 * without anything else an action does: for asking "could it be reached once opened?".
 */
export function withOpened(world: World, objectIds: readonly string[]): World {
  const draft = new WorldDraft(world);
  for (const id of objectIds) {
    const obj = draft.get(id);
    if (!obj || obj.isOpen || !obj.openable) continue;
    slide(draft, obj, true);
    draft.update(id, { isOpen: true, openness: 1 });
  }
  return draft.finish(false);
}
