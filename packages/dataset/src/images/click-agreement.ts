/**
 * "One geometry, proven": for every successful Follower object interaction in a corpus, draw the
 * frame before it with its object-id buffer and check that the object the simulator resolved shows
 * inside TEACh's click window (20x20 px at 900x900, `CLICK_WINDOW_RADIUS_PX`) around the click.
 * Where it does not, the drawing and the picking geometry disagree (a model and a collision shape).
 */
import { CLICK_WINDOW_RADIUS_PX, FRAME_PX, followerCamera } from '@chorehouse/sim';
import type { GameFileRef } from '../instances/game-files.js';
import { listGameFiles, readGame } from '../instances/game-files.js';
import { replayGame } from '../instances/load-game.js';
import type { DatasetProblem } from '../problems.js';
import { actionName, isObjectInteractionId } from '../teach/actions.js';
import type { FrameRenderer, ObjectIdBuffer } from './frame-renderer.js';
import { inParallel } from './write-game-images.js';

export interface ClickDisagreement {
  readonly gameId: string;
  readonly split: string;
  /** Index in the game's interactions, and its time. */
  readonly index: number;
  readonly timeStart: number;
  readonly action: string;
  readonly oid: string;
  readonly x: number;
  readonly y: number;
  /** The object drawn under the click's pixel, and those drawn in the window with their pixel counts. */
  readonly underClick: string | null;
  readonly inWindow: Readonly<Record<string, number>>;
}

export interface ClickAgreementReport {
  readonly games: number;
  readonly clicks: number;
  /** The recorded object is drawn somewhere in the click window. */
  readonly agreeing: number;
  /** Stricter: the recorded object is drawn exactly under the click. */
  readonly underClick: number;
  readonly rate: number;
  readonly disagreements: readonly ClickDisagreement[];
  readonly flagged: readonly { readonly gameId: string; readonly problems: readonly DatasetProblem[] }[];
}

/** Pixel counts of each object drawn in the window of a click (same window as `resolveClick`). */
export function windowObjects(ids: ObjectIdBuffer, x: number, y: number): Map<string, number> {
  const scale = ids.width / FRAME_PX;
  const r = CLICK_WINDOW_RADIUS_PX * scale;
  const px = Math.round(x * ids.width), py = Math.round(y * ids.height);
  const counts = new Map<string, number>();
  for (let v = Math.max(0, Math.round(py - r)); v < Math.min(ids.height, Math.round(py + r)); v++) {
    for (let u = Math.max(0, Math.round(px - r)); u < Math.min(ids.width, Math.round(px + r)); u++) {
      const id = ids.objectAt(u, v);
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

interface Click { readonly ref: GameFileRef; readonly index: number; readonly timeStart: number; readonly action: string; readonly oid: string; readonly x: number; readonly y: number }

export async function checkClickAgreement(
  gamesDir: string, renderer: FrameRenderer, onProgress?: (done: number, total: number, note: string) => void,
): Promise<ClickAgreementReport> {
  const refs = await listGameFiles(gamesDir);
  const flagged: { gameId: string; problems: readonly DatasetProblem[] }[] = [];
  const disagreements: ClickDisagreement[] = [];
  let clicks = 0, agreeing = 0, underClick = 0;
  for (const [n, ref] of refs.entries()) {
    const loaded = await readGame(ref);
    if (!loaded.ok) { flagged.push({ gameId: ref.gameId, problems: loaded.problems }); continue; }
    const replay = replayGame(loaded.game);
    if (replay.problems.length > 0) { flagged.push({ gameId: ref.gameId, problems: replay.problems }); continue; }
    const game = loaded.game;
    const todo: (Click & { before: (typeof replay.worlds)[number] })[] = [];
    game.interactions.forEach((i, index) => {
      if (i.agent_id !== 1 || i.success !== 1 || !isObjectInteractionId(i.action_id) || !i.oid || i.x === undefined || i.y === undefined) return;
      todo.push({ ref, index, timeStart: i.time_start, action: actionName(i.action_id), oid: i.oid, x: i.x, y: i.y, before: index === 0 ? game.initialWorld : replay.worlds[index - 1]! });
    });
    await inParallel(todo, renderer.pages * 2, async (c) => {
      const frame = await renderer.render({ world: c.before, camera: followerCamera(c.before), size: FRAME_PX, ids: true, format: 'jpeg', quality: 0.5 });
      const ids = frame.ids!;
      const counts = windowObjects(ids, c.x, c.y);
      const under = ids.objectAt(Math.min(ids.width - 1, Math.round(c.x * ids.width)), Math.min(ids.height - 1, Math.round(c.y * ids.height)));
      clicks++;
      if (under === c.oid) underClick++;
      if (counts.has(c.oid)) { agreeing++; return; }
      disagreements.push({
        gameId: ref.gameId, split: ref.split, index: c.index, timeStart: c.timeStart, action: c.action, oid: c.oid, x: c.x, y: c.y,
        underClick: under, inWindow: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])),
      });
    });
    onProgress?.(n + 1, refs.length, ref.gameId);
  }
  disagreements.sort((a, b) => (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : a.index - b.index));
  return { games: refs.length, clicks, agreeing, underClick, rate: clicks === 0 ? 1 : agreeing / clicks, disagreements, flagged };
}
