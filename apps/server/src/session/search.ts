/**
 * SearchObject: objects by free text (type or display name) or by id, each with its location and a
 * camera pose (the Commander's camera model) looking at it: TEACh's target-object view.
 */
import { displayName, getObject, targetObjectCamera, type SimObject, type World } from '@chorehouse/sim';
import type { SearchResult } from '@chorehouse/protocol';

const MAX_RESULTS = 8;
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An object type's folded names (type and display name), computed once per type, not per search. */
const foldedNames = new Map<string, { readonly type: string; readonly display: string }>();
function namesOf(objectType: string): { readonly type: string; readonly display: string } {
  let names = foldedNames.get(objectType);
  if (!names) foldedNames.set(objectType, (names = { type: fold(objectType), display: fold(displayName(objectType)) }));
  return names;
}


/** TEACh's target view (the simulator's `targetObjectCamera`), in the search result's shape. */
export function cameraLookingAt(world: World, o: SimObject): SearchResult['camera'] {
  const { position, yaw, pitch } = targetObjectCamera(world, o.objectId);
  return { ...position, yaw, pitch };
}

function result(world: World, o: SimObject): SearchResult {
  return { objectId: o.objectId, objectType: o.objectType, position: { ...o.position }, camera: cameraLookingAt(world, o) };
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
    return o && !o.disabled ? [result(world, o)] : [];
  }
  const q = fold(value);
  if (!q) return [];
  const matches = world.objects.filter((o) => !o.disabled && (namesOf(o.objectType).type === q || namesOf(o.objectType).display === q));
  const loose = matches.length ? matches : world.objects.filter((o) => !o.disabled && namesOf(o.objectType).type.includes(q));
  return loose.slice(0, MAX_RESULTS).map((o) => result(world, o));
}
