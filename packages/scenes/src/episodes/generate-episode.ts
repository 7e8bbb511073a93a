/**
 * `generateEpisode`: an initial world for a task in a floor plan, from a seed. Same inputs, same
 * episode. Fails with a reason when the floor plan cannot host the task.
 */
import {
  cellPosition, createWorld, isWalkableCell, snapshotObjects, withOpened, worldHash,
  type Horizon, type World, type Yaw,
} from '@chorehouse/sim';
import {
  benchmarkTask, builtinLibrary, checkPreconditions, instantiateTask, progressCheckInWorld, variantsInFloorPlan, type TaskLibrary,
} from '@chorehouse/tdl';
import { loadScene } from '../scene/load-scene.js';
import { FLOOR_PLANS } from '../scene/room-types.js';
import type { RoomType, SceneFile } from '../scene/scene-file.js';
import { sceneWorld, sceneWorldSpec } from '../scene/scene-world.js';
import { findViewpoints } from '../scene/viewpoints.js';
import { Random } from './random.js';
import { randomize } from './randomize.js';
import { bestStart } from './start-facing.js';
import { taskObjectTypes } from './task-objects.js';
import { infeasibility, unusableReceptacle } from './feasibility.js';

export interface EpisodeRequest {
  readonly floorPlan: number;
  /** A library task name ("Boil X") or a benchmark name ("Boil Potato", "Make Coffee"). */
  readonly task: string;
  /** The task's parameters; omitted, a variant the floor plan allows is drawn from the seed. */
  readonly params?: readonly string[];
  readonly seed: number;
}

export interface Episode {
  /** Stable, readable and unique per request: `FloorPlan12-coffee-s42`. */
  readonly id: string;
  readonly floorPlan: number;
  readonly roomType: RoomType;
  readonly task: { readonly name: string; readonly params: readonly string[] };
  readonly seed: number;
  readonly world: World;
  readonly worldHash: string;
  /** Copies of task-relevant objects added to the scene. */
  readonly spawned: readonly string[];
  /** How many draws it took to get a world where the task is not already done. */
  readonly attempts: number;
}

export type EpisodeResult =
  | { readonly ok: true; readonly episode: Episode }
  | { readonly ok: false; readonly code: EpisodeFailureCode; readonly reason: string };

export type EpisodeFailureCode = 'task/unknown' | 'task/params' | 'scene/missing-objects' | 'scene/unreachable' | 'episode/already-done';

const MAX_ATTEMPTS = 16;
const YAWS: readonly Yaw[] = [0, 90, 180, 270];

