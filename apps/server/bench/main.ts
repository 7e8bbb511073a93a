/**
 * `npm run bench -w @chorehouse/server`: load test on loopback. The game server and a bare
 * socket.io echo server each run in a child process; this process drives them with socket.io
 * clients, one message per second per player. Prints `bench: <name> <value> <unit>` lines.
 *
 * BENCH_TRACE=1 stamps every request of phase 1 on both sides and prints where its time went (trace.ts).
 * BENCH_SESSIONS (default 200) sessions, BENCH_SECONDS (default 15) measured seconds after
 * WARMUP_SECONDS (2) whose round trips are not counted; then the knee search (BENCH_KNEE_*), then
 * BENCH_BOT_SESSIONS (default 20) rule-based bot games. BENCH_LOAD_PROCESSES splits the load client
 * (below). `npx tsx bench/bundle.ts` packs all this into plain .js files for a machine without the repo.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { checkedLink, WireCommanderBot, WireFollowerBot, type WireBot } from '@chorehouse/agents';
import { CLIENT_EVENT, PROTOCOL_VERSION, type ClientMessageInput, type ServerMessage } from '@chorehouse/protocol';
import { connect, everySecond, percentile, seededRandom, timed, type Rtts } from './load-client.js';
import { LeanSocket } from './lean-socket.js';
import { serve } from './children.js';
import { kneeStep } from './knee-step.js';
import { CrowdShards } from './crowd-shards.js';
import { Crowd, p99, type Load, type RunResult } from './players.js';
import { p99RatioInterval } from './ratio-interval.js';
import { storeWriteCost } from './store-writes.js';
import { describeLegs, legsOf, type Busy, type Legs, type LoopMark, type ServerStamp } from './trace.js';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
/** Rule-based bot pairs (real play, Make Coffee to the end) in a last phase. */
const BOT_SESSIONS = Number(process.env.BENCH_BOT_SESSIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP = 2;
/**
 * Echo and game alternate this many times within the measured seconds: the finer they alternate,
 * the more evenly a spell of load from other work on the machine falls on both.
 */
const ROUNDS = 5;
/** Seconds of load each server of phase 1 gets, unmeasured, before the first round (BENCH_PRIME_SECONDS). */
const PRIME_SECONDS = Number(process.env.BENCH_PRIME_SECONDS ?? 4);
/** The knee search (server.max_sessions_p99_50ms). */
const KNEE_P99_MS = 50;
const KNEE_START = Number(process.env.BENCH_KNEE_START ?? 25);
const KNEE_MAX = Number(process.env.BENCH_KNEE_MAX ?? 4000);
/**
 * A probe's load runs KNEE_WARMUP seconds unmeasured, then KNEE_SECONDS measured. The warm-up pays
 * off what seating hundreds of sessions at once costs (their worlds parsed, then collected from the
 * old generation a few seconds later), a burst no real crowd makes; the window is long enough that
 * a rare pause weighs by its true frequency instead of deciding a short probe on its own.
 */
const KNEE_WARMUP = Number(process.env.BENCH_KNEE_WARMUP ?? 4);
const KNEE_SECONDS = Number(process.env.BENCH_KNEE_SECONDS ?? 8);
/**
 * After the growing search's first miss, at most BENCH_KNEE_REFINE (default 3) probes bisect the gap
 * between the last pass and that miss, while the miss is more than KNEE_RESOLUTION times the pass.
 */
const KNEE_REFINE = Number(process.env.BENCH_KNEE_REFINE ?? 3);
const KNEE_RESOLUTION = 1.1;
/**
 * BENCH_LOAD_PROCESSES (default 1): the load client's players split over this many child
 * processes (crowd-shards.ts). One is right on a 2-core machine, where shards would only take the
 * server's core, and was enough on 16 cores up to 2,776 sessions.
 */
const LOAD_PROCESSES = Number(process.env.BENCH_LOAD_PROCESSES ?? 1);
const line = (name: string, value: number, unit: string) => console.log(`bench: ${name} ${Number.isFinite(value) ? Math.round(value * 100) / 100 : value} ${unit}`);
const note = (m: string) => console.error(`  ${m}`);

/** A server child with the collector exposed, so its memory figures count live objects only. */
const start = (script: 'game-server' | 'echo-server', env: Record<string, string> = {}) => serve(script, { execArgv: ['--expose-gc'], env });

const rnd = seededRandom(6);

/**
 * A full collection of this process's heap (the load client's, when it is not split into shards):
 * `--expose-gc` turned on now, the collector taken from a fresh context, since `npm run bench` starts
 * this process through tsx without node flags.
 */
function collectOwnGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The baselines (echo-server.ts): the bare echo; `partner`, each message also sent on to the socket's partner; `store`, stored first as the game stores an event, then sent on. */
type EchoKind = 'bare' | 'partner' | 'store';
const ECHO_ENV: Record<EchoKind, Record<string, string>> = { bare: {}, partner: { BENCH_ECHO_PARTNER: '1' }, store: { BENCH_ECHO_STORE: '1' } };

/** A socket.io echo with as many sockets as the game's players, ready to be driven in rounds. */
async function echoBaseline(kind: EchoKind): Promise<{ run: (rtts: Rtts, warmup: number, seconds: number) => Promise<void>; close: () => void; ask: Served['ask'] }> {
  const { url, stop, ask } = await start('echo-server', { ...ECHO_ENV[kind], ...TRACE_ENV });
  const sockets: LeanSocket[] = [];
  for (let i = 0; i < SESSIONS * 2; i++) sockets.push(await LeanSocket.connect(url));
  return {
    run: async (rtts, warmup, seconds) => {
      const warm: Rtts = { samples: [], errors: 0 };
      await Promise.all(sockets.map((s) => everySecond(warmup + seconds, rnd(), async (i) => {
        await timed(i < warmup ? warm : rtts, () => s.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'action', name: 'Turn Left' }));
      })));
    },
    close: () => {
      for (const s of sockets) s.disconnect();
      void stop();
    },
    ask,
  };
}

