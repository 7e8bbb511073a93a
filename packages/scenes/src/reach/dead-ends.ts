/**
 * The dead-end check (issue 48): from every walkable pose from which a receptacle or an openable
 * is in view and within reach, the clicks a person would make on it (its visible centre and a
 * spread of its visible pixels) must either be carried out (the button is enabled and the action
 * succeeds) or be refused with a reason that names a move that works. A pose where the buttons
 * and the outcome disagree, or where the reason leads nowhere, is a dead end.
 */
import {
  cameraBasis, cellPosition, checkObjectAction, clearingMoves, findClickPoint, followerCamera, getObject, isHidden, isWalkableCell,
  pickSceneFor, projectedRect, rayDirection, castRay, step, withinReachFor,
  type ClickPoint, type Horizon, type ObjectActionName, type SimObject, type World, type Yaw,
} from '@chorehouse/sim';
import { heldWorld, heldFor } from './held-object.js';

export interface Pose { readonly x: number; readonly z: number; readonly yaw: Yaw; readonly horizon: Horizon }

/** Why a click is a dead end. */
export type DeadEndKind =
  /** The button is enabled but the server's action fails (for a reason other than what the receptacle holds). */
  | 'allowed-but-failed'
  /** The button is grey and its reason names no move that works from here. */
  | 'no-way-on';

export interface DeadEnd {
  readonly objectId: string;
  readonly action: ObjectActionName;
  readonly pose: Pose;
  readonly click: ClickPoint;
  readonly kind: DeadEndKind;
  readonly message: string;
}

export interface SweepCounts {
  /** Objects swept (receptacles and openables with a pose that sees them within reach). */
  readonly objects: number;
  /** Poses from which an object is in view and within reach. */
  readonly poses: number;
  readonly clicks: number;
  /** Clicks carried out. */
  readonly succeeded: number;
  /** Clicks refused with a reason naming a move or an action that works (a door in the way, a running microwave). */
  readonly redirected: number;
  /** Clicks that failed on what the receptacle holds or takes (too full, a holder's wrong type): true, and not about where one stands. */
  readonly content: number;
}

export interface SweepResult extends SweepCounts {
  readonly deadEnds: readonly DeadEnd[];
  /** What the content failures said, and how often: to read, not to count against. */
  readonly contentReasons: ReadonlyMap<string, number>;
}

export interface SweepOptions {
  /** Clicks per pose besides the visible centre (a spread over the object's visible pixels). */
  readonly spread?: number;
  /** Keep one pose in this many (deterministically, by index), for a quicker sample. */
  readonly poseStride?: number;
  /** Sweep only these objects. */
  readonly objectIds?: readonly string[];
}

const YAWS: readonly Yaw[] = [0, 90, 180, 270];
const HORIZONS: readonly Horizon[] = [-30, 0, 30, 60];
/** Grid of candidate pixels over the object's projected box, per axis, for the spread. */
const SPREAD_GRID = 7;
/** Failures about a receptacle's contents or the types it takes: true whatever the pose. */
const CONTENT_CODES: ReadonlySet<string> = new Set(['place/no_room', 'place/wrong_type', 'place/holder_full']);

/** The action a person means when clicking the object: open what is shut, else put something in or on it. */
export function intendedAction(obj: SimObject): ObjectActionName | null {
  if (obj.openable && !obj.isOpen) return 'Open';
  if (obj.receptacle) return 'Place';
  return obj.openable ? 'Close' : null;
}

export function sweptObjects(world: World): SimObject[] {
  return world.objects.filter((o) => !o.disabled && !o.isPickedUp && !isHidden(world, o) && (o.receptacle || o.openable));
}

const posed = (world: World, p: Pose): World => ({ ...world, follower: { ...world.follower, ...p } });

/** The object's visible centre, then up to `spread` of its visible pixels spread over its projected box. */
export function clicksOn(world: World, objectId: string, spread: number): ClickPoint[] {
  const obj = getObject(world, objectId);
  const centre = findClickPoint(world, objectId);
  if (!obj || !centre) return [];
  const cam = cameraBasis(followerCamera(world));
  const rect = projectedRect(cam, obj.bbox);
  const scene = pickSceneFor(world);
  const seen: ClickPoint[] = [];
  if (rect) {
    const u0 = Math.max(0, rect.u0), v0 = Math.max(0, rect.v0), u1 = Math.min(0.999, rect.u1), v1 = Math.min(0.999, rect.v1);
    for (let i = 0; i < SPREAD_GRID; i++) {
      for (let j = 0; j < SPREAD_GRID; j++) {
        const u = u0 + ((i + 0.5) / SPREAD_GRID) * (u1 - u0), v = v0 + ((j + 0.5) / SPREAD_GRID) * (v1 - v0);
        if (castRay(scene, cam.position, rayDirection(cam, u, v)).objectId === objectId) seen.push({ x: u, y: v });
      }
    }
  }
  const picked = seen.length <= spread ? seen : seen.filter((_, k) => Math.floor((k * spread) / seen.length) !== Math.floor(((k - 1) * spread) / seen.length));
  return [centre, ...picked];
}

