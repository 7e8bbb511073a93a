/**
 * The object a Commander's search showed, recomputed from the game file (which keeps the query, not
 * the results) with the server's rules: by id, that object; by text, the first object whose type or
 * display name matches the query (case and punctuation folded), else the first whose type contains it.
 */
import { displayName, getObject, type World } from '@chorehouse/sim';

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function shownObjectId(world: World, by: 'id' | 'text', query: string): string | null {
  if (by === 'id') {
    const o = getObject(world, query);
    return o && !o.disabled ? o.objectId : null;
  }
  const q = fold(query);
  if (!q) return null;
  const exact = world.objects.find((o) => !o.disabled && (fold(o.objectType) === q || fold(displayName(o.objectType)) === q));
  return (exact ?? world.objects.find((o) => !o.disabled && fold(o.objectType).includes(q)))?.objectId ?? null;
}
