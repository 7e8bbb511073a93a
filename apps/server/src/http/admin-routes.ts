/**
 * The admin API (Bearer ADMIN_TOKEN): sessions live and past, ending one (audit-logged), workers
 * (vet, block, unblock, their sessions and ratings), and the episode pool (inspect, grow).
 */
import { randomUUID } from 'node:crypto';
import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import { poolGrowRequestSchema, protocolError, type ProtocolError } from '@chorehouse/protocol';
import { builtinLibrary } from '@chorehouse/tdl';
import type { PoolGrower } from '../pool/build-pool.js';
import { resolvePoolRequest } from '../pool/pool-requests.js';
import type { SessionRecord, Store } from '@chorehouse/store';
import { requireAdminToken, type LiveAdminRouteDeps } from './admin-auth.js';
import { blockWorker } from './block-worker.js';
import type { ReadGate } from './read-gate.js';
import { consoleSessionRow, rowContext } from './console-sessions.js';
import type { Hub } from '../hub.js';
import { wrap } from './json-errors.js';

export interface AdminDeps extends LiveAdminRouteDeps {
  readonly hub: Hub;
  readonly growPool?: PoolGrower;
  /** List reads one at a time, at most half the event loop (read-gate.ts). */
  readonly readGate: ReadGate;
  /** Several processes: ends a game another process owns (cluster/relay.ts); null when none does. */
  readonly endElsewhere?: (sessionId: string, reason: string) => Promise<{ ok: true } | { ok: false; error: ProtocolError } | null>;
}

const endBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
const workerBody = z.object({ reason: z.string().trim().max(500).default(''), partnerId: z.string().min(1).max(200).optional() }).strict();
const pageQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100), after: z.string().min(1).max(200).optional() });
const sessionQuery = z.object({ status: z.enum(['live', 'ended']).optional(), limit: z.coerce.number().int().min(1).max(1000).default(200) });


