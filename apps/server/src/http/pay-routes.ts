/**
 * Pay files (issue 47), under /api/admin/pay with the admin token: each worker's total and effective
 * hourly rate under a pay rule (the server's PAY_* unless the query names another), then the
 * platforms' files made from the same sheet (packages/dataset `pay/`), one download each.
 */
import express, { type Request, type Response, type Router } from 'express';
import { randomUUID } from 'node:crypto';
import { mturkFiles, paySheet, prolificFiles, storedPayRule, storePayRule, type PayWindow } from '@chorehouse/dataset';
import { payFileSchema, payRuleSchema, type PayRule, type PaySummary } from '@chorehouse/protocol';
import { z } from 'zod';
import { requireAdminToken, type AdminRouteDeps } from './admin-auth.js';
import { sendError, wrap } from './json-errors.js';
import type { ReadGate } from './read-gate.js';

export interface PayDeps extends AdminRouteDeps {
  readonly readGate: ReadGate;
  /** PAY_*: the rule when the study has stored none of its own. */
  readonly payRule: PayRule;
}


const money = z.coerce.number().min(0).max(1000).optional();
const day = z.iso.date().transform((d) => Date.parse(`${d}T00:00:00Z`)).optional();
const payQuery = z.object({
  base: money, successBonus: money, perMinute: money, currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  /** Sessions started on or after this day (UTC). */
  since: day,
  /** Sessions started before the end of this day (UTC). */
  until: day,
});

export function payRoutes(deps: PayDeps): Router {
  const r = express.Router();
  const { store } = deps;
  r.use(requireAdminToken(deps.adminToken, deps.authFailures));

  /** The query's numbers over the study's stored rule over PAY_*. */
  const parsed = async (req: Request, res: Response): Promise<{ rule: PayRule; window: PayWindow } | null> => {
    const q = payQuery.safeParse(req.query);
    if (!q.success) { sendError(res, 400, 'protocol/bad_payload', q.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ')); return null; }
    const { since, until, ...given } = q.data;
    const base = (await storedPayRule(store)) ?? deps.payRule;
    const rule = payRuleSchema.parse({ ...base, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) });
    return { rule, window: { ...(since !== undefined ? { since } : {}), ...(until !== undefined ? { until: until + 86_400_000 } : {}) } };
  };

  r.get('/', deps.readGate.admit, wrap(async (req, res) => {
    const p = await parsed(req, res);
    if (!p) return;
    const sheet = await paySheet(store, p.rule, p.window);
    const body: PaySummary = {
      rule: p.rule,
      workers: sheet.workers.map((w) => ({ ...w })),
      unmatched: mturkFiles(sheet).unmatched.map((l) => ({ sessionId: l.sessionId, workerId: l.workerId })),
    };
    res.json(body);
  }));

  // The study's pay rule, kept in the store with the plan: every later summary and file starts from it.
  r.put('/rule', wrap(async (req, res) => {
    const body = payRuleSchema.safeParse(req.body ?? {});
    if (!body.success) return sendError(res, 400, 'protocol/bad_payload', body.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    await storePayRule(store, body.data);
    await store.addAudit({ id: randomUUID(), at: deps.clock.now(), action: 'pay/rule', target: 'pay', reason: JSON.stringify(body.data) });
    res.json({ ok: true, rule: body.data });
  }));

  r.get('/files/:name', deps.readGate.admit, wrap(async (req, res) => {
    const name = payFileSchema.safeParse(req.params.name);
    if (!name.success) return sendError(res, 404, 'admin/not_found', `No pay file "${String(req.params.name)}".`);
    const p = await parsed(req, res);
    if (!p) return;
    const sheet = await paySheet(store, p.rule, p.window);
    const files = name.data.startsWith('prolific') ? prolificFiles(sheet).files : mturkFiles(sheet).files;
    const file = files.find((f) => f.path === name.data)!;
    res.type(name.data.endsWith('.csv') ? 'text/csv' : 'text/plain');
    res.setHeader('content-disposition', `attachment; filename="${name.data}"`);
    res.send(file.text);
  }));
  return r;
}
