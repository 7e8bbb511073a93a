/**
 * `npm run bench -w @chorehouse/server`: load test on loopback. The game server and a bare
 * socket.io echo server each run in a child process; this process drives them with socket.io
 * clients, one message per second per player. Prints `bench: <name> <value> <unit>` lines.
 *
 * BENCH_SESSIONS (default 200) sessions, BENCH_SECONDS (default 20) measured seconds after
 * WARMUP_SECONDS (2) whose round trips are not counted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkedLink, WireCommanderBot, WireFollowerBot, type WireBot } from '@chorehouse/agents';
import { CLIENT_EVENT, PROTOCOL_VERSION, type ClientMessageInput, type Reply, type ServerMessage } from '@chorehouse/protocol';
import type { Socket } from 'socket.io-client';
import { connect, everySecond, percentile, timed, type Rtts } from './load-client.js';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
/** Rule-based bot pairs (real play, Make Coffee to the end) in a second phase. */
const BOT_SESSIONS = Number(process.env.BENCH_BOT_SESSIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = 2;
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const line = (name: string, value: number, unit: string) => console.log(`bench: ${name} ${Number.isFinite(value) ? Math.round(value * 100) / 100 : value} ${unit}`);
const note = (m: string) => console.error(`  ${m}`);

function start(script: string): Promise<{ child: ChildProcess; port: number; ask: <T>(type: string, extra?: object) => Promise<T> }> {
  // BENCH_CPU_PROFILE=<dir>: the game server writes a V8 CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE && script === 'game-server.ts' ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = fork(here(script), [], { execArgv: ['--import', 'tsx', '--expose-gc', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T>(type: string, extra: object = {}) => new Promise<T>((resolve) => {
    const on = (m: { type: string }) => { if (m.type === type) { child.off('message', on); resolve(m as T); } };
    child.on('message', on);
    child.send({ type, ...extra });
  });
  return new Promise((resolve) => {
    child.once('message', (m: { type: string; port: number }) => resolve({ child, port: m.port, ask }));
  });
}

const rnd = (() => { let s = 6; return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31); })();

async function echoBaseline(): Promise<Rtts> {
  const { child, port } = await start('echo-server.ts');
  const url = `http://127.0.0.1:${port}`;
  const sockets: Socket[] = [];
  for (let i = 0; i < SESSIONS * 2; i++) sockets.push(await connect(url));
  const rtts: Rtts = { samples: [], errors: 0 };
  const warm: Rtts = { samples: [], errors: 0 };
  await Promise.all(sockets.map((s) => everySecond(WARMUP + SECONDS, rnd(), async (i) => {
    await timed(i < WARMUP ? warm : rtts, () => s.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'action', name: 'Turn Left' }));
  })));
  for (const s of sockets) s.disconnect();
  child.kill();
  return rtts;
}

interface Player { socket: Socket; role: 'commander' | 'follower'; sessionId: string; acked: Set<number> }

const FOLLOWER_MOVES = ['Turn Left', 'Turn Right', 'Look Up', 'Look Down', 'Turn Left', 'Turn Right'];

async function gameLoad(): Promise<number> {
  const { child, port, ask } = await start('game-server.ts');
  const url = `http://127.0.0.1:${port}`;
  const before = await ask<{ memory: NodeJS.MemoryUsage }>('stats');
  const players: Player[] = [];
  for (let i = 0; i < SESSIONS * 2; i++) {
    const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name: `load-${i}` }) });
    const { token } = (await res.json()) as { token: string };
    const socket = await connect(url, { token, protocolVersion: PROTOCOL_VERSION });
    const state = new Promise<{ viewer: 'commander' | 'follower'; sessionId: string }>((resolve) => {
      socket.on('s2c', (m: { type: string; viewer: 'commander' | 'follower'; sessionId: string }) => { if (m.type === 'session/state') resolve(m); });
    });
    await socket.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join' });
    const player: Player = { socket, role: 'follower', sessionId: '', acked: new Set() };
    players.push(player);
    void state.then((s) => { player.role = s.viewer; player.sessionId = s.sessionId; });
  }
  await new Promise((r) => setTimeout(r, 500));
  const seated = await ask<{ memory: NodeJS.MemoryUsage; live: number; events: number }>('stats');
  note(`${seated.live} live sessions; server heap ${(seated.memory.heapUsed / 2 ** 20).toFixed(1)} MB, rss ${(seated.memory.rss / 2 ** 20).toFixed(1)} MB`);

  const rtts: Rtts = { samples: [], errors: 0 };
  const refused: Record<string, number> = {};
  const byType: Record<string, number[]> = {};
  const warm: Rtts = { samples: [], errors: 0 };
  let eventsBefore = seated.events;
  let t0 = performance.now();
  setTimeout(() => {
    void ask<{ events: number }>('stats').then((s) => { eventsBefore = s.events; });
    t0 = performance.now();
  }, WARMUP * 1000 + 500);
  await Promise.all(players.map((p) => everySecond(WARMUP + SECONDS, rnd(), async (i) => {
    const message = p.role === 'follower'
      ? (i % 5 === 4 ? { type: 'action', name: 'Pickup', x: rnd(), y: rnd() } : { type: 'action', name: FOLLOWER_MOVES[i % FOLLOWER_MOVES.length] })
      : [{ type: 'action', name: 'Turn Left' }, { type: 'chat', text: `Instruction number ${i}` }, { type: 'progress_check' }, { type: 'search', by: 'text', value: 'mug' }][i % 4];
    const t = performance.now();
    const reply = await timed(i < WARMUP ? warm : rtts, () => p.socket.timeout(10_000).emitWithAck(CLIENT_EVENT, message) as Promise<Reply>);
    const key = `${message!.type}${'name' in message! ? `:${String(message!.name)}` : ''}`;
    if (i >= WARMUP) (byType[key] ??= []).push(performance.now() - t);
    if (reply && reply.ok && 'seq' in reply && typeof reply.seq === 'number') p.acked.add(reply.seq);
    else if (reply && !reply.ok) refused[reply.error.code] = (refused[reply.error.code] ?? 0) + 1;
  })));
  const elapsed = (performance.now() - t0) / 1000;
  const after = await ask<{ memory: NodeJS.MemoryUsage; live: number; events: number }>('stats');
  const sessions = [...new Set(players.map((p) => p.sessionId))];
  const { seqs } = await ask<{ seqs: Record<string, number[]> }>('seqs', { sessions });
  let lost = 0;
  for (const p of players) {
    const stored = new Set(seqs[p.sessionId] ?? []);
    for (const s of p.acked) if (!stored.has(s)) lost++;
  }
  const sorted = [...rtts.samples].sort((a, b) => a - b);
  for (const [k, v] of Object.entries(byType)) {
    const sv = v.sort((a, b) => a - b);
    note(`${k}: n=${v.length} p50 ${percentile(sv, 50).toFixed(1)} ms, p99 ${percentile(sv, 99).toFixed(1)} ms, max ${sv[sv.length - 1]!.toFixed(1)} ms`);
  }
  if (Object.keys(refused).length) note(`refused replies: ${JSON.stringify(refused)}`);
  line('server.concurrent_sessions', after.live, 'sessions');
  line('server.p50_action_rtt_ms', percentile(sorted, 50), 'ms');
  line('server.p99_action_rtt_ms', percentile(sorted, 99), 'ms');
  line('server.requests_per_s', rtts.samples.length / elapsed, '1/s');
  line('server.request_errors', rtts.errors, 'requests');
  line('server.events_stored_per_s', (after.events - eventsBefore) / elapsed, '1/s');
  line('server.memory_per_session_kb', (seated.memory.heapUsed - before.memory.heapUsed) / 1024 / Math.max(1, seated.live), 'kB');
  line('server.lost_events', lost, 'events');
  for (const p of players) p.socket.disconnect();
  const exited = new Promise((r) => child.once('exit', r));
  child.send({ type: 'stop' });
  await exited;
  return percentile(sorted, 99);
}

