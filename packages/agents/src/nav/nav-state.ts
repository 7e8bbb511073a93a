/**
 * The Follower's navigation state on the grid: a cell, a heading and a camera horizon, and the
 * motion model of the simulator's `moveFollower` expressed in cell steps.
 */
import { cellOf, cellPosition, type Horizon, type MotionActionName, type NavGrid, type World, type Yaw } from '@chorehouse/sim';

export const YAWS: readonly Yaw[] = [0, 90, 180, 270];
export const HORIZONS: readonly Horizon[] = [-30, 0, 30, 60];

/** A walkable cell and a heading; the horizon is handled separately (it never blocks). */
export interface NavState {
  readonly i: number;
  readonly j: number;
  readonly yaw: Yaw;
}

/** A full Follower pose in world units. */
export interface Pose {
  readonly x: number;
  readonly z: number;
  readonly yaw: Yaw;
  readonly horizon: Horizon;
}

export type MoveName = 'Forward' | 'Backward' | 'Pan Left' | 'Pan Right';
export const MOVES: readonly MoveName[] = ['Forward', 'Backward', 'Pan Left', 'Pan Right'];

export const yawIndex = (yaw: Yaw): number => yaw / 90;

/** Cell offset of one step; mirrors the sim (yaw 0 faces +z, yaw 90 faces +x, Pan Right is to the right). */
export function moveDelta(name: MoveName, yaw: Yaw): { di: number; dj: number } {
  const s = yaw === 90 ? 1 : yaw === 270 ? -1 : 0;
  const c = yaw === 0 ? 1 : yaw === 180 ? -1 : 0;
  switch (name) {
    case 'Forward': return { di: s, dj: c };
    case 'Backward': return { di: -s, dj: -c };
    case 'Pan Right': return { di: c, dj: -s };
    case 'Pan Left': return { di: -c, dj: s };
  }
}

export const turnedLeft = (yaw: Yaw): Yaw => ((yaw + 270) % 360) as Yaw;
export const turnedRight = (yaw: Yaw): Yaw => ((yaw + 90) % 360) as Yaw;

export function navStateOf(world: World): NavState {
  const { i, j } = cellOf(world.nav, world.follower.x, world.follower.z);
  return { i, j, yaw: world.follower.yaw };
}

export function poseOf(nav: NavGrid, s: NavState, horizon: Horizon): Pose {
  const p = cellPosition(nav, s.i, s.j);
  return { x: p.x, z: p.z, yaw: s.yaw, horizon };
}

/** Look Up / Look Down actions from one horizon to another. */
export function horizonActions(from: Horizon, to: Horizon): MotionActionName[] {
  const n = Math.round((to - from) / 30);
  return Array.from({ length: Math.abs(n) }, () => (n > 0 ? 'Look Down' : 'Look Up'));
}

/** The world with the Follower standing at a pose (for hypothetical checks only; never executed). */
export function posed(world: World, pose: Pose): World {
  const f = world.follower;
  if (f.x === pose.x && f.z === pose.z && f.yaw === pose.yaw && f.horizon === pose.horizon) return world;
  return { ...world, follower: { ...f, x: pose.x, z: pose.z, yaw: pose.yaw, horizon: pose.horizon } };
}
