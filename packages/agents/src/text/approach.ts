/**
 * "go to X": the cheapest pose (by walking actions) from which X shows in the Follower's frame
 * within reach, and the motions that get there. Like the viewpoint search, but no action has to
 * succeed: arriving means the Follower could now click X.
 */
import { cellPosition, clickWithinReach, getObject, type MotionActionName, type World } from '@chorehouse/sim';
import { DistanceField } from '../nav/astar.js';
import { horizonActions, navStateOf, posed } from '../nav/nav-state.js';
import { candidatePoses } from '../nav/viewpoint.js';

/** Poses tried with rays before giving up (huge rooms stay bounded). */
const MAX_POSES = 300;

export function approach(world: World, objectId: string): { ok: true; moves: MotionActionName[] } | { ok: false; message: string } {
  const obj = getObject(world, objectId);
  if (!obj) return { ok: false, message: 'There is no such thing here.' };
  const field = new DistanceField(world.nav, navStateOf(world));
  const h0 = world.follower.horizon;
  for (const c of candidatePoses(world, objectId, field).slice(0, MAX_POSES)) {
    const cell = cellPosition(world.nav, c.state.i, c.state.j);
    if (!clickWithinReach(posed(world, { x: cell.x, z: cell.z, yaw: c.state.yaw, horizon: c.horizon }), objectId)) continue;
    return { ok: true, moves: [...(field.pathTo(c.state) ?? []), ...horizonActions(h0, c.horizon)] };
  }
  return { ok: false, message: 'You cannot get close enough to see it.' };
}
