/**
 * The solo tutorial's check (POST /api/tutorial/complete, the worker's token as Bearer): the
 * worker's actions are replayed from the demo kitchen with the simulator, and the worker is vetted
 * for paired play when the replayed world has both tutorial tasks done. The client is not trusted.
 * The replay runs on a worker thread with a bounded queue; a worker has one check in flight and
 * TUTORIAL_CHECKS_PER_HOUR in all.
 */
import { TUTORIAL_TASKS, tutorialSubmissionSchema, type TutorialResult } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Clock } from '../clock.js';
import { KeyedLimiter } from './address-limit.js';
import { sendError } from './json-errors.js';
import { TutorialBusy, type TutorialChecker } from './tutorial-checker.js';
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

export function tutorialRoutes(deps: TutorialDeps): Router {
  const r = express.Router();
  const perWorker = new KeyedLimiter(deps.checksPerHour / 60, () => deps.clock.mono(), deps.checksPerHour);
  const inFlight = new Set<string>();
  r.post('/complete', (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const who = await workerFromRequest(deps, req);
      if (!who.ok) return sendError(res, who.code === 'auth/blocked' ? 403 : 401, who.code, who.message);
      const worker = who.worker;
      const body = tutorialSubmissionSchema.safeParse(req.body);
      if (!body.success) {
        return sendError(res, 400, 'protocol/bad_payload', body.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
      }
      if (inFlight.has(worker.id)) return sendError(res, 429, 'tutorial/busy', 'Your previous check is still running.');
      if (!perWorker.take(worker.id)) {
        res.set('retry-after', String(Math.ceil(perWorker.retryAfterMs(worker.id) / 1000)));
        return sendError(res, 429, 'tutorial/busy', 'Too many tutorial checks; try again later.');
      }
      inFlight.add(worker.id);
      let done: boolean[];
      try {
        done = await deps.checker.check(body.data.actions);
      } catch (err) {
        if (!(err instanceof TutorialBusy)) throw err;
        res.set('retry-after', '5');
        return sendError(res, 503, 'tutorial/busy', 'Many tutorials are being checked; try again in a few seconds.');
      } finally {
        inFlight.delete(worker.id);
      }
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