type Served = Awaited<ReturnType<typeof start>>;
/**
 * BENCH_TRACE=1 (trace.ts): every round's requests stamped on both sides, and each server's legs
 * printed after phase 1. The load must be in this process (BENCH_LOAD_PROCESSES=1).
 */
const TRACE = process.env.BENCH_TRACE === '1' && LOAD_PROCESSES === 1;
const TRACE_ENV: Record<string, string> = TRACE ? { BENCH_TRACE: '1' } : {};
const traceLegs: Record<string, { legs: Legs[]; busy: Busy[]; loop: LoopMark[] }> = {};
/** Runs one round of load on a server, and keeps the legs of its requests (BENCH_TRACE). */
async function traced<T>(label: string, ask: Served['ask'], round: () => Promise<T>): Promise<T> {
  if (!TRACE) return round();
  await ask('trace');
  LeanSocket.stamps = [];
  const result = await round();
  const { stamps, busy, loop } = await ask<{ stamps: ServerStamp[]; busy: Busy[]; loop: LoopMark[] }>('trace');
  const kept = (traceLegs[label] ??= { legs: [], busy: [], loop: [] });
  kept.legs.push(...legsOf(LeanSocket.stamps, stamps));
  kept.busy.push(...busy);
  kept.loop.push(...loop);
  // BENCH_TRACE_DUMP=<file>: every round's raw stamps too, a JSON line per round, for looking at single requests.
  if (process.env.BENCH_TRACE_DUMP) appendFileSync(process.env.BENCH_TRACE_DUMP, `${JSON.stringify({ label, client: LeanSocket.stamps, server: stamps, busy, loop })}\n`);
  LeanSocket.stamps = [];
  return result;
}

type Echo = Awaited<ReturnType<typeof echoBaseline>>;

/** The game server's event-loop delay, collector pauses and heap over a measured window ('loop-start' to 'loop-stop'). */
interface LoopStats {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** The event loop's busy fraction (0 to 1): what one process runs out of first. */
  readonly utilization: number;
  readonly gc: Record<string, { n: number; ms: number; max: number }>;
  readonly heapMb: number;
  /** Bytes the scavenges moved into the old generation in the window (old space's growth across each scavenge), MB. */
  readonly promotedMb: number;
  /** The event log's group appends (a journal write since 2026-11-27's sixth session, a SQLite commit before): how many, and how long each held the loop. */
  readonly commit: { readonly n: number; readonly p99: number; readonly max: number };
  /** The actions as the server held them, from reading to acknowledging (stored and sent). */
  readonly action: { readonly n: number; readonly p50: number; readonly p99: number; readonly max: number };
}

