/**
 * What the admin console (apps/web admin.html) needs beyond the admin API, under
 * /api/admin/console with the same Bearer ADMIN_TOKEN: session rows with names, connections and
 * last activity; a session's replay bundle; workers with their standing; benchmark tasks;
 * statistics; export downloads as tar.
 */
import { BENCHMARK_NAMES, builtinLibrary } from '@chorehouse/tdl';
import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import { protocolError } from '@chorehouse/protocol';
import type { Clock } from '../clock.js';
import type { Lobby } from '../lobby/lobby.js';
import type { SessionRegistry } from '../session/registry.js';
import type { Store } from '@chorehouse/store';
import { libraryTasks } from '../pool/library-tasks.js';
import { consoleStats, exportFiles } from './console-data.js';
import { consoleFrameRoutes, FrameService, gameImageFiles } from './console-frames.js';
import { consoleSessionRow, replayBundle, rowContext } from './console-sessions.js';
import { TAR_END, tarEntry } from './tar-stream.js';
import { requireAdminToken } from './admin-auth.js';
import type { AuthFailures } from './auth-failures.js';
import type { ReadGate } from './read-gate.js';
import type { Log } from '../log.js';
import { wrap } from './json-errors.js';

export interface ConsoleDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly registry: SessionRegistry;
  readonly lobby: Lobby;
  readonly adminToken: string;
  readonly authFailures: AuthFailures;
  /** List reads one at a time, at most half the event loop (read-gate.ts). */
  readonly readGate: ReadGate;
  readonly log: Log;
}

const sessionQuery = z.object({ status: z.enum(['live', 'ended']).optional(), limit: z.coerce.number().int().min(1).max(1000).default(200) });
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const exportQuery = z.object({
  kind: z.enum(['games', 'edh', 'tfd']),
  split: z.string().max(40).optional(),
  task: z.string().max(80).optional(),
  since: z.iso.date().optional(),
  includeUnsuccessful: flag.default(false),
  /** Sessions with a bot seat are left out unless asked for (the console's "include bot sessions" filter). */
  includeBots: flag.default(false),
  /** Pilot sessions (the pilot switch, staff) are left out unless asked for. */
  includePilot: flag.default(false),
  /** Sessions a reviewer rejected are left out unless asked for. */
  includeRejected: flag.default(false),
  /** Also TEACh's images/ of every game (drawn on the server: slow). */
  frames: flag.default(false),
  /** The licence the dataset card names (CC-BY-NC-4.0). */
  licence: z.string().trim().min(1).max(100).regex(/^[\w.+-]+$/).optional(),
});


const workerPageQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200), after: z.string().min(1).max(200).optional() });

export function consoleRoutes(deps: ConsoleDeps): Router {
  const r = express.Router();
  const { store, registry, lobby } = deps;
  const frames = new FrameService({ log: (line) => deps.log.info(line) });
  // The admin router in front checks the token too; this router does not rely on being mounted behind it.
  r.use(requireAdminToken(deps.adminToken, deps.authFailures));
  const bad = (res: Response, error: z.ZodError) =>
    res.status(400).json({ error: protocolError('protocol/bad_payload', error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ')) });

  r.use(consoleFrameRoutes({ store, frames }));

  r.get('/sessions', deps.readGate.admit, wrap(async (req, res) => {
    const q = sessionQuery.safeParse(req.query);
    if (!q.success) { bad(res, q.error); return; }
    const rows = await store.listSessions({ ...(q.data.status ? { status: q.data.status } : {}), limit: q.data.limit });
    // One query each for the page's tallies, workers, completions and episodes.
    const context = await rowContext(store, rows);
    const episodes = new Map((await Promise.all([...new Set(rows.map((s) => s.episodeId))].map((id) => store.getEpisode(id)))).filter((e) => e !== null).map((e) => [e.id, e]));
    res.json({ now: deps.clock.now(), sessions: await Promise.all(rows.map((s) => consoleSessionRow(deps, s, episodes.get(s.episodeId) ?? null, context))) });
  }));

  r.get('/sessions/:id/replay', wrap(async (req, res) => {
    const bundle = await replayBundle(deps, String(req.params.id));
    if (!bundle) { res.status(404).json({ error: protocolError('admin/not_found', 'No such session (or its episode is gone).') }); return; }
    res.json(bundle);
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

  r.get('/stats', deps.readGate.admit, wrap(async (_req, res) => { res.json(await consoleStats(store)); }));

  r.get('/export', wrap(async (req, res) => {
    const q = exportQuery.safeParse(req.query);
    if (!q.success) { bad(res, q.error); return; }
    const { kind, split, task, since, includeUnsuccessful, includeBots, includePilot, includeRejected, licence, frames: withFrames } = q.data;
    const query = {
      includeUnsuccessful, includeBots, includePilot, includeRejected,
      ...(split ? { splits: [split] } : {}),
      ...(task ? { tasks: [task] } : {}),
      ...(since ? { since: Date.parse(`${since}T00:00:00Z`) } : {}),
    };
    const now = deps.clock.now();
    res.type('application/x-tar');
    res.setHeader('content-disposition', `attachment; filename="chorehouse-${kind}-${new Date(now).toISOString().slice(0, 10)}.tar"`);
    for await (const f of exportFiles(store, kind, query, { licence: licence ?? null, createdAt: now }, withFrames ? gameImageFiles(frames) : undefined)) {
      if (!res.write(tarEntry(f.path, typeof f.text === 'string' ? Buffer.from(f.text) : f.text, now))) await new Promise((ok) => res.once('drain', ok));
    }
    res.end(TAR_END);
  }));
  return r;
}
