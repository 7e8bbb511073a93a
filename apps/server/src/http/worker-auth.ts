/** A worker's REST request: `Authorization: Bearer <token>`, checked like a socket's (signature, age, worker, block). */
import type { ErrorCode } from '@chorehouse/protocol';
import type { Store, WorkerRecord } from '@chorehouse/store';
import type { Request } from 'express';
import type { Clock } from '../clock.js';
import { verifyToken } from '../identity/tokens.js';

export type WorkerAuth =
  | { readonly ok: true; readonly worker: WorkerRecord; readonly browser: string }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

export interface WorkerAuthDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly tokenSecret: string;
  readonly tokenTtlMs: number;
}

export async function workerFromToken(deps: WorkerAuthDeps, token: string | undefined): Promise<WorkerAuth> {
  const claims = token ? verifyToken(deps.tokenSecret, token, { now: deps.clock.now(), maxAgeMs: deps.tokenTtlMs }) : null;
  const worker = claims ? await deps.store.getWorker(claims.workerId) : null;
  if (!claims || !worker) return { ok: false, code: 'auth/invalid_token', message: 'This token is not valid here (or has expired); arrive again.' };
  if (worker.blocked) return { ok: false, code: 'auth/blocked', message: 'This account cannot play.' };
  return { ok: true, worker, browser: claims.browser };
}

export function workerFromRequest(deps: WorkerAuthDeps, req: Request): Promise<WorkerAuth> {
  return workerFromToken(deps, /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]);
}
