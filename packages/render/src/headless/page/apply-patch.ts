/** Rebuilds the world a patch describes on top of the page's last world, keeping unchanged objects identical. */
import type { SimObject, World } from '@chorehouse/sim';
import type { WorldPatch } from '../protocol.js';

export function applyPatch(prev: World | null, patch: WorldPatch): World {
  if (patch.reset || !prev) {
    const objects: SimObject[] = new Array<SimObject>(patch.objectCount);
    for (const [i, o] of patch.objects) objects[i] = o;
    return { ...(patch.fields as Omit<World, 'objects'>), objects };
  }
  let objects = prev.objects;
  if (!patch.sameObjects) {
    const next = prev.objects.slice(0, patch.objectCount);
    for (const [i, o] of patch.objects) next[i] = o;
    objects = next;
  }
  return { ...prev, ...patch.fields, objects };
}
