/**
 * Several server processes for real (issue 46): three in-process servers of one deployment on the
 * machine's PostgreSQL and Redis (src/testing/cluster.ts), each with its own lease keeper, cluster bus
 * and sockets. Leases are short (1.5 s) so takeovers are quick.
 */
import { worldHash } from '@chorehouse/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { replayHash } from '../src/session/replay.js';
import { sessionRowSchema } from '@chorehouse/protocol';
import { TEST_ADMIN_TOKEN, demoCoffeeEpisode, type TestServer } from '../src/testing/harness.js';
import { testClusters } from '../src/testing/cluster.js';
import { pairPlayers } from '../src/testing/pair.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

const clusters = testClusters();
afterAll(() => clusters.dispose());

/** Three processes of one deployment: a, b and c. */
async function cluster(): Promise<[TestServer, TestServer, TestServer]> {
  const node = clusters.cluster();
  const a = await node('a');
  return [a, await node('b'), await node('c')];
}

async function player(url: string, name: string): Promise<{ client: TestClient; token: string; workerId: string }> {
  const a = await arrive(url, { platform: 'local', name });
  return { client: await TestClient.connect(url, a.token, a.worker.id), token: a.token, workerId: a.worker.id };
}

/** Ann arrives at one process and Bob at another; both join the shared lobby and are paired. */
async function pairAcross(annUrl: string, bobUrl: string) {
  const ann = await player(annUrl, 'Ann');
  const bob = await player(bobUrl, 'Bob');
  await ann.client.request({ type: 'lobby/join' });
  await bob.client.request({ type: 'lobby/join' });
  const [sa] = await Promise.all([ann.client.next('session/state'), bob.client.next('session/state')]);
  return { ann, bob, sa };
}

