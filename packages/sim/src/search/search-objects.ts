/**
 * SearchObject by name (TEACh's `set_target_object_view` with a search string): the objects of
 * the best-named types present, nearest to an agent first, never the one in the Follower's hand.
 * An object shut in a closed container is shown through that container, as TEACh backs off to a
 * parent receptacle when the object itself has no visible pixels.
 */
import { framedObject } from '../geometry/target-camera.js';
import { boxCenter } from '../geometry/box.js';
import type { SimObject, World } from '../world/types.js';
import { scoreTypes } from './name-match.js';

/** Types scoring within this of the best one are found too ("knife": Knife and ButterKnife alike). */
const TIE_MARGIN = 0.03;

export interface SearchMatch {
  readonly object: SimObject;
  /** How well the query names the object's type, in (0, 1]. */
  readonly score: number;
  /** The closed container the view shows instead, when the object is shut in one. */
  readonly shownId: string | null;
}

function distanceToNearestAgent(world: World, o: SimObject): number {
  const c = boxCenter(o.bbox);
  return Math.min(Math.hypot(c.x - world.follower.x, c.z - world.follower.z), Math.hypot(c.x - world.commander.x, c.z - world.commander.z));
}

export function searchObjectsByName(world: World, query: string, max = 8): SearchMatch[] {
  const candidates = world.objects.filter((o) => !o.disabled && o.objectId !== world.follower.heldObjectId);
  const scores = scoreTypes(query);
  let best = 0;
  for (const o of candidates) best = Math.max(best, scores.get(o.objectType) ?? 0);
  if (best === 0) return [];
  return candidates
    .filter((o) => (scores.get(o.objectType) ?? 0) >= best - TIE_MARGIN)
    .map((o) => ({ o, score: scores.get(o.objectType)!, d: distanceToNearestAgent(world, o) }))
    .sort((a, b) => b.score - a.score || a.d - b.d || (a.o.objectId < b.o.objectId ? -1 : 1))
    .slice(0, max)
    .map(({ o, score }) => {
      const shown = framedObject(world, o);
      return { object: o, score, shownId: shown.objectId === o.objectId ? null : shown.objectId };
    });
}
