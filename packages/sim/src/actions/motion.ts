/**
 * Motion for both roles. The Follower walks the navigation grid (0.25 m steps, 90 degree turns,
 * horizon -30..+60 in 30 degree steps); the Commander's camera flies through walls, and its Look
 * Up / Look Down raise and lower it by 0.25 m, as in TEACh.
 */
import { snap6 } from '../geometry/vec.js';
import { isWalkable } from '../world/nav.js';
import type { CommanderCamera, FollowerState, Horizon, World, Yaw } from '../world/types.js';
import type { MotionActionName } from './action.js';
import { fail, type Failure } from './outcome.js';

export const STEP_M = 0.25;
const RAD = Math.PI / 180;
/** How far beyond the walkable area the Commander's camera may fly. */
const COMMANDER_MARGIN_M = 2;
const COMMANDER_MAX_HEIGHT_M = 5;

const turn = (yaw: Yaw, by: number): Yaw => (((yaw + by) % 360) + 360) % 360 as Yaw;

/** Horizontal offset of one step (forward, backward, pan) for a heading. */
function stepOffset(name: 'Forward' | 'Backward' | 'Pan Left' | 'Pan Right', yaw: number): { dx: number; dz: number } {
  const s = Math.round(Math.sin(yaw * RAD));
  const c = Math.round(Math.cos(yaw * RAD));
  switch (name) {
    case 'Forward': return { dx: s * STEP_M, dz: c * STEP_M };
    case 'Backward': return { dx: -s * STEP_M, dz: -c * STEP_M };
    case 'Pan Right': return { dx: c * STEP_M, dz: -s * STEP_M };
    case 'Pan Left': return { dx: -c * STEP_M, dz: s * STEP_M };
  }
}

export function moveFollower(world: World, name: MotionActionName): { follower: FollowerState } | Failure {
  const f = world.follower;
  switch (name) {
    case 'Turn Left': return { follower: { ...f, yaw: turn(f.yaw, -90) } };
    case 'Turn Right': return { follower: { ...f, yaw: turn(f.yaw, 90) } };
    case 'Look Up':
      if (f.horizon <= -30) return fail('motion/look_limit', "You can't look up any further.");
      return { follower: { ...f, horizon: (f.horizon - 30) as Horizon } };
    case 'Look Down':
      if (f.horizon >= 60) return fail('motion/look_limit', "You can't look down any further.");
      return { follower: { ...f, horizon: (f.horizon + 30) as Horizon } };
    case 'Forward': case 'Backward': case 'Pan Left': case 'Pan Right': {
      const { dx, dz } = stepOffset(name, f.yaw);
      const x = snap6(f.x + dx);
      const z = snap6(f.z + dz);
      if (!isWalkable(world.nav, x, z)) return fail('motion/blocked', 'Something is blocking you from moving that way.');
      return { follower: { ...f, x, z } };
    }
  }
}

function commanderBounds(world: World) {
  const n = world.nav;
  return {
    minX: n.originX - COMMANDER_MARGIN_M, maxX: n.originX + (n.cols - 1) * n.cellSize + COMMANDER_MARGIN_M,
    minZ: n.originZ - COMMANDER_MARGIN_M, maxZ: n.originZ + (n.rows - 1) * n.cellSize + COMMANDER_MARGIN_M,
    minY: world.floorY + STEP_M, maxY: world.floorY + COMMANDER_MAX_HEIGHT_M,
  };
}

export function moveCommander(world: World, name: MotionActionName): { commander: CommanderCamera } | Failure {
  const c = world.commander;
  let next: CommanderCamera;
  switch (name) {
    case 'Turn Left': return { commander: { ...c, yaw: turn(c.yaw, -90) } };
    case 'Turn Right': return { commander: { ...c, yaw: turn(c.yaw, 90) } };
    case 'Look Up': next = { ...c, y: snap6(c.y + STEP_M) }; break;
    case 'Look Down': next = { ...c, y: snap6(c.y - STEP_M) }; break;
    case 'Forward': case 'Backward': case 'Pan Left': case 'Pan Right': {
      const { dx, dz } = stepOffset(name, c.yaw);
      next = { ...c, x: snap6(c.x + dx), z: snap6(c.z + dz) };
      break;
    }
  }
  const b = commanderBounds(world);
  if (next.x < b.minX || next.x > b.maxX || next.z < b.minZ || next.z > b.maxZ || next.y < b.minY - 1e-9 || next.y > b.maxY + 1e-9) {
    return fail('motion/out_of_bounds', 'The camera cannot go further that way.');
  }
  return { commander: next };
}