const gcNote = (s: LoopStats) => `event loop busy ${(s.utilization * 100).toFixed(0)} %; appends ${s.commit.n}, p99 ${s.commit.p99.toFixed(1)} / max ${s.commit.max.toFixed(1)} ms; actions held ${s.action.n}, p50 ${s.action.p50.toFixed(2)} / p99 ${s.action.p99.toFixed(2)} / max ${s.action.max.toFixed(1)} ms; heap ${s.heapMb.toFixed(0)} MB; promoted by scavenges ${s.promotedMb.toFixed(1)} MB; GC ${Object.entries(s.gc).map(([k, v]) => `${k} ${v.n}x ${v.ms.toFixed(0)} ms (max ${v.max.toFixed(1)})`).join(', ') || 'none'}`;

const notePhase = (label: string, r: { byType: Record<string, number[]>; refused: Record<string, number> }) => {
  for (const [k, v] of Object.entries(r.byType)) {
    const sv = v.sort((a, b) => a - b);
    note(`${label} ${k}: n=${v.length} p50 ${percentile(sv, 50).toFixed(1)} ms, p99 ${percentile(sv, 99).toFixed(1)} ms, max ${sv[sv.length - 1]!.toFixed(1)} ms`);
  }
  if (Object.keys(r.refused).length) note(`${label} refused replies: ${JSON.stringify(r.refused)}`);
};

/**
 * The game server at SESSIONS sessions (the figures compared with the echo), then the knee: the
 * most sessions one process holds with p99 under KNEE_P99_MS, found by growing from KNEE_START by
 * steps that shrink as the p99 nears the bound and the event loop fills (knee-step.ts) until a probe
 * misses it (or KNEE_MAX); never smaller after a larger one on the same server (a larger probe's
 * sessions would stay seated); the gap up to the miss is then bisected on fresh servers (KNEE_REFINE).
 * Each probe: N sessions active, KNEE_WARMUP seconds of unmeasured load, KNEE_SECONDS measured.
 */
