/**
 * Frames in the console: a session's contact sheet (driver, commander and target thumbnails at each
 * interaction) and the images of an export tar (TEACh's `images/<split>/<game_id>/`). Frames are drawn
 * by packages/render's headless renderer, a separate Chromium process, so live games' event loop only
 * waits for a session's replay (milliseconds). Work goes through a bounded queue: one job draws at a
 * time, a few wait, and more are refused with 503 `console/busy` rather than piling up. The renderer
 * starts on the first job and is closed again after a minute without work.
 */
import { actionName, SPEAKER, frameFileName, loadGame, storeSessionEntry, planGameImages, renderGameFiles, replayGame, sessionToGame, type FrameRenderer, type ImageView } from '@chorehouse/dataset';
import { drawnOn, launchFrameRenderer } from '@chorehouse/render/headless';
import { protocolError } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { ExportFile } from './console-data.js';
import { wrap } from './json-errors.js';

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

const VIEWS: readonly ImageView[] = ['driver', 'commander', 'targetobject'];

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

const sheetQuery = z.object({
  from: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(60).default(12),
  size: z.coerce.number().int().min(64).max(450).default(192),
});


export function consoleFrameRoutes(deps: { readonly store: Store; readonly frames: FrameService }): Router {
  const r = express.Router();
  r.get('/sessions/:id/contact-sheet', wrap(async (req, res) => {
    const q = sheetQuery.safeParse(req.query);
    if (!q.success) { res.status(400).json({ error: protocolError('protocol/bad_payload', q.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')) }); return; }
    const s = await deps.store.getSession(String(req.params.id));
    const recorded = s ? (await storeSessionEntry(deps.store, s)).session : null;
    if (!recorded) { res.status(404).json({ error: protocolError('admin/not_found', 'No such session (or its episode is gone).') }); return; }
    const exported = sessionToGame(recorded);
    if (!exported.ok) { res.status(422).json({ error: protocolError('server/internal', `The session does not replay: ${exported.problems[0]?.message ?? ''}`) }); return; }
    const { loaded, worlds } = exported;
    const final = worlds.at(-1) ?? loaded.initialWorld;
    const plan = planGameImages(loaded, worlds, final, { views: VIEWS });
    const { from, count, size } = q.data;
    const rows = loaded.interactions.slice(from, from + count).map((i, k) => ({ i, index: from + k }));
    // The frames before each shown interaction (named as the export names them; one per time).
    const wanted = new Set(rows.flatMap(({ i }) => VIEWS.map((v) => frameFileName(v, i.time_start))));
    const subset = { frames: plan.frames.filter((f) => wanted.has(f.file)), json: [] };
    const images = new Map<string, string>();
    try {
      await deps.frames.run((renderer) => renderGameFiles(subset, renderer, { size, quality: 0.8 }, async (file, bytes) => {
        if (typeof bytes !== 'string') images.set(file, `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`);
      }));
    } catch (err) {
      if (err instanceof FramesBusyError) { res.status(503).json({ error: protocolError('session/busy', err.message) }); return; }
      throw err;
    }
    res.json({
      sessionId: recorded.session.id, gameId: exported.gameId, total: loaded.interactions.length, from, size,
      interactions: rows.map(({ i, index }) => ({
        index, time: i.time_start, agent: SPEAKER[i.agent_id], actionId: i.action_id, action: actionName(i.action_id), success: i.success === 1,
        detail: i.utterance ?? i.oid ?? i.query ?? null,
        frames: Object.fromEntries(VIEWS.map((v) => [v, images.get(frameFileName(v, i.time_start)) ?? null])),
      })),
    });
  }));
  return r;
}