/** Walkable poses near enough for the object to be within reach for the action (the sim's rule), facing it (heading within 90 degrees). */
function posesNear(world: World, obj: SimObject, action: ObjectActionName): Pose[] {
  const nav = world.nav;
  const b = obj.bbox;
  const cx = (b.min.x + b.max.x) / 2, cz = (b.min.z + b.max.z) / 2;
  const out: Pose[] = [];
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      const at = posed(world, { x: p.x, z: p.z, yaw: 0, horizon: 30 });
      if (!withinReachFor(at, action, obj)) continue;
      const heading = ((Math.atan2(cx - p.x, cz - p.z) * 180) / Math.PI + 360) % 360;
      for (const yaw of YAWS) {
        const diff = Math.min(Math.abs(heading - yaw), 360 - Math.abs(heading - yaw));
        if (diff > 90) continue;
        for (const horizon of HORIZONS) out.push({ x: p.x, z: p.z, yaw, horizon });
      }
    }
  }
  return out;
}

interface Tally { poses: number; clicks: number; succeeded: number; redirected: number; content: number; deadEnds: DeadEnd[]; contentReasons: Map<string, number> }

function judgeClick(world: World, obj: SimObject, action: ObjectActionName, pose: Pose, click: ClickPoint, t: Tally): void {
  t.clicks++;
  const check = checkObjectAction(world, { name: action, ...click });
  const deadEnd = (kind: DeadEndKind, message: string) => t.deadEnds.push({ objectId: obj.objectId, action, pose, click, kind, message });
  if (check.ok) {
    const outcome = step(world, 'follower', { name: action, ...click }).outcome;
    if (outcome.success) t.succeeded++;
    else if (CONTENT_CODES.has(outcome.code)) {
      t.content++;
      t.contentReasons.set(outcome.message, (t.contentReasons.get(outcome.message) ?? 0) + 1);
    }
    else deadEnd('allowed-but-failed', outcome.message);
    return;
  }
  const f = check.failure;
  if (CONTENT_CODES.has(f.code)) {
    t.content++;
    t.contentReasons.set(f.message, (t.contentReasons.get(f.message) ?? 0) + 1);
    return;
  }
  // A door in the way: the reason names the steps `clearingMoves` proved to work, or none.
  if (f.code === 'target/blocked' && f.objectId != null && clearingMoves(world, getObject(world, f.objectId)!) !== null) { t.redirected++; return; }
  // A running microwave: the reason says to turn it off, which this click can do.
  if (f.code === 'open/running' && checkObjectAction(world, { name: 'ToggleOff', ...click }).ok) { t.redirected++; return; }
  deadEnd('no-way-on', f.message);
}

/** Sweep one world (a floor plan as imported, or an episode's initial world). */
export function sweepDeadEnds(world: World, options: SweepOptions = {}): SweepResult {
  const spread = options.spread ?? 6;
  const stride = options.poseStride ?? 1;
  const t: Tally = { poses: 0, clicks: 0, succeeded: 0, redirected: 0, content: 0, deadEnds: [], contentReasons: new Map() };
  let objects = 0;
  const wanted = options.objectIds ? new Set(options.objectIds) : null;
  for (const target of sweptObjects(world)) {
    if (wanted && !wanted.has(target.objectId)) continue;
    const action = intendedAction(target);
    if (!action) continue;
    let base = world;
    if (action === 'Place') {
      const held = heldFor(world, target);
      if (!held) continue;
      base = heldWorld(world, held);
    }
    const obj = getObject(base, target.objectId)!;
    let seenFromSomewhere = false;
    posesNear(base, obj, action).forEach((pose, k) => {
      if (k % stride !== 0) return;
      const at = posed(base, pose);
      const clicks = clicksOn(at, obj.objectId, spread);
      if (clicks.length === 0) return;
      seenFromSomewhere = true;
      t.poses++;
      for (const click of clicks) judgeClick(at, obj, action, pose, click, t);
    });
    if (seenFromSomewhere) objects++;
  }
  return { objects, ...t };
}
