/** Pickup and Place: moving objects between the Follower's hand and receptacles. */
import { boxCenter, boxFromCenterSize, boxSize } from '../geometry/box.js';
import type { WorldDraft } from '../world/draft.js';
import type { Failure } from './outcome.js';
import { findPlacement } from './placement.js';
import type { ClickTarget } from './resolve-click.js';

function removeFromReceptacleList(draft: WorldDraft, receptacleId: string | null, objectId: string): void {
  if (receptacleId === null) return;
  const r = draft.get(receptacleId);
  if (r?.simbotIsReceptacleOf.includes(objectId)) {
    draft.update(receptacleId, { simbotIsReceptacleOf: r.simbotIsReceptacleOf.filter((id) => id !== objectId) });
  }
}

export function pickup(draft: WorldDraft, target: ClickTarget): Failure | null {
  const obj = target.object;
  removeFromReceptacleList(draft, obj.parentId, obj.objectId);
  draft.update(obj.objectId, { parentId: null, isPickedUp: true, simbotPickedUp: 1, simbotLastParentReceptacle: null });
  draft.follower = { ...draft.follower, heldObjectId: obj.objectId };
  return null;
}

export function place(draft: WorldDraft, target: ClickTarget, heldId: string): Failure | null {
  const receptacle = target.object;
  const held = draft.require(heldId);
  // Aim at the clicked point only when the click actually landed on this receptacle, its contents
  // or the fixture it belongs to (a sink's rim for its basin).
  const under = target.underCursorId;
  const onReceptacle = under !== null &&
    (under === receptacle.objectId || receptacle.objectId.startsWith(`${under}|`) || isWithin(draft, under, receptacle.objectId));
  const placement = findPlacement(draft, held, receptacle, onReceptacle ? target.clickedPoint : null);
  if ('code' in placement) return placement;

  if (placement.turned) {
    const size = boxSize(held.bbox);
    draft.update(heldId, {
      bbox: boxFromCenterSize(boxCenter(held.bbox), { x: size.z, y: size.y, z: size.x }),
      rotation: { ...held.rotation, y: (held.rotation.y + 90) % 360 },
    });
  }
  const center = boxCenter(draft.require(heldId).bbox);
  draft.moveSubtree(heldId, { x: placement.center.x - center.x, y: placement.center.y - center.y, z: placement.center.z - center.z });
  draft.update(heldId, { parentId: receptacle.objectId, isPickedUp: false, simbotLastParentReceptacle: receptacle.objectId });
  draft.update(receptacle.objectId, { simbotIsReceptacleOf: [...draft.require(receptacle.objectId).simbotIsReceptacleOf, heldId] });
  draft.follower = { ...draft.follower, heldObjectId: null };
  return null;
}

function isWithin(draft: WorldDraft, objectId: string, receptacleId: string): boolean {
  const seen = new Set<string>();
  let parentId = draft.get(objectId)?.parentId ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    if (parentId === receptacleId) return true;
    seen.add(parentId);
    parentId = draft.get(parentId)?.parentId ?? null;
  }
  return false;
}
