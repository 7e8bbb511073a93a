/** The patch that turns the world a page last drew into the next one (see protocol.ts). */
import type { SimObject, World } from '@chorehouse/sim';
import type { WorldPatch } from './protocol.js';

export function worldPatch(prev: World | null, next: World): WorldPatch {
  const { objects, ...fields } = next;
  if (!prev) return { reset: true, fields, objectCount: objects.length, objects: objects.map((o, i) => [i, o] as const), sameObjects: false };
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (Reflect.get(prev, key) !== value) changed[key] = value;
  if (prev.objects === objects) return { reset: false, fields: changed, objectCount: objects.length, objects: [], sameObjects: true };
  const diff: (readonly [number, SimObject])[] = [];
  objects.forEach((o, i) => { if (prev.objects[i] !== o) diff.push([i, o]); });
  return { reset: false, fields: changed as WorldPatch['fields'], objectCount: objects.length, objects: diff, sameObjects: false };
}
