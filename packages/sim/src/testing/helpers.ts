/**
 * Test helpers: find objects, stand where one can be clicked, and act on it by id.
 * Used by this package's tests (and exported for other packages' tests).
 */
import { clickWithinReach } from '../geometry/click-point.js';
import type { ObjectActionName } from '../actions/action.js';
import { step, type StepResult } from '../step.js';
import { cellPosition, isWalkableCell } from '../world/nav.js';
import type { Horizon, World, Yaw } from '../world/types.js';

export function idOf(world: World, type: string, k = 0): string {
  const ids = world.objects.filter((o) => o.objectType === type && !o.disabled).map((o) => o.objectId);
  const id = ids[k];
  if (!id) throw new Error(`no ${type} #${k} in world (have ${ids.length})`);
  return id;
}

/**
 * The world with the Follower moved to the nearest pose from which the object can be clicked
 * (and, if given, where `works` holds: a door that must not swing into the Follower).
 */
export function standBefore(world: World, objectId: string, works: (w: World) => boolean = () => true): World {
  if (clickWithinReach(world, objectId) && works(world)) return world;
  const nav = world.nav;
  const cells: { i: number; j: number; d: number }[] = [];
  const target = world.objects.find((o) => o.objectId === objectId)!;
  const c = { x: (target.bbox.min.x + target.bbox.max.x) / 2, z: (target.bbox.min.z + target.bbox.max.z) / 2 };
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      cells.push({ i, j, d: Math.hypot(p.x - c.x, p.z - c.z) });
    }
  }
  cells.sort((a, b) => a.d - b.d);
  for (const cell of cells) {
    const p = cellPosition(nav, cell.i, cell.j);
    for (const yaw of [0, 90, 180, 270] as Yaw[]) {
      for (const horizon of [30, 60, 0, -30] as Horizon[]) {
        const w = { ...world, follower: { ...world.follower, x: p.x, z: p.z, yaw, horizon } };
        if (clickWithinReach(w, objectId) && works(w)) return w;
      }
    }
  }
  throw new Error(`no pose can reach ${objectId}`);
}

/** Stand before the object if needed (out of its door's way), then click it with the action. */
export function act(world: World, name: ObjectActionName, objectId: string): StepResult {
  const clickFrom = (w: World) => step(w, 'follower', { name, ...clickWithinReach(w, objectId)! });
  const w = standBefore(world, objectId, (at) => clickFrom(at).outcome.code !== 'target/blocked');
  return clickFrom(w);
}

/** Like `act`, but throws with the outcome's message when the action fails. */
export function actOk(world: World, name: ObjectActionName, objectId: string): World {
  const r = act(world, name, objectId);
  if (!r.outcome.success) throw new Error(`${name} ${objectId} failed: ${r.outcome.code} ${r.outcome.message}`);
  return r.world;
}
