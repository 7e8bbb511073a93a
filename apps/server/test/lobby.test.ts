/** Pairing: two tabs are one worker, blocked pairs never meet, and nobody waits forever. */
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../src/testing/harness.js';
import { TestClient, arrive } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const admin = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api/admin${path}`, { method: 'POST', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('lobby', () => {
  it('never pairs a worker with itself across two tabs, and both tabs join its session', async () => {
    ts = await startTestServer();
    const ann = await arrive(ts.url, { platform: 'local', name: 'Ann' });
    const tab1 = await TestClient.connect(ts.url, ann.token, ann.worker.id);
    const tab2 = await TestClient.connect(ts.url, ann.token, ann.worker.id);
    expect(await tab1.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    expect(await tab2.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/already_queued' } });
    expect(await ts.store.listSessions()).toEqual([]);
    const bob = await TestClient.join(ts.url, 'Bob');
    await bob.request({ type: 'lobby/join' });
    const [s1, s2] = await Promise.all([tab1.next('session/state'), tab2.next('session/state')]);
    expect(s1.sessionId).toBe(s2.sessionId);
    const sessions = await ts.store.listSessions();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.commanderId).not.toBe(sessions[0]!.followerId);
    // Closing one tab is not a disconnect: the other is still there.
    tab2.close();
    await bob.request({ type: 'chat', text: 'hi' });
    const events = await ts.store.listEvents(s1.sessionId);
    expect(events.filter((e) => e.kind === 'disconnect')).toEqual([]);
    expect((await tab1.next('session/event', (m) => m.event.kind === 'chat')).event).toMatchObject({ text: 'hi' });
  });

  it('releases a worker nobody was found for with a "no partner found" completion code', async () => {
    ts = await startTestServer({ config: { waitingRoomTimeoutMs: 150 } });
    const ann = await TestClient.join(ts.url, 'Ann');
    await ann.request({ type: 'lobby/join' });
    const released = await ann.next('lobby/no_partner');
    expect(released.completionCode).toMatch(/^NP[A-Z2-9]{8}$/);
    expect(ts.server.lobby.size).toBe(0);
  });

  it('does not pair a blocked pair', async () => {
    ts = await startTestServer();
    const [a, b] = await Promise.all([arrive(ts.url, { platform: 'mturk', workerId: 'A1' }), arrive(ts.url, { platform: 'mturk', workerId: 'B2' })]);
    expect((await admin(ts.url, `/workers/${a.worker.id}/block`, { partnerId: b.worker.id, reason: 'argued' })).status).toBe(200);
    const ca = await TestClient.connect(ts.url, a.token, a.worker.id);
    const cb = await TestClient.connect(ts.url, b.token, b.worker.id);
    await ca.request({ type: 'lobby/join' });
    expect(await cb.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    expect(ts.server.lobby.size).toBe(2);
    const c = await TestClient.join(ts.url, 'Cy');
    await c.request({ type: 'lobby/join' });
    const state = await c.next('session/state');
    const s = (await ts.store.getSession(state.sessionId))!;
    expect([s.commanderId, s.followerId]).toContain(a.worker.id);
    expect(ts.server.lobby.size).toBe(1);
  });

  it('refuses sockets without a valid token or with another protocol version', async () => {
    ts = await startTestServer();
    await expect(TestClient.connect(ts.url, 'forged.token')).rejects.toThrow(/not valid/);
    const a = await arrive(ts.url, { platform: 'prolific', PROLIFIC_PID: 'P1', STUDY_ID: 'S', SESSION_ID: 'X' });
    await expect(TestClient.connect(ts.url, a.token, a.worker.id, 999)).rejects.toThrow(/protocol 999/);
    const bad = await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'mturk' }) });
    expect(bad.status).toBe(400);
  });

  it('seats the rule-based bot as partner', async () => {
    ts = await startTestServer();
    const ann = await TestClient.join(ts.url, 'Ann');
    expect(await ann.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' })).toMatchObject({ ok: true });
    const state = await ann.next('session/state');
    expect(state.viewer).toBe('follower');
    expect(state.partner).toMatchObject({ bot: true });
    await ann.playAs('follower');
    expect((await ann.next('session/ended')).outcome).toBe('finished');
    expect((await ts.store.getSession(state.sessionId))?.outcome).toBe('success');
    // The bot Commander moved its camera to watch the Follower, by its own logged camera actions.
    const camera = (await ts.store.listEvents(state.sessionId)).filter((e) => e.kind === 'action' && e.role === 'commander');
    expect(camera.length).toBeGreaterThan(0);
  });

  it('seats the bot as Follower: it carries out a polite whole-job request behind a greeting, then follows the instruction template', async () => {
    ts = await startTestServer();
    const ann = await TestClient.join(ts.url, 'Ann');
    await ann.request({ type: 'lobby/join', partner: 'bot', botRole: 'follower' });
    const state = await ann.next('session/state');
    expect(state.viewer).toBe('commander');
    // A greeting before a whole job never hides the job (issue 44): the bot makes coffee, then says so.
    await ann.request({ type: 'chat', text: 'hello, could you make me a coffee?' });
    const answer = await ann.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'follower');
    expect(answer.event.kind === 'chat' && answer.event.text).toBe('Done.');
    const before = (await ts.store.listEvents(state.sessionId)).filter((e) => e.seq < answer.event.seq && e.kind === 'action' && e.role === 'follower');
    expect(before.map((e) => e.kind === 'action' && e.action.name)).toEqual(expect.arrayContaining(['Pickup', 'Place', 'ToggleOn']));
    await ann.playAs('commander');
    expect((await ann.next('session/ended')).outcome).toBe('success');
  });
});
