/**
 * The solo tutorial's check (POST /api/tutorial/complete, the worker's token as Bearer): the
 * worker's actions are replayed from the demo kitchen with the simulator, and the worker is vetted
 * for paired play when the replayed world has both tutorial tasks done. The client is not trusted.
 */
import { protocolError, TUTORIAL_TASKS, tutorialSubmissionSchema, type TutorialResult } from '@chorehouse/protocol';
import { createDemoKitchen, parseAction, snapshotObjects, step, type World } from '@chorehouse/sim';
import type { Store } from '@chorehouse/store';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { randomUUID } from 'node:crypto';
import express, { type Router } from 'express';
import type { Clock } from '../clock.js';
import { verifyToken } from '../identity/tokens.js';

export interface TutorialDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly tokenSecret: string;
}

/** Which tutorial tasks are done after the actions (invalid actions count as failed steps, as on the wire). */
export function tutorialProgress(actions: readonly unknown[], start: World = createDemoKitchen()): boolean[] {
  let world = start;
  for (const raw of actions) {
    const parsed = parseAction(raw);
    if (parsed.ok) world = step(world, 'follower', parsed.action).world;
  }
  const objects = snapshotObjects(world);
  return TUTORIAL_TASKS.map((t) => {
    const check = progressCheck(builtinLibrary(), t.taskName, t.params, objects);
    return check.ok && check.result.success;
  });
}

export function tutorialRoutes(deps: TutorialDeps): Router {
  const r = express.Router();
  r.post('/complete', async (req, res) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const workerId = token ? verifyToken(deps.tokenSecret, token) : null;
    const worker = workerId ? await deps.store.getWorker(workerId) : null;
    if (!worker) {
      res.status(401).json({ error: protocolError('auth/invalid_token', 'Arrive again: this token is not valid here.') });
      return;
    }
    const body = tutorialSubmissionSchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json({ error: protocolError('protocol/bad_payload', body.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')) });
      return;
    }
    const done = tutorialProgress(body.data.actions);
    if (!done.every(Boolean)) {
      const missing = TUTORIAL_TASKS.filter((_, i) => !done[i]).map((t) => t.title.toLowerCase()).join(' and ');
      res.status(422).json({ error: protocolError('tutorial/unfinished', `Not done yet: ${missing}.`), done });
      return;
    }
    if (!worker.vetted) {
      await deps.store.setWorkerFlags(worker.id, { vetted: true });
      await deps.store.addAudit({ id: randomUUID(), at: deps.clock.now(), action: 'worker/vet', target: worker.id, reason: 'finished the tutorial' });
    }
    const result: TutorialResult = { vetted: true, done };
    res.json(result);
  });
  return r;
}
