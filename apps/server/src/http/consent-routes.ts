/**
 * The consent page's REST (issue 47), with the worker's token: `GET /api/consent` (the text, its
 * version and this worker's decision), `POST /api/consent {version, agree}` (recorded with its time).
 * A worker who declines has no session: the lobby refuses them (consent-gate.ts).
 */
import { consentAnswerSchema, type ConsentStatus } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';
import express, { type Router } from 'express';
import type { Clock } from '../clock.js';
import type { ConsentText } from '../consent/consent-text.js';
import { sendError, wrap } from './json-errors.js';
import { workerFromRequest } from './worker-auth.js';

export interface ConsentDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly tokenSecret: string;
  readonly tokenTtlMs: number;
  readonly consent: ConsentText | null;
}


export function consentRoutes(deps: ConsentDeps): Router {
  const r = express.Router();
  const { store, consent } = deps;
  const status = async (workerId: string): Promise<ConsentStatus> => ({
    required: consent !== null,
    version: consent?.version ?? null,
    html: consent?.html ?? '',
    decision: consent ? ((await store.consentOf(workerId, consent.version))?.decision ?? null) : null,
  });

  r.get('/', wrap(async (req, res) => {
    const who = await workerFromRequest(deps, req);
    if (!who.ok) return sendError(res, who.code === 'auth/blocked' ? 403 : 401, who.code, who.message);
    res.json(await status(who.worker.id));
  }));

  r.post('/', wrap(async (req, res) => {
    const who = await workerFromRequest(deps, req);
    if (!who.ok) return sendError(res, who.code === 'auth/blocked' ? 403 : 401, who.code, who.message);
    const answer = consentAnswerSchema.safeParse(req.body ?? {});
    if (!answer.success) return sendError(res, 400, 'protocol/bad_payload', answer.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    if (!consent) return sendError(res, 404, 'http/not_found', 'This study has no consent page.');
    if (answer.data.version !== consent.version) return sendError(res, 409, 'consent/stale_version', 'The consent text changed since you opened it; please read it again.');
    await store.recordConsent({ workerId: who.worker.id, version: consent.version, decision: answer.data.agree ? 'agreed' : 'declined', at: deps.clock.now() });
    res.json(await status(who.worker.id));
  }));
  return r;
}