async function gameLoad(echo: Echo, others: Partial<Record<Exclude<EchoKind, 'bare'>, Echo>>): Promise<{ p99: number; echoP99: number; echoP50: number; othersP99: Partial<Record<EchoKind, number>>; rounds: { game: number; echo: number }[]; knee: number; samples: { game: number[]; echo: number[]; others: Partial<Record<EchoKind, number[]>> } }> {
  const { url, ask, stop } = await start('game-server', TRACE_ENV);
  const before = await ask<{ memory: NodeJS.MemoryUsage }>('stats');
  const crowd: Load = LOAD_PROCESSES > 1 ? await CrowdShards.start(url, LOAD_PROCESSES) : new Crowd(url, rnd);
  await crowd.grow(SESSIONS);
  const seated = await ask<{ memory: NodeJS.MemoryUsage; cpu: NodeJS.CpuUsage; live: number; events: number }>('stats');
  note(`${seated.live} live sessions; server heap ${(seated.memory.heapUsed / 2 ** 20).toFixed(1)} MB, rss ${(seated.memory.rss / 2 ** 20).toFixed(1)} MB`);

  // Echo and game in alternating rounds, so both sample the same spells of load from other work on the machine.
  const echoRtts: Rtts = { samples: [], errors: 0 };
  const otherRtts = Object.fromEntries(Object.keys(others).map((k) => [k, { samples: [], errors: 0 }])) as Record<string, Rtts>;
  const r = { rtts: { samples: [] as number[], errors: 0 }, byType: {} as Record<string, number[]>, refused: {} as Record<string, number> };
  const gameClient: RunResult['client'][] = [];
  let elapsed = 0;
  let gameWall = 0;
  /** The game server's CPU time (user + system, all its threads) over the game's rounds, ms. */
  let gameCpuMs = 0;
  // Stalls of either side's event loop show in every round trip: the server's, and the load client's own.
  // A histogram per round: one enabled again after a pause counts the pause as one long delay.
  const echoLoop: ReturnType<typeof monitorEventLoopDelay>[] = [];
  // Each round's game p99 and the echo's p99 of the same round: a spell of load that falls on one round moves one ratio.
  const rounds: { game: number; echo: number }[] = [];
  const perRound = Math.max(1, Math.round(SECONDS / ROUNDS));
  // One unmeasured round of each first (PRIME_SECONDS). The game server has just seated its sessions, but the echoes had
  // only their connections: until 2026-11-27's eighth session the echo's first two rounds measured a cold server (p99
  // 2-11 ms against 0.6-1.1 in its last rounds), which lowered the ratio by a quarter to a half.
  for (const server of [echo, ...Object.values(others)]) await server.run({ samples: [], errors: 0 }, PRIME_SECONDS, 0);
  await crowd.run(SESSIONS, PRIME_SECONDS, 0);
  for (let round = 0; round < ROUNDS; round++) {
    const watch = monitorEventLoopDelay({ resolution: 1 });
    watch.enable();
    const echoRound: Rtts = { samples: [], errors: 0 };
    await traced('echo', echo.ask, () => echo.run(echoRound, 1, perRound));
    echoRtts.samples.push(...echoRound.samples);
    echoRtts.errors += echoRound.errors;
    watch.disable();
    echoLoop.push(watch);
    for (const [k, other] of Object.entries(others)) await traced(`${k} echo`, other.ask, () => other.run(otherRtts[k]!, 1, perRound));
    if (round === 0 && !process.env.BENCH_KNEE_PROFILE) await ask('profile-start');
    if (round === 0) await ask('loop-start');
    const t0 = performance.now();
    const cpu0 = (await ask<{ cpu: NodeJS.CpuUsage }>('cpu')).cpu;
    const part = await traced('game', ask, () => crowd.run(SESSIONS, round === 0 ? WARMUP : 1, perRound));
    const cpu1 = (await ask<{ cpu: NodeJS.CpuUsage }>('cpu')).cpu;
    gameCpuMs += (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000;
    rounds.push({ game: p99(part.rtts), echo: p99(echoRound) });
    gameClient.push(part.client);
    const wall = (performance.now() - t0) / 1000;
    gameWall += wall;
    elapsed += (wall * perRound) / (perRound + (round === 0 ? WARMUP : 1));
    if (round === ROUNDS - 1 && !process.env.BENCH_KNEE_PROFILE) await ask('profile-stop');
    r.rtts.samples.push(...part.rtts.samples);
    r.rtts.errors += part.rtts.errors;
    for (const [k, v] of Object.entries(part.byType)) (r.byType[k] ??= []).push(...v);
    for (const [k, v] of Object.entries(part.refused)) r.refused[k] = (r.refused[k] ?? 0) + v;
  }
  echo.close();
  for (const other of Object.values(others)) other.close();
  const serverLoop = await ask<LoopStats>('loop-stop');
  for (const [label, { legs, busy, loop }] of Object.entries(traceLegs)) note(describeLegs(`legs of the ${label}'s round trips`, legs, busy, loop));
  const worst = (values: number[]) => Math.max(...values).toFixed(1);
  const echoClient = `p99 ${worst(echoLoop.map((h) => h.percentile(99) / 1e6))} ms, max ${worst(echoLoop.map((h) => h.max / 1e6))} ms`;
  const client = `p99 ${worst(gameClient.map((c) => c.loopP99Ms))} ms, max ${worst(gameClient.map((c) => c.loopMaxMs))} ms`;
  note(`event-loop delay of a 1 ms timer: game server p50 ${serverLoop.p50.toFixed(1)} ms, p99 ${serverLoop.p99.toFixed(1)} ms, max ${serverLoop.max.toFixed(1)} ms; load client during game rounds ${client}, during echo rounds ${echoClient} (worst round); game server ${gcNote(serverLoop)}`);
  const after = await ask<{ memory: NodeJS.MemoryUsage; cpu: NodeJS.CpuUsage; live: number; events: number }>('stats');
  const players = await crowd.acknowledged();
  const sessionIds = [...new Set(players.map((p) => p.sessionId))];
  const { seqs } = await ask<{ seqs: Record<string, number[]> }>('seqs', { sessions: sessionIds });
  let lost = 0;
  for (const p of players) {
    const stored = new Set(seqs[p.sessionId] ?? []);
    for (const s of p.acked) if (!stored.has(s)) lost++;
  }
  notePhase(`${SESSIONS} sessions`, r);
  const sorted = [...r.rtts.samples].sort((a, b) => a - b);
  line('server.concurrent_sessions', after.live, 'sessions');
  line('server.p50_action_rtt_ms', percentile(sorted, 50), 'ms');
  line('server.p99_action_rtt_ms', percentile(sorted, 99), 'ms');
  line('server.requests_per_s', r.rtts.samples.length / elapsed, '1/s');
  line('server.request_errors', r.rtts.errors, 'requests');
  line('server.events_stored_per_s', (after.events - seated.events) / gameWall, '1/s');
  line('server.memory_per_session_kb', (seated.memory.heapUsed - before.memory.heapUsed) / 1024 / Math.max(1, seated.live), 'kB');
  line('server.lost_events', lost, 'events');
  // The server process's own CPU time per request under the steady load (user + system): what bounds the knee.
  // Over the game's rounds only: until 2026-11-27's tenth session the window ran from seating to the end, so it also
  // held the priming load's 1,600 requests (not counted) and the game server's idle seconds during the echoes' rounds.
  // Requests sent during warm-up seconds are not timed but cost CPU too: they are counted (one per player per second).
  line('server.cpu_ms_per_request', gameCpuMs / Math.max(1, r.rtts.samples.length + r.rtts.errors + SESSIONS * 2 * (WARMUP + ROUNDS - 1)), 'ms');

  type Stats = { cpu: NodeJS.CpuUsage };
  const busy = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage, ms: number) => `${(((b.user + b.system - a.user - a.system) / 1000 / ms) * 100).toFixed(0)} %`;
  /** The server a probe measures and the crowd that loads it: the search's own, or a refining probe's fresh pair. */
  type Served = { readonly ask: typeof ask; readonly crowd: Load; readonly fresh?: boolean };
  const probe = async (n: number, { ask, crowd, fresh = false }: Served): Promise<{ p99: number; utilization: number }> => {
    const t = performance.now();
    await crowd.grow(n);
    const grown = performance.now();
    // A fresh server and crowd seated all n at once: what seating left behind on both sides is collected now, not in
    // the measured window (a load client's collection after seating 4,000 sockets stopped its loop for 256 ms).
    if (fresh) {
      await ask('stats');
      collectOwnGarbage();
    }
    // BENCH_KNEE_PROFILE=<n>, with BENCH_CPU_PROFILE or BENCH_ALLOC_PROFILE: profile the probe of n sessions instead of phase 1.
    const profiled = process.env.BENCH_KNEE_PROFILE === String(n);
    // The figures below (CPU, loop delays, collections, the profile) cover the measured window, from the end of
    // the warm-up; the load client measures its own (CPU in % of one core, all its processes together).
    const measuring = (async () => {
      await new Promise((r) => setTimeout(r, KNEE_WARMUP * 1000));
      const from = performance.now();
      const server0 = (await ask<Stats>('cpu')).cpu;
      await ask('loop-start');
      if (profiled) await ask('profile-start');
      return { from, server0 };
    })();
    const k = await crowd.run(n, KNEE_WARMUP, KNEE_SECONDS);
    const { from: measuredFrom, server0 } = await measuring;
    if (profiled) await ask('profile-stop', { name: `knee-${n}` });
    const ms = performance.now() - measuredFrom;
    const loop = await ask<LoopStats>('loop-stop');
    const server1 = (await ask<Stats>('cpu')).cpu;
    const value = p99(k.rtts);
    note(`knee probe ${n} sessions${fresh ? ' on a fresh server' : ''}: p99 ${value.toFixed(1)} ms over ${k.rtts.samples.length} round trips, ${k.rtts.errors} timeouts (seating ${((grown - t) / 1000).toFixed(0)} s); CPU: server ${busy(server0, server1, ms)}, load client ${k.client.cpuPercent.toFixed(0)} %; loop delay p99 / max: server ${loop.p99.toFixed(1)} / ${loop.max.toFixed(1)} ms, load client ${k.client.loopP99Ms.toFixed(1)} / ${k.client.loopMaxMs.toFixed(1)} ms; server ${gcNote(loop)}`);
    if (Object.keys(k.refused).length) note(`  refused replies: ${JSON.stringify(k.refused)}`);
    // BENCH_KNEE_DETAIL=1: each message type's round trips at this size, to see which ones make the tail.
    if (process.env.BENCH_KNEE_DETAIL === '1') notePhase(`  ${n} sessions`, k);
    return { p99: k.rtts.errors > 0 ? Infinity : value, utilization: loop.utilization };
  };
  // Only ever growing: a probe past the knee leaves its sessions seated (silent, but in the heap and
  // holding sockets), so probing smaller sizes after it (as a bisection did until 2026-11-26) measured
  // a fuller server than the size says. Steps shrink as the p99 nears the bound and as the event loop fills (knee-step.ts).
  let good = 0;
  let bad = 0;
  for (let n = KNEE_START; n <= KNEE_MAX;) {
    const { p99: value, utilization } = await probe(n, { ask, crowd });
    if (value >= KNEE_P99_MS) { bad = n; break; }
    good = n;
    n = n === KNEE_MAX ? Infinity : Math.min(KNEE_MAX, Math.max(n + 10, Math.round(n * kneeStep(value, utilization, KNEE_P99_MS))));
  }
  await crowd.close();
  await stop();
  // The growing search ends at its first miss, which may lie half as far again as the last pass (a p99 far under the
  // bound, then the machine runs out). Each refining probe halves that gap on a server and crowd of its own, seated at
  // once and collected before its warm-up, as a process that had grown to the size would be.
  for (let i = 0; i < KNEE_REFINE && good > 0 && bad > 0 && bad / good > KNEE_RESOLUTION; i++) {
    const n = Math.round((good + bad) / 2);
    const fresh = await start('game-server');
    const load: Load = LOAD_PROCESSES > 1 ? await CrowdShards.start(fresh.url, LOAD_PROCESSES) : new Crowd(fresh.url, rnd);
    const { p99: value } = await probe(n, { ask: fresh.ask, crowd: load, fresh: true });
    await load.close();
    await fresh.stop();
    if (value >= KNEE_P99_MS) bad = n;
    else good = n;
  }
  if (!good) note(`even ${KNEE_START} sessions passed p99 ${KNEE_P99_MS} ms`);
  if (!bad) note(`the knee is at or above KNEE_MAX (${KNEE_MAX} sessions)`);
  else if (good) note(`the knee lies between ${good} sessions (p99 under ${KNEE_P99_MS} ms) and ${bad} (over)`);
  const echoSorted = [...echoRtts.samples].sort((a, b) => a - b);
  const othersP99 = Object.fromEntries(Object.entries(otherRtts).map(([k, v]) => [k, p99(v)]));
  const samples = { game: r.rtts.samples, echo: echoRtts.samples, others: Object.fromEntries(Object.entries(otherRtts).map(([k, v]) => [k, v.samples])) };
  return { p99: percentile(sorted, 99), echoP99: percentile(echoSorted, 99), echoP50: percentile(echoSorted, 50), othersP99, rounds, knee: good, samples };
}

