/**
 * Shortest action sequences on the navigation grid. A state is (cell, heading); every motion action
 * costs 1: Forward, Backward, Pan Left and Pan Right move one cell (if the target cell is walkable),
 * Turn Left and Turn Right change the heading. `findPath` is A* to one state; `DistanceField` is
 * the Dijkstra tree from the Follower's state to every state, used to rank viewpoints by cost.
 */
import { isWalkableCell, type MotionActionName, type NavGrid, type Yaw } from '@chorehouse/sim';
import { MinHeap } from './min-heap.js';
import { MOVES, YAWS, moveDelta, turnedLeft, turnedRight, yawIndex, type NavState } from './nav-state.js';

/** Action codes stored per state: the four moves, then the two turns. */
const ACTIONS: readonly MotionActionName[] = [...MOVES, 'Turn Left', 'Turn Right'];

function stateId(nav: NavGrid, i: number, j: number, yaw: Yaw): number {
  return (j * nav.cols + i) * 4 + yawIndex(yaw);
}

function stateOf(nav: NavGrid, id: number): NavState {
  const cell = id >> 2;
  return { i: cell % nav.cols, j: Math.floor(cell / nav.cols), yaw: YAWS[id & 3]! };
}

function inGrid(nav: NavGrid, s: NavState): boolean {
  return s.i >= 0 && s.j >= 0 && s.i < nav.cols && s.j < nav.rows;
}

/** Calls `visit(nextId, actionCode)` for every state one action away. */
function expand(nav: NavGrid, id: number, visit: (next: number, action: number) => void): void {
  const s = stateOf(nav, id);
  MOVES.forEach((name, code) => {
    const { di, dj } = moveDelta(name, s.yaw);
    if (isWalkableCell(nav, s.i + di, s.j + dj)) visit(stateId(nav, s.i + di, s.j + dj, s.yaw), code);
  });
  visit(stateId(nav, s.i, s.j, turnedLeft(s.yaw)), 4);
  visit(stateId(nav, s.i, s.j, turnedRight(s.yaw)), 5);
}

function turnDistance(a: Yaw, b: Yaw): number {
  const d = Math.abs(a - b) % 360;
  return (d === 180 ? 2 : d === 0 ? 0 : 1);
}

function unwind(nav: NavGrid, parent: Int32Array, via: Int8Array, startId: number, endId: number): MotionActionName[] {
  const out: MotionActionName[] = [];
  for (let id = endId; id !== startId; id = parent[id]!) out.push(ACTIONS[via[id]!]!);
  return out.reverse();
}

/** The shortest motion sequence from `start` to `goal`, or null when the goal cannot be reached. */
export function findPath(nav: NavGrid, start: NavState, goal: NavState): MotionActionName[] | null {
  if (!inGrid(nav, start) || !inGrid(nav, goal) || !isWalkableCell(nav, goal.i, goal.j)) return null;
  const n = nav.cols * nav.rows * 4;
  const g = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const via = new Int8Array(n);
  const closed = new Uint8Array(n);
  const startId = stateId(nav, start.i, start.j, start.yaw);
  const goalId = stateId(nav, goal.i, goal.j, goal.yaw);
  const h = (id: number) => {
    const s = stateOf(nav, id);
    return Math.abs(s.i - goal.i) + Math.abs(s.j - goal.j) + turnDistance(s.yaw, goal.yaw);
  };
  const open = new MinHeap();
  g[startId] = 0;
  open.push(h(startId), startId);
  for (let id = open.pop(); id !== undefined; id = open.pop()) {
    if (id === goalId) return unwind(nav, parent, via, startId, goalId);
    if (closed[id]) continue;
    closed[id] = 1;
    const base = g[id]! + 1;
    expand(nav, id, (next, action) => {
      if (base < g[next]!) {
        g[next] = base;
        parent[next] = id;
        via[next] = action;
        open.push(base + h(next), next);
      }
    });
  }
  return null;
}

/** Cost (number of motion actions) from one start state to every state of the grid. */
export class DistanceField {
  private readonly cost: Float64Array;
  private readonly parent: Int32Array;
  private readonly via: Int8Array;
  private readonly startId: number;

  constructor(readonly nav: NavGrid, readonly start: NavState) {
    const n = nav.cols * nav.rows * 4;
    this.cost = new Float64Array(n).fill(Infinity);
    this.parent = new Int32Array(n).fill(-1);
    this.via = new Int8Array(n);
    this.startId = inGrid(nav, start) ? stateId(nav, start.i, start.j, start.yaw) : -1;
    if (this.startId < 0) return;
    // Unit costs: a breadth-first search is Dijkstra here, in the same deterministic order.
    const queue = new Int32Array(n);
    let head = 0, tail = 0;
    this.cost[this.startId] = 0;
    queue[tail++] = this.startId;
    while (head < tail) {
      const id = queue[head++]!;
      const next = this.cost[id]! + 1;
      expand(nav, id, (to, action) => {
        if (this.cost[to] === Infinity) {
          this.cost[to] = next;
          this.parent[to] = id;
          this.via[to] = action;
          queue[tail++] = to;
        }
      });
    }
  }

  /** Actions to reach the state; Infinity when unreachable. */
  costTo(s: NavState): number {
    return inGrid(this.nav, s) ? this.cost[stateId(this.nav, s.i, s.j, s.yaw)]! : Infinity;
  }

  /** Cheapest cost to stand in a cell with any heading. */
  cellCost(i: number, j: number): number {
    let best = Infinity;
    for (const yaw of YAWS) best = Math.min(best, this.costTo({ i, j, yaw }));
    return best;
  }

  pathTo(s: NavState): MotionActionName[] | null {
    if (this.costTo(s) === Infinity) return null;
    return unwind(this.nav, this.parent, this.via, this.startId, stateId(this.nav, s.i, s.j, s.yaw));
  }
}
