/**
 * Viewpoint search: the cheapest pose (walkable cell, heading, horizon) from which an action on an
 * object works, with the click point and the motion actions that get there. Candidate cells near
 * the object are ranked by path cost from the Follower's pose (a Dijkstra field over the grid),
 * poses that cannot frame the object are dropped by projection alone, and the survivors are tried
 * cheapest first: ray-sampled click points, then a hypothetical `step` that proves the action
 * resolves to the object. The hypothetical world is only looked at; the Follower walks the path.
 */
import {
  AGENT_CENTER_HEIGHT, CAMERA_HEIGHT, INTERACTION_DISTANCE, cameraBasis, cellPosition, getObject, isWalkableCell,
  projectedRect, step, type Horizon, type MotionActionName, type ObjectActionName, type Outcome, type World,
} from '@chorehouse/sim';
import { DistanceField } from './astar.js';
import { aimedClicks, clickCandidates, isSmallReceptacle, type ClickCandidate } from './click-search.js';
import { packingScore } from './packing.js';
import { HORIZONS, YAWS, horizonActions, navStateOf, posed, type NavState, type Pose } from './nav-state.js';

export interface Viewpoint {
  readonly pose: Pose;
  /** The click in the Follower's frame, in [0, 1). */
  readonly click: { readonly x: number; readonly y: number };
  /** Motion actions from the current pose to `pose` (walking, then the horizon). */
  readonly moves: readonly MotionActionName[];
  /** What the action does from there (computed on a hypothetical copy of the world). */
  readonly outcome: Outcome;
  /** That hypothetical world after the action, with the Follower at `pose`. */
  readonly after: World;
}

export type ViewpointFailure =
  | { readonly reason: 'no_object' | 'unreachable' | 'not_visible'; readonly message: string }
  /** The object can be clicked, but the action itself fails there (a full sink, a closed fridge, ...). */
  | { readonly reason: 'action_fails'; readonly message: string; readonly outcome: Outcome };

export type ViewpointResult = { readonly ok: true; readonly viewpoint: Viewpoint } | ({ readonly ok: false } & ViewpointFailure);

export interface ViewpointOptions {
  /** A field already computed from the Follower's current state (reused across searches). */
  readonly field?: DistanceField;
  /** At most this many poses get the ray test (the search stays bounded in huge rooms). */
  readonly maxPoses?: number;
}

/** When packing things onto a dish: clicks tried per pose, poses compared, extra actions allowed. */
const PACK_TRIES = 8;
const PACK_POSES = 10;
const PACK_DETOUR = 8;

/** Failures decided by what the Follower holds, before any click is looked at. */
const HAND_CODES: ReadonlySet<string> = new Set(['pickup/hand_full', 'place/hand_empty', 'slice/no_knife', 'pour/nothing_to_pour']);

export interface Candidate {
  readonly state: NavState;
  readonly horizon: Horizon;
  readonly cost: number;
  readonly gap: number;
}

/** Horizontal and 3-D gap between a point and a box. */
function boxGap(px: number, py: number, pz: number, b: { min: { x: number; y: number; z: number }; max: { x: number; y: number; z: number } }) {
  const dx = Math.max(b.min.x - px, 0, px - b.max.x);
  const dy = Math.max(b.min.y - py, 0, py - b.max.y);
  const dz = Math.max(b.min.z - pz, 0, pz - b.max.z);
  return { flat: Math.hypot(dx, dz), full: Math.hypot(dx, dy, dz) };
}