function bad(res: Response, issues: z.core.$ZodIssue[]): void {
  res.status(400).json({ error: protocolError('protocol/bad_payload', issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')) });
}

export function adminRoutes(deps: AdminDeps): Router {
  const r = express.Router();
  const { store, registry } = deps;
  r.use(requireAdminToken(deps.adminToken, deps.authFailures));
  const audit = (action: string, target: string, reason: string) =>
    store.addAudit({ id: randomUUID(), at: deps.clock.now(), action, target, reason });

  /** Rows as the admin list shows them; the page's events are tallied in one query, not read per row. */
  async function describeAll(rows: readonly SessionRecord[]) {
    const context = await rowContext(store, rows);
    const episodes = new Map<string, Awaited<ReturnType<Store['getEpisode']>>>();
    for (const id of new Set(rows.map((s) => s.episodeId))) episodes.set(id, await store.getEpisode(id));
    return rows.map((s) => {
      const live = registry.get(s.id);
      const row = consoleSessionRow({ store, clock: deps.clock, registry }, s, episodes.get(s.episodeId) ?? null, context);
      return row.then((r) => ({
        ...s, state: r.state, task: r.task, durationMs: r.durationMs, actions: r.actions,
        connected: live ? { commander: live.isConnected('commander'), follower: live.isConnected('follower') } : null,
      }));
    });
  }
  const describe = async (s: SessionRecord) => (await Promise.all(await describeAll([s])))[0]!;

  r.get('/sessions', deps.readGate.admit, wrap(async (req, res) => {
    const q = sessionQuery.safeParse(req.query);
    if (!q.success) return bad(res, q.error.issues);
    const rows = await store.listSessions({ ...(q.data.status ? { status: q.data.status } : {}), limit: q.data.limit });
    res.json({ sessions: await Promise.all(await describeAll(rows)) });
  }));
  r.get('/sessions/:id', wrap(async (req, res) => {
    const s = await store.getSession(String(req.params.id));
    if (!s) { res.status(404).json({ error: protocolError('admin/not_found', 'No such session.') }); return; }
    res.json({ session: await describe(s), events: await store.listEvents(s.id), surveys: await store.surveysOf(s.id) });
  }));
  r.post('/sessions/:id/end', wrap(async (req, res) => {
    const body = endBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, body.error.issues);
    const id = String(req.params.id);
    const live = registry.get(id);
    if (!live) {
      // Another process's game: ended by its owner, audit-logged here where the console asked.
      const elsewhere = await deps.endElsewhere?.(id, body.data.reason);
      if (!elsewhere) { res.status(404).json({ error: protocolError('admin/not_found', 'No live session with that id.') }); return; }
      if (!elsewhere.ok) { res.status(409).json({ error: elsewhere.error }); return; }
      await audit('session/end', id, body.data.reason);
      res.json({ ok: true });
      return;
    }
    await audit('session/end', id, body.data.reason);
    const reply = await live.handle('admin', { type: 'admin/end', reason: body.data.reason });
    if (!reply.ok) { res.status(409).json({ error: reply.error }); return; }
    res.json({ ok: true });
  }));

  // One query per page (sessions and ratings counted in SQL), however many workers arrived.
  r.get('/workers', deps.readGate.admit, wrap(async (req, res) => {
    const q = pageQuery.safeParse(req.query);
    if (!q.success) return bad(res, q.error.issues);
    const page = await store.workerPage({ limit: q.data.limit, ...(q.data.after ? { after: q.data.after } : {}) });
    res.json({ workers: page.items, next: page.next });
  }));
  // Every completion code handed out (paid, no-pay, no partner), paged; `?sessionId=` for one session's.
  r.get('/completions', deps.readGate.admit, wrap(async (req, res) => {
    const q = pageQuery.extend({ sessionId: z.string().min(1).max(200).optional() }).safeParse(req.query);
    if (!q.success) return bad(res, q.error.issues);
    const page = await store.completionPage({ limit: q.data.limit, ...(q.data.after ? { after: q.data.after } : {}), ...(q.data.sessionId ? { sessionId: q.data.sessionId } : {}) });
    res.json({ completions: page.items, next: page.next });
  }));
  r.get('/workers/:id', wrap(async (req, res) => {
    const w = await store.getWorker(String(req.params.id));
    if (!w) { res.status(404).json({ error: protocolError('admin/not_found', 'No such worker.') }); return; }
    res.json({ worker: w, sessions: await store.listSessions({ workerId: w.id }), ratings: await store.ratingsOf(w.id) });
  }));
  const flag = (action: string, apply: (id: string, partnerId: string | undefined, reason: string) => Promise<unknown>) =>
    wrap(async (req, res) => {
      const body = workerBody.safeParse(req.body ?? {});
      if (!body.success) return bad(res, body.error.issues);
      const id = String(req.params.id);
      if (!(await store.getWorker(id))) { res.status(404).json({ error: protocolError('admin/not_found', 'No such worker.') }); return; }
      await apply(id, body.data.partnerId, body.data.reason);
      await audit(action, body.data.partnerId ? `${id} ${body.data.partnerId}` : id, body.data.reason);
      res.json({ ok: true, worker: await store.getWorker(id) });
    });
  r.post('/workers/:id/vet', flag('worker/vet', (id) => store.setWorkerFlags(id, { vetted: true })));
  r.post('/workers/:id/unvet', flag('worker/unvet', (id) => store.setWorkerFlags(id, { vetted: false })));
  // Staff (the research team): the sessions they start from now on are pilot sessions.
  r.post('/workers/:id/staff', flag('worker/staff', (id) => store.setWorkerFlags(id, { staff: true })));
  r.post('/workers/:id/unstaff', flag('worker/unstaff', (id) => store.setWorkerFlags(id, { staff: false })));
  // With a partnerId: these two are never paired again; without: the worker cannot play at all.
  r.post('/workers/:id/block', flag('worker/block', (id, p, reason) => (p ? store.blockPair(id, p, deps.clock.now()) : blockWorker(deps, id, reason))));
  r.post('/workers/:id/unblock', flag('worker/unblock', (id, p) => (p ? store.unblockPair(id, p) : store.setWorkerFlags(id, { blocked: false }))));

  r.get('/pool', wrap(async (_req, res) => {
    const episodes = await store.episodeSummaries();
    const byTask: Record<string, Record<string, number>> = {};
    for (const e of episodes) (byTask[e.benchmarkName] ??= {})[e.split] = (byTask[e.benchmarkName]?.[e.split] ?? 0) + 1;
    res.json({ size: episodes.length, byTask, episodes });
  }));
  r.post('/pool/grow', wrap(async (req, res) => {
    const body = poolGrowRequestSchema.safeParse(req.body ?? {});
    if (!body.success) return bad(res, body.error.issues);
    if (!deps.growPool) { res.status(501).json({ error: protocolError('admin/not_found', 'This server cannot grow its pool.') }); return; }
    const resolved = resolvePoolRequest(builtinLibrary(), body.data);
    if (!resolved.ok) { res.status(400).json({ error: resolved.error }); return; }
    await audit('pool/grow', 'pool', JSON.stringify(body.data));
    res.json(await deps.growPool({ tasks: resolved.tasks }));
  }));
  r.get('/audit', deps.readGate.admit, wrap(async (_req, res) => { res.json({ audit: await store.listAudit(200) }); }));
  return r;
}
