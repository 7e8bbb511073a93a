/**
 * What one game's `images/<split>/<game_id>/` folder holds (teach-formats.md 8), computed from the
 * replayed game without rendering: every frame to draw (world, camera) and every JSON file's content.
 *
 * Frames are taken just before every interaction of either player (TEACh replays and saves at each
 * one), keyed by its `time_start`; when two interactions share a time, the first one's frame stands.
 * The state files describe the same moment (before the interaction). The target view is black until
 * the first search, found or not, turns TEACh's target camera on (its replay's `target_object_active`);
 * searches change it from the next interaction on, except the first: TEACh's replay
 * (`_write_progress_check`) writes the first search's own `targetobject.frame.<t>` again from the
 * target camera after the search, since the frame taken before it was black. A search that finds
 * nothing leaves the camera where it was: before any found one, where TEACh's simulator put it at the
 * start (`TARGET_CAMERA_START`). Every search writes a mask of what it shows (`search-target.ts`),
 * black when it found nothing, and a result file as TEACh's replay writes it (no `shown_oid` when
 * nothing was found).
 */
import { commanderCamera, followerCamera, getObject, snapshotObjects, TARGET_CAMERA_START, targetObjectCamera, type CameraPose, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld } from '@chorehouse/tdl';
import type { Interaction } from '../game/game-file.js';
import type { LoadedGame } from '../instances/load-game.js';
import { snapshotMap, stateDiff, type Snapshot } from '../instances/state-diff.js';
import { actionName, isObjectInteractionId, OPEN_PROGRESS_CHECK_ID, SEARCH_OBJECT_ID, SELECT_OID_ID, TEXT_ACTION_ID } from '../teach/actions.js';
import {
  frameFileName, keyboardFileName, maskFileName, progressStatusFileName, searchFileName, stateDiffFileName, type FrameTime, type ImageView,
} from './frame-names.js';
import { shownObjectId } from './search-target.js';

/** A frame to draw: `camera` null means a black frame (the target view before any search, a mask of nothing). */
export interface FramePlan {
  readonly file: string;
  readonly view: ImageView | 'mask';
  readonly world: World;
  readonly camera: CameraPose | null;
  /** For masks: the object drawn white on black. */
  readonly mask?: string;
  /** Driver frames with `checkClicks`: the successful Follower object interactions this frame comes just before. */
  readonly clicks?: readonly ClickToCheck[];
}

/** A successful Follower object interaction whose object the frame before it must show in the click window. */
export interface ClickToCheck {
  /** Index in the game's interactions, and its time. */
  readonly index: number;
  readonly timeStart: number;
  readonly action: string;
  readonly oid: string;
  readonly x: number;
  readonly y: number;
}

export function clickToCheck(i: Interaction, index: number): ClickToCheck | null {
  if (i.agent_id !== 1 || i.success !== 1 || !isObjectInteractionId(i.action_id) || !i.oid || i.x === undefined || i.y === undefined) return null;
  return { index, timeStart: i.time_start, action: actionName(i.action_id), oid: i.oid, x: i.x, y: i.y };
}

export interface JsonFilePlan {
  readonly file: string;
  /** Computed when the file is written, so a plan for a long game holds worlds, not snapshots. */
  readonly content: () => unknown;
}

export interface GameImagesPlan {
  readonly frames: readonly FramePlan[];
  readonly json: readonly JsonFilePlan[];
}

/** Floats rounded to 4 decimals, as TEACh writes state diffs. */
export function roundFloats(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.round(value * 1e4) / 1e4;
  if (Array.isArray(value)) return value.map(roundFloats);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundFloats(v)]));
  return value;
}

/** The Commander's answer at that moment, as the game server gave it. */
function progressPayload(game: LoadedGame, world: World): unknown {
  const r = progressCheckInWorld(builtinLibrary(), { taskName: game.taskName, params: game.taskParams }, world);
  return r.ok ? r.response : { success: 0, error: r.errors.map((e) => e.message).join('; ') };
}

/** TEACh's target view of the shown object, or black (null) once the object is gone (sliced, used up). */
const targetView = (world: World, objectId: string): CameraPose | null => (getObject(world, objectId) ? targetObjectCamera(world, objectId) : null);