/** Poses near the object that can frame it, cheapest first (walking actions, then a look up or down; then the nearer). */
export function candidatePoses(world: World, objectId: string, field: DistanceField): Candidate[] {
  const obj = getObject(world, objectId)!;
  const nav = world.nav;
  const bodyY = world.floorY + AGENT_CENTER_HEIGHT;
  const h0 = world.follower.horizon;
  const out: Candidate[] = [];
  // Only cells whose distance box can overlap the reach sphere.
  const cell = nav.cellSize;
  const iMin = Math.max(0, Math.floor((obj.bbox.min.x - INTERACTION_DISTANCE - nav.originX) / cell));
  const iMax = Math.min(nav.cols - 1, Math.ceil((obj.bbox.max.x + INTERACTION_DISTANCE - nav.originX) / cell));
  const jMin = Math.max(0, Math.floor((obj.bbox.min.z - INTERACTION_DISTANCE - nav.originZ) / cell));
  const jMax = Math.min(nav.rows - 1, Math.ceil((obj.bbox.max.z + INTERACTION_DISTANCE - nav.originZ) / cell));
  for (let j = jMin; j <= jMax; j++) {
    for (let i = iMin; i <= iMax; i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      const gap = boxGap(p.x, bodyY, p.z, obj.bbox);
      if (gap.full > INTERACTION_DISTANCE) continue;
      for (const yaw of YAWS) {
        const walk = field.costTo({ i, j, yaw });
        if (walk === Infinity) continue;
        for (const horizon of HORIZONS) {
          const camera = cameraBasis({ position: { x: p.x, y: world.floorY + CAMERA_HEIGHT, z: p.z }, yaw, pitch: horizon });
          if (!projectedRect(camera, obj.bbox)) continue;
          out.push({ state: { i, j, yaw }, horizon, cost: walk + Math.abs(horizon - h0) / 30, gap: gap.flat });
        }
      }
    }
  }
  return out.sort((a, b) => a.cost - b.cost || a.gap - b.gap || a.state.j - b.state.j || a.state.i - b.state.i ||
    a.state.yaw - b.state.yaw || a.horizon - b.horizon);
}

/** The cheapest pose from which `action` on `objectId` succeeds, or why there is none. */
export function findViewpoint(world: World, objectId: string, action: ObjectActionName, options: ViewpointOptions = {}): ViewpointResult {
  if (!getObject(world, objectId)) return { ok: false, reason: 'no_object', message: `There is no ${objectId}.` };
  const field = options.field ?? new DistanceField(world.nav, navStateOf(world));
  const candidates = candidatePoses(world, objectId, field);
  if (candidates.length === 0) return { ok: false, reason: 'unreachable', message: `No reachable place is close enough to ${objectId}.` };
  const maxPoses = options.maxPoses ?? 400;
  // On a dish, where the click lands decides how much still fits: compare a few poses and clicks.
  const pack = action === 'Place' && isSmallReceptacle(getObject(world, objectId)!);
  let best: { candidate: Candidate; pose: Pose; click: ClickCandidate; outcome: Outcome; after: World; score: number; aimed: boolean } | null = null;
  let posesWithClick = 0;
  for (const c of candidates.slice(0, maxPoses)) {
    if (best && (!pack || best.aimed || posesWithClick >= PACK_POSES || c.cost > best.candidate.cost + PACK_DETOUR)) break;
    const pose: Pose = { ...cellPosition(world.nav, c.state.i, c.state.j), yaw: c.state.yaw, horizon: c.horizon };
    const there = posed(world, pose);
    const aimed = pack ? aimedClicks(there, objectId) : [];
    // Aimed clicks land exactly on packing spots; sampled ones are the fallback.
    const clicks = pack ? (aimed.length > 0 ? aimed : clickCandidates(there, objectId, action, PACK_TRIES)) : clickCandidates(there, objectId, action, 3);
    let found = false;
    for (const click of clicks) {
      const { world: after, outcome } = step(there, 'follower', { name: action, x: click.x, y: click.y });
      if (outcome.success && outcome.objectId === objectId) {
        found = true;
        const score = pack ? packingScore(there, after, objectId) : 0;
        // A click aimed at the best packing spot is as good as it gets: stop looking.
        if (!best || score < best.score - 1e-9) best = { candidate: c, pose, click, outcome, after, score, aimed: click.rank === 0 };
        if (!pack) break;
        continue;
      }
      // The hand is wrong, or the click found the object but the action refused: no pose changes that.
      if (HAND_CODES.has(outcome.code) || (!outcome.success && outcome.objectId === objectId && !outcome.code.startsWith('target/'))) {
        if (best) break;
        return { ok: false, reason: 'action_fails', message: outcome.message, outcome };
      }
    }
    if (found) posesWithClick++;
  }
  if (!best) return { ok: false, reason: 'not_visible', message: `${objectId} cannot be clicked from any reachable place.` };
  const walk = field.pathTo(best.candidate.state) ?? [];
  return {
    ok: true,
    viewpoint: {
      pose: best.pose, click: { x: best.click.x, y: best.click.y },
      moves: [...walk, ...horizonActions(world.follower.horizon, best.candidate.horizon)], outcome: best.outcome, after: best.after,
    },
  };
}
