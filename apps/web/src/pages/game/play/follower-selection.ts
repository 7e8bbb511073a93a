/**
 * What the Follower's panels show for the current selection, shared by the game screen and the
 * tutorial: the selected and held objects, which object buttons apply, and the view's highlights.
 */
import { findClickPoint, getObject, type World } from '@chorehouse/sim';
import { useEffect, useMemo, useRef } from 'react';
import type { ClickTarget } from '../../../picking/use-click-target.js';
import { availableActions } from './object-actions.js';

/** A selection that no longer points at a thing on its own: picked up, or cut into slices. */
export function selectionGone(world: World, objectId: string | null | undefined): boolean {
  if (!objectId) return false;
  const obj = getObject(world, objectId);
  return !obj || obj.disabled || obj.isSliced || world.follower.heldObjectId === objectId;
}

/**
 * The selection after the Follower moved: the same object, clicked where it now shows (its visible
 * point nearest its centre, as the server will resolve it), or nothing when it is out of view.
 */
export function selectionAfterMove(world: World, selected: ClickTarget): ClickTarget | null {
  if (!selected.objectId) return null;
  const point = findClickPoint(world, selected.objectId);
  return point ? { point, objectId: selected.objectId } : null;
}

export function useFollowerSelection(world: World, selected: ClickTarget | null, hoverId: string | null, setSelected: (t: ClickTarget | null) => void) {
  // "Selected: mug · Holding: mug" after a pickup, or "Selected: potato" after slicing it, says nothing useful.
  useEffect(() => { if (selectionGone(world, selected?.objectId)) setSelected(null); }, [world, selected, setSelected]);
  // A step or a turn keeps the selected object selected while it is in view (a click point is only good for one pose).
  const { x, z, yaw, horizon } = world.follower;
  const pose = `${x},${z},${yaw},${horizon}`;
  const posed = useRef(pose);
  useEffect(() => {
    if (posed.current === pose) return;
    posed.current = pose;
    if (selected) setSelected(selectionAfterMove(world, selected));
  }, [pose, world, selected, setSelected]);
  const actions = useMemo(() => availableActions(world, selected?.point ?? null), [world, selected]);
  const selectedObj = selected?.objectId ? getObject(world, selected.objectId) : undefined;
  const held = world.follower.heldObjectId ? getObject(world, world.follower.heldObjectId) : undefined;
  // The held object is drawn in the hand: no selection outline on it.
  const highlights = [
    ...(hoverId && hoverId !== selected?.objectId ? [{ objectId: hoverId, kind: 'hover' as const }] : []),
    ...(selectedObj && selectedObj.objectId !== held?.objectId ? [{ objectId: selectedObj.objectId, kind: 'selected' as const }] : []),
  ];
  return { actions, selectedObj, held, highlights };
}
