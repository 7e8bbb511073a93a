/**
 * `npm run bench` (after scale-out.ts): the action round trip of main.ts's load (players.ts, one
 * message a second per player) on real server processes on PostgreSQL and Redis (issue 46): the
 * built `dist/main.js`, as `npm start` runs it, each process with its own SERVER_ID and port, a
 * deployment on a fresh schema (dropped at the end) and a fresh REDIS_PREFIX.
 *
 * - `scaleout.p99_ms_600_over_3`: BENCH_SCALEOUT_SESSIONS (default 600; the name carries the count) sessions over three
 *   processes; players arrive at them in turn, so most pairs are made across processes and one
 *   player's actions go to the game's owner over the cluster bus.
 * - `scaleout.p99_ms_200_on_1`: BENCH_SCALEOUT_ONE_SESSIONS (default 200) sessions on one such process.
 *
 * Each: all seated, BENCH_SCALEOUT_WARMUP (default 4) seconds of load not counted, then
 * BENCH_SCALEOUT_SECONDS (default 10) measured. The load client is this process (one, as main.ts's
 * default). Needs PostgreSQL (BENCH_DATABASE_URL) and Redis (BENCH_REDIS_URL), like scale-out.ts;
 * without them it prints why and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@chorehouse/server';
import { dropPostgresSchema, openPostgresStore } from '@chorehouse/store';
import { demoCoffeeEpisode } from '../src/testing/harness.js';
import { percentile, seededRandom } from './load-client.js';
import { Crowd, p99 } from './players.js';
import { DATABASE_URL, REDIS_URL, reachable } from './scale-out-services.js';

const SESSIONS = Number(process.env.BENCH_SCALEOUT_SESSIONS ?? 600);
const ONE_SESSIONS = Number(process.env.BENCH_SCALEOUT_ONE_SESSIONS ?? 200);
const WARMUP = Number(process.env.BENCH_SCALEOUT_WARMUP ?? 4);
const SECONDS = Number(process.env.BENCH_SCALEOUT_SECONDS ?? 10);
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const line = (name: string, value: number, unit: string) => console.log(`bench: ${name} ${Number.isFinite(value) ? Math.round(value * 100) / 100 : value} ${unit}`);
const note = (m: string) => console.error(`  ${m}`);

/** One server process (`node dist/main.js`) once it listens. */
interface ServerProcess { readonly id: string; readonly url: string; readonly child: ChildProcess }

/** Starts `node dist/main.js` with `env` and waits for the line that says where it serves; its other lines are passed on, marked with its id. */
function startServer(id: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], { env: { ...process.env, ...env, SERVER_ID: id }, stdio: ['ignore', 'inherit', 'pipe'] });
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`server ${id} exited (${code}) before it listened`));
    child.once('exit', exited);
    createInterface({ input: child.stderr! }).on('line', (text) => {
      const serving = /serving on http:\/\/localhost:(\d+)/.exec(text);
      if (!serving) { console.error(`  [${id}] ${text}`); return; }
      child.off('exit', exited);
      resolve({ id, url: `http://127.0.0.1:${serving[1]}`, child });
    });
  });
}

/** `n` processes of one deployment: a schema of their own holding the demo kitchen's Make Coffee (so none generates a pool), a Redis prefix of their own. */
async function deployment(n: number): Promise<{ servers: ServerProcess[]; close: () => Promise<void> }> {
  const schema = `bench_load_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'chorehouse-scaleout-'));
  const store = await openPostgresStore(DATABASE_URL, schema);
  await store.migrate();
  await store.addEpisode(demoCoffeeEpisode());
  await store.close();
  const env: Record<string, string> = {
    DATABASE_URL, DATABASE_SCHEMA: schema, REDIS_URL, REDIS_PREFIX: `bench-${schema}`, PORT: '0', HOST: '127.0.0.1',
    DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), LOG_LEVEL: 'info',
    // Shared by the processes, as a deployment's are: a token minted by one is honoured by the others.
    TOKEN_SECRET: `bench-token-secret-${schema}`, ADMIN_TOKEN: `bench-admin-token-${schema}`,
    // The crowd arrives from one address (as in main.ts's game server).
    ARRIVALS_PER_ADDRESS_PER_MINUTE: '100000',
  };
  const servers: ServerProcess[] = [];
  const close = async () => {
    // Killed, not drained: the deployment is thrown away with its schema.
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => {
      if (s.child.exitCode !== null || s.child.signalCode !== null) { resolve(); return; }
      s.child.once('exit', () => resolve());
      s.child.kill('SIGKILL');
    })));
    await dropPostgresSchema(DATABASE_URL, schema);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < n; i++) servers.push(await startServer(`p${i}`, env));
  } catch (e) {
    await close();
    throw e;
  }
  return { servers, close };
}

/** Seats `sessions` pairs over the deployment's processes in turn, runs the load, and returns the measured p99. */
async function measure(label: string, processes: number, sessions: number): Promise<number> {
  const { servers, close } = await deployment(processes);
  const crowd = new Crowd(servers.map((s) => s.url), seededRandom(46));
  try {
    const t0 = performance.now();
    await crowd.grow(sessions);
    const seated = crowd.players.filter((p) => p.sessionId).length;
    // Pairs whose two players arrived at different processes (player i arrived at process i mod n).
    const where = new Map<string, Set<number>>();
    crowd.players.forEach((p, i) => { if (p.sessionId) (where.get(p.sessionId) ?? where.set(p.sessionId, new Set()).get(p.sessionId)!).add(i % processes); });
    const across = [...where.values()].filter((s) => s.size > 1).length;
    note(`${label}: ${seated} of ${sessions * 2} players seated in ${where.size} sessions (${across} across two processes) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (seated < sessions * 2) throw new Error(`${label}: only ${seated} of ${sessions * 2} players were seated`);
    const r = await crowd.run(sessions, WARMUP, SECONDS);
    const sorted = [...r.rtts.samples].sort((a, b) => a - b);
    note(`${label}: ${r.rtts.samples.length} round trips in ${SECONDS} s after ${WARMUP} s of warm-up, ${r.rtts.errors} timeouts; p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99(r.rtts).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms; load client CPU ${r.client.cpuPercent.toFixed(0)} %, loop delay p99 ${r.client.loopP99Ms.toFixed(1)} / max ${r.client.loopMaxMs.toFixed(1)} ms`);
    if (Object.keys(r.refused).length) note(`${label}: refused replies ${JSON.stringify(r.refused)}`);
    // A timed-out request has no round trip: a p99 that left them out would flatter the deployment.
    return r.rtts.errors > 0 ? Infinity : p99(r.rtts);
  } finally {
    await crowd.close();
    await close();
  }
}

async function main(): Promise<void> {
  const missing = await reachable();
  if (missing) {
    console.log(`scale-out load bench skipped: ${missing}`);
    return;
  }
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is not built: npx turbo run build --filter=@chorehouse/server`);
  line(`scaleout.p99_ms_${SESSIONS}_over_3`, await measure(`${SESSIONS} sessions over 3 processes`, 3, SESSIONS), 'ms');
  line(`scaleout.p99_ms_${ONE_SESSIONS}_on_1`, await measure(`${ONE_SESSIONS} sessions on 1 process`, 1, ONE_SESSIONS), 'ms');
}

main().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1); });
