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

export function searchObjects(world: World, by: 'text' | 'id', value: string): SearchResult[] {
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
