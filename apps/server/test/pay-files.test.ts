/** Pay files (issue 47): MTurk arrivals keep their assignment; the console's pay summary and files come from the pay rule. */
import { paySummarySchema } from '@chorehouse/protocol';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const admin = (path: string) => fetch(`${ts.url}/api/admin${path}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

describe('pay files', () => {
  it('pays two MTurk workers of a successful game by their assignments, with the rule the query names', async () => {
    ts = await startTestServer({ config: { payRule: { base: 1, successBonus: 0.5, perMinute: 0, currency: 'USD' } } });
    // A preview arrival records nothing; a turkSubmitTo that is not MTurk's is refused.
    await arrive(ts.url, { platform: 'mturk', workerId: 'WA', assignmentId: 'ASSIGNMENT_ID_NOT_AVAILABLE', hitId: 'H1' });
    await expect(arrive(ts.url, { platform: 'mturk', workerId: 'WA', assignmentId: 'AA', hitId: 'H1', turkSubmitTo: 'https://evil.example' })).rejects.toThrow(/400/);
    const [a, b] = await Promise.all([
      arrive(ts.url, { platform: 'mturk', workerId: 'WA', assignmentId: 'AA', hitId: 'H1', turkSubmitTo: 'https://workersandbox.mturk.com' }),
      arrive(ts.url, { platform: 'mturk', workerId: 'WB', assignmentId: 'AB', hitId: 'H1', turkSubmitTo: 'https://workersandbox.mturk.com/' }),
    ]);
    expect(await ts.store.assignmentsOf(['mturk:WA', 'mturk:WB'])).toEqual([
      { workerId: 'mturk:WA', assignmentId: 'AA', hitId: 'H1', submitTo: 'https://workersandbox.mturk.com', arrivedAt: expect.any(Number) },
      { workerId: 'mturk:WB', assignmentId: 'AB', hitId: 'H1', submitTo: 'https://workersandbox.mturk.com', arrivedAt: expect.any(Number) },
    ].sort((x, y) => x.arrivedAt - y.arrivedAt || x.assignmentId.localeCompare(y.assignmentId)));
    const [ca, cb] = [await TestClient.connect(ts.url, a.token, a.worker.id), await TestClient.connect(ts.url, b.token, b.worker.id)];
    await ca.request({ type: 'lobby/join' });
    await cb.request({ type: 'lobby/join' });
    const state = await ca.next('session/state');
    const [commander, follower] = state.viewer === 'commander' ? [ca, cb] : [cb, ca];
    await follower.next('session/state');
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');

    const summary = paySummarySchema.parse(await (await admin('/pay')).json());
    expect(summary.rule).toEqual({ base: 1, successBonus: 0.5, perMinute: 0, currency: 'USD' });
    expect(summary.workers.map((w) => [w.externalId, w.totalCents, w.paidSessions])).toEqual([['WA', 150, 1], ['WB', 150, 1]]);
    expect(summary.unmatched).toEqual([]);

    const results = parse(await (await admin('/pay/files/mturk-batch-results.csv')).text(), { columns: true }) as Record<string, string>[];
    expect(results.map((r) => [r.AssignmentId, r.WorkerId, r.Approve, r.Reject]).sort()).toEqual([['AA', 'WA', 'x', ''], ['AB', 'WB', 'x', '']]);
    const bonus = await admin('/pay/files/mturk-bonus.csv?successBonus=2');
    expect(bonus.headers.get('content-disposition')).toBe('attachment; filename="mturk-bonus.csv"');
    expect((parse(await bonus.text(), { columns: true }) as Record<string, string>[]).map((r) => [r.WorkerId, r.BonusAmount]).sort()).toEqual([['WA', '2.00'], ['WB', '2.00']]);
    expect((await admin('/pay/files/other.csv')).status).toBe(404);
    // The study's own rule, kept in the store, replaces PAY_* for every later summary and file.
    const put = await fetch(`${ts.url}/api/admin/pay/rule`, { method: 'PUT', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ base: 3, successBonus: 1, perMinute: 0, currency: 'USD' }) });
    expect(put.status).toBe(200);
    expect(paySummarySchema.parse(await (await admin('/pay')).json()).workers.map((w) => w.totalCents)).toEqual([400, 400]);
    expect((await admin('/pay?base=-1')).status).toBe(400);
    ca.close();
    cb.close();
  });
});
