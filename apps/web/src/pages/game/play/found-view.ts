/**
 * The found-object panel's view of the object as it is now. The search answered with TEACh's
 * target view at the time of the search (its camera, and the closed container outlined when the
 * object was shut in one); the panel shows the object live, so once the Follower opens that
 * container the object itself is outlined, and once the object moves (picked up, put elsewhere)
 * the view looks at where it is now instead of where it was. What is recorded stays the search's.
 */
import type { SearchResult } from '@chorehouse/protocol';
import { framedObject, getObject, targetObjectCamera, type CameraPose, type World } from '@chorehouse/sim';
import { searchCameraPose } from './session-sources.js';

export interface FoundView {
  readonly pose: CameraPose;
  /** What is outlined: the object, or the closed container that hides it now. */
  readonly outlined: string;
  /** Whether the object has moved since the search (the view then looks at where it is now). */
  readonly moved: boolean;
}

const samePlace = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }) => a.x === b.x && a.y === b.y && a.z === b.z;

export function foundView(world: World, found: SearchResult): FoundView | null {
  const obj = getObject(world, found.objectId);
  if (!obj || obj.disabled) return null;
  const moved = world.follower.heldObjectId === obj.objectId || !samePlace(obj.position, found.position);
  const outlined = framedObject(world, obj).objectId;
  if (!moved) return { pose: searchCameraPose(found), outlined, moved };
  const { position, yaw, pitch } = targetObjectCamera(world, obj.objectId);
  return { pose: { position, yaw, pitch }, outlined, moved };
}
