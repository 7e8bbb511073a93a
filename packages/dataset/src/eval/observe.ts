/** The observation an agent gets: the Follower's pose, what it holds, and visible objects with a click point. */
import { findClickPoint, getObject, heldObject, visibleObjectIds, type World } from '@chorehouse/sim';
import type { AgentObservation } from './agent.js';

export function observe(world: World): AgentObservation {
  const f = world.follower;
  const visible = visibleObjectIds(world).map((objectId) => {
    const click = findClickPoint(world, objectId);
    return { objectId, objectType: getObject(world, objectId)?.objectType ?? '', obj_relative_coord: click ? [click.y, click.x] as const : null };
  });
  return { pose: { x: f.x, z: f.z, yaw: f.yaw, horizon: f.horizon }, held: heldObject(world)?.objectType ?? null, visible };
}
