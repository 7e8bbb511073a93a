/**
 * `npm run bench` (after flood.ts, before scale-out-load.ts): several server processes on PostgreSQL and Redis (issue 46), each an
 * in-process server of its own with its own store pool, lease keeper and cluster bus, as the
 * multi-process test runs them. Needs PostgreSQL (BENCH_DATABASE_URL, default the test database on
 * 127.0.0.1:5432) and Redis (BENCH_REDIS_URL); without them it prints why and nothing else.
 *
 * - `scaleout.takeover_s`: from the owner's death (renewals stop, its sockets drop, no clean-up) to the
 *   first action answered by the new owner, with the default leases (LEASE_TTL_S 3, LEASE_RENEW_S 1);
 *   the median of BENCH_TAKEOVER_RUNS (default 3) runs, each printed.
 * - `scaleout.duplicate_sessions`: over BENCH_FAILOVER_RUNS (default 100) seeded failovers with short
 *   leases (0.3 s): a pair arriving at two processes is paired, plays, its owner dies and comes back,
 *   both players reconnect through processes chosen at random and at once send `lobby/join` through
 *   two processes; counted: runs that ended with either worker in more than one session (target 0);
 *   `scaleout.failovers_not_resumed`: runs whose game did not resume within 15 s (target 0).
 */
