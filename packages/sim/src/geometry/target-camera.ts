/**
 * TEACh's target-object view (SelectOid / SearchObject): a camera at the nearest reachable grid
 * point, 1.8 m above the floor, facing the object along a cardinal direction and pitched to
 * centre it. An object shut inside a closed container is framed through that container.
 */
import { catalogEntry } from '../catalog/catalog.js';
import { pickSceneFor } from '../actions/pick-scene.js';
import { ancestorsOf, getObject, isHidden } from '../world/lookup.js';
import { cellPosition } from '../world/nav.js';
import type { SimObject, World } from '../world/types.js';
import { cameraBasis, projectInto, type CameraPose } from './camera.js';
import { boxCorners } from './box.js';
import { castRay } from './raycast.js';

/**
 * Where TEACh's target camera is before any search moved it: `AddThirdPartyCamera` at (-1, 1, -2),
 * rotation (0, 0, 90), 90 degree field of view (simulator_THOR.py, when the simulator starts), in
 * world coordinates whatever the floor plan. Its replay shows this view from the first search on
 * when that search found nothing (the camera stays where it was).
 */
export const TARGET_CAMERA_START: CameraPose = { position: { x: -1, y: 1, z: -2 }, yaw: 0, pitch: 0, roll: 90 };

/** TEACh's target camera height above the floor (m). */
export const TARGET_CAMERA_HEIGHT = 1.8;
/** A grid point closer than this stands on top of the object rather than in front of it (m). */
const MIN_DISTANCE = 0.5;
/** The object's centre must lie this far inside the 45 degree half-frame (degrees). */
const MAX_OFF_AXIS_DEG = 38;
/** Candidates tried for a clear line of sight before settling for the nearest one that frames it. */
const LINE_OF_SIGHT_TRIES = 60;

const RAD = Math.PI / 180;

/** What the view frames: the object, or the closed container it is shut in. */
export function framedObject(world: World, obj: SimObject): SimObject {
  if (!isHidden(world, obj) || obj.disabled) return obj;
  // The outermost closed 'in' container the object is shut in, so the view shows something visible.
  let framed = obj;
  for (const a of ancestorsOf(world, obj.objectId)) {
    if (a.openable && !a.isOpen && catalogEntry(a.objectType).receptacleKind === 'in') framed = a;
  }
  return framed;
}

/** A grid point the view could be taken from (flat: a search makes one per walkable point). */
interface Candidate {
  readonly x: number;
  readonly z: number;
  readonly yaw: number;
  readonly pitch: number;
  readonly distance: number;
  /** The centre is within a tenth of the half-frame of the middle (grid points off the object's axis are not). */
  readonly centred: boolean;
  /** The whole box is in the frame: the view shows the object, not a close-up of one of its faces. */
  readonly whole: boolean;
}

/** How far inside the frame's edges the box's corners must stay to count as whole (a share of the frame). */
const WHOLE_MARGIN = 0.03;

function showsWhole(pose: CameraPose, corners: readonly (readonly [number, number, number])[]): boolean {
  const basis = cameraBasis(pose);
  const uv = { u: 0, v: 0, depth: 0 };
  return corners.every(([x, y, z]) =>
    projectInto(basis, x, y, z, uv) && uv.u >= WHOLE_MARGIN && uv.u <= 1 - WHOLE_MARGIN && uv.v >= WHOLE_MARGIN && uv.v <= 1 - WHOLE_MARGIN);
}

/** How far off the middle (as a share of the half-frame) still counts as centred. */
const CENTRED = 0.1;

function centreOf(o: SimObject): { x: number; y: number; z: number } {
  return { x: (o.bbox.min.x + o.bbox.max.x) / 2, y: (o.bbox.min.y + o.bbox.max.y) / 2, z: (o.bbox.min.z + o.bbox.max.z) / 2 };
}

const poseOf = (c: Candidate, y: number): CameraPose => ({ position: { x: c.x, y, z: c.z }, yaw: c.yaw, pitch: c.pitch });

/** Walkable grid points that see the centre within the frame, the centred and nearest first. */
function candidates(world: World, framed: SimObject, c: { x: number; y: number; z: number }): Candidate[] {
  const { nav } = world;
  const y = world.floorY + TARGET_CAMERA_HEIGHT;
  // The same eight corners for every grid point (they were the search's largest allocation, made per point).
  const corners = boxCorners(framed.bbox);
  const out: Candidate[] = [];
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (nav.walkable.charCodeAt(j * nav.cols + i) !== 49) continue;
      const p = cellPosition(nav, i, j);
      const dx = c.x - p.x;
      const dz = c.z - p.z;
      const distance = Math.hypot(dx, dz);
      if (distance < MIN_DISTANCE) continue;
      // Yaw 0 looks along +z, 90 along +x: the cardinal nearest the bearing.
      const bearing = Math.atan2(dx, dz) / RAD;
      const yaw = (((Math.round(bearing / 90) * 90) % 360) + 360) % 360;
      const forward = dx * Math.sin(yaw * RAD) + dz * Math.cos(yaw * RAD);
      const side = dx * Math.cos(yaw * RAD) - dz * Math.sin(yaw * RAD);
      if (forward <= 0 || Math.abs(Math.atan2(side, forward)) / RAD > MAX_OFF_AXIS_DEG) continue;
      const pitch = Math.atan2(y - c.y, forward) / RAD;
      const whole = showsWhole({ position: { x: p.x, y, z: p.z }, yaw, pitch }, corners);
      out.push({ x: p.x, z: p.z, yaw, pitch, distance, centred: Math.abs(side / forward) <= CENTRED, whole });
    }
  }
  // Centred first (the view is about the object), then the whole object in view (the nearest point
  // in front of a fridge shows only its door), then nearest; the grid order breaks ties.
  return out.sort((a, b) => Number(b.centred) - Number(a.centred) || Number(b.whole) - Number(a.whole) || a.distance - b.distance);
}

/** The target view of an object (see the module comment). The id must be one of the world's. */
export function targetObjectCamera(world: World, objectId: string): CameraPose {
  const obj = getObject(world, objectId);
  if (!obj) throw new Error(`targetObjectCamera: no object ${objectId}`);
  const framed = framedObject(world, obj);
  const c = centreOf(framed);
  const found = candidates(world, framed, c);
  const scene = pickSceneFor(world);
  const shows = new Set([framed.objectId, ...(framed === obj ? [] : [obj.objectId])]);
  const y = world.floorY + TARGET_CAMERA_HEIGHT;
  for (const cand of found.slice(0, LINE_OF_SIGHT_TRIES)) {
    const hit = castRay(scene, { x: cand.x, y, z: cand.z }, { x: c.x - cand.x, y: c.y - y, z: c.z - cand.z });
    if (hit.objectId !== null && (shows.has(hit.objectId) || getObject(world, hit.objectId)?.parentId === framed.objectId)) return poseOf(cand, y);
  }
  if (found[0]) return poseOf(found[0], y);
  // No walkable floor at all (a test world): look from above the object's south side.
  return { position: { x: c.x, y, z: c.z - 1 }, yaw: 0, pitch: Math.atan2(y - c.y, 1) / RAD };
}