/** Rule-based Commander and Follower pairs play Make Coffee to the end, one action per second each. */
async function botGames(): Promise<void> {
  const { url, ask, stop } = await start('game-server');
  const rtts: Rtts = { samples: [], errors: 0 };
  const byType: Record<string, number[]> = {};
  // The bots plan and read every message in this process: their own stalls are in every round trip they time.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
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
    const link = checkedLink(async (m: ClientMessageInput) => {
      const t = performance.now();
      const reply = await timed(rtts, (): Promise<unknown> => socket.timeout(30_000).emitWithAck(CLIENT_EVENT, m));
      (byType[`${m.type}${m.type === 'action' ? `:${m.name}` : ''}`] ??= []).push(performance.now() - t);
      return reply;
    });
    const request = link.request.bind(link);
    await request({ type: 'lobby/join' });
    while (!seen.some((m) => m.type === 'session/state')) await new Promise((r) => setTimeout(r, 20));
    const state = seen.find((m) => m.type === 'session/state') as Extract<ServerMessage, { type: 'session/state' }>;
    bot = state.viewer === 'commander' ? new WireCommanderBot({ request }, { pace, template: true }) : new WireFollowerBot({ request }, { pace });
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
  loop.disable();
  notePhase('bot games', { byType, refused: {} });
  note(`event-loop delay of a 1 ms timer in this process (the bots' own planning and socket.io-client): p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`);
  void ask;
  await stop();
}

