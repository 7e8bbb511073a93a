/**
 * What a policy sees while deciding: the world, the Follower's memory, the goal, and cached answers
 * to "how far is it" (a Dijkstra field from the current pose) and "where do I click it".
 */
import { INTERACTION_DISTANCE, ancestorsOf, cellPosition, getObject, isWalkableCell, type ObjectActionName, type SimObject, type World } from '@chorehouse/sim';
import { DistanceField } from '../nav/astar.js';
import { navStateOf } from '../nav/nav-state.js';
import { findViewpoint, type ViewpointResult } from '../nav/viewpoint.js';
import type { Goal } from './goal.js';
import type { FollowerMemory } from './memory.js';

/** Cells this close (horizontally) to an object count as "next to it" for cost estimates: the click reach (m). */
const NEAR = INTERACTION_DISTANCE;

export class PlanContext {
  private fieldCache: DistanceField | null = null;
  private readonly estimates = new Map<string, number>();
  private readonly viewpoints = new Map<string, ViewpointResult>();

  constructor(readonly world: World, readonly memory: FollowerMemory, readonly goal: Goal) {}

  get field(): DistanceField {
    if (!this.fieldCache) this.fieldCache = new DistanceField(this.world.nav, navStateOf(this.world));
    return this.fieldCache;
  }

  obj(objectId: string): SimObject | undefined {
    return getObject(this.world, objectId);
  }

  /** Rough number of motion actions to get next to an object (Infinity when no cell is near it). */
  estimate(objectId: string): number {
    const cached = this.estimates.get(objectId);
    if (cached !== undefined) return cached;
    const o = this.obj(objectId);
    let best = Infinity;
    if (o) {
      const nav = this.world.nav;
      const b = o.bbox;
      const i0 = Math.max(0, Math.floor((b.min.x - NEAR - nav.originX) / nav.cellSize));
      const i1 = Math.min(nav.cols - 1, Math.ceil((b.max.x + NEAR - nav.originX) / nav.cellSize));
      const j0 = Math.max(0, Math.floor((b.min.z - NEAR - nav.originZ) / nav.cellSize));
      const j1 = Math.min(nav.rows - 1, Math.ceil((b.max.z + NEAR - nav.originZ) / nav.cellSize));
      for (let j = j0; j <= j1; j++) {
        for (let i = i0; i <= i1; i++) {
          if (!isWalkableCell(nav, i, j)) continue;
          const p = cellPosition(nav, i, j);
          const gap = Math.hypot(Math.max(b.min.x - p.x, 0, p.x - b.max.x), Math.max(b.min.z - p.z, 0, p.z - b.max.z));
          if (gap <= NEAR) best = Math.min(best, this.field.cellCost(i, j) + gap);
        }
      }
    }
    this.estimates.set(objectId, best);
    return best;
  }

  viewpoint(objectId: string, action: ObjectActionName): ViewpointResult {
    const key = `${action} ${objectId}`;
    let vp = this.viewpoints.get(key);
    if (!vp) this.viewpoints.set(key, (vp = findViewpoint(this.world, objectId, action, { field: this.field })));
    return vp;
  }

  /** Not found out of reach, and not shut in something found out of reach (a knife in a drawer that will not open). */
  usable(objectId: string): boolean {
    return !this.memory.unusable.has(objectId) && !ancestorsOf(this.world, objectId).some((a) => this.memory.unusable.has(a.objectId));
  }

  /** The cheapest usable object of a list (reachable by estimate, not marked unusable). */
  cheapest(candidates: readonly SimObject[]): SimObject | undefined {
    let best: SimObject | undefined;
    let bestCost = Infinity;
    for (const c of candidates) {
      if (!this.usable(c.objectId)) continue;
      const cost = this.estimate(c.objectId);
      if (cost < bestCost) [best, bestCost] = [c, cost];
    }
    return best;
  }

  /** A sticky choice for a purpose: the earlier choice while it is still a candidate, else the cheapest. */
  tool(purpose: string, candidates: readonly SimObject[]): SimObject | undefined {
    const earlier = this.memory.tools.get(purpose);
    const still = candidates.find((c) => c.objectId === earlier && this.usable(c.objectId));
    if (still) return still;
    const chosen = this.cheapest(candidates);
    if (chosen) this.memory.tools.set(purpose, chosen.objectId);
    return chosen;
  }
}
