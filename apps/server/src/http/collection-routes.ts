/**
 * Running a collection (issue 47), under /api/admin/collection with the admin token: the plan
 * (progress against it, a task's target, split targets and state, taking a task out of it) and the
 * lobby's pause and pilot switches. Every change is audit-logged.
 */
import { randomUUID } from 'node:crypto';
import express, { type Response, type Router } from 'express';
import { lobbyControlBodySchema, pilotSwitchBodySchema, planTaskChangeSchema, planTaskNameSchema, type ConsentList, type LobbyStatus } from '@chorehouse/protocol';
import { planProgress} from '@chorehouse/store';
import { builtinLibrary } from '@chorehouse/tdl';
import type { z } from 'zod/mini';
import { readLobbyControl, writeLobbyControl } from '../lobby/lobby-control.js';
import { readPilotSwitch, writePilotSwitch } from '../lobby/pilot-mode.js';
import { checkPlanTaskName } from '../pool/plan-task-name.js';
import { requireAdminToken, type LiveAdminRouteDeps } from './admin-auth.js';
import { sendError, wrap } from './json-errors.js';

export interface CollectionDeps extends LiveAdminRouteDeps {
  /** The consent text's version (null: no consent page), for the list of decisions. */
  readonly consentVersion: string | null;
}


function bad(res: Response, issues: readonly z.core.$ZodIssue[]): void {
  sendError(res, 400, 'protocol/bad_payload', issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
}

export function collectionRoutes(deps: CollectionDeps): Router {
  const r = express.Router();
  const { store, clock } = deps;
  r.use(requireAdminToken(deps.adminToken, deps.authFailures));
  const audit = (action: string, target: string, reason: string) => store.addAudit({ id: randomUUID(), at: clock.now(), action, target, reason });

  r.get('/plan', wrap(async (_req, res) => { res.json(await planProgress(store)); }));

  r.put('/plan/:task', wrap(async (req, res) => {
    const name = planTaskNameSchema.safeParse(req.params.task);
    if (!name.success) return bad(res, name.error.issues);
    const change = planTaskChangeSchema.safeParse(req.body ?? {});
    if (!change.success) return bad(res, change.error.issues);
    const labels = new Set((await store.episodeSummaries()).map((e) => e.benchmarkName));
    const known = (await store.planTasks()).some((t) => t.task === name.data) ? null : checkPlanTaskName(builtinLibrary(), labels, name.data);
    if (known) { res.status(400).json({ error: known }); return; }
    const task = await store.setPlanTask(name.data, change.data, clock.now());
    await audit('plan/set', name.data, JSON.stringify(change.data));
    res.json({ ok: true, task });
  }));

  r.delete('/plan/:task', wrap(async (req, res) => {
    const task = String(req.params.task);
    if (!(await store.removePlanTask(task))) return sendError(res, 404, 'admin/not_found', `The plan has no task "${task}".`);
    await audit('plan/remove', task, '');
    res.json({ ok: true });
  }));

  const lobbyStatus = async (): Promise<LobbyStatus> => ({
    ...(await readLobbyControl(store)), waiting: deps.lobby.size, liveSessions: deps.registry.liveCount, pilot: await readPilotSwitch(store),
  });
  r.get('/lobby', wrap(async (_req, res) => { res.json(await lobbyStatus()); }));
  r.post('/lobby', wrap(async (req, res) => {
    const body = lobbyControlBodySchema.safeParse(req.body ?? {});
    if (!body.success) return bad(res, body.error.issues);
    const control = await writeLobbyControl(store, body.data, clock.now());
    await audit(control.paused ? 'lobby/pause' : 'lobby/resume', 'lobby', control.message);
    res.json(await lobbyStatus());
  }));
  // Every worker's consent decisions with their times, for the ethics board (a JSON file to keep).
  r.get('/consents', wrap(async (_req, res) => {
    const body: ConsentList = { version: deps.consentVersion, consents: await store.listConsents() };
    res.json(body);
  }));
  r.post('/pilot', wrap(async (req, res) => {
    const body = pilotSwitchBodySchema.safeParse(req.body ?? {});
    if (!body.success) return bad(res, body.error.issues);
    await writePilotSwitch(store, body.data.on);
    await audit(body.data.on ? 'pilot/on' : 'pilot/off', 'lobby', '');
    res.json(await lobbyStatus());
  }));
  return r;
}
