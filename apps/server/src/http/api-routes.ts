/**
 * The public REST API: arrival (a signed token for the worker and this browser), a worker's
 * completion codes again (after a reload or in a new tab), and health.
 */
import {
  arrivalSchema, MTURK_PREVIEW_ASSIGNMENT, PROTOCOL_VERSION, type Arrival, type ArrivalResponse, type CompletionLookup,
} from '@chorehouse/protocol';
import express, { type Router } from 'express';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { completionLink } from '../identity/completion.js';
import { browserKey, issueToken, newBrowserSecret } from '../identity/tokens.js';
import type { Platform, Store } from '@chorehouse/store';
import { refuseWhenSpent, type KeyedLimiter } from './address-limit.js';
import { sendError, wrap } from './json-errors.js';
import { workerFromRequest } from './worker-auth.js';

export interface ApiDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly tokenSecret: string;
  readonly tokenTtlMs: number;
  readonly requireVetting: boolean;
  readonly prolificCompletionUrl: string | null;
  readonly health: () => Promise<Record<string, unknown>>;
  /** Arrivals per crowd worker the request names (the address's far larger budget is checked in front, server.ts). */
  readonly arrivalsByWorker: KeyedLimiter;
}

function identityOf(a: Arrival): { id: string; platform: Platform; externalId: string; name: string } {
  switch (a.platform) {
    // The name of a crowd worker is its platform id; partners never see it (identity/pseudonym.ts).
    case 'mturk': return { id: `mturk:${a.workerId}`, platform: 'mturk', externalId: a.workerId, name: a.workerId };
    case 'prolific': return { id: `prolific:${a.PROLIFIC_PID}`, platform: 'prolific', externalId: a.PROLIFIC_PID, name: a.PROLIFIC_PID };
    // Local players and declared bots: each arrival is a new worker (the browser keeps its token).
    case 'local': { const ext = randomUUID(); return { id: `local:${ext}`, platform: 'local', externalId: ext, name: a.name }; }
    case 'bot': { const ext = randomUUID(); return { id: `bot:${ext}`, platform: 'bot', externalId: ext, name: a.name }; }
  }
}

/** The platform's own ids of this arrival, which pay files name (MTurk's assignment and HIT, Prolific's submission and study). */
function crowdAssignmentOf(a: Arrival): { assignmentId: string; hitId: string | null; submitTo: string | null } | null {
  switch (a.platform) {
    case 'mturk':
      return a.assignmentId && a.assignmentId !== MTURK_PREVIEW_ASSIGNMENT
        ? { assignmentId: a.assignmentId, hitId: a.hitId ?? null, submitTo: a.turkSubmitTo?.replace(/\/+$/, '') ?? null } : null;
    case 'prolific': return a.SESSION_ID ? { assignmentId: a.SESSION_ID, hitId: a.STUDY_ID ?? null, submitTo: null } : null;
    case 'local': case 'bot': return null;
  }
}


export function apiRoutes(deps: ApiDeps): Router {
  const r = express.Router();
  // Arrivals are limited per address in front of this router (server.ts), before their bodies are read;
  // here per crowd worker, so one worker's loop costs that worker, not everyone behind its address.
  r.post('/arrive', wrap(async (req, res) => {
    const parsed = arrivalSchema.safeParse(req.body);
    if (!parsed.success) {
      return sendError(res, 400, 'auth/bad_arrival', parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    }
    const who = identityOf(parsed.data);
    const named = who.platform === 'mturk' || who.platform === 'prolific';
    if (named && refuseWhenSpent(res, deps.arrivalsByWorker, who.id, 'auth/rate_limited', (s) => `This worker id arrived too many times in the last minute; try again in ${s} s.`)) return;
    const worker = await deps.store.upsertWorker({ ...who, createdAt: deps.clock.now(), vetted: who.platform === 'local' || who.platform === 'bot' || !deps.requireVetting });
    if (worker.blocked) return sendError(res, 403, 'auth/blocked', 'This account cannot play.');
    const assignment = crowdAssignmentOf(parsed.data);
    if (assignment) await deps.store.recordAssignment({ workerId: worker.id, ...assignment, arrivedAt: deps.clock.now() });
    // The browser keeps this secret beside its token; the same secret later means the same browser.
    const browser = parsed.data.browser ?? newBrowserSecret();
    const body: ArrivalResponse = {
      token: issueToken(deps.tokenSecret, worker.id, browserKey(browser), deps.clock.now()),
      worker: { id: worker.id, name: worker.name, platform: worker.platform },
      protocolVersion: PROTOCOL_VERSION,
      browser,
    };
    res.json(body);
  }));
  // The codes this browser earned, newest first: a reload or a new tab of the completion page shows them again.
  r.get('/completion', wrap(async (req, res) => {
    const who = await workerFromRequest(deps, req);
    if (!who.ok) return sendError(res, who.code === 'auth/blocked' ? 403 : 401, who.code, who.message);
    const mine = (await deps.store.completionsOf(who.worker.id)).filter((c) => c.browser === who.browser);
    const body: CompletionLookup = {
      completions: mine.map((c) => ({
        ...completionLink(c.code, who.worker.platform, deps.prolificCompletionUrl),
        paid: c.paid, reason: c.reason, ending: c.ending, sessionId: c.sessionId, outcome: c.outcome, at: c.createdAt,
      })),
    };
    res.json(body);
  }));
  r.get('/health', async (_req, res) => {
    try {
      res.json({ ok: true, ...(await deps.health()) });
    } catch {
      sendError(res, 503, 'server/internal', 'The store does not answer.');
    }
  });
  return r;
}
