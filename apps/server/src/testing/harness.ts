/** An in-process server on a free port with SQLite in a temp dir, and the demo kitchen's Make Coffee in its pool. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoKitchen, worldHash } from '@chorehouse/sim';
import { ruleBasedBotSeater } from '../bots/bot-seat.js';
import type { BotSeater } from '../session/registry.js';
import { testConfig, type Config } from '../config.js';
import { createServer, type ChorehouseServer } from '../server.js';
import { openSqliteStore } from '@chorehouse/store';
import type { EpisodeRecord, Store } from '@chorehouse/store';
import { redisAdapter } from '../transport/redis.js';
import { redisClusterBus, type ClusterBus } from '../cluster/cluster-bus.js';
import { growPool } from '../pool/build-pool.js';
import { systemClock } from '../clock.js';
import type { ConsentText } from '../consent/consent-text.js';
import type { JobHook } from '../research/research-desk.js';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';
export const TEST_TOKEN_SECRET = 'test-token-secret-0123456789';

/** An admin API call with the test token: a GET without a body, a POST with one. */
export function adminFetch(baseUrl: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/admin${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** A console route (`/api/admin/console…`) read with the test token: its status, content type and body bytes. */
export async function consoleGet(baseUrl: string, path: string): Promise<{ status: number; type: string; body: Buffer }> {
  const res = await adminFetch(baseUrl, `/console${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
}

export function demoCoffeeEpisode(): EpisodeRecord {
  const world = createDemoKitchen();
  return {
    id: 'demo-kitchen-coffee', taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [], floorPlan: 0, split: 'train', seed: 0,
    world: JSON.stringify(world), worldHash: worldHash(world), solutionSteps: 0, createdAt: 0,
  };
}

export interface TestServer {
  readonly url: string;
  readonly server: ChorehouseServer;
  readonly store: Store;
  readonly dir: string;
  /** The cluster bus (several processes on PostgreSQL and Redis); a test closes it first to make the process fall silent, as a crash would. */
  readonly bus: ClusterBus | null;
  /** Closes the server and the store (the data directory stays for a restart). */
  stop(): Promise<void>;
  /** stop(), then remove the data directory. */
  dispose(): Promise<void>;
}

export interface TestServerOptions {
  readonly dir?: string;
  readonly config?: Partial<Config>;
  readonly episodes?: readonly EpisodeRecord[];
  readonly port?: number;
  /** Another store than SQLite in the temp dir (it is closed with the server). */
  readonly store?: Store;
  /** Use the socket.io Redis adapter. */
  readonly redisUrl?: string;
  /** The bot partner (default: the rule-based one, with the coordinate template its test partner, the old rule-based Follower, reads). */
  readonly seatBot?: BotSeater;
  /** A consent text workers must agree to before they play. */
  readonly consent?: ConsentText;
  /** Told of each console research job and the thread that ran it. */
  readonly onResearchJob?: JobHook;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'chorehouse-server-'));
  const store = options.store ?? openSqliteStore(dir);
  await store.migrate();
  for (const e of options.episodes ?? [demoCoffeeEpisode()]) await store.addEpisode(e);
  const config = testConfig({ dataDir: dir, webDist: join(dir, 'no-web'), ...options.config });
  const redis = options.redisUrl ? await redisAdapter(options.redisUrl, config.redisPrefix) : null;
  // Several processes (PostgreSQL and Redis): they talk over the cluster bus, and serve sockets on any process.
  const bus = options.redisUrl && store.dialect === 'postgres' ? await redisClusterBus(options.redisUrl, config.redisPrefix, config.serverId, (e) => { console.error('cluster bus', e); }) : null;
  const server = createServer({
    config, store, tokenSecret: TEST_TOKEN_SECRET, adminToken: TEST_ADMIN_TOKEN,
    seatBot: options.seatBot ?? ruleBasedBotSeater({ actionDelayMs: 0, template: true, failed: (e) => { console.error('bot failed', e); } }),
    log: { info: () => undefined, error: (m, e) => { console.error(m, e); } },
    ...(redis ? { configureIo: redis.configure } : {}),
    ...(bus ? { bus } : {}),
    growPool: (o) => growPool(store, systemClock, o),
    ...(options.consent ? { consent: options.consent } : {}),
    ...(options.onResearchJob ? { onResearchJob: options.onResearchJob } : {}),
  });
  await server.restore();
  await new Promise<void>((res) => server.http.listen(options.port ?? 0, '127.0.0.1', () => res()));
  const port = (server.http.address() as AddressInfo).port;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
    await bus?.close();
    await redis?.close();
    await store.close();
  };
  return {
    url: `http://127.0.0.1:${port}`, server, store, dir, stop, bus,
    dispose: async () => { await stop(); rmSync(dir, { recursive: true, force: true }); },
  };
}
