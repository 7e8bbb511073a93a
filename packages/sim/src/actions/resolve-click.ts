/**
 * Turn a click (x, y) on the Follower's frame into the object an action applies to, as TEACh
 * does (thor-world.md 5.1): the object under the click if it fits the action, otherwise the
 * fitting object with the largest share of its visible pixels inside the 20x20 pixel window
 * around the click; then the object must be within reach (1.5 m from the Follower's body centre
 * to the object, `geometry/reach.ts`). Place alone takes the exact pixel: TEACh drops the object
 * id it resolved and lets AI2-THOR cast its own ray at (x, y), so a click on a slice lying on a
 * plate fails (the slice is no receptacle) where the window would have found the plate; but a
 * click on a sink's or bathtub's rim means its basin, as AI2-THOR's placeable-surface colliders
 * of those fixtures take the ray to the basin (thor-world.md 5.1, step 6).
 */
import { displayName } from '../catalog/catalog.js';
import { CLICK_WINDOW_RADIUS_PX, FRAME_PX, cameraBasis, followerCamera, projectedRect, rayDirection, rayDirectionInto, type CameraBasis } from '../geometry/camera.js';
import { sceneThrough } from '../geometry/frame-cull.js';
import { castRay, shownObjectId, type PickScene } from '../geometry/raycast.js';
import { withinReachFor } from '../geometry/reach.js';
import type { Vec3 } from '../world/metadata.js';
import { getObject } from '../world/lookup.js';
import type { SimObject, World } from '../world/types.js';
import type { ObjectActionName } from './action.js';
import { affords, whyNot } from './affordances.js';
import { fail, type Failure } from './outcome.js';
import { pickSceneFor } from './pick-scene.js';

/** Rays per axis inside the click window: one every 2 pixels. */
const WINDOW_STEP_PX = 2;
/** Cap on rays per axis when estimating an object's visible area in the whole frame. */
const AREA_SAMPLES = 16;

export interface ClickTarget {
  readonly object: SimObject;
  /** The surface point under the click (TEACh measures the 1.5 m limit to it). */
  readonly clickedPoint: Vec3;
  /** The object directly under the click, if any. */
  readonly underCursorId: string | null;
}

/** The direction of the pixel ray being cast (castRay keeps nothing of it): one object for all of a click's rays. */
const pixelRay = { x: 0, y: 0, z: 0 };

function pixelRayHit(scene: PickScene, cam: CameraBasis, u: number, v: number): string | null {
  return shownObjectId(scene, cam.position, rayDirectionInto(cam, u, v, pixelRay));
}

/** Visible area of an object in the frame, in square pixels, by sampling its projected box. */
function visibleArea(scene: PickScene, cam: CameraBasis, obj: SimObject): number {
  const rect = projectedRect(cam, obj.bbox);
  if (!rect) return 0;
  const { u0, u1, v0, v1 } = rect;
  const local = sceneThrough(scene, cam, rect);
  const nu = Math.min(AREA_SAMPLES, Math.max(1, Math.ceil(((u1 - u0) * FRAME_PX) / WINDOW_STEP_PX)));
  const nv = Math.min(AREA_SAMPLES, Math.max(1, Math.ceil(((v1 - v0) * FRAME_PX) / WINDOW_STEP_PX)));
  let hits = 0;
  for (let i = 0; i < nu; i++) {
    for (let j = 0; j < nv; j++) {
      const u = u0 + ((i + 0.5) / nu) * (u1 - u0);
      const v = v0 + ((j + 0.5) / nv) * (v1 - v0);
      if (pixelRayHit(local, cam, u, v) === obj.objectId) hits++;
    }
  }
  return (hits / (nu * nv)) * (u1 - u0) * (v1 - v0) * FRAME_PX * FRAME_PX;
}

