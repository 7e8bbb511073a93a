/** Review (issue 47): the console's review list, decisions one by one and in bulk, and exports without rejected sessions. */
import { codeVersions } from '@chorehouse/dataset';
import { reviewListSchema, type ReviewFilter } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { adminFetch, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers, type Pair } from '../src/testing/pair.js';
import { untar } from './untar.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const admin = async (path: string, body?: unknown) => {
  const res = await adminFetch(ts.url, path, body);
  return { status: res.status, res };
};
const list = async (state: ReviewFilter) => reviewListSchema.parse(await (await admin(`/review/sessions?state=${state}`)).res.json()).sessions;
const decide = async (body: unknown) => { const r = await admin('/review/decisions', body); return { status: r.status, body: await r.res.json() as Record<string, unknown> }; };

async function playToSuccess(pair: Pair): Promise<void> {
  await Promise.all([pair.commander.playAs('commander'), pair.follower.playAs('follower')]);
  expect((await pair.commander.next('session/ended')).outcome).toBe('success');
  pair.commander.close();
  pair.follower.close();
}

const gameIds = async (query: string) => {
  const tar = Buffer.from(await (await admin(`/console/export?kind=games${query}`)).res.arrayBuffer());
  return [...untar(tar).entries()].filter(([name]) => name.endsWith('.game.json'))
    .map(([, text]) => (JSON.parse(text) as { chorehouse: { session_id: string } }).chorehouse.session_id).sort();
};

describe('review', () => {
  it('lists finished sessions with a reviewer\'s facts; decisions move them between lists; exports leave rejected ones out unless asked', async () => {
    ts = await startTestServer();
    const first = await pairPlayers(ts.url);
    await playToSuccess(first);
    const second = await pairPlayers(ts.url);
    await playToSuccess(second);
    const live = await pairPlayers(ts.url);

    const todo = await list('unreviewed');
    expect(todo.map((s) => s.id).sort()).toEqual([first.sessionId, second.sessionId].sort());
    const row = todo.find((s) => s.id === first.sessionId)!;
    expect(row).toMatchObject({ task: 'Make Coffee', success: true, outcome: 'success', review: null, pilot: false, idleSpells: { commander: 0, follower: 0 } });
    expect(row.messages.commander).toBeGreaterThanOrEqual(1);
    expect(row.actions.follower).toBeGreaterThan(0);
    expect(row.durationMs).toBeGreaterThan(0);
    expect(row.commander.kind).toBe('human');

    // A rejection needs a reason and a reviewer; only sessions that ended, and only known ones.
    expect(await decide({ sessionIds: [first.sessionId], decision: 'rejected', reviewer: 'ann' })).toMatchObject({ status: 400, body: { error: { code: 'protocol/bad_payload' } } });
    expect(await decide({ sessionIds: [first.sessionId], decision: 'approved', reason: '' })).toMatchObject({ status: 400 });
    expect(await decide({ sessionIds: [live.sessionId], decision: 'approved', reviewer: 'ann' })).toMatchObject({ status: 409, body: { error: { code: 'review/not_ended' } } });
    expect(await decide({ sessionIds: ['no-such-session'], decision: 'approved', reviewer: 'ann' })).toMatchObject({ status: 404, body: { error: { code: 'admin/not_found' } } });
    expect(await list('rejected')).toEqual([]);

    // Bulk: both approved at once, then one rejected.
    expect(await decide({ sessionIds: [first.sessionId, second.sessionId], decision: 'approved', reviewer: 'ann' })).toEqual({ status: 200, body: { ok: true, reviewed: 2 } });
    expect(await gameIds('')).toEqual([first.sessionId, second.sessionId].sort());
    expect(await decide({ sessionIds: [second.sessionId], decision: 'rejected', reason: 'the Commander dictated every step', reviewer: 'bo' })).toMatchObject({ status: 200 });
    expect((await list('rejected')).map((s) => [s.id, s.review])).toEqual([[second.sessionId, { decision: 'rejected', reason: 'the Commander dictated every step', reviewer: 'bo', at: expect.any(Number) }]]);
    expect((await list('approved')).map((s) => s.id)).toEqual([first.sessionId]);
    expect(await list('unreviewed')).toEqual([]);
    expect((await list('all')).map((s) => s.id).sort()).toEqual([first.sessionId, second.sessionId].sort());

    expect(await gameIds('')).toEqual([first.sessionId]);
    // Provenance: every session records the code's versions, and its game file carries them.
    expect((await ts.store.getSession(first.sessionId))!.provenance).toEqual(codeVersions());
    const tar = Buffer.from(await (await admin('/console/export?kind=games')).res.arrayBuffer());
    const game = JSON.parse([...untar(tar).entries()].find(([name]) => name.endsWith('.game.json'))![1]) as { chorehouse: { provenance: unknown; exported_with: unknown } };
    expect(game.chorehouse).toMatchObject({ provenance: codeVersions(), exported_with: codeVersions() });
    expect(await gameIds('&includeRejected=true')).toEqual([first.sessionId, second.sessionId].sort());
    // The export's dataset card says what it left out and why, and the licence asked for.
    const files = untar(Buffer.from(await (await admin('/console/export?kind=games&licence=CC-BY-NC-4.0')).res.arrayBuffer()));
    const card = JSON.parse(files.get('dataset-card.json')!) as { licence: string; totals: { sessions: number; workers: number }; excluded: Record<string, number> };
    expect(card).toMatchObject({ licence: 'CC-BY-NC-4.0', totals: { sessions: 1, workers: 2 }, excluded: { rejected: 1, live: 1, bots: 0, pilot: 0, unsuccessful: 0, replayFailures: 0 } });
    expect(files.get('DATASET_CARD.md')).toContain('CC-BY-NC-4.0');
    const audit = (await (await admin('/audit')).res.json()) as { audit: { action: string; target: string; reason: string }[] };
    expect(audit.audit.filter((a) => a.action.startsWith('review/')).map((a) => [a.action, a.target])).toContainEqual(['review/reject', second.sessionId]);
    live.commander.close();
    live.follower.close();
  });

  it('asks for the admin token', async () => {
    ts = await startTestServer();
    expect((await fetch(`${ts.url}/api/admin/review/sessions`)).status).toBe(401);
  });
});
