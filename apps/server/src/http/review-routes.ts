/**
 * Review (issue 47), under /api/admin/review with the admin token: the finished sessions with what a
 * reviewer needs (duration, messages and actions per seat, success, idle spells, the longest
 * silence; the console links each to its replay), and decisions on one session or many. Rejected
 * sessions are left out of exports unless asked for. Every decision is audit-logged.
 */
import { randomUUID } from 'node:crypto';
import express, { type Response, type Router } from 'express';
import { reviewBodySchema, reviewFilterSchema, type ReviewList, type ReviewResult, type ReviewRow } from '@chorehouse/protocol';
import type { ReviewRecord, SessionRecord, Store } from '@chorehouse/store';
import { z } from 'zod/mini';
import { reviewFacts } from '../review/review-facts.js';
import { BOT_WORKER_ID } from '../session/registry.js';
import { requireAdminToken, type AdminRouteDeps } from './admin-auth.js';
import { sendError, wrap } from './json-errors.js';
import type { ReadGate } from './read-gate.js';

export interface ReviewDeps extends AdminRouteDeps {
  readonly readGate: ReadGate;
}


/** Each row reads its session's log: a page is kept short. */
const listQuery = z.object({
  state: z._default(reviewFilterSchema, 'unreviewed'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});

function bad(res: Response, issues: readonly z.core.$ZodIssue[]): void {
  sendError(res, 400, 'protocol/bad_payload', issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
}

const toBody = (r: ReviewRecord | undefined) => (r ? { decision: r.decision, reason: r.reason, reviewer: r.reviewer, at: r.at } : null);

async function reviewRows(store: Store, sessions: readonly SessionRecord[]): Promise<ReviewRow[]> {
  const ids = sessions.map((s) => s.id);
  const [reviews, workers] = await Promise.all([store.reviewsOf(ids), store.getWorkers(sessions.flatMap((s) => [s.commanderId, s.followerId]))]);
  const names = new Map(workers.map((w) => [w.id, w.name]));
  const episodes = new Map<string, { task: string; split: string }>();
  const rows: ReviewRow[] = [];
  for (const s of sessions) {
    if (!episodes.has(s.episodeId)) {
      const e = await store.getEpisode(s.episodeId);
      episodes.set(s.episodeId, { task: e?.benchmarkName ?? '(episode gone)', split: e?.split ?? '' });
    }
    const facts = reviewFacts(await store.listEvents(s.id));
    const seat = (id: string, role: 'commander' | 'follower') => ({ id, name: id === BOT_WORKER_ID ? 'Rule-based bot' : (names.get(id) ?? id), kind: s.seats[role] });
    rows.push({
      id: s.id, ...episodes.get(s.episodeId)!, startedAt: s.startedAt, endedAt: s.endedAt,
      durationMs: s.endedAt === null ? facts.lastT : s.endedAt - s.startedAt,
      outcome: s.outcome, success: s.outcome === 'success',
      messages: facts.messages, actions: facts.actions, idleSpells: facts.idleSpells, longestSilenceMs: facts.longestSilenceMs,
      commander: seat(s.commanderId, 'commander'), follower: seat(s.followerId, 'follower'), pilot: s.pilot,
      review: toBody(reviews.get(s.id)),
    });
  }
  return rows;
}

export function reviewRoutes(deps: ReviewDeps): Router {
  const r = express.Router();
  const { store, clock } = deps;
  r.use(requireAdminToken(deps.adminToken, deps.authFailures));

  r.get('/sessions', deps.readGate.admit, wrap(async (req, res) => {
    const q = listQuery.safeParse(req.query);
    if (!q.success) return bad(res, q.error.issues);
    const sessions = await store.listSessions({ status: 'ended', limit: q.data.limit, ...(q.data.state === 'all' ? {} : { review: q.data.state }) });
    const body: ReviewList = { sessions: await reviewRows(store, sessions) };
    res.json(body);
  }));

  r.post('/decisions', wrap(async (req, res) => {
    const body = reviewBodySchema.safeParse(req.body ?? {});
    if (!body.success) return bad(res, body.error.issues);
    const { decision, reason, reviewer } = body.data;
    const ids = [...new Set(body.data.sessionIds)];
    const found = await Promise.all(ids.map((id) => store.getSession(id)));
    const missing = ids.filter((_, i) => !found[i]);
    if (missing.length) return sendError(res, 404, 'admin/not_found', `No such session: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`);
    const live = found.filter((s) => s!.status !== 'ended').map((s) => s!.id);
    if (live.length) return sendError(res, 409, 'review/not_ended', `Still being played, so not reviewed: ${live.slice(0, 5).join(', ')}. Review a session once it has ended.`);
    const at = clock.now();
    await store.reviewSessions(ids.map((sessionId) => ({ sessionId, decision, reason, reviewer, at })));
    for (const id of ids) await store.addAudit({ id: randomUUID(), at, action: `review/${decision === 'approved' ? 'approve' : 'reject'}`, target: id, reason: `${reviewer}: ${reason}` });
    const result: ReviewResult = { ok: true, reviewed: ids.length };
    res.json(result);
  }));
  return r;
}
