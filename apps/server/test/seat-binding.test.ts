/** A crowd id is not a key: the seat belongs to the browser that took it; partners never see platform ids. */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

/** Two MTurk workers paired in the lobby, each in its own browser. */
async function pairMturk(url: string, a = 'A1VICTIM', b = 'B2PARTNER') {
  const [aa, ab] = [await arrive(url, { platform: 'mturk', workerId: a }), await arrive(url, { platform: 'mturk', workerId: b })];
  const ca = await TestClient.connect(url, aa.token, aa.worker.id);
  const cb = await TestClient.connect(url, ab.token, ab.worker.id);
  await ca.request({ type: 'lobby/join' });
  await cb.request({ type: 'lobby/join' });
  const [sa, sb] = await Promise.all([ca.next('session/state'), cb.next('session/state')]);
  return { aa, ab, ca, cb, sa, sb };
}

describe('seat binding', () => {
  it('a second arrival with a live worker\'s id, from another browser, can neither read nor act in the session', async () => {
    ts = await startTestServer();
    const { aa, ca, cb, sa } = await pairMturk(ts.url);
    // The hostile partner arrives as the victim: same MTurk id, no seat secret (another browser).
    const forged = await arrive(ts.url, { platform: 'mturk', workerId: 'A1VICTIM' });
    expect(forged.worker.id).toBe(aa.worker.id);
    expect(forged.browser).not.toBe(aa.browser);
    const mallory = await TestClient.connect(ts.url, forged.token, forged.worker.id);
    expect((await mallory.next('error')).code).toBe('session/seat_elsewhere');
    const refusals = await Promise.all([
      mallory.request({ type: 'session/resync' }),
      mallory.request({ type: 'chat', text: 'I am the commander now' }),
      mallory.request({ type: 'finish', confirmed: true }),
      mallory.request({ type: 'progress_check' }),
      mallory.request({ type: 'action', name: 'Forward' }),
      mallory.request({ type: 'lobby/join' }),
      mallory.request({ type: 'lobby/join', partner: 'bot' }),
      mallory.request({ type: 'survey', rating: 1, comment: '' }),
    ]);
    for (const r of refusals) expect(r).toMatchObject({ ok: false, error: { code: 'session/seat_elsewhere' } });
    // The victim and partner play on; nothing they say reaches the forged socket.
    expect(await ca.request({ type: 'chat', text: 'still me' })).toMatchObject({ ok: true });
    await cb.next('session/event', (m) => m.event.kind === 'chat' && m.event.text === 'still me');
    expect(mallory.received.map((m) => m.type).sort()).toEqual(['error', 'welcome']);
    const events = await ts.store.listEvents(sa.sessionId);
    expect(events.filter((e) => e.kind === 'chat').map((e) => e.kind === 'chat' && e.text)).toEqual(['still me']);
    expect(ts.server.registry.get(sa.sessionId)?.state).toBe('active');
    mallory.close();
  });

  it('another browser cannot move the worker on from an ended game before its survey (and so cost it its code)', async () => {
    ts = await startTestServer();
    const { ca, cb, sa } = await pairMturk(ts.url);
    const commander = sa.viewer === 'commander' ? ca : cb;
    const follower = sa.viewer === 'commander' ? cb : ca;
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    await ca.next('session/ended');
    const forged = await arrive(ts.url, { platform: 'mturk', workerId: 'A1VICTIM' });
    const mallory = await TestClient.connect(ts.url, forged.token, forged.worker.id);
    expect(await mallory.request({ type: 'lobby/join', partner: 'bot' })).toMatchObject({ ok: false, error: { code: 'session/seat_elsewhere' } });
    expect(await ca.request({ type: 'survey', rating: 5, comment: '' })).toMatchObject({ ok: true });
    expect((await ca.next('completion')).paid).toBe(true);
    expect(mallory.received.some((m) => m.type === 'completion' || m.type === 'session/state')).toBe(false);
  });

  it('a reload or a second tab of the same browser resumes the seat; its queue place is its own', async () => {
    ts = await startTestServer();
    const { aa, sa } = await pairMturk(ts.url);
    // A new tab: the page arrives again from the URL with this browser's seat secret.
    const again = await arrive(ts.url, { platform: 'mturk', workerId: 'A1VICTIM', browser: aa.browser });
    expect(again.browser).toBe(aa.browser);
    const tab = await TestClient.connect(ts.url, again.token, again.worker.id);
    const state = await tab.next('session/state');
    expect(state).toMatchObject({ sessionId: sa.sessionId, viewer: sa.viewer });
    expect(await tab.request({ type: 'chat', text: 'from the second tab' })).toMatchObject({ ok: true });
  });

  it('another browser cannot take a queued worker\'s place away or receive its "no partner" code', async () => {
    ts = await startTestServer({ config: { waitingRoomTimeoutMs: 400 } });
    const real = await arrive(ts.url, { platform: 'prolific', PROLIFIC_PID: 'P1QUEUED' });
    const c = await TestClient.connect(ts.url, real.token, real.worker.id);
    expect(await c.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    const forged = await arrive(ts.url, { platform: 'prolific', PROLIFIC_PID: 'P1QUEUED' });
    const mallory = await TestClient.connect(ts.url, forged.token, forged.worker.id);
    expect(await mallory.request({ type: 'lobby/leave' })).toMatchObject({ ok: true });
    mallory.close();
    expect(ts.server.lobby.size).toBe(1);
    const released = await c.next('lobby/no_partner');
    expect(released.completionCode).toMatch(/^NP/);
    expect(mallory.received.some((m) => m.type === 'lobby/no_partner' || m.type === 'lobby/queued')).toBe(false);
  });
});

describe('pseudonyms', () => {
  it('no crowd id in anything the partner receives', async () => {
    ts = await startTestServer();
    const { ca, cb, sa, sb } = await pairMturk(ts.url, 'A3SECRETCROWDID', 'B4OTHERCROWDID');
    expect(sa.partner?.name).not.toContain('B4OTHERCROWDID');
    expect(sb.partner?.name).not.toContain('A3SECRETCROWDID');
    expect(sa.partner?.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const commander = sa.viewer === 'commander' ? ca : cb;
    const follower = sa.viewer === 'commander' ? cb : ca;
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    await Promise.all([commander.next('session/ended'), follower.next('session/ended')]);
    await Promise.all([ca.request({ type: 'survey', rating: 4, comment: '' }), cb.request({ type: 'survey', rating: 5, comment: '' })]);
    await Promise.all([ca.next('completion'), cb.next('completion')]);
    expect(JSON.stringify(ca.received)).not.toContain('B4OTHERCROWDID');
    expect(JSON.stringify(cb.received)).not.toContain('A3SECRETCROWDID');
  });

  it('local players see the names their partners typed', async () => {
    ts = await startTestServer();
    const ann = await TestClient.join(ts.url, 'Ann');
    const bob = await TestClient.join(ts.url, 'Bob');
    await ann.request({ type: 'lobby/join' });
    await bob.request({ type: 'lobby/join' });
    expect((await ann.next('session/state')).partner?.name).toBe('Bob');
  });
});