export interface PlanOptions {
  readonly views: readonly ImageView[];
  /** Ask for the id buffer of driver frames before successful Follower object interactions (`--check-clicks`). */
  readonly checkClicks?: boolean;
}

/** `worlds[i]` is the world after interactions[0..i] (`replayGame`). */
export function planGameImages(game: LoadedGame, worlds: readonly World[], final: World, options: PlanOptions): GameImagesPlan {
  const frames: FramePlan[] = [];
  const json: JsonFilePlan[] = [];
  const views = new Set(options.views);
  let initial: Snapshot | null = null;
  const initialSnapshot = () => (initial ??= snapshotMap(snapshotObjects(game.initialWorld)));
  const diffFile = (t: FrameTime, world: World): JsonFilePlan => ({
    file: stateDiffFileName(t), content: () => roundFloats(stateDiff(initialSnapshot(), snapshotMap(snapshotObjects(world)))),
  });
  /** TEACh's target camera is on from the first search, found or not. */
  let active = false;
  /** What the last search that found something showed. */
  let shown: string | null = null;
  const targetCamera = (world: World): CameraPose | null => (!active ? null : shown === null ? TARGET_CAMERA_START : targetView(world, shown));
  /** Where this time's target frame is in `frames` (-1 without the view). */
  let targetAt = -1;
  const viewFrames = (t: FrameTime, world: World) => {
    if (views.has('driver')) frames.push({ file: frameFileName('driver', t), view: 'driver', world, camera: followerCamera(world) });
    if (views.has('commander')) frames.push({ file: frameFileName('commander', t), view: 'commander', world, camera: commanderCamera(world) });
    targetAt = -1;
    if (views.has('targetobject')) {
      targetAt = frames.length;
      frames.push({ file: frameFileName('targetobject', t), view: 'targetobject', world, camera: targetCamera(world) });
    }
  };
  const seen = new Map<number, { world: World; driver: number; target: number }>();
  game.interactions.forEach((i: Interaction, index) => {
    const before = index === 0 ? game.initialWorld : worlds[index - 1]!;
    const t = i.time_start;
    if (!seen.has(t)) {
      const driver = frames.length;
      viewFrames(t, before);
      seen.set(t, { world: before, driver, target: targetAt });
      json.push(diffFile(t, before));
    }
    // The click is checked on the frame named for its time when that frame shows the world it was made in.
    const click = options.checkClicks && views.has('driver') ? clickToCheck(i, index) : null;
    const at = seen.get(t)!;
    if (click && at.world === before) {
      const frame = frames[at.driver]!;
      frames[at.driver] = { ...frame, clicks: [...(frame.clicks ?? []), click] };
    }
    switch (i.action_id) {
      case TEXT_ACTION_ID:
        json.push({ file: keyboardFileName(i.agent_id, t), content: () => ({ agent_id: i.agent_id, utterance: i.utterance ?? '' }) });
        break;
      case OPEN_PROGRESS_CHECK_ID:
        json.push({ file: progressStatusFileName(t), content: () => progressPayload(game, before) });
        break;
      case SELECT_OID_ID:
      case SEARCH_OBJECT_ID: {
        const kind = i.action_id === SELECT_OID_ID ? 'SelectOid' : 'SearchObject';
        const found = shownObjectId(before, kind === 'SelectOid' ? 'id' : 'text', i.query ?? '');
        const query = i.query ?? '';
        json.push({ file: searchFileName(kind, t), content: () => (found === null ? { success: false, query } : { success: true, query, shown_oid: found }) });
        const camera = found === null ? null : targetView(before, found);
        if (views.has('targetobject')) {
          // The first search turns the camera on: this time's target frame becomes the view after it (when it is this interaction's frame).
          if (!active && at.target >= 0 && at.world === before) frames[at.target] = { ...frames[at.target]!, camera: camera ?? TARGET_CAMERA_START };
          frames.push({ file: maskFileName(t), view: 'mask', world: before, camera, ...(found === null ? {} : { mask: found }) });
        }
        active = true;
        if (found !== null) shown = found;
        break;
      }
      default:
        break;
    }
  });
  viewFrames('end', final);
  json.push(diffFile('end', final));
  json.push({ file: progressStatusFileName('end'), content: () => progressPayload(game, final) });
  return { frames, json };
}