const began = performance.now();
// The store echo is in every run's rounds: what any server that stores each message before it answers
// (the game's write-ahead rule, through the game's own store and group commit) costs on socket.io.
// BENCH_PAIR_ECHO=1 adds the echo that only tells each socket's partner (the game writes to both players' sockets).
const game = await gameLoad(await echoBaseline('bare'), {
  ...(process.env.BENCH_PAIR_ECHO === '1' ? { partner: await echoBaseline('partner') } : {}),
  store: await echoBaseline('store'),
});
line('server.echo_p50_rtt_ms', game.echoP50, 'ms');
line('server.echo_p99_rtt_ms', game.echoP99, 'ms');
// Relative to the bare socket.io echo measured in alternating rounds of the same run: the machine's load cancels out as far as it can.
line('server.p99_vs_echo', game.p99 / game.echoP99, 'ratio');
/** The ratio's 95 % interval (ratio-interval.ts), blocks of one second of load: what this run's figure can tell from another's. */
const ratioInterval = (name: string, numerator: number[], denominator: number[]) => {
  const interval = p99RatioInterval(numerator, denominator, { block: SESSIONS * 2, rnd: seededRandom(15) });
  if (!interval) return;
  line(`${name}_ci95_low`, interval.low, 'ratio');
  line(`${name}_ci95_high`, interval.high, 'ratio');
};
ratioInterval('server.p99_vs_echo', game.samples.game, game.samples.echo);
// The same comparison round by round (each round's p99 rests on a few dozen round trips): how far a spell of load moves it.
note(`p99 over the echo's, round by round: ${game.rounds.map((x) => `${(x.game / x.echo).toFixed(2)} (${x.game.toFixed(1)} / ${x.echo.toFixed(1)} ms)`).join(', ')}`);
if (game.othersP99.partner !== undefined) {
  line('server.pair_echo_p99_rtt_ms', game.othersP99.partner, 'ms');
  line('server.p99_vs_pair_echo', game.p99 / game.othersP99.partner, 'ratio');
}
if (game.othersP99.store !== undefined) {
  line('server.store_echo_p99_rtt_ms', game.othersP99.store, 'ms');
  line('server.p99_vs_store_echo', game.p99 / game.othersP99.store, 'ratio');
  ratioInterval('server.p99_vs_store_echo', game.samples.game, game.samples.others.store ?? []);
  // What the I/O of write-ahead costs with no game at all: each message stored before it is answered and sent on to the
  // partner, over the bare echo. Not a strict floor under the first ratio: the store echo sends every message on, the
  // game only the Follower's actions and the chats (views.ts), not the Commander's camera, checks or searches.
  line('server.store_echo_vs_echo', game.othersP99.store / game.echoP99, 'ratio');
  ratioInterval('server.store_echo_vs_echo', game.samples.others.store ?? [], game.samples.echo);
}
line('server.max_sessions_p99_50ms', game.knee, 'sessions');
const writes = await storeWriteCost();
line('server.store_append_us_per_event_single', writes.singleUs, 'us');
line('server.store_append_us_per_event_batched', writes.batchedUs, 'us');
if (BOT_SESSIONS > 0) await botGames();
note(`server bench: ${((performance.now() - began) / 1000).toFixed(0)} s`);
process.exit(0);
