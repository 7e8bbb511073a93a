/** Running a collection (issue 47): the plan steers and stops the pool; the lobby pauses and resumes. */
import { planProgressSchema, type PlanProgress } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, demoCoffeeEpisode, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${ts.url}/api/admin/collection${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const plan = async (): Promise<PlanProgress> => planProgressSchema.parse((await api('/plan')).body);
const row = async (task: string) => (await plan()).tasks.find((t) => t.task === task)!;
const episodeOf = async (sessionId: string) => (await ts.store.getSession(sessionId))!.episodeId;

/** The demo kitchen again under another task label and split: a second task for the plan to choose between. */
const secondTask = { ...demoCoffeeEpisode(), id: 'demo-kitchen-second', benchmarkName: 'Second Coffee', split: 'valid_seen' };

describe('collection plan', () => {
  it('draws toward unmet targets, stops a task that met its target, and counts progress as sessions finish', async () => {
    ts = await startTestServer({ episodes: [demoCoffeeEpisode(), secondTask] });
    expect(await api('/plan/Make%20Coffee', { method: 'PUT', body: { target: 1 } })).toMatchObject({ status: 200, body: { task: { task: 'Make Coffee', target: 1, state: 'active' } } });
    expect((await api('/plan/Second%20Coffee', { method: 'PUT', body: { state: 'paused' } })).status).toBe(200);
    expect(await api('/plan/Make%20Tee', { method: 'PUT', body: { target: 3 } })).toMatchObject({ status: 400, body: { error: { code: 'plan/unknown_task' } } });
    expect(await api('/plan/Make%20Coffee', { method: 'PUT', body: { target: -1 } })).toMatchObject({ status: 400, body: { error: { code: 'protocol/bad_payload' } } });

    const first = await pairPlayers(ts.url);
    expect(await episodeOf(first.sessionId)).toBe('demo-kitchen-coffee');
    // Its one session is in play, the other task paused: nothing left to draw.
    const [c, d] = [await TestClient.join(ts.url, 'Cy'), await TestClient.join(ts.url, 'Di')];
    await c.request({ type: 'lobby/join' });
    expect(await d.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/no_episode' } });
    expect(await row('Make Coffee')).toMatchObject({ target: 1, done: 0, inPlay: 1, remaining: 0, open: false });
    expect(await row('Second Coffee')).toMatchObject({ state: 'paused', open: false, episodes: 1 });

    await first.commander.request({ type: 'finish', confirmed: true });
    await first.follower.next('session/ended');
    expect(await row('Make Coffee')).toMatchObject({ done: 1, inPlay: 0, remaining: 0, successes: 0, successRate: 0, medianDurationMs: expect.any(Number) });

    await api('/plan/Second%20Coffee', { method: 'PUT', body: { state: 'active', target: 2 } });
    const second = await pairPlayers(ts.url);
    expect(await episodeOf(second.sessionId)).toBe('demo-kitchen-second');
    expect((await plan()).totals).toEqual({ target: 3, done: 1, inPlay: 1, remaining: 1 });
    const audit = (await fetch(`${ts.url}/api/admin/audit`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } }).then((r) => r.json())) as { audit: { action: string; target: string }[] };
    expect(audit.audit.filter((a) => a.action === 'plan/set').map((a) => a.target)).toEqual(['Second Coffee', 'Second Coffee', 'Make Coffee']);
  });

  it('takes a task out of the plan, after which it is drawn without a target', async () => {
    ts = await startTestServer();
    await api('/plan/Make%20Coffee', { method: 'PUT', body: { state: 'retired' } });
    expect((await row('Make Coffee')).open).toBe(false);
    expect((await api('/plan/Make%20Coffee', { method: 'DELETE' })).status).toBe(200);
    expect((await api('/plan/Make%20Coffee', { method: 'DELETE' })).status).toBe(404);
    expect(await row('Make Coffee')).toMatchObject({ planned: false, state: 'active', open: true });
    await pairPlayers(ts.url);
  });
});

describe('lobby control', () => {
  it('pauses: joins are refused with the researcher\'s message, games under way go on; it survives a restart; resume pairs again', async () => {
    ts = await startTestServer();
    const game = await pairPlayers(ts.url);
    expect(await api('/lobby', { method: 'POST', body: { paused: true, message: 'Back at three.' } }))
      .toMatchObject({ status: 200, body: { paused: true, message: 'Back at three.', since: expect.any(Number), waiting: 0, liveSessions: 1 } });
    const cy = await TestClient.join(ts.url, 'Cy');
    expect(await cy.request({ type: 'lobby/join' })).toEqual({ ok: false, error: { code: 'lobby/paused', message: 'Back at three.' } });
    expect(await cy.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' })).toMatchObject({ ok: false, error: { code: 'lobby/paused' } });
    expect(ts.server.lobby.size).toBe(0);
    expect(await game.commander.request({ type: 'chat', text: 'still here' })).toMatchObject({ ok: true });

    // A deploy: the switch is in the store, so the restarted server is paused too.
    const dir = ts.dir;
    await ts.stop();
    ts = await startTestServer({ dir });
    const di = await TestClient.join(ts.url, 'Di');
    expect(await di.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/paused', message: 'Back at three.' } });

    expect(await api('/lobby', { method: 'POST', body: { paused: false } })).toMatchObject({ body: { paused: false, message: '', since: null } });
    expect(await api('/lobby', { method: 'POST', body: { paused: 'yes' } })).toMatchObject({ status: 400 });
    await pairPlayers(ts.url);
  });

  it('says a default message when the researcher writes none', async () => {
    ts = await startTestServer();
    await api('/lobby', { method: 'POST', body: { paused: true } });
    expect((await api('/lobby')).body).toMatchObject({ paused: true, message: expect.stringContaining('paused') });
  });
});
