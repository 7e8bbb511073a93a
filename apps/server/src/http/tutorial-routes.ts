/**
 * The solo tutorial's check (POST /api/tutorial/complete, the worker's token as Bearer): the
 * worker's actions are replayed from the demo kitchen with the simulator, and the worker is vetted
 * for paired play when the replayed world has both tutorial tasks done. The client is not trusted.
 * The token and the limits (one check in flight per worker, TUTORIAL_CHECKS_PER_HOUR in all) are
 * checked before the body is read; parsing and replay run on the checker's thread (bounded queue).
 */
import { TUTORIAL_TASKS, type TutorialResult } from '@chorehouse/protocol';
import type { Store, WorkerRecord } from '@chorehouse/store';
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Clock } from '../clock.js';
import { KeyedLimiter } from './address-limit.js';
import { sendError } from './json-errors.js';
import { TutorialBusy, type TutorialChecker } from './tutorial-checker.js';
import type { TutorialCheck } from './tutorial-progress.js';
import { workerFromRequest } from './worker-auth.js';

export { tutorialProgress } from './tutorial-progress.js';

export interface TutorialDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly tokenSecret: string;
  readonly tokenTtlMs: number;
  readonly checker: TutorialChecker;
  readonly checksPerHour: number;
}

/** Submissions up to this size (2,000 actions fit); a larger one is refused before it is read. */
const BODY_LIMIT_BYTES = 256 * 1024;

export function tutorialRoutes(deps: TutorialDeps): Router {
  const r = express.Router();
  const perWorker = new KeyedLimiter(deps.checksPerHour / 60, () => deps.clock.mono(), deps.checksPerHour);
  const inFlight = new Set<string>();

  // Who may submit, and whether now, from the headers alone: a refused submission costs no parse.
  const admit = (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      if (Number(req.get('content-length') ?? 0) > BODY_LIMIT_BYTES) return sendError(res, 413, 'http/too_large', 'The request body is too large.');
      const who = await workerFromRequest(deps, req);
      if (!who.ok) return sendError(res, who.code === 'auth/blocked' ? 403 : 401, who.code, who.message);
      const worker = who.worker;
      if (inFlight.has(worker.id)) return sendError(res, 429, 'tutorial/busy', 'Your previous check is still running.');
      if (!perWorker.take(worker.id)) {
        res.set('retry-after', String(Math.ceil(perWorker.retryAfterMs(worker.id) / 1000)));
        return sendError(res, 429, 'tutorial/busy', 'Too many tutorial checks; try again later.');
      }
      inFlight.add(worker.id);
      res.once('close', () => inFlight.delete(worker.id));
      (res.locals as Admitted).worker = worker;
      next();
    })().catch(next);
  };

  // The body stays text here: the checker's thread parses it (JSON and schema) and replays it.
  r.post('/complete', admit, express.text({ type: () => true, limit: BODY_LIMIT_BYTES }), (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const { worker } = res.locals as Admitted;
      let check: TutorialCheck;
      try {
        check = await deps.checker.check(typeof req.body === 'string' ? req.body : '');
      } catch (err) {
        if (!(err instanceof TutorialBusy)) throw err;
        res.set('retry-after', '5');
        return sendError(res, 503, 'tutorial/busy', 'Many tutorials are being checked; try again in a few seconds.');
      }
      if (!check.ok) return sendError(res, 400, check.code, check.message);
      const { done } = check;
      if (!done.every(Boolean)) {
        const missing = TUTORIAL_TASKS.filter((_, i) => !done[i]).map((t) => t.title.toLowerCase()).join(' and ');
        res.status(422).json({ error: { code: 'tutorial/unfinished', message: `Not done yet: ${missing}.` }, done });
        return;
      }
      if (!worker.vetted) {
        await deps.store.setWorkerFlags(worker.id, { vetted: true });
        await deps.store.addAudit({ id: randomUUID(), at: deps.clock.now(), action: 'worker/vet', target: worker.id, reason: 'finished the tutorial' });
      }
      const result: TutorialResult = { vetted: true, done };
      res.json(result);
    })().catch(next);
  });
  return r;
}

interface Admitted { worker: WorkerRecord }
