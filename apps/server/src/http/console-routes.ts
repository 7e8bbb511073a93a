/**
 * What the admin console (apps/web admin.html) needs beyond the admin API, under
 * /api/admin/console with the same Bearer ADMIN_TOKEN: session rows with names, connections and
 * last activity; a session's replay bundle; workers with their standing; benchmark tasks;
 * statistics; export downloads as tar.
 */
import { BENCHMARK_NAMES, builtinLibrary } from '@chorehouse/tdl';
import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import { consoleExportQuerySchema, protocolError } from '@chorehouse/protocol';
import { libraryTasks } from '../pool/library-tasks.js';
import { ResearchBusy, type ResearchDesk } from '../research/research-desk.js';
import { sheetQuerySchema, type Answer } from '../research/research-messages.js';
import { consoleSessionRow, rowContext } from './console-sessions.js';
import { requireAdminToken, type LiveAdminRouteDeps } from './admin-auth.js';
import type { ReadGate } from './read-gate.js';
import { wrap } from './json-errors.js';

export interface ConsoleDeps extends LiveAdminRouteDeps {
  /** List reads one at a time, at most half the event loop (read-gate.ts). */
  readonly readGate: ReadGate;
  /** Statistics, contact sheets, replay bundles and exports: read, replayed, cut, drawn and tarred off the game's event loop (research-desk.ts). */
  readonly research: ResearchDesk;
}

const sessionQuery = z.object({ status: z.enum(['live', 'ended']).optional(), limit: z.coerce.number().int().min(1).max(1000).default(200) });
/** Resolves when the response takes more writes again, or is closed. */
function drained(res: Response): Promise<void> {
  return new Promise((ok) => {
    const done = () => { res.off('drain', done); res.off('close', done); ok(); };
    res.once('drain', done);
    res.once('close', done);
  });
}

/** A research answer that is already the body's JSON text. */
const asIs = (json: string) => json;

const workerPageQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200), after: z.string().min(1).max(200).optional() });

export function consoleRoutes(deps: ConsoleDeps): Router {
  const r = express.Router();
  const { store, registry, lobby } = deps;
  // The admin router in front checks the token too; this router does not rely on being mounted behind it.
  r.use(requireAdminToken(deps.adminToken, deps.authFailures));
  const bad = (res: Response, error: z.core.$ZodError) =>
    res.status(400).json({ error: protocolError('protocol/bad_payload', error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ')) });

  const busy = (res: Response, err: ResearchBusy) => res.status(503).json({ error: protocolError('session/busy', err.message) });
  /** A research job's answer as the response: its body (JSON text), its refusal, or 503 when the research thread is full. */
  const answer = async <T>(res: Response, job: () => Promise<Answer<T>>, body: (answer: T) => string | Promise<string>) => {
    try {
      const a = await job();
      if (a.ok) res.type('application/json').send(await body(a.body));
      else res.status(a.refusal.status).json({ error: a.refusal.error });
    } catch (err) {
      if (err instanceof ResearchBusy) busy(res, err);
      else throw err;
    }
  };

  r.get('/sessions/:id/contact-sheet', wrap(async (req, res) => {
    const q = sheetQuerySchema.safeParse(req.query);
    if (!q.success) { bad(res, q.error); return; }
    await answer(res, () => deps.research.contactSheet(String(req.params.id), q.data), asIs);
  }));

  r.get('/sessions', deps.readGate.admit, wrap(async (req, res) => {
    const q = sessionQuery.safeParse(req.query);
    if (!q.success) { bad(res, q.error); return; }
    const rows = await store.listSessions({ ...(q.data.status ? { status: q.data.status } : {}), limit: q.data.limit });
    // One query each for the page's tallies, workers, completions and episodes.
    const context = await rowContext(store, rows);
    const episodes = new Map((await Promise.all([...new Set(rows.map((s) => s.episodeId))].map((id) => store.getEpisode(id)))).filter((e) => e !== null).map((e) => [e.id, e]));
    res.json({ now: deps.clock.now(), sessions: await Promise.all(rows.map((s) => consoleSessionRow(deps, s, episodes.get(s.episodeId) ?? null, context))) });
  }));

  // Read and replayed on the research thread; the session's row, which needs this process's live games, is put in front here.
  r.get('/sessions/:id/replay', wrap(async (req, res) => {
    await answer(res, () => deps.research.replay(String(req.params.id)), async ({ session, episode, rest }) =>
      `{"session":${JSON.stringify(await consoleSessionRow(deps, session, episode))},${rest}}`);
  }));

  // A page of workers in two queries (counts and ratings in SQL, then the page's session ids), however many arrived.
  r.get('/workers', deps.readGate.admit, wrap(async (req, res) => {
    const q = workerPageQuery.safeParse(req.query);
    if (!q.success) { bad(res, q.error); return; }
    const page = await store.workerPage({ limit: q.data.limit, ...(q.data.after ? { after: q.data.after } : {}) });
    const sessionIds = await store.sessionIdsOf(page.items.map((w) => w.id));
    res.json({
      next: page.next,
      workers: page.items.map((w) => {
        const current = registry.sessionOf(w.id);
        return {
          ...w,
          activity: lobby.isWaiting(w.id) ? 'waiting' : current && current.state !== 'ended' ? 'playing' : 'idle',
          sessions: sessionIds.get(w.id) ?? [],
        };
      }),
    });
  }));

  r.get('/tasks', (_req, res) => { res.json({ tasks: BENCHMARK_NAMES, library: libraryTasks(builtinLibrary()) }); });

  // Not through the read gate: the statistics are read and counted on the research thread, which bounds its own jobs.
  r.get('/stats', wrap(async (_req, res) => { await answer(res, () => deps.research.stats(), asIs); }));

  r.get('/export', wrap(async (req, res) => {
    const q = consoleExportQuerySchema.safeParse(req.query);
    if (!q.success) { bad(res, q.error); return; }
    const { kind, split, task, since, includeUnsuccessful, includeBots, includePilot, includeRejected, licence, frames: withFrames } = q.data;
    const query = {
      includeUnsuccessful, includeBots, includePilot, includeRejected,
      ...(split ? { splits: [split] } : {}),
      ...(task ? { tasks: [task] } : {}),
      ...(since ? { since: Date.parse(`${since}T00:00:00Z`) } : {}),
    };
    const now = deps.clock.now();
    const tar = deps.research.exportTar({ kind, query, card: { licence: licence ?? null, createdAt: now }, frames: withFrames });
    // The first chunk before the headers: a busy research thread is still a 503, not a broken download.
    let first: IteratorResult<Uint8Array>;
    try { first = await tar.next(); } catch (err) {
      if (err instanceof ResearchBusy) { busy(res, err); return; }
      throw err;
    }
    res.type('application/x-tar');
    res.setHeader('content-disposition', `attachment; filename="chorehouse-${kind}-${new Date(now).toISOString().slice(0, 10)}.tar"`);
    // A client that goes away stops the export on the research thread.
    const gone = () => { void tar.return(undefined); };
    res.once('close', gone);
    try {
      for (let chunk = first; !chunk.done; chunk = await tar.next()) {
        if (res.destroyed) return;
        if (!res.write(chunk.value)) await drained(res);
      }
      res.end();
    } finally {
      res.off('close', gone);
    }
  }));
  return r;
}
