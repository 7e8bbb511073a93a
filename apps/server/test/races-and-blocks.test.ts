/** One live session per worker whatever arrives at once; blocking a worker bites at once. */
import { exportGames, storeSessionSource } from '@chorehouse/dataset';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const admin = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api/admin${path}`, { method: 'POST', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const liveOf = async (workerId: string) => (await ts.store.listSessions({ workerId, status: 'live' })).length;

describe('concurrent joins', () => {
  it('two bot games asked at once on one socket, or on two tabs, start one session', async () => {
    ts = await startTestServer();
    const a = await arrive(ts.url, { platform: 'local', name: 'Ann' });
    const tab1 = await TestClient.connect(ts.url, a.token, a.worker.id);
    const tab2 = await TestClient.connect(ts.url, a.token, a.worker.id);
    const replies = await Promise.all([
      tab1.request({ type: 'lobby/join', partner: 'bot', botRole: 'follower' }),
      tab1.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' }),
      tab2.request({ type: 'lobby/join', partner: 'bot', botRole: 'follower' }),
    ]);
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    for (const r of replies.filter((x) => !x.ok)) expect(r).toMatchObject({ error: { code: 'lobby/in_session' } });
    expect(await liveOf(a.worker.id)).toBe(1);
    expect(await ts.store.listSessions({ workerId: a.worker.id })).toHaveLength(1);
  });

  it('a human join and a bot join at once leave one live session (or one place in the queue) for the worker', async () => {
    ts = await startTestServer();
    const bob = await TestClient.join(ts.url, 'Bob');
    expect(await bob.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    const a = await arrive(ts.url, { platform: 'local', name: 'Ann' });
    const ann = await TestClient.connect(ts.url, a.token, a.worker.id);
    const replies = await Promise.all([ann.request({ type: 'lobby/join' }), ann.request({ type: 'lobby/join', partner: 'bot' })]);
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    expect(await liveOf(a.worker.id)).toBe(1);
    expect(ts.server.lobby.isWaiting(a.worker.id)).toBe(false);
  });
});

describe('blocking a worker', () => {
  it('closes its sockets, ends its live session with the reason recorded, and the partner keeps a paid code', async () => {
    ts = await startTestServer();
    const [m, p] = [await arrive(ts.url, { platform: 'mturk', workerId: 'M1BAD' }), await arrive(ts.url, { platform: 'mturk', workerId: 'P1GOOD' })];
    const bad1 = await TestClient.connect(ts.url, m.token, m.worker.id);
    const bad2 = await TestClient.connect(ts.url, m.token, m.worker.id);
    const good = await TestClient.connect(ts.url, p.token, p.worker.id);
    await bad1.request({ type: 'lobby/join' });
    await good.request({ type: 'lobby/join' });
    const state = await good.next('session/state');
    const closed = Promise.all([bad1, bad2].map((c) => new Promise<void>((r) => c.socket.once('disconnect', () => r()))));
    expect((await admin(ts.url, `/workers/${m.worker.id}/block`, { reason: 'reading the task to the follower' })).status).toBe(200);
    await closed;
    expect(bad1.received.some((x) => x.type === 'error' && x.code === 'auth/blocked')).toBe(true);

    expect(await good.next('session/ended')).toMatchObject({ outcome: 'admin_ended' });
    const completion = await good.next('completion');
    expect(completion).toMatchObject({ paid: true, completionCode: expect.stringMatching(/^[A-Z2-9]{10}$/), ending: 'admin_ended' });
    const badRole = state.viewer === 'commander' ? 'follower' : 'commander';
    const row = (await ts.store.getSession(state.sessionId))!;
    expect(row).toMatchObject({ outcome: 'admin_ended', pay: { [state.viewer]: 'paid', [badRole]: 'unpaid' } });
    expect(row.endReason).toBe('A player was blocked by an admin: reading the task to the follower.');

    // It cannot come back through a socket, a new arrival, or start a bot game.
    await expect(TestClient.connect(ts.url, m.token, m.worker.id)).rejects.toThrow(/cannot play/);
    const again = await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'mturk', workerId: 'M1BAD' }) });
    expect(again.status).toBe(403);
    expect(await liveOf(m.worker.id)).toBe(0);
  });
});

describe('provenance', () => {
  it('a game with the bot is recorded as a bot session and left out of exports unless asked for', async () => {
    ts = await startTestServer();
    const ann = await TestClient.join(ts.url, 'Ann');
    await ann.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' });
    const state = await ann.next('session/state');
    await ann.playAs('follower');
    await ann.next('session/ended');
    expect((await ts.store.getSession(state.sessionId))?.seats).toEqual({ commander: 'bot', follower: 'human' });
    const out = mkdtempSync(join(tmpdir(), 'trust-export-'));
    const plain = await exportGames(storeSessionSource(ts.store), { outDir: join(out, 'a'), query: { includeUnsuccessful: true } });
    expect(plain.written).toEqual([]);
    const withBots = await exportGames(storeSessionSource(ts.store), { outDir: join(out, 'b'), query: { includeUnsuccessful: true, includeBots: true } });
    expect(withBots.written.map((w) => w.sessionId)).toEqual([state.sessionId]);
  });

  it('programs that declare themselves (bots play) make bot sessions too', async () => {
    ts = await startTestServer();
    const [a, b] = [await arrive(ts.url, { platform: 'bot', name: 'bot-1' }), await arrive(ts.url, { platform: 'bot', name: 'bot-2' })];
    const ca = await TestClient.connect(ts.url, a.token, a.worker.id);
    const cb = await TestClient.connect(ts.url, b.token, b.worker.id);
    await ca.request({ type: 'lobby/join' });
    await cb.request({ type: 'lobby/join' });
    const state = await ca.next('session/state');
    expect((await ts.store.getSession(state.sessionId))?.seats).toEqual({ commander: 'bot', follower: 'bot' });
  });
});
