/**
 * One owner per live game across processes (issue 46): in-process servers of one deployment on the
 * machine's PostgreSQL and Redis (src/testing/cluster.ts), with short leases.
 */
import { worldHash } from '@chorehouse/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { replayHash } from '../src/session/replay.js';
import { demoCoffeeEpisode } from '../src/testing/harness.js';
import { testClusters } from '../src/testing/cluster.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient } from '../src/testing/test-client.js';

const clusters = testClusters();
afterAll(() => clusters.dispose());
const cluster = () => clusters.cluster();

describe('game leases across processes', () => {
  it('a dead owner\'s game is taken over from the log by another process; its players finish there, nothing lost, replay equal', async () => {
    const node = cluster();
    const a = await node('a');
    const b = await node('b');
    const { commander, follower, tokens, sessionId } = await pairPlayers(a.url);
    expect((await a.store.listLeases([sessionId]))[0]).toMatchObject({ owner: 'a', token: 1 });
    await commander.request({ type: 'chat', text: 'Hello, are you there?' });
    for (const name of ['Turn Left', 'Forward', 'Turn Right'] as const) await follower.request({ type: 'action', name });
    const liveHash = worldHash(a.server.registry.get(sessionId)!.world);
    const before = await a.store.listEvents(sessionId);
    // a dies: no more renewals, sockets gone, nothing cleaned up.
    await a.stop();
    commander.close();
    follower.close();

    const c2 = await TestClient.connect(b.url, tokens.commander);
    const f2 = await TestClient.connect(b.url, tokens.follower);
    // b takes the game over once a's lease lapses, by itself, and serves the players connected to it.
    expect(worldHash((await f2.next('session/state', () => true, 10_000)).world)).toBe(liveHash);
    expect(b.server.registry.get(sessionId)).toBeDefined();
    expect((await b.store.listLeases([sessionId]))[0]).toMatchObject({ owner: 'b', token: 2 });
    await c2.next('session/event', (m) => m.event.kind === 'resume');
    const [cb] = await Promise.all([c2.playAs('commander'), f2.playAs('follower')]);
    expect((await c2.next('session/ended')).outcome).toBe('success');

    const events = await b.store.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events.slice(0, before.length)).toEqual(before);
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
    expect((await b.store.listSessions({ status: 'live' }))).toEqual([]);
  });

  it('a process that lost its lease (it stopped renewing, and another took the game) writes nothing more and stops the game', async () => {
    const node = cluster();
    const a = await node('a');
    const b = await node('b');
    const { commander, sessionId } = await pairPlayers(a.url);
    await commander.request({ type: 'chat', text: 'one' });
    // a stalls: its lease keeper stops, its sessions and sockets stay.
    await a.server.leases!.stop();
    await expect.poll(() => b.server.registry.get(sessionId)?.id, { timeout: 10_000, interval: 100 }).toBe(sessionId);
    // The players' sockets on a follow the game to b.
    await expect.poll(async () => (await commander.request({ type: 'chat', text: 'two' })).ok, { timeout: 5_000, interval: 100 }).toBe(true);
    // a dropped its copy when b said it owns the game; whatever a stale copy tries to write, the store refuses.
    expect(a.server.registry.get(sessionId)).toBeUndefined();
    const fence = { owner: 'a', token: 1 };
    await expect(a.store.events.append({ sessionId, events: [{ seq: 99, t: 0, kind: 'chat', role: 'commander', text: 'stale' }], at: 0, fence })).rejects.toMatchObject({ code: 'event-log/fenced' });
    const texts = (await b.store.listEvents(sessionId)).flatMap((e) => (e.kind === 'chat' ? [e.text] : []));
    expect(texts).toEqual(['one', 'two']);
  });
});
