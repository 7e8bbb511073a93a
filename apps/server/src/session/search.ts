/**
 * SearchObject: objects by free text (fuzzy, the simulator's `searchObjectsByName`) or by id, each
 * with its location and a camera pose (the Commander's camera model) looking at it: TEACh's
 * target-object view. An object shut in a closed container is framed through the container.
 */
import { framedObject, getObject, searchObjectsByName, targetObjectCamera, type SimObject, type World } from '@chorehouse/sim';
import type { SearchResult } from '@chorehouse/protocol';

const MAX_RESULTS = 8;

/** TEACh's target view (the simulator's `targetObjectCamera`), in the search result's shape. */
export function cameraLookingAt(world: World, o: SimObject): SearchResult['camera'] {
  const { position, yaw, pitch } = targetObjectCamera(world, o.objectId);
  return { ...position, yaw, pitch };
}

function result(world: World, o: SimObject, shownId: string | null): SearchResult {
  const base = { objectId: o.objectId, objectType: o.objectType, position: { ...o.position }, camera: cameraLookingAt(world, o) };
  return shownId === null ? base : { ...base, shownObjectId: shownId };
}

/**
 * Searches already answered, by all an answer depends on: the world's objects (the simulator
 * replaces the array on every change and never edits it), its walkable grid, and what the Follower
 * holds (left out of the line-of-sight scene). A Commander searching again before any object
 * changed (the Follower only moved, or nothing happened) gets the answer without the camera poses
 * (most of a search's cost) being worked out again. At most MAX_REMEMBERED answers per world state.
 */
const answered = new WeakMap<World['objects'], WeakMap<World['nav'], Map<string, readonly SearchResult[]>>>();
const MAX_REMEMBERED = 64;

export function searchObjects(world: World, by: 'text' | 'id', value: string): SearchResult[] {
  let byNav = answered.get(world.objects);
  if (!byNav) answered.set(world.objects, (byNav = new WeakMap()));
  let byQuery = byNav.get(world.nav);
  if (!byQuery) byNav.set(world.nav, (byQuery = new Map()));
  const key = JSON.stringify([by, value, world.follower.heldObjectId]);
  let results = byQuery.get(key);
  if (!results) {
    if (byQuery.size >= MAX_REMEMBERED) byQuery.clear();
    byQuery.set(key, (results = search(world, by, value)));
  }
  return [...results];
}

function search(world: World, by: 'text' | 'id', value: string): SearchResult[] {
  if (by === 'id') {
    const o = getObject(world, value);
    if (!o || o.disabled) return [];
    const shown = framedObject(world, o);
    return [result(world, o, shown.objectId === o.objectId ? null : shown.objectId)];
  }
  return searchObjectsByName(world, value, MAX_RESULTS).map((m) => result(world, m.object, m.shownId));
}