describe('several server processes', () => {
  it('pairs workers who arrived at different processes; the one whose socket is elsewhere plays through it; replay equal', async () => {
    const [a, b] = await cluster();
    const ann = await player(a.url, 'Ann');
    const bob = await player(b.url, 'Bob');
    expect(await ann.client.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    const joined = await bob.client.request({ type: 'lobby/join' });
    expect(joined).toMatchObject({ ok: true });
    const [sa, sb] = await Promise.all([ann.client.next('session/state'), bob.client.next('session/state')]);
    expect(sa.sessionId).toBe(sb.sessionId);
    const sessionId = sa.sessionId;
    // b paired them, so b owns the game; Ann's socket on a is served by b.
    expect(b.server.registry.get(sessionId)).toBeDefined();
    expect(a.server.registry.get(sessionId)).toBeUndefined();
    expect(a.server.lobby.size).toBe(0);
    const [commander, follower] = sa.viewer === 'commander' ? [ann.client, bob.client] : [bob.client, ann.client];
    const [cb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    expect((await follower.next('session/ended')).outcome).toBe('finished');
    const events = await a.store.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
  });
});

describe('several server processes: failover and drain', () => {
  it('kill of the owner mid-game: another process takes the game over, both players finish it, 0 events lost, replay equal, one live session', async () => {
    const [a, b, c] = await cluster();
    const { ann, bob, sa } = await pairAcross(a.url, b.url);
    const sessionId = sa.sessionId;
    const annCommands = sa.viewer === 'commander';
    const [commander, follower] = annCommands ? [ann.client, bob.client] : [bob.client, ann.client];
    await commander.request({ type: 'chat', text: 'Hello, are you there?' });
    for (const name of ['Turn Left', 'Forward', 'Turn Right'] as const) await follower.request({ type: 'action', name });
    const before = await a.store.listEvents(sessionId);
    // b owns the game (it paired them). b dies: no renewals, its sockets (Bob's) drop, nothing cleaned up.
    expect(b.server.registry.get(sessionId)).toBeDefined();
    const killedAt = Date.now();
    await b.stop();
    bob.client.close();
    // Ann's socket on a follows the game to its new owner by itself; Bob comes back through c.
    const bob2 = await TestClient.connect(c.url, bob.token, bob.workerId);
    await Promise.all([ann.client, bob2].map((cl) => cl.next('session/event', (m) => m.event.kind === 'resume', 15_000)));
    const takeoverS = (Date.now() - killedAt) / 1000;
    const owner = [a, c].find((s) => s.server.registry.get(sessionId))!;
    expect(owner).toBeDefined();
    expect((await a.store.listLeases([sessionId]))[0]).toMatchObject({ owner: owner.server.leases!.owner, token: 2 });
    const [c2, f2] = annCommands ? [ann.client, bob2] : [bob2, ann.client];
    const [cb] = await Promise.all([c2.playAs('commander'), f2.playAs('follower')]);
    expect((await c2.next('session/ended')).outcome).toBe('success');
    const events = await a.store.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events.slice(0, before.length)).toEqual(before);
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
    expect(await a.store.listSessions({ workerId: ann.workerId })).toHaveLength(1);
    expect(takeoverS).toBeLessThan(5);
    console.log(`multi-process: taken over in ${takeoverS.toFixed(2)} s (1.5 s leases)`);
  });

  it('a process that relayed a player\'s socket dies: the owner counts that player gone, and the partner is told', async () => {
    const [a, b] = await cluster();
    const { bob, sa } = await pairAcross(a.url, b.url);
    const annRole = sa.viewer === 'spectator' ? null : sa.viewer;
    expect(b.server.registry.get(sa.sessionId)?.isConnected(annRole!)).toBe(true);
    // a falls silent at once (its bus first, as in a crash: it never says that Ann's socket went).
    await a.bus!.close();
    await a.stop();
    const gone = await bob.client.next('session/event', (m) => m.event.kind === 'disconnect', 10_000);
    expect(gone.event).toMatchObject({ kind: 'disconnect', role: annRole });
  });

  it('a process only stalled (taken for dead for a while) gets its players\' sockets attached again', async () => {
    const [a, b] = await cluster();
    const { ann, bob, sa } = await pairAcross(a.url, b.url);
    // a says nothing on the bus for a while (a stall), then speaks again.
    const bus = a.bus!;
    const { send, broadcast } = bus;
    Object.assign(bus, { send: () => undefined, broadcast: () => undefined });
    await bob.client.next('session/event', (m) => m.event.kind === 'disconnect', 15_000);
    Object.assign(bus, { send, broadcast });
    await bob.client.next('session/event', (m) => m.event.kind === 'resume', 15_000);
    expect((await ann.client.next('session/state', (m) => m !== sa)).sessionId).toBe(sa.sessionId);
    expect(await ann.client.request({ type: 'chat', text: 'back again' })).toMatchObject({ ok: true });
  });

  it('concurrent joins of one worker through two processes give one session', async () => {
    const [a, b, c] = await cluster();
    const [x, y] = await Promise.all([player(c.url, 'Xan'), player(c.url, 'Yul')]);
    // Two partners waiting (blocked from each other, so they wait for someone else).
    await c.store.blockPair(x.workerId, y.workerId, 0);
    await x.client.request({ type: 'lobby/join' });
    await y.client.request({ type: 'lobby/join' });
    // One worker, one browser, two tabs: one through a, one through b, joining at once.
    const w = await arrive(a.url, { platform: 'local', name: 'Wen' });
    const [onA, onB] = await Promise.all([TestClient.connect(a.url, w.token, w.worker.id), TestClient.connect(b.url, w.token, w.worker.id)]);
    const replies = await Promise.all([onA.request({ type: 'lobby/join' }), onB.request({ type: 'lobby/join' })]);
    expect(replies.filter((r) => r.ok && 'sessionId' in r)).toHaveLength(1);
    await onA.next('session/state');
    const live = await a.store.listSessions({ status: 'live', workerId: w.worker.id });
    expect(live).toHaveLength(1);
    // The partner the refused join claimed kept its place in the queue.
    expect((await a.store.listWaiting()).map((s) => s.workerId)).toHaveLength(1);
  });

  it('a drained process hands its games over with no player action; they finish elsewhere', async () => {
    const [a, b, c] = await cluster();
    const { ann, bob, sa } = await pairAcross(b.url, a.url);
    const sessionId = sa.sessionId;
    expect(a.server.registry.get(sessionId)).toBeDefined();
    const [commander, follower] = sa.viewer === 'commander' ? [ann.client, bob.client] : [bob.client, ann.client];
    await commander.request({ type: 'chat', text: 'Hello, are you there?' });
    expect(await a.server.drain(10_000)).toBe(1);
    expect(a.server.registry.get(sessionId)).toBeUndefined();
    const owner = [b, c].find((s) => s.server.registry.get(sessionId));
    expect(owner).toBeDefined();
    // Nobody reconnected: both sockets (one on the drained process) are served by the new owner.
    expect(await a.store.listLeases([sessionId])).toMatchObject([{ owner: owner!.server.leases!.owner, token: 2 }]);
    expect(await bob.client.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/in_session' } });
    const [cb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    const events = await a.store.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
    // The drained process starts no game: a join there is refused.
    const late = await player(a.url, 'Cal');
    expect(await late.client.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/paused' } });
  });
});

describe('several server processes: one console', () => {
  it('the console on one process lists, spectates and ends a game owned by another', async () => {
    const [a, b] = await cluster();
    const { commander, follower, sessionId } = await pairPlayers(a.url);
    const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const rows = ((await (await fetch(`${b.url}/api/admin/console/sessions?status=live`, { headers: auth })).json()) as { sessions: unknown[] }).sessions.map((r) => sessionRowSchema.parse(r));
    expect(rows.find((r) => r.id === sessionId)).toMatchObject({ state: 'elsewhere', owner: 'a' });
    const admin = await TestClient.connect(b.url, TEST_ADMIN_TOKEN);
    expect(await admin.request({ type: 'spectate', sessionId })).toEqual({ ok: true });
    expect((await admin.next('session/state')).viewer).toBe('spectator');
    await commander.request({ type: 'chat', text: 'seen from b' });
    await admin.next('session/event', (m) => m.event.kind === 'chat' && m.event.text === 'seen from b');
    const ended = await fetch(`${b.url}/api/admin/sessions/${sessionId}/end`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'ended from b' }) });
    expect(ended.status).toBe(200);
    for (const c of [commander, follower, admin]) expect((await c.next('session/ended')).outcome).toBe('admin_ended');
    expect((await b.store.listAudit()).map((x) => [x.action, x.target])).toContainEqual(['session/end', sessionId]);
    const missing = await fetch(`${b.url}/api/admin/sessions/${sessionId}/end`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'again' }) });
    expect(missing.status).toBe(404);
  });
});