function windowSearch(world: World, scene: PickScene, cam: CameraBasis, x: number, y: number, action: ObjectActionName): SimObject | null {
  const px = Math.round(x * FRAME_PX);
  const py = Math.round(y * FRAME_PX);
  const counts = new Map<string, number>();
  const u0 = Math.max(0, px - CLICK_WINDOW_RADIUS_PX), u1 = Math.min(FRAME_PX, px + CLICK_WINDOW_RADIUS_PX);
  const v0 = Math.max(0, py - CLICK_WINDOW_RADIUS_PX), v1 = Math.min(FRAME_PX, py + CLICK_WINDOW_RADIUS_PX);
  // Only what the window's rays can meet (the rays below pass through pixel centres inside it).
  const local = sceneThrough(scene, cam, { u0: u0 / FRAME_PX, u1: u1 / FRAME_PX, v0: v0 / FRAME_PX, v1: v1 / FRAME_PX });
  for (let u = u0; u < u1; u += WINDOW_STEP_PX) {
    for (let v = v0; v < v1; v += WINDOW_STEP_PX) {
      const id = pixelRayHit(local, cam, (u + WINDOW_STEP_PX / 2) / FRAME_PX, (v + WINDOW_STEP_PX / 2) / FRAME_PX);
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  let best: { obj: SimObject; ratio: number; count: number } | null = null;
  for (const [id, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const obj = getObject(world, id);
    if (!obj || !affords(action, obj)) continue;
    const inWindow = count * WINDOW_STEP_PX * WINDOW_STEP_PX;
    const ratio = Math.min(1, inWindow / Math.max(inWindow, visibleArea(scene, cam, obj)));
    if (!best || ratio > best.ratio || (ratio === best.ratio && count > best.count)) best = { obj, ratio, count };
  }
  return best?.obj ?? null;
}

/**
 * The basin a fixture's rim stands for (`Sink|...` -> `Sink|...|SinkBasin`, likewise a bathtub):
 * the rim is no receptacle in most AI2-THOR scenes, but a person clicking a sink means its basin.
 */
export function basinOf(world: World, obj: SimObject): SimObject | undefined {
  if (obj.receptacle) return undefined;
  const basin = getObject(world, `${obj.objectId}|${obj.objectType}Basin`);
  return basin?.receptacle && !basin.disabled ? basin : undefined;
}

export function resolveClick(world: World, action: ObjectActionName, x: number, y: number): { ok: true; target: ClickTarget } | { ok: false; failure: Failure } {
  const scene = pickSceneFor(world);
  const cam = cameraBasis(followerCamera(world));
  const dir = rayDirection(cam, x, y);
  const hit = castRay(scene, cam.position, dir);
  const underCursor = hit.objectId === null ? undefined : getObject(world, hit.objectId);

  const fits = underCursor !== undefined && affords(action, underCursor);
  const object = fits
    ? underCursor
    : action === 'Place' ? (underCursor && basinOf(world, underCursor)) ?? null : windowSearch(world, scene, cam, x, y, action);
  if (!object) {
    const reason = underCursor ? whyNot(action, underCursor) : `There is nothing to ${verbOf(action)} there.`;
    return { ok: false, failure: fail('target/not_found', reason, underCursor?.objectId ?? null) };
  }
  const clickedPoint = Number.isFinite(hit.t)
    ? { x: cam.position.x + dir.x * hit.t, y: cam.position.y + dir.y * hit.t, z: cam.position.z + dir.z * hit.t }
    : null;
  if (!clickedPoint || !withinReachFor(world, action, object)) {
    return { ok: false, failure: fail('target/too_far', `The ${displayName(object.objectType)} is too far away. Move closer.`, object.objectId) };
  }
  return { ok: true, target: { object, clickedPoint, underCursorId: underCursor?.objectId ?? null } };
}

function verbOf(action: ObjectActionName): string {
  switch (action) {
    case 'Pickup': return 'pick up';
    case 'Place': return 'put things on';
    case 'Open': return 'open';
    case 'Close': return 'close';
    case 'ToggleOn': return 'turn on';
    case 'ToggleOff': return 'turn off';
    case 'Slice': return 'slice';
    case 'Pour': return 'pour into';
  }
}
