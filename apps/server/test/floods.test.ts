/**
 * Floods of valid-looking requests beside an honest session: each is bounded (limits answer at once,
 * nothing costs the square of anything) and the probe session keeps being answered throughout.
 * Timing never fails a test; the bench prints the probe's p99 under each flood.
 */
import { CLIENT_EVENT, LIMITS, type Reply } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { startProbe } from '../src/testing/probe.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const json = { 'content-type': 'application/json' };

async function withProbe<T>(flood: () => Promise<T>): Promise<{ result: T; answered: number; errors: number }> {
  const { follower } = await pairPlayers(ts.url);
  // 16 actions a second: under the per-socket rate limit, so every refusal would be the flood's doing.
  const probe = startProbe(follower.socket, 60);
  const result = await flood();
  const { rtts, errors } = await probe.stop();
  return { result, answered: rtts.length, errors };
}

describe('floods beside a probe session', () => {
  it('resync: sockets per worker are capped, resyncs are rate-limited, and each answers only the socket that asked', async () => {
    ts = await startTestServer({ config: { maxSocketsPerWorker: 4 } });
    const a = await arrive(ts.url, { platform: 'local', name: 'Flooder' });
    const first = await TestClient.connect(ts.url, a.token, a.worker.id);
    await first.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' });
    await first.next('session/state');
    const sockets = [first];
    const refused: TestClient[] = [];
    for (let i = 0; i < 19; i++) {
      const c = await TestClient.connect(ts.url, a.token, a.worker.id);
      await Promise.race([c.next('welcome'), c.next('error')]);
      (sockets.length < 4 ? sockets : refused).push(c);
    }
    await Promise.all(refused.map((c) => c.next('error', (m) => m.code === 'auth/too_many_sockets')));
    expect(ts.server.hub.connectionsOf(a.worker.id)).toHaveLength(4);
    const statesBefore = sockets.map((c) => c.received.filter((m) => m.type === 'session/state').length);

    const { result: replies, answered, errors } = await withProbe(async () => {
      const out: Reply[][] = sockets.map(() => []);
      // 10 resyncs a second per socket for two seconds: under the per-socket message rate, over the resync budget.
      for (let tick = 0; tick < 20; tick++) {
        await Promise.all(sockets.map(async (c, i) => { out[i]!.push(await c.request({ type: 'session/resync' })); }));
        await new Promise((r) => setTimeout(r, 100));
      }
      return out;
    });
    for (const [i, c] of sockets.entries()) {
      const ok = replies[i]!.filter((r) => r.ok).length;
      expect(ok).toBeLessThanOrEqual(3 + 2);
      expect(replies[i]!.filter((r) => !r.ok && r.error.code === 'protocol/rate_limited').length).toBeGreaterThanOrEqual(14);
      // One state per accepted resync of this socket, none for its siblings'.
      expect(c.received.filter((m) => m.type === 'session/state').length - statesBefore[i]!).toBe(ok);
    }
    expect(errors).toBe(0);
    expect(answered).toBeGreaterThan(20);
    expect(LIMITS.ratePerSecond).toBeGreaterThan(10);
  });

  it("lobby/join from a seated worker: each accepted one resends the state, and they share the resyncs' budget", async () => {
    ts = await startTestServer();
    const a = await arrive(ts.url, { platform: 'local', name: 'Joiner' });
    const first = await TestClient.connect(ts.url, a.token, a.worker.id);
    await first.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' });
    await first.next('session/state');
    // A second tab of the same browser: it is sent the state on connecting, then asks to join 20 times in 2 s.
    const tab = await TestClient.connect(ts.url, a.token, a.worker.id);
    await tab.next('session/state');
    const statesBefore = tab.received.filter((m) => m.type === 'session/state').length;
    const { result: replies, errors } = await withProbe(async () => {
      const out: Reply[] = [];
      for (let tick = 0; tick < 20; tick++) {
        out.push(await tab.request({ type: 'lobby/join' }));
        await new Promise((r) => setTimeout(r, 100));
      }
      return out;
    });
    const accepted = replies.filter((r) => !r.ok && r.error.code === 'lobby/in_session').length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(3 + 2);
    expect(replies.filter((r) => !r.ok && r.error.code === 'protocol/rate_limited').length).toBe(20 - accepted);
    expect(tab.received.filter((m) => m.type === 'session/state').length - statesBefore).toBe(accepted);
    expect(errors).toBe(0);
  });

  it('reconnecting in a loop: past the per-worker budget the handshake is refused before the store is read', async () => {
    ts = await startTestServer({ config: { connectsPerWorkerPerMinute: 5 } });
    const a = await arrive(ts.url, { platform: 'local', name: 'Reconnector' });
    const first = await TestClient.connect(ts.url, a.token, a.worker.id);
    await first.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' });
    const seated = await first.next('session/state');
    first.close();
    let reads = 0;
    const read = ts.store.events.read.bind(ts.store.events);
    ts.store.events.read = (id, options) => { if (id === seated.sessionId) reads++; return read(id, options); };
    let lookups = 0;
    const getWorker = ts.store.getWorker.bind(ts.store);
    ts.store.getWorker = (id) => { if (id === a.worker.id) lookups++; return getWorker(id); };
    const { result: outcomes, errors } = await withProbe(async () => {
      const out: string[] = [];
      for (let i = 0; i < 12; i++) {
        try {
          const c = await TestClient.connect(ts.url, a.token, a.worker.id);
          await c.next('session/state');
          c.close();
          out.push('connected');
        } catch (e) {
          out.push((e as { data?: { code?: string } }).data?.code ?? String(e));
        }
      }
      return out;
    });
    // The first connection took one of the five; four more are let in, the rest are refused at once.
    expect(outcomes.slice(0, 4)).toEqual(Array(4).fill('connected'));
    expect(outcomes.filter((o) => o === 'connected').length).toBeLessThanOrEqual(5);
    expect(outcomes.slice(-6)).toEqual(Array(6).fill('auth/rate_limited'));
    expect(reads).toBe(outcomes.filter((o) => o === 'connected').length);
    // A refused handshake asks the store nothing (the worker is looked up only for those let in).
    expect(lookups).toBe(outcomes.filter((o) => o === 'connected').length);
    expect(errors).toBe(0);
    // Another worker is not affected.
    const b = await arrive(ts.url, { platform: 'local', name: 'Neighbour' });
    const other = await TestClient.connect(ts.url, b.token, b.worker.id);
    await other.next('welcome');
    other.close();
  });

  it('tutorial: checks run off the event loop, one in flight per worker, a bounded queue, and the probe is answered meanwhile', async () => {
    ts = await startTestServer({ config: { arrivalsPerAddressPerMinute: 1000 } });
    const actions = Array.from({ length: 2000 }, (_, i) => ({ name: ['Forward', 'Turn Left', 'Backward', 'Turn Right'][i % 4] }));
    const workers = await Promise.all(Array.from({ length: 24 }, (_, i) => arrive(ts.url, { platform: 'mturk', workerId: `TUT${i}` })));
    const post = (token: string) => fetch(`${ts.url}/api/tutorial/complete`, { method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify({ actions }) });
    const { result: statuses, answered, errors } = await withProbe(() => Promise.all([
      ...workers.map((w) => post(w.token).then((r) => r.status)),
      post(workers[0]!.token).then((r) => r.status),
    ]));
    // Replayed: not done (422); the worker's second at once: 429; past the queue's bound: 503.
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThanOrEqual(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => [422, 429, 503].includes(s))).toBe(true);
    expect(errors).toBe(0);
    expect(answered).toBeGreaterThan(10);
  });

  it('arrivals: past the per-address budget answered 429 at once; the worker table does not grow', async () => {
    ts = await startTestServer({ config: { arrivalsPerAddressPerMinute: 50 } });
    const before = (await ts.store.listWorkers()).length;
    const { result: statuses, errors } = await withProbe(() => Promise.all(Array.from({ length: 400 }, (_, i) =>
      fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: json, body: JSON.stringify({ platform: 'mturk', workerId: `ARR${i}` }) }).then((r) => r.status))));
    // The budget is 50 a minute (the probe's pair took two); it refills a little while the flood runs.
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeLessThanOrEqual(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(400 - accepted);
    expect((await ts.store.listWorkers()).length - before).toBe(accepted + 2);
    expect(errors).toBe(0);
  });

  it('admin lists: thousands of workers come back a page at a time', async () => {
    ts = await startTestServer();
    for (let i = 0; i < 2500; i++) await ts.store.upsertWorker({ id: `mturk:W${String(i).padStart(5, '0')}`, platform: 'mturk', externalId: `W${i}`, name: `W${i}`, createdAt: i });
    const get = (path: string) => fetch(`${ts.url}/api/admin${path}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } }).then((r) => r.json()) as Promise<{ workers: { id: string }[]; next: string | null }>;
    const { result: pages, errors } = await withProbe(() => Promise.all([get('/workers'), get('/console/workers'), get('/workers?limit=500')]));
    expect(pages[0]!.workers).toHaveLength(100);
    expect(pages[1]!.workers).toHaveLength(200);
    expect(pages[2]!.next).toBe(pages[2]!.workers.at(-1)!.id);
    const seen = new Set<string>();
    for (let after: string | null = ''; after !== null;) {
      const page: { workers: { id: string }[]; next: string | null } = await get(`/workers?limit=500${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      for (const w of page.workers) seen.add(w.id);
      after = page.next;
    }
    expect(seen.size).toBe(2500 + 2);
    expect(errors).toBe(0);
  });

  it('pairing burst: many pairs joining at once all start, one at a time, and the probe goes on', async () => {
    ts = await startTestServer({ config: { arrivalsPerAddressPerMinute: 1000 } });
    const arrivals = await Promise.all(Array.from({ length: 60 }, (_, i) => arrive(ts.url, { platform: 'local', name: `P${i}` })));
    const clients = await Promise.all(arrivals.map((a) => TestClient.connect(ts.url, a.token, a.worker.id)));
    const { result: replies, errors } = await withProbe(() => Promise.all(clients.map((c) => c.socket.timeout(20_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join' }) as Promise<Reply>)));
    expect(replies.every((r) => r.ok)).toBe(true);
    await Promise.all(clients.map((c) => c.next('session/state')));
    expect(ts.server.registry.liveCount).toBe(30 + 1);
    expect(errors).toBe(0);
  });
});
