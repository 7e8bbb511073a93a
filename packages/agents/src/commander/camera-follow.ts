/**
 * The bot Commander's camera, moved as people moved theirs in TEACh: the Commander's free camera
 * has no use for the task except to see what the Follower is doing, so players kept the Follower, and
 * the object they were talking about, in view. Here: before each instruction the camera goes behind the
 * Follower, facing (to the nearest quarter turn) from the Follower towards the object named, far
 * enough back to hold both, but over the room's floor: the camera flies through walls, and from
 * behind one it would show the wall. The moves are the Commander's ordinary camera actions (turns and steps of
 * the simulator's `step`), so they are logged and replayed like a person's.
 */
import { cellOf, getObject, isWalkableCell, step, type MotionActionName, type World } from '@chorehouse/sim';

/** How far behind the point it watches the camera stands (m): at its height and 30 degree pitch this holds a person and a counter in frame. */
const BACK_OFF_M = 1.5;
/** At most this many camera moves per instruction, so the log stays a person's pace rather than a teleport. */
export const MAX_CAMERA_MOVES = 16;

export interface CameraGoal {
  readonly x: number;
  readonly z: number;
  /** A multiple of 90, as the Commander's turns allow. */
  readonly yaw: number;
}

const quarter = (deg: number) => (((Math.round(deg / 90) * 90) % 360) + 360) % 360;

/** Where the camera should be to watch the Follower and, when given, the object it is to act on. */
export function cameraGoal(world: World, objectId: string | null): CameraGoal {
  const f = world.follower;
  const o = objectId ? getObject(world, objectId) : undefined;
  // Facing from the Follower towards the object (sin yaw, cos yaw is the camera's forward on the floor), else the Follower's own way.
  const dx = o ? o.position.x - f.x : 0, dz = o ? o.position.z - f.z : 0;
  const yaw = Math.hypot(dx, dz) > 0.25 ? quarter((Math.atan2(dx, dz) * 180) / Math.PI) : quarter(f.yaw);
  // Watch the midpoint when the object is near, so both are in frame; the Follower alone when it is far off.
  const near = o !== undefined && Math.hypot(dx, dz) < 3;
  const cx = near ? f.x + dx / 2 : f.x, cz = near ? f.z + dz / 2 : f.z;
  const rad = (yaw * Math.PI) / 180;
  // The farthest point back, up to BACK_OFF_M, that is over walkable floor; else right over the Follower, where the camera starts.
  for (let back = BACK_OFF_M; back > 1e-9; back -= 0.25) {
    const x = cx - back * Math.sin(rad), z = cz - back * Math.cos(rad);
    const { i, j } = cellOf(world.nav, x, z);
    if (isWalkableCell(world.nav, i, j)) return { x, z, yaw };
  }
  return { x: f.x, z: f.z, yaw };
}

/**
 * The camera moves that bring the Commander's camera towards `goal`: the turns first, then the step
 * that gets closest each time (the simulator's own moves, so walls and bounds apply as for a person),
 * until no step gets closer or `max` moves were made.
 */
export function cameraMovesTowards(world: World, goal: CameraGoal, max = MAX_CAMERA_MOVES): MotionActionName[] {
  const moves: MotionActionName[] = [];
  let w = world;
  while (moves.length < max && w.commander.yaw !== goal.yaw) {
    const name: MotionActionName = ((goal.yaw - w.commander.yaw + 360) % 360) === 270 ? 'Turn Left' : 'Turn Right';
    const r = step(w, 'commander', { name });
    if (!r.outcome.success) break;
    w = r.world;
    moves.push(name);
  }
  const distance = (v: World) => Math.hypot(v.commander.x - goal.x, v.commander.z - goal.z);
  while (moves.length < max) {
    let best: { name: MotionActionName; world: World } | null = null;
    for (const name of ['Forward', 'Backward', 'Pan Left', 'Pan Right'] as const) {
      const r = step(w, 'commander', { name });
      if (r.outcome.success && distance(r.world) < (best ? distance(best.world) : distance(w)) - 1e-6) best = { name, world: r.world };
    }
    if (!best) break;
    w = best.world;
    moves.push(best.name);
  }
  return moves;
}