/** Rule-based Commander and Follower pairs play Make Coffee to the end, one action per second each. */
async function botGames(): Promise<void> {
  const { child, port, ask } = await start('game-server.ts');
  const url = `http://127.0.0.1:${port}`;
  const rtts: Rtts = { samples: [], errors: 0 };
  const pace = () => new Promise<void>((r) => setTimeout(r, 1000));
  const results: string[] = [];
  const t0 = performance.now();
  const play = async (i: number) => {
    const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name: `bot-${i}` }) });
    const { token } = (await res.json()) as { token: string };
    const socket = await connect(url, { token, protocolVersion: PROTOCOL_VERSION });
    const seen: ServerMessage[] = [];
    let bot: WireBot | null = null;
    socket.on('s2c', (m: ServerMessage) => { seen.push(m); bot?.onMessage(m); });
    const link = checkedLink((m: ClientMessageInput) => timed(rtts, (): Promise<unknown> => socket.timeout(30_000).emitWithAck(CLIENT_EVENT, m)));
    const request = link.request.bind(link);
    await request({ type: 'lobby/join' });
    while (!seen.some((m) => m.type === 'session/state')) await new Promise((r) => setTimeout(r, 20));
    const state = seen.find((m) => m.type === 'session/state') as Extract<ServerMessage, { type: 'session/state' }>;
    bot = state.viewer === 'commander' ? new WireCommanderBot({ request }, { pace }) : new WireFollowerBot({ request }, { pace });
    for (const m of seen) bot.onMessage(m);
    await bot.run();
    const ended = seen.find((m) => m.type === 'session/ended');
    if (state.viewer === 'commander') results.push(ended?.type === 'session/ended' ? ended.outcome : 'none');
    socket.disconnect();
  };
  // Pairs join one after the other so each pair meets in the lobby.
  const games: Promise<void>[] = [];
  for (let i = 0; i < BOT_SESSIONS * 2; i += 2) {
    const a = play(i);
    await new Promise((r) => setTimeout(r, 30));
    games.push(a, play(i + 1));
    await new Promise((r) => setTimeout(r, 30));
  }
  await Promise.all(games);
  const sorted = [...rtts.samples].sort((a, b) => a - b);
  line('server.bot_sessions', results.length, 'sessions');
  line('server.bot_sessions_succeeded', results.filter((r) => r === 'success').length, 'sessions');
  line('server.bot_phase_s', (performance.now() - t0) / 1000, 's');
  line('server.bot_p99_rtt_ms', percentile(sorted, 99), 'ms');
  void ask;
  const exited = new Promise((r) => child.once('exit', r));
  child.send({ type: 'stop' });
  await exited;
}

const echo = await echoBaseline();
const echoSorted = [...echo.samples].sort((a, b) => a - b);
const gameP99 = await gameLoad();
line('server.echo_p50_rtt_ms', percentile(echoSorted, 50), 'ms');
line('server.echo_p99_rtt_ms', percentile(echoSorted, 99), 'ms');
line('server.p99_vs_echo', gameP99 / percentile(echoSorted, 99), 'ratio');
if (BOT_SESSIONS > 0) await botGames();
process.exit(0);
