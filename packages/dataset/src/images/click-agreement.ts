/**
 * "One geometry, proven": for every successful Follower object interaction in a corpus, draw the
 * frame before it with its object-id buffer and check that the object the simulator resolved shows
 * inside TEACh's click window (20x20 px at 900x900, `CLICK_WINDOW_RADIUS_PX`) around the click.
 * Where it does not, the drawing and the picking geometry disagree (a model and a collision shape).
 */
import { CLICK_WINDOW_RADIUS_PX, FRAME_PX, followerCamera } from '@chorehouse/sim';
import { listGameFiles, readGame } from '../instances/game-files.js';
import { replayGame } from '../instances/load-game.js';
import type { DatasetProblem } from '../problems.js';
import type { FrameRenderer, ObjectIdBuffer } from './frame-renderer.js';
import { clickToCheck, type ClickToCheck } from './game-images-plan.js';
import { inParallel } from './in-parallel.js';

/** A click whose recorded object is not drawn in its window: where (game, index and time), and what is drawn there. */
export interface ClickDisagreement extends ClickToCheck {
  readonly gameId: string;
  readonly split: string;
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

/** What the id buffer showed for one click. */
export interface ClickVerdict {
  readonly click: ClickToCheck;
  readonly agrees: boolean;
  readonly underClick: string | null;
  readonly inWindow: Readonly<Record<string, number>>;
}

/**
 * The fixture a basin belongs to (`Sink|...` for `Sink|...|SinkBasin`): a click on a sink's rim
 * places into its basin (the simulator's `basinOf`), so the rim drawn in the window agrees.
 */
const fixtureOfBasin = (oid: string): string | null => (/\|[A-Za-z]+Basin$/.test(oid) ? oid.slice(0, oid.lastIndexOf('|')) : null);

export function judgeClick(ids: ObjectIdBuffer, click: ClickToCheck): ClickVerdict {
  const counts = windowObjects(ids, click.x, click.y);
  const underClick = ids.objectAt(Math.min(ids.width - 1, Math.round(click.x * ids.width)), Math.min(ids.height - 1, Math.round(click.y * ids.height)));
  const fixture = fixtureOfBasin(click.oid);
  const agrees = counts.has(click.oid) || (fixture !== null && counts.has(fixture));
  return { click, agrees, underClick, inWindow: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])) };
}

/** Adds a game's verdicts to a report's counts. */
export function tallyClicks(into: { clicks: number; agreeing: number; underClick: number; disagreements: ClickDisagreement[] }, ref: { gameId: string; split: string }, verdicts: readonly ClickVerdict[]): void {
  for (const v of verdicts) {
    into.clicks++;
    if (v.underClick === v.click.oid) into.underClick++;
    if (v.agrees) { into.agreeing++; continue; }
    into.disagreements.push({ gameId: ref.gameId, split: ref.split, ...v.click, underClick: v.underClick, inWindow: v.inWindow });
  }
}

export async function checkClickAgreement(
  gamesDir: string, renderer: FrameRenderer, onProgress?: (done: number, total: number, note: string) => void,
): Promise<ClickAgreementReport> {
  const refs = await listGameFiles(gamesDir);
  const flagged: { gameId: string; problems: readonly DatasetProblem[] }[] = [];
  const tally = { clicks: 0, agreeing: 0, underClick: 0, disagreements: [] as ClickDisagreement[] };
  for (const [n, ref] of refs.entries()) {
    const loaded = await readGame(ref);
    if (!loaded.ok) { flagged.push({ gameId: ref.gameId, problems: loaded.problems }); continue; }
    const replay = replayGame(loaded.game);
    if (replay.problems.length > 0) { flagged.push({ gameId: ref.gameId, problems: replay.problems }); continue; }
    const game = loaded.game;
    const todo = game.interactions.flatMap((i, index) => {
      const click = clickToCheck(i, index);
      return click ? [{ click, before: index === 0 ? game.initialWorld : replay.worlds[index - 1]! }] : [];
    });
    const verdicts: ClickVerdict[] = [];
    await inParallel(todo, renderer.pages * 2, async ({ click, before }) => {
      const frame = await renderer.render({ world: before, camera: followerCamera(before), size: FRAME_PX, ids: true, format: 'jpeg', quality: 0.5 });
      verdicts.push(judgeClick(frame.ids!, click));
    });
    tallyClicks(tally, ref, verdicts.sort((a, b) => a.click.index - b.click.index));
    onProgress?.(n + 1, refs.length, ref.gameId);
  }
  return { games: refs.length, ...tally, rate: tally.clicks === 0 ? 1 : tally.agreeing / tally.clicks, flagged };
}
