import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storePayRule } from '@chorehouse/dataset';
import { openSqliteStore } from '@chorehouse/store';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

describe('chorehouse pay files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chorehouse-pay-'));
  const before = process.env['DATA_DIR'];

  beforeAll(async () => {
    const store = openSqliteStore(dataDir);
    await store.migrate();
    await store.addEpisode({ id: 'e', taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [], floorPlan: 1, split: 'train', seed: 1, world: '{}', worldHash: 'h', solutionSteps: 1, createdAt: 1 });
    await store.upsertWorker({ id: 'prolific:P1', platform: 'prolific', externalId: 'P1', name: 'P1', createdAt: 1 });
    await store.upsertWorker({ id: 'mturk:W1', platform: 'mturk', externalId: 'W1', name: 'W1', createdAt: 1 });
    await store.recordAssignment({ workerId: 'mturk:W1', assignmentId: 'ASG1', hitId: 'HIT1', submitTo: 'https://www.mturk.com', arrivedAt: 1 });
    const start = Date.parse('2026-11-20T10:00:00Z');
    await store.createSession({ id: 's1', episodeId: 'e', commanderId: 'prolific:P1', followerId: 'mturk:W1', botRole: null, startedAt: start, owner: 't' });
    await store.endSession('s1', { outcome: 'success', reason: 'done', at: start + 20 * 60_000, pay: { commander: 'paid', follower: 'paid' } });
    await store.close();
    process.env['DATA_DIR'] = dataDir;
  });
  afterAll(() => { if (before === undefined) delete process.env['DATA_DIR']; else process.env['DATA_DIR'] = before; });

  it('prints the hourly rate per worker and writes both platforms\' files', async () => {
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-pay-out-'));
    const { code, out: said } = await runCli(['pay', 'files', '--out', out, '--base', '3', '--success-bonus', '1', '--per-minute', '0.05', '--since', '2026-11-20']);
    expect(code).toBe(0);
    // 20 minutes: 3 + 1 + 1 = 5.00, 15.00 an hour.
    expect(said).toMatch(/P1\s+prolific\s+1\s+1\s+20\.0\s+5\.00\s+15\.00/);
    expect(readFileSync(join(out, 'prolific-approve.txt'), 'utf8')).toBe('P1\n');
    expect(parse(readFileSync(join(out, 'prolific-bonus.csv'), 'utf8'))).toEqual([['P1', '2.00']]);
    expect(parse(readFileSync(join(out, 'mturk-batch-results.csv'), 'utf8'), { columns: true })).toEqual([{ HITId: 'HIT1', AssignmentId: 'ASG1', WorkerId: 'W1', Approve: 'x', Reject: '' }]);
    expect(parse(readFileSync(join(out, 'mturk-bonus.csv'), 'utf8'), { columns: true })).toEqual([{ WorkerId: 'W1', AssignmentId: 'ASG1', BonusAmount: '2.00', Reason: expect.any(String) }]);
  });

  it('leaves out sessions before --since, and refuses a bad amount', async () => {
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-pay-none-'));
    const { code, out: said } = await runCli(['pay', 'files', '--out', out, '--since', '2026-11-21', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(said)).toMatchObject({ workers: [], unmatched: [] });
    expect((await runCli(['pay', 'files', '--out', out, '--base', 'lots'])).code).toBe(2);
  });

  it('starts from the study\'s rule saved in the store, under the options given', async () => {
    const store = openSqliteStore(dataDir);
    await storePayRule(store, { base: 4, successBonus: 2, perMinute: 0, currency: 'GBP' });
    await store.close();
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-pay-stored-'));
    const { code, out: said } = await runCli(['pay', 'files', '--out', out, '--success-bonus', '1', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(said)).toMatchObject({ rule: { base: 4, successBonus: 1, perMinute: 0, currency: 'GBP' } });
    expect(parse(readFileSync(join(out, 'prolific-bonus.csv'), 'utf8'))).toEqual([['P1', '1.00']]);
  });
});
