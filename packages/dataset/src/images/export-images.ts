/**
 * `export images`: every game file -> `images/<split>/<game_id>/` (teach-formats.md 8), one game in
 * memory at a time, its frames spread over the renderer's pages. `--shard i/n` takes the games whose
 * id hashes to i (stable however the corpus grows, so a job array splits one corpus across machines);
 * `--resume` skips games whose folder carries the completion marker for the same views and size.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { World } from '@chorehouse/sim';
import type { ReplayedGame } from '../game/export-job.js';
import { listGameFiles, readGame, type GameFileRef } from '../instances/game-files.js';
import { replayGame, type LoadedGame } from '../instances/load-game.js';
import type { DatasetProblem } from '../problems.js';
import { tallyClicks, type ClickAgreementReport, type ClickDisagreement, type ClickVerdict } from './click-agreement.js';
import { GAME_DONE_MARKER, gameImagesDir, type ImageView } from './frame-names.js';
import type { FrameRenderer } from './frame-renderer.js';
import { planGameImages } from './game-images-plan.js';
import { writeGameImages } from './write-game-images.js';

export interface Shard {
  /** 0-based. */
  readonly index: number;
  readonly count: number;
}

export interface ImagesExportOptions {
  readonly outDir: string;
  readonly views: readonly ImageView[];
  readonly size: number;
  readonly quality?: number;
  readonly shard?: Shard;
  readonly resume?: boolean;
  /** Also check every successful Follower object interaction's click against the id buffer of its driver frame (one pass). */
  readonly checkClicks?: boolean;
  readonly onProgress?: (done: number, total: number, note: string) => void;
}

export interface ImagesExportSummary {
  readonly games: number;
  readonly written: number;
  readonly resumed: number;
  readonly frames: number;
  readonly rendered: number;
  readonly files: number;
  readonly flagged: readonly { readonly gameId: string; readonly problems: readonly DatasetProblem[] }[];
  /** With `checkClicks`, over the games drawn in this run (resumed games are not checked again). */
  readonly clickAgreement: Omit<ClickAgreementReport, 'games' | 'flagged'> | null;
}

/** JPEG quality in (0, 1], as the renderer takes it. */
export const DEFAULT_JPEG_QUALITY = 0.9;

/** FNV-1a of the game id: which shard a game belongs to. */
export function shardOf(gameId: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193) >>> 0;
  return h % count;
}

interface Marker { readonly game_id: string; readonly views: readonly string[]; readonly size: number; readonly frames: number }

async function isComplete(dir: string, gameId: string, options: ImagesExportOptions): Promise<boolean> {
  const path = `${dir}/${GAME_DONE_MARKER}`;
  if (!existsSync(path)) return false;
  try {
    const m = JSON.parse(await readFile(path, 'utf8')) as Marker;
    return m.game_id === gameId && m.size === options.size && [...options.views].sort().join() === [...m.views].sort().join();
  } catch {
    return false;
  }
}

export type GameImagesOutcome =
  | { readonly ok: true; readonly resumed: boolean; readonly frames: number; readonly rendered: number; readonly files: number; readonly clicks: readonly ClickVerdict[] }
  | { readonly ok: false; readonly problems: readonly DatasetProblem[] };

/**
 * One game file's folder (also what `export games --images` calls for each game it writes). With
 * `replayed` (the export's own replay of that game) the file is neither read back nor replayed again.
 */
export async function exportGameImages(ref: GameFileRef, renderer: FrameRenderer, options: ImagesExportOptions, replayed?: ReplayedGame): Promise<GameImagesOutcome> {
  const dir = gameImagesDir(options.outDir, ref.split, ref.gameId);
  if (options.resume && (await isComplete(dir, ref.gameId, options))) return { ok: true, resumed: true, frames: 0, rendered: 0, files: 0, clicks: [] };
  let game: LoadedGame, worlds: readonly World[], final: World;
  if (replayed) {
    ({ loaded: game, worlds } = replayed);
    final = worlds[worlds.length - 1] ?? game.initialWorld;
  } else {
    const loaded = await readGame(ref);
    if (!loaded.ok) return { ok: false, problems: loaded.problems };
    const replay = replayGame(loaded.game);
    if (replay.problems.length > 0) return { ok: false, problems: replay.problems };
    ({ game } = loaded);
    ({ worlds, final } = replay);
  }
  const plan = planGameImages(game, worlds, final, { views: options.views, checkClicks: options.checkClicks ?? false });
  const marker: Marker = { game_id: ref.gameId, views: options.views, size: options.size, frames: plan.frames.length };
  const r = await writeGameImages(plan, dir, renderer, { size: options.size, quality: options.quality ?? DEFAULT_JPEG_QUALITY }, marker);
  return { ok: true, resumed: false, ...r };
}

export async function exportImages(gamesDir: string, renderer: FrameRenderer, options: ImagesExportOptions): Promise<ImagesExportSummary> {
  const all = await listGameFiles(gamesDir);
  const refs = options.shard ? all.filter((r) => shardOf(r.gameId, options.shard!.count) === options.shard!.index) : all;
  const flagged: { gameId: string; problems: readonly DatasetProblem[] }[] = [];
  let written = 0, resumed = 0, frames = 0, rendered = 0, files = 0;
  const tally = { clicks: 0, agreeing: 0, underClick: 0, disagreements: [] as ClickDisagreement[] };
  options.onProgress?.(0, refs.length, '');
  for (const [n, ref] of refs.entries()) {
    const r = await exportGameImages(ref, renderer, options);
    if (!r.ok) flagged.push({ gameId: ref.gameId, problems: r.problems });
    else if (r.resumed) resumed++;
    else { written++; frames += r.frames; rendered += r.rendered; files += r.files; tallyClicks(tally, ref, r.clicks); }
    options.onProgress?.(n + 1, refs.length, r.ok ? (r.resumed ? `${ref.gameId} (done before)` : ref.gameId) : `${ref.gameId} flagged`);
  }
  const clickAgreement = options.checkClicks ? { ...tally, rate: tally.clicks === 0 ? 1 : tally.agreeing / tally.clicks } : null;
  return { games: refs.length, written, resumed, frames, rendered, files, flagged, clickAgreement };
}