import { randomBytes } from 'node:crypto';
import { dropPostgresSchema, openPostgresStore } from '@chorehouse/store';
import { TEST_ADMIN_TOKEN, demoCoffeeEpisode, startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';
import { seededRandom } from './load-client.js';
import { DATABASE_URL, REDIS_URL, reachable } from './scale-out-services.js';

const TAKEOVER_RUNS = Number(process.env.BENCH_TAKEOVER_RUNS ?? 3);
const FAILOVER_RUNS = Number(process.env.BENCH_FAILOVER_RUNS ?? 100);
const line = (name: string, value: number, unit: string) => console.log(`bench: ${name} ${Number.isFinite(value) ? Math.round(value * 100) / 100 : value} ${unit}`);

/** A deployment of `n` processes on a schema and prefix of its own. */
class Cluster {
  readonly schema = `bench_${randomBytes(6).toString('hex')}`;
  readonly nodes: (TestServer | null)[] = [];
  constructor(private readonly lease: { leaseTtlMs: number; leaseRenewMs: number }) {}

  async start(i: number): Promise<TestServer> {
    const store = await openPostgresStore(DATABASE_URL, this.schema);
    const s = await startTestServer({
      store, redisUrl: REDIS_URL, episodes: i === 0 && this.nodes.length === 0 ? [demoCoffeeEpisode()] : [],
      config: { serverId: `p${i}`, redisPrefix: `bench-${this.schema}`, disconnectGraceMs: 60_000, ...this.lease },
    });
    this.nodes[i] = s;
    return s;
  }

  /** The process dies: no renewal, its sockets drop; nothing is released or ended. */
  async kill(i: number): Promise<void> {
    await this.nodes[i]!.dispose();
    this.nodes[i] = null;
  }

  async close(): Promise<void> {
    for (const n of this.nodes) await n?.dispose();
    await dropPostgresSchema(DATABASE_URL, this.schema);
  }
}

interface Game { readonly sessionId: string; readonly owner: number; readonly players: { token: string; workerId: string; client: TestClient; role: 'commander' | 'follower' }[] }

/** Two workers arrive at processes `i` and `j`; j's join pairs them, so j owns the game. */
async function pair(cluster: Cluster, i: number, j: number, tag: string): Promise<Game> {
  const [ai, aj] = await Promise.all([arrive(cluster.nodes[i]!.url, { platform: 'local', name: `A${tag}` }), arrive(cluster.nodes[j]!.url, { platform: 'local', name: `B${tag}` })]);
  const ci = await TestClient.connect(cluster.nodes[i]!.url, ai.token, ai.worker.id);
  const cj = await TestClient.connect(cluster.nodes[j]!.url, aj.token, aj.worker.id);
  await ci.request({ type: 'lobby/join' });
  await cj.request({ type: 'lobby/join' });
  const [si, sj] = await Promise.all([ci.next('session/state'), cj.next('session/state')]);
  const role = (v: string) => (v === 'commander' ? 'commander' : 'follower') as 'commander' | 'follower';
  return {
    sessionId: si.sessionId, owner: j,
    players: [{ token: ai.token, workerId: ai.worker.id, client: ci, role: role(si.viewer) }, { token: aj.token, workerId: aj.worker.id, client: cj, role: role(sj.viewer) }],
  };
}

async function takeoverRun(): Promise<number> {
  const cluster = new Cluster({ leaseTtlMs: 3000, leaseRenewMs: 1000 });
  try {
    for (const i of [0, 1, 2]) await cluster.start(i);
    const game = await pair(cluster, 0, 1, 't');
    const follower = game.players.find((p) => p.role === 'follower')!;
    await follower.client.request({ type: 'action', name: 'Turn Left' });
    const killed = performance.now();
    await cluster.kill(game.owner);
    // A player whose socket was on the dead process: its page reconnects through the balancer to another.
    const clients = await Promise.all(game.players.map(async (p) => (p.client.socket.connected ? p.client : TestClient.connect(cluster.nodes[2]!.url, p.token, p.workerId))));
    const client = clients[game.players.indexOf(follower)]!;
    for (;;) {
      const reply = await client.request({ type: 'action', name: 'Turn Right' });
      if (reply.ok) break;
      if (performance.now() - killed > 30_000) throw new Error(`no action answered 30 s after the owner died: ${JSON.stringify(reply)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - killed) / 1000;
    for (const c of [...game.players.map((p) => p.client), ...clients]) c.close();
    return seconds;
  } finally {
    await cluster.close();
  }
}

/** One seeded failover: whether it ended with a worker in a second session, and whether the game came back. */
async function failoverRun(cluster: Cluster, random: () => number, run: number): Promise<{ duplicate: boolean; resumed: boolean }> {
  const pick = (not?: number) => { for (;;) { const k = Math.floor(random() * 3); if (k !== not) return k; } };
  const i = pick();
  const game = await pair(cluster, i, pick(i), String(run));
  await game.players[0]!.client.request({ type: 'chat', text: 'hello' });
  await cluster.kill(game.owner);
  for (const p of game.players) p.client.close();
  await cluster.start(game.owner);
  const back = await Promise.all(game.players.map((p) => TestClient.connect(cluster.nodes[pick()]!.url, p.token, p.workerId)));
  let resumed = true;
  try {
    await Promise.all(back.map((c) => c.next('session/event', (m) => m.event.kind === 'resume', 15_000)));
  } catch { resumed = false; }
  // Both joins of each worker at once, through two processes: none may start a second session.
  const again = await Promise.all(game.players.map((p) => TestClient.connect(cluster.nodes[pick()]!.url, p.token, p.workerId)));
  await Promise.all([...back, ...again].map((c) => c.request({ type: 'lobby/join' })));
  const store = cluster.nodes[pick()]!.store;
  const duplicate = (await Promise.all(game.players.map((p) => store.listSessions({ workerId: p.workerId })))).some((s) => s.length !== 1);
  await fetch(`${cluster.nodes[pick()]!.url}/api/admin/sessions/${game.sessionId}/end`, {
    method: 'POST', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'bench' }),
  });
  for (const c of [...back, ...again]) c.close();
  return { duplicate, resumed };
}

async function main(): Promise<void> {
  const missing = await reachable();
  if (missing) {
    console.log(`scale-out bench skipped: ${missing}`);
    return;
  }
  const takeovers: number[] = [];
  for (let r = 0; r < TAKEOVER_RUNS; r++) {
    takeovers.push(await takeoverRun());
    console.log(`scale-out: takeover run ${r + 1}: ${takeovers.at(-1)!.toFixed(2)} s (leases 3 s, renewed every 1 s)`);
  }
  takeovers.sort((a, b) => a - b);
  line('scaleout.takeover_s', takeovers[Math.floor(takeovers.length / 2)]!, 's');

  const cluster = new Cluster({ leaseTtlMs: 300, leaseRenewMs: 100 });
  const random = seededRandom(46);
  let duplicates = 0;
  let lost = 0;
  const started = performance.now();
  try {
    for (const i of [0, 1, 2]) await cluster.start(i);
    for (let run = 0; run < FAILOVER_RUNS; run++) {
      const r = await failoverRun(cluster, random, run);
      if (r.duplicate) duplicates++;
      if (!r.resumed) lost++;
    }
  } finally {
    await cluster.close();
  }
  console.log(`scale-out: ${FAILOVER_RUNS} seeded failovers in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  line('scaleout.duplicate_sessions', duplicates, `of ${FAILOVER_RUNS} failovers`);
  line('scaleout.failovers_not_resumed', lost, `of ${FAILOVER_RUNS} failovers`);
}

main().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1); });
