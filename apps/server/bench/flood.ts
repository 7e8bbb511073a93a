/**
 * `bench: server.probe_p99_under_flood_ms`: the worst p99 of well-behaved sessions' action round
 * trips while each hostile flood of issue 16 runs against the real server (its real limits):
 *
 * - resync: one worker, 20 sockets (the server keeps 4), each asking session/resync 10 times a second;
 * - reconnects: one seated worker opening and closing sockets in a loop, 8 at a time;
 * - tutorial: 8 workers submitting 2,000-action tutorials over and over;
 * - arrivals: 5,000 arrivals from one address, 50 at a time;
 * - admin lists: 5,000 workers in the store, the admin and console worker lists fetched 4 at a time;
 * - pairing burst: 200 players (100 sessions) joining the lobby at once.
 *
 * The game server and the probe each run in a child process; the floods come from this one. Each
 * flood runs FLOOD_SECONDS (default 8). Prints one line per flood and the worst. BENCH_CPU_PROFILE=<dir>
 * writes a V8 CPU profile of the server during each flood.
 */
import { CLIENT_EVENT, PROTOCOL_VERSION } from '@chorehouse/protocol';
import type { Socket } from 'socket.io-client';
import { ask, forkBench, once, serve } from './children.js';
import { connect, percentile } from './load-client.js';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 8);
const ADMIN = 'bench-admin-token-0123456789';
const line = (name: string, value: number, unit: string) => console.log(`bench: ${name} ${Number.isFinite(value) ? Math.round(value * 100) / 100 : value} ${unit}`);
const note = (m: string) => console.error(`  ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const json = { 'content-type': 'application/json' };

/** Runs `tick` back to back (each awaited) until `until`. */
async function loop(until: number, tick: () => Promise<unknown>): Promise<void> {
  while (Date.now() < until) await tick().catch(() => undefined);
}

const game = await serve('game-server', { env: { BENCH_REAL_LIMITS: '1' } });
const { url } = game;
const probe = forkBench('probe-client');
const probeReady = once(probe, 'ready');
probe.send({ type: 'start', url });
await probeReady;

const windows: { name: string; from: number; to: number }[] = [];
/** `flood` runs inside the measured window; whatever it needs is prepared before the window opens. */
async function window(name: string, flood: (until: number) => Promise<string>): Promise<void> {
  await sleep(1000);
  // BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the server during each flood (server-flood-<name>.cpuprofile).
  await game.ask('profile-start');
  const from = Date.now();
  const until = from + SECONDS * 1000;
  const summary = await flood(until);
  await game.ask('profile-stop', { name: `flood-${name}` });
  windows.push({ name, from, to: Math.max(until, Date.now()) });
  note(`${name}: ${summary}`);
}

await window('quiet', async (until) => { await sleep(until - Date.now()); return 'no flood'; });

const [resyncToken] = (await game.ask<{ tokens: string[] }>('mint', { n: 1, prefix: 'resync' })).tokens;
const sockets: Socket[] = [];
for (let i = 0; i < 20; i++) {
  const s = await connect(url, { token: resyncToken, protocolVersion: PROTOCOL_VERSION });
  if (i === 0) await s.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join', partner: 'bot', botRole: 'commander' });
  sockets.push(s);
}
await window('resync', async (until) => {
  const open = sockets.filter((s) => s.connected);
  const refused = sockets.length - open.length;
  let ok = 0, limited = 0;
  await Promise.all(open.map((s) => loop(until, async () => {
    const r = (await s.timeout(5000).emitWithAck(CLIENT_EVENT, { type: 'session/resync' })) as { ok: boolean };
    if (r.ok) ok++; else limited++;
    await sleep(100);
  })));
  for (const s of sockets) s.disconnect();
  return `${open.length} sockets kept, ${refused} refused; ${ok} resyncs answered, ${limited} refused`;
});

const [reconnectToken] = (await game.ask<{ tokens: string[] }>('mint', { n: 1, prefix: 'reconnect' })).tokens;
const seat = await connect(url, { token: reconnectToken, protocolVersion: PROTOCOL_VERSION });
await seat.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join', partner: 'bot', botRole: 'commander' });
seat.disconnect();
await window('reconnects', async (until) => {
  // A seated worker reconnecting in a loop: each socket let in is sent the session's state, read back from the store.
  let accepted = 0, refused = 0;
  await Promise.all(Array.from({ length: 8 }, () => loop(until, async () => {
    try {
      (await connect(url, { token: reconnectToken, protocolVersion: PROTOCOL_VERSION })).disconnect();
      accepted++;
    } catch {
      refused++;
    }
  })));
  return `${accepted} connections let in, ${refused} refused`;
});

const { tokens: tutorialTokens } = await game.ask<{ tokens: string[] }>('mint', { n: 8, prefix: 'tutorial' });
await window('tutorial', async (until) => {
  const tokens = tutorialTokens;
  const actions = Array.from({ length: 2000 }, (_, i) => ({ name: ['Forward', 'Turn Left', 'Backward', 'Turn Right'][i % 4] }));
  const body = JSON.stringify({ actions });
  const codes: Record<number, number> = {};
  await Promise.all(tokens.map((t) => loop(until, async () => {
    const r = await fetch(`${url}/api/tutorial/complete`, { method: 'POST', headers: { ...json, authorization: `Bearer ${t}` }, body });
    await r.arrayBuffer();
    codes[r.status] = (codes[r.status] ?? 0) + 1;
  })));
  return `answers by status ${JSON.stringify(codes)}`;
});

await window('arrivals', async (until) => {
  const codes: Record<number, number> = {};
  let next = 0;
  await Promise.all(Array.from({ length: 50 }, () => loop(until, async () => {
    if (next >= 5000) { await sleep(50); return; }
    const r = await fetch(`${url}/api/arrive`, { method: 'POST', headers: json, body: JSON.stringify({ platform: 'mturk', workerId: `FLOOD${next++}` }) });
    await r.arrayBuffer();
    codes[r.status] = (codes[r.status] ?? 0) + 1;
  })));
  return `${next} arrivals, by status ${JSON.stringify(codes)}`;
});

await game.ask('mint', { n: 5000, prefix: 'listed' });
await window('admin_lists', async (until) => {
  let pages = 0;
  const paths = ['/api/admin/workers', '/api/admin/console/workers'];
  await Promise.all(Array.from({ length: 4 }, (_, k) => loop(until, async () => {
    const r = await fetch(`${url}${paths[k % 2]}`, { headers: { authorization: `Bearer ${ADMIN}` } });
    await r.arrayBuffer();
    pages++;
  })));
  return `${pages} pages served (5,000+ workers in the store)`;
});

const { tokens: burstTokens } = await game.ask<{ tokens: string[] }>('mint', { n: 200, prefix: 'burst' });
const burst: Socket[] = [];
for (const t of burstTokens) burst.push(await connect(url, { token: t, protocolVersion: PROTOCOL_VERSION }));
await window('pairing_burst', async (until) => {
  const t0 = Date.now();
  await Promise.all(burst.map((s) => s.timeout(30_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join' })));
  const joined = Date.now() - t0;
  await sleep(Math.max(0, until - Date.now()));
  for (const s of burst) s.disconnect();
  return `200 joins answered in ${joined} ms`;
});

const report = await ask<{ samples: { at: number; ms: number }[]; errors: number }>(probe, 'report');
let worst = 0;
for (const w of windows) {
  const inside = report.samples.filter((s) => s.at >= w.from && s.at <= w.to).map((s) => s.ms).sort((a, b) => a - b);
  const p99 = percentile(inside, 99);
  note(`${w.name}: ${inside.length} probe actions, p50 ${percentile(inside, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(inside.at(-1) ?? NaN).toFixed(1)} ms`);
  line(`server.probe_p99_${w.name}_ms`, p99, 'ms');
  if (w.name !== 'quiet' && p99 > worst) worst = p99;
}
line('server.probe_errors_under_flood', report.errors, 'requests');
line('server.probe_p99_under_flood_ms', worst, 'ms');
await game.stop();
process.exit(0);
