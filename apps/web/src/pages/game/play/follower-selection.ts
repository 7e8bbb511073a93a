/**
 * What the Follower's panels show for the current selection, shared by the game screen and the
 * tutorial: the selected and held objects, which object buttons apply, and the view's highlights.
 */
import { getObject, type World } from '@chorehouse/sim';
import { useEffect, useMemo } from 'react';
import type { ClickTarget } from '../../../picking/use-click-target.js';
import { availableActions } from './object-actions.js';

/** A selection that no longer points at a thing on its own: picked up, or cut into slices. */
export function selectionGone(world: World, objectId: string | null | undefined): boolean {
  if (!objectId) return false;
  const obj = getObject(world, objectId);
  return !obj || obj.disabled || obj.isSliced || world.follower.heldObjectId === objectId;
}

export function useFollowerSelection(world: World, selected: ClickTarget | null, hoverId: string | null, setSelected: (t: ClickTarget | null) => void) {
  // "Selected: mug · Holding: mug" after a pickup, or "Selected: potato" after slicing it, says nothing useful.
  useEffect(() => { if (selectionGone(world, selected?.objectId)) setSelected(null); }, [world, selected, setSelected]);
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
