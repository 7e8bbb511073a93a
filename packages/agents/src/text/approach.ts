/**
 * "go to X": the cheapest pose (by walking actions) from which X shows in the Follower's frame
 * within reach, and the motions that get there. Like the viewpoint search, but no action has to
 * succeed: arriving means the Follower could now click X.
 */
import {
  AGENT_CENTER_HEIGHT, CAMERA_HEIGHT, INTERACTION_DISTANCE, cameraBasis, cellPosition, clickWithinReach, getObject, isWalkableCell, projectedRect,
  type MotionActionName, type World,
} from '@chorehouse/sim';
import { DistanceField } from '../nav/astar.js';
import { HORIZONS, YAWS, horizonActions, navStateOf, posed, type NavState, type Pose } from '../nav/nav-state.js';

interface Candidate { readonly state: NavState; readonly pose: Pose; readonly cost: number }

/** Poses tried with rays before giving up (huge rooms stay bounded). */
const MAX_POSES = 300;

export function approach(world: World, objectId: string): { ok: true; moves: MotionActionName[] } | { ok: false; message: string } {
  const obj = getObject(world, objectId);
  if (!obj) return { ok: false, message: 'There is no such thing here.' };
  const nav = world.nav;
  const field = new DistanceField(nav, navStateOf(world));
  const bodyY = world.floorY + AGENT_CENTER_HEIGHT;
  const h0 = world.follower.horizon;
  const out: Candidate[] = [];
  const reachCells = Math.ceil(INTERACTION_DISTANCE / nav.cellSize);
  const i0 = Math.floor((obj.bbox.min.x - nav.originX) / nav.cellSize) - reachCells;
  const i1 = Math.ceil((obj.bbox.max.x - nav.originX) / nav.cellSize) + reachCells;
  const j0 = Math.floor((obj.bbox.min.z - nav.originZ) / nav.cellSize) - reachCells;
  const j1 = Math.ceil((obj.bbox.max.z - nav.originZ) / nav.cellSize) + reachCells;
  for (let j = Math.max(0, j0); j <= Math.min(nav.rows - 1, j1); j++) {
    for (let i = Math.max(0, i0); i <= Math.min(nav.cols - 1, i1); i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      const dx = Math.max(obj.bbox.min.x - p.x, 0, p.x - obj.bbox.max.x);
      const dy = Math.max(obj.bbox.min.y - bodyY, 0, bodyY - obj.bbox.max.y);
      const dz = Math.max(obj.bbox.min.z - p.z, 0, p.z - obj.bbox.max.z);
      if (Math.hypot(dx, dy, dz) > INTERACTION_DISTANCE) continue;
      for (const yaw of YAWS) {
        const walk = field.costTo({ i, j, yaw });
        if (walk === Infinity) continue;
        for (const horizon of HORIZONS) {
          const camera = cameraBasis({ position: { x: p.x, y: world.floorY + CAMERA_HEIGHT, z: p.z }, yaw, pitch: horizon });
          if (!projectedRect(camera, obj.bbox)) continue;
          out.push({ state: { i, j, yaw }, pose: { x: p.x, z: p.z, yaw, horizon }, cost: walk + Math.abs(horizon - h0) / 30 });
        }
      }
    }
  }
  out.sort((a, b) => a.cost - b.cost || a.state.j - b.state.j || a.state.i - b.state.i || a.state.yaw - b.state.yaw || a.pose.horizon - b.pose.horizon);
  for (const c of out.slice(0, MAX_POSES)) {
    if (!clickWithinReach(posed(world, c.pose), objectId)) continue;
    return { ok: true, moves: [...(field.pathTo(c.state) ?? []), ...horizonActions(h0, c.pose.horizon)] };
  }
  return { ok: false, message: 'You cannot get close enough to see it.' };
}
