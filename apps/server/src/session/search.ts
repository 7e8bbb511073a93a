/**
 * SearchObject: objects by free text (type or display name) or by id, each with its location and a
 * camera pose (the Commander's camera model) looking at it from the side nearest the walkable area.
 */
import { displayName, getObject, type SimObject, type World } from '@chorehouse/sim';
import type { SearchResult } from '@chorehouse/protocol';

const MAX_RESULTS = 8;
const VIEW_DISTANCE = 1.5;
const VIEW_HEIGHT = 0.9;
const YAWS = [0, 90, 180, 270] as const;

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function center(o: SimObject) {
  return { x: (o.bbox.min.x + o.bbox.max.x) / 2, y: (o.bbox.min.y + o.bbox.max.y) / 2, z: (o.bbox.min.z + o.bbox.max.z) / 2 };
}

/** Distance from (x, z) to the nearest walkable cell: a camera there is in the room, not in a wall. */
function distanceToWalkable(world: World, x: number, z: number): number {
  const { nav } = world;
  let best = Infinity;
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (nav.walkable[j * nav.cols + i] !== '1') continue;
      const d = Math.hypot(nav.originX + i * nav.cellSize - x, nav.originZ + j * nav.cellSize - z);
      if (d < best) best = d;
    }
  }
  return best;
}

export function cameraLookingAt(world: World, o: SimObject): SearchResult['camera'] {
  const c = center(o);
  let best: SearchResult['camera'] | null = null;
  let bestScore = Infinity;
  for (const yaw of YAWS) {
    const rad = (yaw * Math.PI) / 180;
    const x = c.x - VIEW_DISTANCE * Math.sin(rad);
    const z = c.z - VIEW_DISTANCE * Math.cos(rad);
    const score = distanceToWalkable(world, x, z);
    if (score < bestScore) {
      bestScore = score;
      best = { x, y: c.y + VIEW_HEIGHT, z, yaw, pitch: (Math.atan2(VIEW_HEIGHT, VIEW_DISTANCE) * 180) / Math.PI };
    }
  }
  return best!;
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
  const matches = world.objects.filter((o) => !o.disabled && (fold(o.objectType) === q || fold(displayName(o.objectType)) === q));
  const loose = matches.length ? matches : world.objects.filter((o) => !o.disabled && fold(o.objectType).includes(q));
  return loose.slice(0, MAX_RESULTS).map((o) => result(world, o));
}
