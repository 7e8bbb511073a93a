/** The public REST API: arrival (a signed token for the worker) and health. */
import { arrivalSchema, PROTOCOL_VERSION, protocolError, type Arrival, type ArrivalResponse } from '@chorehouse/protocol';
import express, { type Router } from 'express';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { issueToken } from '../identity/tokens.js';
import type { Platform, Store } from '@chorehouse/store';

export interface ApiDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly tokenSecret: string;
  readonly requireVetting: boolean;
  readonly health: () => Promise<Record<string, unknown>>;
}

function identityOf(a: Arrival): { id: string; platform: Platform; externalId: string; name: string } {
  switch (a.platform) {
    case 'mturk': return { id: `mturk:${a.workerId}`, platform: 'mturk', externalId: a.workerId, name: a.workerId };
    case 'prolific': return { id: `prolific:${a.PROLIFIC_PID}`, platform: 'prolific', externalId: a.PROLIFIC_PID, name: a.PROLIFIC_PID };
    // Local players choose a name; each arrival is a new worker (the browser keeps its token).
    case 'local': { const ext = randomUUID(); return { id: `local:${ext}`, platform: 'local', externalId: ext, name: a.name }; }
  }
}

export function apiRoutes(deps: ApiDeps): Router {
  const r = express.Router();
  r.post('/arrive', async (req, res) => {
    const parsed = arrivalSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: protocolError('auth/bad_arrival', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')) });
      return;
    }
    const who = identityOf(parsed.data);
    const worker = await deps.store.upsertWorker({ ...who, createdAt: deps.clock.now(), vetted: who.platform === 'local' || !deps.requireVetting });
    if (worker.blocked) {
      res.status(403).json({ error: protocolError('auth/blocked', 'This account cannot play.') });
      return;
    }
    const body: ArrivalResponse = {
      token: issueToken(deps.tokenSecret, worker.id, deps.clock.now()),
      worker: { id: worker.id, name: worker.name, platform: worker.platform },
      protocolVersion: PROTOCOL_VERSION,
    };
    res.json(body);
  });
  r.get('/health', async (_req, res) => {
    try {
      res.json({ ok: true, ...(await deps.health()) });
    } catch (err) {
      res.status(503).json({ ok: false, error: String(err) });
    }
  });
  return r;
}
