import fc from 'fast-check';
import { buildNavGrid, createWorld, step, type NavGrid, type World, type Yaw } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { DistanceField, findPath } from './astar.js';
import { moveDelta, turnedLeft, turnedRight, type NavState } from './nav-state.js';

/** A grid from rows of text ('#' blocked), row 0 at the smallest z. */
function grid(rows: readonly string[]): NavGrid {
  return buildNavGrid(0, 0, rows[0]!.length, rows.length, (x, z) => rows[Math.round(z / 0.25)]![Math.round(x / 0.25)] !== '#');
}

/** An empty room with only the grid, to walk paths in the simulator. */
function roomOf(nav: NavGrid, start: NavState): World {
  return createWorld({ objects: [], nav, follower: { x: start.i * 0.25, z: start.j * 0.25, yaw: start.yaw }, seed: 1 });
}

/** Plain breadth-first search over (cell, heading) with the same moves: the reference for optimality. */
function bfsCost(nav: NavGrid, start: NavState, goal: NavState): number {
  const key = (s: NavState) => `${s.i},${s.j},${s.yaw}`;
  const seen = new Map<string, number>([[key(start), 0]]);
  const queue: NavState[] = [start];
  while (queue.length > 0) {
    const s = queue.shift()!;
    const d = seen.get(key(s))!;
    if (s.i === goal.i && s.j === goal.j && s.yaw === goal.yaw) return d;
    const next: NavState[] = [{ ...s, yaw: turnedLeft(s.yaw) }, { ...s, yaw: turnedRight(s.yaw) }];
    for (const m of ['Forward', 'Backward', 'Pan Left', 'Pan Right'] as const) {
      const { di, dj } = moveDelta(m, s.yaw);
      const cell = nav.walkable[(s.j + dj) * nav.cols + (s.i + di)];
      if (s.i + di >= 0 && s.i + di < nav.cols && s.j + dj >= 0 && s.j + dj < nav.rows && cell === '1') next.push({ i: s.i + di, j: s.j + dj, yaw: s.yaw });
    }
    for (const n of next) if (!seen.has(key(n))) { seen.set(key(n), d + 1); queue.push(n); }
  }
  return Infinity;
}

describe('findPath (A*)', () => {
  const nav = grid([
    '.....',
    '.###.',
    '.#...',
    '.#.#.',
    '...#.',
  ]);

  it('walks around walls, and the simulator agrees with every move', () => {
    const start: NavState = { i: 0, j: 0, yaw: 0 };
    const goal: NavState = { i: 2, j: 2, yaw: 90 };
    const path = findPath(nav, start, goal)!;
    expect(path.length).toBe(bfsCost(nav, start, goal));
    let w = roomOf(nav, start);
    for (const name of path) {
      const r = step(w, 'follower', { name });
      expect(r.outcome.success).toBe(true);
      w = r.world;
    }
    expect(w.follower).toMatchObject({ x: 0.5, z: 0.5, yaw: 90 });
  });

  it('strafes with Pan instead of turning when that is shorter', () => {
    const path = findPath(nav, { i: 0, j: 0, yaw: 0 }, { i: 4, j: 0, yaw: 0 })!;
    expect(path).toEqual(['Pan Right', 'Pan Right', 'Pan Right', 'Pan Right']);
  });

  it('returns an empty path when already there, and null for a blocked or walled-off goal', () => {
    expect(findPath(nav, { i: 0, j: 0, yaw: 0 }, { i: 0, j: 0, yaw: 0 })).toEqual([]);
    expect(findPath(nav, { i: 0, j: 0, yaw: 0 }, { i: 1, j: 1, yaw: 0 })).toBeNull();
    const island = grid(['..#..', '..#..', '..#..']);
    expect(findPath(island, { i: 0, j: 0, yaw: 0 }, { i: 4, j: 2, yaw: 0 })).toBeNull();
    expect(new DistanceField(island, { i: 0, j: 0, yaw: 0 }).costTo({ i: 4, j: 2, yaw: 0 })).toBe(Infinity);
  });

  it('is optimal on random grids, and agrees with the distance field (fast-check, fixed seed)', () => {
    const yaw = fc.constantFrom<Yaw>(0, 90, 180, 270);
    const world = fc.record({
      cells: fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }),
      a: fc.record({ i: fc.nat(5), j: fc.nat(5), yaw }),
      b: fc.record({ i: fc.nat(5), j: fc.nat(5), yaw }),
    });
    fc.assert(fc.property(world, ({ cells, a, b }) => {
      const open = [...cells];
      open[a.j * 6 + a.i] = true;
      open[b.j * 6 + b.i] = true;
      const nav = buildNavGrid(0, 0, 6, 6, (x, z) => open[Math.round(z / 0.25) * 6 + Math.round(x / 0.25)]!);
      const path = findPath(nav, a, b);
      const reference = bfsCost(nav, a, b);
      const field = new DistanceField(nav, a);
      expect(field.costTo(b)).toBe(reference);
      if (reference === Infinity) expect(path).toBeNull();
      else {
        expect(path!.length).toBe(reference);
        expect(field.pathTo(b)!.length).toBe(reference);
      }
    }), { seed: 42, numRuns: 300 });
  });
});
