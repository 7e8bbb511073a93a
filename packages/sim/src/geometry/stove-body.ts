/**
 * AI2-THOR has no object for a free-standing stove's body, only its burners and knobs. Where they
 * stand above the floor with no counter under them, the room draws one body under each cluster.
 */
import type { Box3, SimObject } from '../world/types.js';

const STOVE_PARTS = new Set(['StoveBurner', 'StoveKnob']);
/** Parts closer than this (m) belong to the same stove. */
const JOIN = 0.25;

const overlaps2d = (a: Box3, b: Box3, m = 0): boolean =>
  a.min.x < b.max.x + m && a.max.x > b.min.x - m && a.min.z < b.max.z + m && a.max.z > b.min.z - m;

const union = (a: Box3, b: Box3): Box3 => ({
  min: { x: Math.min(a.min.x, b.min.x), y: Math.min(a.min.y, b.min.y), z: Math.min(a.min.z, b.min.z) },
  max: { x: Math.max(a.max.x, b.max.x), y: Math.max(a.max.y, b.max.y), z: Math.max(a.max.z, b.max.z) },
});

export type Side = 'x-' | 'x+' | 'z-' | 'z+';

export interface StoveBody {
  readonly box: Box3;
  /** The side its knobs are on (the oven door's side), if it has knobs. */
  readonly front: Side | null;
}

export function stoveBodies(objects: readonly SimObject[], floorY: number): StoveBody[] {
  const counters = objects.filter((o) => o.objectType === 'CounterTop').flatMap((o) => o.shape ?? [o.bbox]);
  const free = objects
    .filter((o) => STOVE_PARTS.has(o.objectType) && !o.disabled && o.bbox.min.y - floorY > 0.3)
    .filter((o) => !counters.some((c) => overlaps2d(c, o.bbox)));
  const knobs = free.filter((o) => o.objectType === 'StoveKnob').map((o) => o.bbox);
  const clusters: Box3[] = [];
  for (const { bbox: b } of free) {
    let merged = b;
    for (let i = clusters.length - 1; i >= 0; i--) {
      if (overlaps2d(clusters[i]!, merged, JOIN)) merged = union(merged, clusters.splice(i, 1)[0]!);
    }
    clusters.push(merged);
  }
  return clusters.map((c) => ({
    box: { min: { x: c.min.x, y: floorY, z: c.min.z }, max: { x: c.max.x, y: c.min.y, z: c.max.z } },
    front: frontOf(c, knobs.filter((k) => overlaps2d(c, k))),
  }));
}

function frontOf(body: Box3, knobs: readonly Box3[]): Side | null {
  if (knobs.length === 0) return null;
  const cx = (body.min.x + body.max.x) / 2;
  const cz = (body.min.z + body.max.z) / 2;
  const dx = knobs.reduce((s, k) => s + (k.min.x + k.max.x) / 2 - cx, 0) / (body.max.x - body.min.x);
  const dz = knobs.reduce((s, k) => s + (k.min.z + k.max.z) / 2 - cz, 0) / (body.max.z - body.min.z);
  if (Math.abs(dx) >= Math.abs(dz)) return dx >= 0 ? 'x+' : 'x-';
  return dz >= 0 ? 'z+' : 'z-';
}