const baseWorlds = new Map<number, World>();
function baseWorld(scene: SceneFile): World {
  let w = baseWorlds.get(scene.floorPlan);
  if (!w) baseWorlds.set(scene.floorPlan, (w = sceneWorld(scene)));
  return w;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function episodeId(req: EpisodeRequest): string {
  const params = (req.params ?? []).filter((p) => p !== '').map(slug).join('-');
  return `FloorPlan${req.floorPlan}-${slug(req.task)}${params ? `-${params}` : ''}-s${req.seed}`;
}

/**
 * The Follower starts on a random walkable cell looking 30 degrees down. The yaw drawn here keeps
 * the random stream as it was; the episode then starts with the best view near there (start-facing.ts).
 */
function randomStart(world: World, random: Random): { x: number; z: number; yaw: Yaw; horizon: Horizon } {
  const cells: { x: number; z: number }[] = [];
  const nav = world.nav;
  for (let j = 0; j < nav.rows; j++) for (let i = 0; i < nav.cols; i++) if (isWalkableCell(nav, i, j)) cells.push(cellPosition(nav, i, j));
  const cell = random.pick(cells);
  return { ...cell, yaw: random.pick(YAWS), horizon: 30 };
}

/** The world with every closed container around the object opened (drawers slid out), as the Follower would. */
function withEnclosuresOpen(world: World, objectId: string): World {
  const byId = new Map(world.objects.map((o) => [o.objectId, o]));
  const closed: string[] = [];
  for (let at = byId.get(objectId)?.parentId ?? null, depth = 0; at !== null && depth < 8; depth++) {
    const p = byId.get(at);
    if (p?.openable && !p.isOpen) closed.push(at);
    at = p?.parentId ?? null;
  }
  return closed.length === 0 ? world : withOpened(world, closed);
}

/**
 * Every movable object of a task-relevant type must be clickable from a walkable cell ("all"
 * tasks need every one of them), once the containers it is shut in are open: a receptacle being
 * reachable is not enough (the far end of a deep counter, the top shelf of a wall cabinet, the
 * floor under a sink). Of each task-relevant fixture type (a sink, a sofa to put things on) at
 * least one must be reachable.
 */
function unreachableTaskObject(world: World, scene: SceneFile, taskTypes: ReadonlySet<string>): string | null {
  const reachable = new Set(scene.objects.filter((o) => (o.viewpoints?.length ?? 0) > 0).map((o) => o.id));
  const fixtureTypes = new Map<string, string[]>();
  for (const o of world.objects) {
    if (!taskTypes.has(o.objectType) || o.disabled) continue;
    if (!o.pickupable) {
      fixtureTypes.set(o.objectType, [...(fixtureTypes.get(o.objectType) ?? []), o.objectId]);
      continue;
    }
    if (findViewpoints(withEnclosuresOpen(world, o.objectId), o.objectId, 1).length === 0) return o.objectId;
  }
  for (const [type, ids] of fixtureTypes) if (!ids.some((id) => reachable.has(id))) return `every ${type}`;
  return null;
}

/** A library task name, or a benchmark name with the parameters it fixes. */
function resolveTask(library: TaskLibrary, name: string): { taskName: string; fixed: readonly string[] | null } | null {
  if (library.byName(name)) return { taskName: name, fixed: null };
  const bench = benchmarkTask(name);
  return bench ? { taskName: bench.taskName, fixed: bench.fixedParams } : null;
}

export function generateEpisode(req: EpisodeRequest, library: TaskLibrary = builtinLibrary()): EpisodeResult {
  const resolved = resolveTask(library, req.task);
  if (!resolved) return { ok: false, code: 'task/unknown', reason: `no task is named "${req.task}"` };
  const random = new Random(req.seed);
  const fixed = req.params ?? resolved.fixed;
  if (!FLOOR_PLANS.includes(req.floorPlan)) return { ok: false, code: 'scene/missing-objects', reason: `there is no FloorPlan${req.floorPlan}` };
  const scene = loadScene(req.floorPlan);
  const base = baseWorld(scene);
  const variants = fixed ? [{ params: fixed }] : variantsInFloorPlan(resolved.taskName, req.floorPlan).filter((v) => unusableReceptacle(base, v.params) === null);
  if (variants.length === 0) return { ok: false, code: 'scene/missing-objects', reason: `FloorPlan${req.floorPlan} cannot host any variant of "${resolved.taskName}"` };
  const taskName = resolved.taskName;
  const checked = instantiateTask(library, taskName, variants[0]!.params);
  if (!checked.ok) {
    const first = checked.errors[0];
    return { ok: false, code: 'task/params', reason: first ? `${first.where}: ${first.message}` : 'bad parameters' };
  }
  let last: EpisodeResult | null = null;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // Drawn parameters are drawn again on each attempt: a variant may be done from the start.
    const params = random.pick(variants).params;
    const instance = instantiateTask(library, taskName, params);
    if (!instance.ok) return { ok: false, code: 'task/params', reason: instance.errors[0]?.message ?? 'bad parameters' };
    const taskTypes = taskObjectTypes(instance.task);
    const { specs, spawned } = randomize({ scene, base, taskTypes, random });
    const start = randomStart(base, random);
    const drawn = createWorld({ ...sceneWorldSpec(scene, req.seed), objects: specs, follower: start });
    // Into the room, not at a wall: the view with the most floor and objects, from a cell with room.
    const world = { ...drawn, follower: { ...drawn.follower, ...bestStart(drawn, start.yaw) } };
    const objects = snapshotObjects(world);
    const pre = checkPreconditions(library, taskName, params, objects);
    if (pre.ok && !pre.met) {
      return { ok: false, code: 'scene/missing-objects', reason: `FloorPlan${req.floorPlan} lacks the objects "${taskName}" needs (${[...taskTypes].sort().join(', ')})` };
    }
    const infeasible = infeasibility(world, taskName, params);
    if (infeasible) {
      last = { ok: false, code: 'scene/missing-objects', reason: `FloorPlan${req.floorPlan}: ${infeasible}` };
      continue;
    }
    const unreachable = unreachableTaskObject(world, scene, taskTypes);
    if (unreachable) {
      last = { ok: false, code: 'scene/unreachable', reason: `FloorPlan${req.floorPlan}: ${unreachable} cannot be reached from any walkable cell` };
      continue;
    }
    const progress = progressCheckInWorld(library, { taskName, params }, world);
    if (progress.ok && progress.result.success) {
      last = { ok: false, code: 'episode/already-done', reason: `"${taskName}" was already done in every draw` };
      continue;
    }
    return {
      ok: true,
      episode: {
        id: episodeId({ ...req, task: taskName, params }), floorPlan: req.floorPlan, roomType: scene.roomType,
        task: { name: taskName, params }, seed: req.seed, world, worldHash: worldHash(world), spawned, attempts: attempt,
      },
    };
  }
  return last ?? { ok: false, code: 'episode/already-done', reason: 'no attempt succeeded' };
}
