import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore, type Store } from '@chorehouse/store';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payRuleSchema } from './pay-rule.js';
import { paySheet } from './pay-sheet.js';
import { MTURK_BONUS_COLUMNS, MTURK_RESULTS_COLUMNS, mturkFiles, prolificFiles } from './platform-files.js';

const MIN = 60_000;
const rule = payRuleSchema.parse({ base: 2.5, successBonus: 1, perMinute: 0.1, currency: 'USD' });
let store: Store;

beforeEach(async () => {
  store = openSqliteStore(mkdtempSync(join(tmpdir(), 'pay-')));
  await store.migrate();
  await store.addEpisode({ id: 'e', taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [], floorPlan: 1, split: 'train', seed: 1, world: '{}', worldHash: 'h', solutionSteps: 1, createdAt: 1 });
  const worker = async (id: string, platform: 'mturk' | 'prolific' | 'local', externalId: string) => store.upsertWorker({ id, platform, externalId, name: externalId, createdAt: 1 });
  await worker('mturk:A1', 'mturk', 'A1');
  await worker('mturk:A2', 'mturk', 'A2');
  await worker('mturk:A3', 'mturk', 'A3');
  await worker('prolific:P1', 'prolific', 'P1');
  await worker('prolific:P2', 'prolific', 'P2');
  await worker('prolific:S', 'prolific', 'S');
  await store.setWorkerFlags('prolific:S', { staff: true });
  await store.recordAssignment({ workerId: 'mturk:A1', assignmentId: 'ASG-A1-old', hitId: 'HIT1', submitTo: null, arrivedAt: 500 });
  await store.recordAssignment({ workerId: 'mturk:A1', assignmentId: 'ASG-A1', hitId: 'HIT1', submitTo: 'https://www.mturk.com', arrivedAt: 900 });
  await store.recordAssignment({ workerId: 'mturk:A2', assignmentId: 'ASG-A2', hitId: 'HIT1', submitTo: 'https://www.mturk.com', arrivedAt: 900 });
  const session = async (id: string, commanderId: string, followerId: string, outcome: 'success' | 'abandoned', minutes: number, pay: { commander: 'paid' | 'unpaid'; follower: 'paid' | 'unpaid' }) => {
    await store.createSession({ id, episodeId: 'e', commanderId, followerId, botRole: null, startedAt: 1000, owner: 'p' });
    await store.endSession(id, { outcome, reason: 'done', at: 1000 + minutes * MIN, pay });
  };
  // A1 and A2 succeed in 10 minutes; P1 commands P2, who leaves after 30; A3 (no assignment) and staff play once.
  await session('s1', 'mturk:A1', 'mturk:A2', 'success', 10, { commander: 'paid', follower: 'paid' });
  await store.addCompletion({ id: 'c1', workerId: 'prolific:P2', browser: null, sessionId: 's2', code: null, paid: false, reason: 'left', outcome: 'abandoned', ending: 'you_left', createdAt: 2 });
  await session('s2', 'prolific:P1', 'prolific:P2', 'abandoned', 30, { commander: 'paid', follower: 'unpaid' });
  await session('s3', 'mturk:A3', 'prolific:S', 'success', 20, { commander: 'paid', follower: 'paid' });
});
afterEach(async () => { await store.close(); });

const csv = (text: string) => parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

describe('pay files', () => {
  it('gives each paid seat the base, success and time bonuses; the effective hourly rate per worker', async () => {
    const sheet = await paySheet(store, rule);
    // Staff are never paid through a platform.
    expect(sheet.lines.map((l) => `${l.sessionId}/${l.role}`)).toEqual(['s1/commander', 's1/follower', 's2/commander', 's2/follower', 's3/commander']);
    // 10 minutes: 2.50 + 1.00 + 10 x 0.10 = 4.50, over 1/6 hour = 27.00 an hour.
    expect(sheet.workers.find((w) => w.workerId === 'mturk:A1')).toMatchObject({ totalCents: 450, hourlyCents: 2700, sessions: 1, paidSessions: 1 });
    // 30 minutes, abandoned by the partner: 2.50 + 3.00 = 5.50, 11.00 an hour; the one who left gets nothing.
    expect(sheet.workers.find((w) => w.workerId === 'prolific:P1')).toMatchObject({ totalCents: 550, hourlyCents: 1100 });
    expect(sheet.workers.find((w) => w.workerId === 'prolific:P2')).toMatchObject({ totalCents: 0, hourlyCents: 0, paidSessions: 0 });
    expect(sheet.lines.find((l) => l.workerId === 'prolific:P2')!.unpaidReason).toContain('disconnected for too long');
  });

  it('writes Prolific\'s bulk approve list and its participant_id,amount bonus lines', async () => {
    const { files } = prolificFiles(await paySheet(store, rule));
    const [approve, bonus] = files;
    expect(approve).toMatchObject({ path: 'prolific-approve.txt', text: 'P1\n' });
    expect(bonus!.path).toBe('prolific-bonus.csv');
    expect(parse(bonus!.text)).toEqual([['P1', '3.00']]);
  });

  it('writes MTurk\'s batch results with Approve and Reject, and a send-bonus file; seats with no assignment are listed apart', async () => {
    await store.reviewSessions([{ sessionId: 's1', decision: 'rejected', reason: 'scripted', reviewer: 'ann', at: 5 }]);
    const { files, unmatched } = mturkFiles(await paySheet(store, rule));
    const [results, bonus] = files;
    expect(Object.keys(csv(results!.text)[0]!)).toEqual([...MTURK_RESULTS_COLUMNS]);
    // The session's own assignment (the latest arrival before it started), approved; a rejected session keeps its base pay, loses its bonus.
    expect(csv(results!.text)).toEqual([
      { HITId: 'HIT1', AssignmentId: 'ASG-A1', WorkerId: 'A1', Approve: 'x', Reject: '' },
      { HITId: 'HIT1', AssignmentId: 'ASG-A2', WorkerId: 'A2', Approve: 'x', Reject: '' },
    ]);
    expect(bonus!.text.split('\n')[0]).toBe(MTURK_BONUS_COLUMNS.join(','));
    expect(csv(bonus!.text)).toEqual([]);
    expect(unmatched.map((l) => l.workerId)).toEqual(['mturk:A3']);
  });

  it('bonuses an approved MTurk assignment and rejects an unpaid one with the words its worker read', async () => {
    await store.recordAssignment({ workerId: 'mturk:A3', assignmentId: 'ASG-A3', hitId: 'HIT1', submitTo: null, arrivedAt: 999 });
    await store.createSession({ id: 's4', episodeId: 'e', commanderId: 'mturk:A3', followerId: 'mturk:A2', botRole: null, startedAt: 2000, owner: 'p' });
    await store.endSession('s4', { outcome: 'abandoned', reason: 'idle', at: 2000 + 5 * MIN, pay: { commander: 'unpaid', follower: 'paid' } });
    const { files } = mturkFiles(await paySheet(store, rule, { since: 1500 }));
    expect(csv(files[0]!.text)).toEqual([
      { HITId: 'HIT1', AssignmentId: 'ASG-A3', WorkerId: 'A3', Approve: '', Reject: 'idle' },
      { HITId: 'HIT1', AssignmentId: 'ASG-A2', WorkerId: 'A2', Approve: 'x', Reject: '' },
    ]);
    expect(csv(files[1]!.text)).toEqual([{ WorkerId: 'A2', AssignmentId: 'ASG-A2', BonusAmount: '0.50', Reason: 'Bonus for your game in our study: thank you.' }]);
  });
});
