/**
 * Where and which way the Follower starts: into the room, not at a wall or a pillar (issue 17:
 * three of four starts faced one). Each of the four yaws is scored by what the starting frame
 * shows: open floor ahead within sight and the objects the simulator's rays see. A drawn cell
 * boxed in on every side gives way to the nearest cell with room to look into. Pure and deterministic.
 */
import { cellPosition, isWalkableCell, visibleObjectIds, type NavGrid, type World, type Yaw } from '@chorehouse/sim';

export const YAWS: readonly Yaw[] = [0, 90, 180, 270];

/** How far ahead open floor counts (m): about what the 90 degree frame shows of the floor. */
const FLOOR_RANGE = 4;

function cellOf(nav: NavGrid, x: number, z: number): { i: number; j: number } {
  return { i: Math.round((x - nav.originX) / nav.cellSize), j: Math.round((z - nav.originZ) / nav.cellSize) };
}

/**
 * Walkable cells inside the 90 degree cone ahead that a straight line over walkable cells reaches:
 * the floor the Follower sees and could walk to.
 */
export function openFloorAhead(nav: NavGrid, x: number, z: number, yaw: Yaw): number {
  const rad = (yaw * Math.PI) / 180;
  const fx = Math.sin(rad), fz = Math.cos(rad);
  const from = cellOf(nav, x, z);
  const steps = Math.ceil(FLOOR_RANGE / nav.cellSize);
  let n = 0;
  for (let dj = -steps; dj <= steps; dj++) {
    for (let di = -steps; di <= steps; di++) {
      const ahead = di * fx + dj * fz;
      if (ahead <= 0 || Math.abs(di * fz - dj * fx) > ahead || Math.hypot(di, dj) > steps) continue;
      const i = from.i + di, j = from.j + dj;
      if (!isWalkableCell(nav, i, j)) continue;
      // Line of sight over walkable cells, half a cell at a time.
      const len = Math.hypot(di, dj);
      let clear = true;
      for (let s = 0.5; s < len && clear; s += 0.5) clear = isWalkableCell(nav, Math.round(from.i + (di * s) / len), Math.round(from.j + (dj * s) / len));
      if (clear) n++;
    }
  }
  return n;
}

/** Each object seen counts as this much open floor (m²): enough to break ties, never to face a counter at arm's length. */
const OBJECT_WEIGHT = 0.05;

/** Score of a start pose's view: open floor ahead (m²), plus the objects seen. */
export function viewScore(world: World, yaw: Yaw): number {
  const f = world.follower;
  const posed = { ...world, follower: { ...f, yaw } };
  const floor = openFloorAhead(world.nav, f.x, f.z, yaw) * world.nav.cellSize * world.nav.cellSize;
  return floor + OBJECT_WEIGHT * visibleObjectIds(posed, 12).length;
}

/** The yaw with the best view from where the Follower stands; ties go to `preferred`, then clockwise. */
export function bestStartYaw(world: World, preferred: Yaw = 0): Yaw {
  const order = [preferred, ...YAWS.filter((y) => y !== preferred)];
  let best = preferred, bestScore = -Infinity;
  for (const yaw of order) {
    const s = viewScore(world, yaw);
    if (s > bestScore + 1e-9) [best, bestScore] = [yaw, s];
  }
  return best;
}


/** Open floor (m²) a start should see ahead in its best direction. */
export const MIN_OPEN_FLOOR = 1.5;
/** How far from the drawn cell a boxed-in start may move (m). */
const MAX_SHIFT = 2;

/** The start: the drawn cell, or the nearest one with room ahead, facing its best way. */
export function bestStart(world: World, preferred: Yaw): { x: number; z: number; yaw: Yaw } {
  const nav = world.nav;
  const f = world.follower;
  const from = cellOf(nav, f.x, f.z);
  const reach = Math.floor(MAX_SHIFT / nav.cellSize);
  const cells: { i: number; j: number; d: number }[] = [];
  for (let dj = -reach; dj <= reach; dj++) {
    for (let di = -reach; di <= reach; di++) {
      const d = Math.hypot(di, dj);
      if (d <= reach && isWalkableCell(nav, from.i + di, from.j + dj)) cells.push({ i: from.i + di, j: from.j + dj, d });
    }
  }
  // Nearest first; ties in a fixed order.
  cells.sort((a, b) => a.d - b.d || a.j - b.j || a.i - b.i);
  const area = nav.cellSize * nav.cellSize;
  const roomy = cells.find((c) => {
    const p = cellPosition(nav, c.i, c.j);
    return YAWS.some((yaw) => openFloorAhead(nav, p.x, p.z, yaw) * area >= MIN_OPEN_FLOOR);
  });
  const at = roomy ? cellPosition(nav, roomy.i, roomy.j) : { x: f.x, z: f.z };
  const placed = { ...world, follower: { ...f, x: at.x, z: at.z } };
  return { x: at.x, z: at.z, yaw: bestStartYaw(placed, preferred) };
}
