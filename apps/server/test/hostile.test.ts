/** 1,000 malformed or hostile messages leave the server healthy and the session intact; repeat offenders are cut off. */
import { CLIENT_EVENT, LIMITS, SERVER_EVENT } from '@chorehouse/protocol';
import { worldHash } from '@chorehouse/sim';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient, arrive } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

/** A deterministic mix of bad input: unknown types, bad payloads, oversize, wrong event names. */
function hostileMessages(n: number): { event: string; payload: unknown }[] {
  const junk = fc.sample(fc.anything({ maxDepth: 3 }), { seed: 6, numRuns: n });
  return junk.map((payload, i) => {
    switch (i % 8) {
      case 0: return { event: CLIENT_EVENT, payload };
      case 1: return { event: CLIENT_EVENT, payload: { type: `evil/${i}` } };
      case 2: return { event: CLIENT_EVENT, payload: { type: 'action', name: 'Pickup', x: -1, y: 'a' } };
      case 3: return { event: CLIENT_EVENT, payload: { type: 'chat', text: 'x'.repeat(LIMITS.maxMessageBytes + 10) } };
      case 4: return { event: CLIENT_EVENT, payload: { type: 'search', by: 'id', value: { $ne: null } } };
      case 5: return { event: 'admin', payload: { type: 'spectate', sessionId: 'x' } };
      case 6: return { event: CLIENT_EVENT, payload: { type: 'survey', rating: 99, comment: 'y' } };
      default: return { event: CLIENT_EVENT, payload: { type: '__proto__', constructor: { prototype: { polluted: true } } } };
    }
  });
}

