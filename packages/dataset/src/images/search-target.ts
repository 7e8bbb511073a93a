/**
 * The object a Commander's search showed, recomputed from the game file (which keeps the query, not
 * the results) with the game server's own rules, so the export's target view, `shown_oid` and mask
 * are what the live game showed: by id, that object; by text, the simulator's best match
 * (`searchObjectsByName`: the best-named type, nearest to an agent first).
 *
 * One rule for what the view shows, from TEACh's `set_target_object_view` (simulator_THOR.py): the
 * camera aims at the object, and when the object has no visible pixel it backs off to a parent
 * receptacle that has, reporting that receptacle as `shown_oid`; the replay then writes the mask of
 * `shown_oid`. In our simulator an object has no visible pixel from anywhere exactly when it is shut
 * in a closed container, so the view, `shown_oid` and the mask are the outermost closed container it is
 * in (the simulator's `framedObject`, which the server's search and the web's target view use too).
 */
import { framedObject, getObject, searchObjectsByName, type SimObject, type World } from '@chorehouse/sim';

/** What the search found (not necessarily what it shows): null when nothing matches. */
export function searchedObject(world: World, by: 'id' | 'text', query: string): SimObject | null {
  if (by === 'id') {
    const o = getObject(world, query);
    return o && !o.disabled ? o : null;
  }
  return searchObjectsByName(world, query, 1)[0]?.object ?? null;
}

/** The object the target view shows and its mask covers: the found object, or the closed container it is shut in. */
export function shownObjectId(world: World, by: 'id' | 'text', query: string): string | null {
  const found = searchedObject(world, by, query);
  return found ? framedObject(world, found).objectId : null;
}
