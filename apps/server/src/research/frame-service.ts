/**
 * Frames in the console: a session's contact sheet (contact-sheet.ts) and the images of an export tar
 * (TEACh's `images/<split>/<game_id>/`). Frames are drawn by packages/render's headless renderer, a
 * separate Chromium process started from the research thread (research-worker.ts), which also
 * replays the games and holds the JPEGs, so none of it runs on the game's event loop. Work goes
 * through a bounded queue: one job draws at a time, a few wait, and more are refused with 503
 * `session/busy` rather than piling up. The renderer starts on the first job and is closed again
 * after a minute without work.
 */
import { loadGame, planGameImages, renderGameFiles, replayGame, type FrameRenderer, type ImageView } from '@chorehouse/dataset';
import { drawnOn, launchFrameRenderer } from '@chorehouse/render/headless';
import type { ExportFile } from './export-files.js';

export class FramesBusyError extends Error {}

export interface FrameServiceOptions {
  readonly pages?: number;
  /** Jobs allowed to wait behind the one drawing (default 4). */
  readonly maxWaiting?: number;
  readonly idleCloseMs?: number;
  readonly launch?: (pages: number) => Promise<FrameRenderer>;
  /** Told, when the renderer starts, what draws the frames (the CPU's SwiftShader or a GPU), as the CLI tells its user. */
  readonly log?: (line: string) => void;
}

/** The headless renderer, after saying what draws its frames. */
async function launchAndSay(pages: number, log: ((line: string) => void) | undefined): Promise<FrameRenderer> {
  const renderer = await launchFrameRenderer({ pages });
  log?.(`chorehouse console: drawing frames on ${drawnOn(renderer.graphics)}`);
  return renderer;
}

export class FrameService {
  private renderer: Promise<FrameRenderer> | null = null;
  private running = false;
  private readonly waiting: (() => void)[] = [];
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly options: FrameServiceOptions = {}) {}

  /** Runs `job` with the renderer when its turn comes; throws FramesBusyError when the queue is full. */
  async run<T>(job: (renderer: FrameRenderer) => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= (this.options.maxWaiting ?? 4)) throw new FramesBusyError('the frame renderer is busy; try again shortly');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    if (this.idle) { clearTimeout(this.idle); this.idle = null; }
    try {
      this.renderer ??= (this.options.launch ?? ((pages) => launchAndSay(pages, this.options.log)))(this.options.pages ?? 2);
      return await job(await this.renderer);
    } catch (err) {
      if (this.renderer && (await this.renderer.then(() => false, () => true))) this.renderer = null;
      throw err;
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else { this.running = false; this.scheduleClose(); }
    }
  }

  async close(): Promise<void> {
    if (this.idle) { clearTimeout(this.idle); this.idle = null; }
    const r = this.renderer;
    this.renderer = null;
    await (await r?.catch(() => null))?.close();
  }

  private scheduleClose(): void {
    this.idle = setTimeout(() => { if (!this.running) void this.close(); }, this.options.idleCloseMs ?? 60_000);
    this.idle.unref();
  }
}

export const VIEWS: readonly ImageView[] = ['driver', 'commander', 'targetobject'];

/** A session as a game, replayed: what both the contact sheet and the export draw from. */
function replayedGame(gameText: string, gameId: string) {
  const loaded = loadGame(JSON.parse(gameText), gameId, gameId);
  if (!loaded.ok) return null;
  const replay = replayGame(loaded.game);
  return replay.problems.length > 0 ? null : { game: loaded.game, replay };
}

/** The images/ entries of one exported game, for the export tar (the console's "include frames"). */
export function gameImageFiles(frames: FrameService) {
  return async function* (job: { readonly split: string; readonly gameId: string; readonly gameText: string }): AsyncGenerator<ExportFile> {
    const replayed = replayedGame(job.gameText, job.gameId);
    if (!replayed) return;
    const plan = planGameImages(replayed.game, replayed.replay.worlds, replayed.replay.final, { views: VIEWS });
    const files: { path: string; bytes: Uint8Array | string }[] = [];
    await frames.run((r) => renderGameFiles(plan, r, { size: 900, quality: 0.9 }, async (file, bytes) => { files.push({ path: `images/${job.split}/${job.gameId}/${file}`, bytes }); }));
    for (const f of files) yield { path: f.path, text: typeof f.bytes === 'string' ? f.bytes : Buffer.from(f.bytes) };
  };
}