describe('hostile input', () => {
  it('answers 1,000 bad messages with typed errors, disconnects repeat offenders, and the session plays on', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    await commander.request({ type: 'chat', text: 'before' });
    const eventsBefore = await ts.store.countEvents(sessionId);
    const hashBefore = worldHash(ts.server.registry.get(sessionId)!.world);

    const mallory = await arrive(ts.url, { platform: 'local', name: 'Mallory' });
    const messages = hostileMessages(1000);
    const codes = new Map<string, number>();
    let sockets = 0;
    // Each attacking socket is cut off after about LIMITS.maxStrikes bad messages (strikes fade by
    // one a second); it sends a few more than that, and a new one takes over.
    const perSocket = LIMITS.maxStrikes + 5;
    for (let i = 0; i < messages.length; i += perSocket) {
      const attacker = await TestClient.connect(ts.url, mallory.token);
      sockets++;
      const closed = new Promise<void>((r) => attacker.socket.once('disconnect', () => r()));
      const batch = messages.slice(i, i + perSocket);
      const replies = await Promise.all(batch.map(({ event, payload }) =>
        attacker.socket.timeout(5000).emitWithAck(event, payload).catch(() => ({ ok: false, error: { code: 'dropped' } }))));
      for (const r of replies as { ok: boolean; error?: { code: string } }[]) {
        expect(r.ok).toBe(false);
        codes.set(r.error!.code, (codes.get(r.error!.code) ?? 0) + 1);
      }
      if (batch.length === perSocket) await closed;
      attacker.close();
    }
    expect(sockets).toBe(Math.ceil(1000 / perSocket));
    // Typed errors for all but the messages sent after the socket was cut off.
    expect(1000 - (codes.get('dropped') ?? 0)).toBeGreaterThanOrEqual((LIMITS.maxStrikes - 1) * (sockets - 1));
    expect([...codes.keys()].sort()).toEqual(expect.arrayContaining(['protocol/bad_payload', 'protocol/too_large', 'protocol/unknown_type']));

    // The players' own bad messages are refused without touching the session.
    expect(await follower.request({ type: 'action', name: 'Pickup' })).toMatchObject({ ok: false, error: { code: 'protocol/bad_payload' } });
    const health = await (await fetch(`${ts.url}/api/health`)).json();
    expect(health).toMatchObject({ ok: true, liveSessions: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await ts.store.countEvents(sessionId)).toBe(eventsBefore);
    expect(worldHash(ts.server.registry.get(sessionId)!.world)).toBe(hashBefore);

    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    const metrics = await (await fetch(`${ts.url}/metrics`)).text();
    expect(metrics).toMatch(/chorehouse_errors_total\{code="protocol\/unknown_type"\} \d+/);
  });

  it('refuses text with hidden control or direction characters, and stores and tells nothing of it', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    const before = await ts.store.countEvents(sessionId);
    for (const text of ['take the \u202eknife', 'mug\u0000', '\u2066left\u2069 of the sink']) {
      expect(await commander.request({ type: 'chat', text })).toMatchObject({ ok: false, error: { code: 'protocol/bad_payload', message: expect.stringContaining('text-direction') } });
    }
    expect(await ts.store.countEvents(sessionId)).toBe(before);
    // A pasted line break is a space: the chat is stored, and heard by the partner, as one line.
    const sent = await commander.request({ type: 'chat', text: 'take the mug\nto the sink' });
    expect(sent).toMatchObject({ ok: true });
    const heard = await follower.next('session/event', (m) => m.event.kind === 'chat');
    expect(heard.event).toMatchObject({ kind: 'chat', role: 'commander', text: 'take the mug to the sink' });
    expect(follower.received.filter((m) => m.type === 'session/event' && m.event.kind === 'chat')).toHaveLength(1);
    // A name is checked the same way when the worker arrives.
    const named = await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name: 'Ann\u202e' }) });
    expect(named.status).toBe(400);
    // A body that is not JSON is refused as such, whatever its content type claims.
    for (const [type, body] of [['text/plain', 'name=Ann'], ['application/x-www-form-urlencoded', 'platform=local&name=Ann']]) {
      const sent = await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: { 'content-type': type! }, body });
      expect(sent.status).toBe(400);
      expect(await sent.json()).toMatchObject({ error: { code: 'http/bad_json' } });
    }
  });

  it('answers a message sent without a payload, or with several, through its acknowledgement', async () => {
    ts = await startTestServer();
    const mallory = await TestClient.join(ts.url, 'Mallory');
    const none = await mallory.socket.timeout(5000).emitWithAck(CLIENT_EVENT);
    expect(none).toMatchObject({ ok: false, error: { code: 'protocol/bad_payload', message: expect.stringContaining('got 0') } });
    const two = await mallory.socket.timeout(5000).emitWithAck(CLIENT_EVENT, { type: 'lobby/leave' }, { type: 'lobby/join' });
    expect(two).toMatchObject({ ok: false, error: { code: 'protocol/bad_payload', message: expect.stringContaining('got 2') } });
    // One message, as ever.
    expect(await mallory.socket.timeout(5000).emitWithAck(CLIENT_EVENT, { type: 'lobby/leave' })).toMatchObject({ ok: true });
    expect(mallory.received.filter((m) => m.type === 'error')).toEqual([]);
    mallory.close();
  });

  it('rate-limits a burst, and disconnects a flood', async () => {
    ts = await startTestServer();
    const { commander } = await pairPlayers(ts.url);
    const flood = (n: number) => Promise.all(Array.from({ length: n }, () =>
      commander.socket.timeout(5000).emitWithAck(CLIENT_EVENT, { type: 'lobby/leave' }).catch(() => ({ ok: false, error: { code: 'dropped' } }))));
    const burst = (await flood(LIMITS.rateBurst + 20)) as { ok: boolean; error?: { code: string } }[];
    expect(burst.filter((r) => r.ok).length).toBeGreaterThanOrEqual(LIMITS.rateBurst - 5);
    expect(burst.filter((r) => r.error?.code === 'protocol/rate_limited').length).toBeGreaterThan(10);
    expect(commander.socket.connected).toBe(true);
    const closed = new Promise<void>((r) => commander.socket.once('disconnect', () => r()));
    await flood(LIMITS.maxStrikes * 2);
    await closed;
    expect(commander.received.some((m) => m.type === 'error' && m.code === 'protocol/rate_limited')).toBe(true);
    expect((await (await fetch(`${ts.url}/api/health`)).json())).toMatchObject({ ok: true });
    void SERVER_EVENT;
  });
});
