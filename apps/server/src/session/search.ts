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

/** An object type's folded names (type and display name), computed once per type, not per search. */
const foldedNames = new Map<string, { readonly type: string; readonly display: string }>();
function namesOf(objectType: string): { readonly type: string; readonly display: string } {
  let names = foldedNames.get(objectType);
  if (!names) foldedNames.set(objectType, (names = { type: fold(objectType), display: fold(displayName(objectType)) }));
  return names;
}

function center(o: SimObject) {
  return { x: (o.bbox.min.x + o.bbox.max.x) / 2, y: (o.bbox.min.y + o.bbox.max.y) / 2, z: (o.bbox.min.z + o.bbox.max.z) / 2 };
}

/**
 * Distance from (x, z) to the nearest walkable cell: a camera there is in the room, not in a wall.
 * Searched in square rings around the cell under (x, z), stopping once no farther ring can hold a
 * nearer cell: the same minimum as scanning the whole grid (`distanceToWalkableByScan`), but a
 * few cells instead of all of them (a search computes it for four sides of up to eight objects).
 */
export function distanceToWalkable(world: World, x: number, z: number): number {
  const { nav } = world;
  const cs = nav.cellSize;
  const ci = Math.round((x - nav.originX) / cs);
  const cj = Math.round((z - nav.originZ) / cs);
  let best = Infinity;
  const visit = (i: number, j: number) => {
    if (nav.walkable[j * nav.cols + i] !== '1') return;
    const d = Math.hypot(nav.originX + i * cs - x, nav.originZ + j * cs - z);
    if (d < best) best = d;
  };
  for (let r = 0; ; r++) {
    // (x, z) lies within half a cell of cell (ci, cj) on each axis, so every cell of ring r is at least (r - 0.5) cells away.
    if (best <= (r - 0.5) * cs) return best;
    const i0 = ci - r, i1 = ci + r, j0 = cj - r, j1 = cj + r;
    // Once the ring lies outside the grid on every side, the grid has been seen whole.
    if (i0 < 0 && j0 < 0 && i1 >= nav.cols && j1 >= nav.rows) return best;
    for (let j = Math.max(0, j0); j <= Math.min(nav.rows - 1, j1); j++) {
      if (j === j0 || j === j1) {
        for (let i = Math.max(0, i0); i <= Math.min(nav.cols - 1, i1); i++) visit(i, j);
      } else {
        if (i0 >= 0 && i0 < nav.cols) visit(i0, j);
        if (i1 >= 0 && i1 < nav.cols) visit(i1, j);
      }
    }
  }
}

/** The whole-grid scan `distanceToWalkable` must agree with (its test compares the two). */
export function distanceToWalkableByScan(world: World, x: number, z: number): number {
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
  const matches = world.objects.filter((o) => !o.disabled && (namesOf(o.objectType).type === q || namesOf(o.objectType).display === q));
  const loose = matches.length ? matches : world.objects.filter((o) => !o.disabled && namesOf(o.objectType).type.includes(q));
  return loose.slice(0, MAX_RESULTS).map((o) => result(world, o));
}
