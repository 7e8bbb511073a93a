/**
 * The camera model shared by the server (click resolution) and the client (rendering):
 * a square frame with a 90 degree field of view, in TEACh's 900x900 pixel convention.
 * Coordinates follow AI2-THOR (Unity): y up, yaw 0 looks along +z, yaw 90 along +x,
 * a positive pitch looks down.
 */
import type { Vec3 } from '../world/metadata.js';
import type { Box3, World } from '../world/types.js';
import { boxCorners } from './box.js';
import { cross } from './vec.js';

export const FRAME_PX = 900;
export const FIELD_OF_VIEW_DEG = 90;
/** TEACh's hotspot radius: the window searched around a click is 20x20 pixels. */
export const CLICK_WINDOW_RADIUS_PX = 10;
export const AGENT_CENTER_HEIGHT = 0.9;
export const CAMERA_HEIGHT = AGENT_CENTER_HEIGHT + 0.675;
/** AI2-THOR's visibility and TEACh's click distance limit. */
export const INTERACTION_DISTANCE = 1.5;

export interface CameraPose {
  readonly position: Vec3;
  readonly yaw: number;
  readonly pitch: number;
  /** Unity's z rotation, degrees: a turn about the view axis that brings the frame's right towards up (90: up is the frame's right). Default 0. */
  readonly roll?: number;
}

export interface CameraBasis {
  readonly position: Vec3;
  readonly forward: Vec3;
  readonly right: Vec3;
  readonly up: Vec3;
  /** tan(fov / 2): the half-width of the image plane at distance 1. */
  readonly halfExtent: number;
}

const RAD = Math.PI / 180;

export function cameraBasis(pose: CameraPose): CameraBasis {
  const yaw = pose.yaw * RAD;
  const pitch = pose.pitch * RAD;
  const forward = { x: Math.sin(yaw) * Math.cos(pitch), y: -Math.sin(pitch), z: Math.cos(yaw) * Math.cos(pitch) };
  const level = { x: Math.cos(yaw), y: 0, z: -Math.sin(yaw) };
  const halfExtent = Math.tan((FIELD_OF_VIEW_DEG / 2) * RAD);
  const levelUp = cross(forward, level);
  if (!pose.roll) return { position: pose.position, forward, right: level, up: levelUp, halfExtent };
  // Unity applies z, then x, then y: the roll turns the level axes about the view axis.
  const c = Math.cos(pose.roll * RAD);
  const s = Math.sin(pose.roll * RAD);
  const right = { x: c * level.x + s * levelUp.x, y: c * level.y + s * levelUp.y, z: c * level.z + s * levelUp.z };
  const up = { x: c * levelUp.x - s * level.x, y: c * levelUp.y - s * level.y, z: c * levelUp.z - s * level.z };
  return { position: pose.position, forward, right, up, halfExtent };
}

export function followerCamera(world: World): CameraPose {
  const f = world.follower;
  return { position: { x: f.x, y: world.floorY + CAMERA_HEIGHT, z: f.z }, yaw: f.yaw, pitch: f.horizon };
}

export function commanderCamera(world: World): CameraPose {
  const c = world.commander;
  return { position: { x: c.x, y: c.y, z: c.z }, yaw: c.yaw, pitch: c.pitch };
}

/** The Follower's body centre, from which TEACh measures the 1.5 m click distance. */
export function followerCenter(world: World): Vec3 {
  return { x: world.follower.x, y: world.floorY + AGENT_CENTER_HEIGHT, z: world.follower.z };
}

/** Direction (not normalised) of the ray through frame point (u, v) in [0,1]^2, origin top-left. */
export function rayDirection(cam: CameraBasis, u: number, v: number): Vec3 {
  return rayDirectionInto(cam, u, v, { x: 0, y: 0, z: 0 });
}

/** `rayDirection` written into `out` (returned), for the hundreds of rays a click casts. */
export function rayDirectionInto(cam: CameraBasis, u: number, v: number, out: { x: number; y: number; z: number }): Vec3 {
  const sx = (2 * u - 1) * cam.halfExtent;
  const sy = (1 - 2 * v) * cam.halfExtent;
  out.x = cam.forward.x + sx * cam.right.x + sy * cam.up.x;
  out.y = cam.forward.y + sx * cam.right.y + sy * cam.up.y;
  out.z = cam.forward.z + sx * cam.right.z + sy * cam.up.z;
  return out;
}

/** Frame point (u, v) and depth along the view axis of a world point, or null behind the camera. */
export function projectPoint(cam: CameraBasis, p: Vec3): { u: number; v: number; depth: number } | null {
  const out = { u: 0, v: 0, depth: 0 };
  return projectInto(cam, p.x, p.y, p.z, out) ? out : null;
}

/**
 * `projectPoint` written into `out` instead of a new object, for loops over many points (a box's
 * corners at every candidate camera of a search); false, and `out` unchanged, behind the camera.
 */
export function projectInto(cam: CameraBasis, x: number, y: number, z: number, out: { u: number; v: number; depth: number }): boolean {
  const dx = x - cam.position.x;
  const dy = y - cam.position.y;
  const dz = z - cam.position.z;
  const depth = dx * cam.forward.x + dy * cam.forward.y + dz * cam.forward.z;
  if (depth <= 1e-6) return false;
  const sx = (dx * cam.right.x + dy * cam.right.y + dz * cam.right.z) / depth / cam.halfExtent;
  const sy = (dx * cam.up.x + dy * cam.up.y + dz * cam.up.z) / depth / cam.halfExtent;
  out.u = (sx + 1) / 2;
  out.v = (1 - sy) / 2;
  out.depth = depth;
  return true;
}

export interface FrameRect {
  readonly u0: number;
  readonly u1: number;
  readonly v0: number;
  readonly v1: number;
}

/** The part of the frame a box covers (its projected corners, clipped to the frame), or null. */
export function projectedRect(cam: CameraBasis, box: Box3): FrameRect | null {
  let u0 = 1, u1 = 0, v0 = 1, v1 = 0;
  const p = { u: 0, v: 0, depth: 0 };
  for (const [x, y, z] of boxCorners(box)) {
    // A corner behind the camera: the box may cover any part of the frame.
    if (!projectInto(cam, x, y, z, p)) return { u0: 0, u1: 1, v0: 0, v1: 1 };
    u0 = Math.min(u0, p.u); u1 = Math.max(u1, p.u); v0 = Math.min(v0, p.v); v1 = Math.max(v1, p.v);
  }
  const rect = { u0: Math.max(0, u0), u1: Math.min(1, u1), v0: Math.max(0, v0), v1: Math.min(1, v1) };
  return rect.u1 > rect.u0 && rect.v1 > rect.v0 ? rect : null;
}
