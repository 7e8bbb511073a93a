/**
 * One request at a time (`npx tsx bench/serial.ts`): the round trip of a lone message, with no
 * other request queued beside it, on the game server and on three baselines (echo-server.ts): the
 * bare socket.io echo, the echo that also tells the partner, and the one that first stores the
 * message through the game's store and group commit. All in alternating blocks, so each sees the
 * same spells of the machine's own load. What the game adds to the store echo is its own work per
 * request beyond what write-ahead on socket.io costs; under load (main.ts) the p99 grows from it.
 *
 * Then the same in bursts of BENCH_SERIAL_BURST (default 4; 1 skips them) messages sent at once from
 * as many players: under load each waits for the work on the others read before it, and the
 * slowest of a burst (`_last_`) is what a p99 is made of.
 *
 * BENCH_SERIAL_SESSIONS (default 384; 64 until 2026-11-27's sixth session, when a faster server let
 * the sockets of 64 pass their rate limit of 20 a second in the bursts, then 128 until its ninth, when
 * the Commanders' Progress Checks and searches joined their chats) pairs take turns, so no socket
 * passes that limit (refusals are counted and printed, by kind and code);
 * BENCH_SERIAL_REQUESTS (default 3000) requests per kind, in BENCH_SERIAL_BLOCKS (default 6) blocks.
 */
import { CLIENT_EVENT, SERVER_EVENT, type ClientMessageInput } from '@chorehouse/protocol';
import { serve, type ServedBench } from './children.js';
import { LeanSocket } from './lean-socket.js';
import { percentile, seededRandom } from './load-client.js';
import { Crowd } from './players.js';

const SESSIONS = Number(process.env.BENCH_SERIAL_SESSIONS ?? 384);
const REQUESTS = Number(process.env.BENCH_SERIAL_REQUESTS ?? 3000);
const BLOCKS = Number(process.env.BENCH_SERIAL_BLOCKS ?? 6);
const BURST = Number(process.env.BENCH_SERIAL_BURST ?? 4);

const line = (name: string, value: number, unit: string) => console.log(`bench: ${name} ${Math.round(value * 1000) / 1000} ${unit}`);

const ownCpu = () => { const c = process.cpuUsage(); return c.user + c.system; };

interface Kind {
  readonly name: string;
  readonly server: ServedBench;
  readonly sockets: readonly LeanSocket[];
  readonly message: (i: number) => ClientMessageInput;
  /** The socket that is told of the message, and the event it hears it on (the pair echo's and the game's Turns). */
  readonly partner?: { readonly of: (socket: LeanSocket) => LeanSocket; readonly event: string };
}
interface Tally {
  readonly rtts: number[];
  /** Of each burst, its slowest round trip. */
  readonly lasts: number[];
  serverCpu: number;
  clientCpu: number;
  /** From sending to the partner's hearing of it (kinds with a partner). */
  readonly told: number[];
  /** Replies that were not ok, by error code (a refused message costs less than a served one: the figures would be wrong). */
  readonly refused: Record<string, number>;
}
const tally = (): Tally => ({ rtts: [], lasts: [], told: [], serverCpu: 0, clientCpu: 0, refused: {} });

/** When `socket` next hears `event` (the partner's copy; one message per pair is in flight at a time). */
const heard = (socket: LeanSocket, event: string) => new Promise<number>((resolve) => socket.once(event, () => resolve(performance.now())));

/** `n` requests of `kind`, `burst` at a time from as many sockets, all sent in the same tick. */
async function time(kind: Kind, offset: number, n: number, into: Tally, burst = 1): Promise<void> {
  const server = await kind.server.cpu();
  const client = ownCpu();
  for (let i = 0; i < n; i += burst) {
    const t = performance.now();
    const rtts = await Promise.all(Array.from({ length: burst }, async (_, k) => {
      const socket = kind.sockets[(offset + i + k) % kind.sockets.length]!;
      const told = kind.partner ? heard(kind.partner.of(socket), kind.partner.event) : null;
      const reply = (await socket.timeout(10_000).emitWithAck(CLIENT_EVENT, kind.message(offset + i + k))) as { ok?: boolean; error?: { code?: string } };
      const rtt = performance.now() - t;
      // A refused message (a rate limit, when the server answers faster than the limits allow) tells the partner nothing: its copy is not waited for.
      if (reply?.ok !== true) { const code = reply?.error?.code ?? 'unknown'; into.refused[code] = (into.refused[code] ?? 0) + 1; }
      else if (told) into.told.push((await told) - t);
      return rtt;
    }));
    into.rtts.push(...rtts);
    into.lasts.push(Math.max(...rtts));
  }
  into.clientCpu += ownCpu() - client;
  into.serverCpu += (await kind.server.cpu()) - server;
}

const game = await serve('game-server');
const echo = await serve('echo-server');
// The echo that also tells the socket's partner, and the one that first stores the message as the game stores an event (echo-server.ts).
const pairEcho = await serve('echo-server', { env: { BENCH_ECHO_PARTNER: '1' } });
const storeEcho = await serve('echo-server', { env: { BENCH_ECHO_STORE: '1' } });
const crowd = new Crowd(game.url, seededRandom(7));
await crowd.grow(SESSIONS);
const followers = crowd.players.filter((p) => p.role === 'follower').map((p) => p.socket);
const commanderOf = new Map(crowd.players.filter((p) => p.role === 'commander').map((p) => [p.sessionId, p.socket]));
const partnerInGame = new Map(crowd.players.filter((p) => p.role === 'follower').map((p) => [p.socket, commanderOf.get(p.sessionId)!]));
const commanders = crowd.players.filter((p) => p.role === 'commander').map((p) => p.socket);
/** As many sockets as the game's players; each baseline pairs them in the order they connect. */
async function sockets(server: ServedBench): Promise<LeanSocket[]> {
  const all: LeanSocket[] = [];
  for (let i = 0; i < SESSIONS * 2; i++) all.push(await LeanSocket.connect(server.url));
  return all;
}
const [echoSockets, pairSockets, storeSockets] = [await sockets(echo), await sockets(pairEcho), await sockets(storeEcho)];
/** Every other socket: one of each pair, as only the Followers turn. */
const oneOfEach = (all: LeanSocket[]) => all.filter((_, i) => i % 2 === 0);

const turns = ['Turn Left', 'Turn Right'] as const;
const kinds: Kind[] = [
  { name: 'echo', server: echo, sockets: oneOfEach(echoSockets), message: () => ({ type: 'action', name: 'Turn Left' }) },
  { name: 'pair_echo', server: pairEcho, sockets: oneOfEach(pairSockets), message: () => ({ type: 'action', name: 'Turn Left' }), partner: { of: (s) => pairSockets[pairSockets.indexOf(s) + 1]!, event: 's2c' } },
  { name: 'store_echo', server: storeEcho, sockets: oneOfEach(storeSockets), message: () => ({ type: 'action', name: 'Turn Left' }) },
  { name: 'turn', server: game, sockets: followers, message: (i) => ({ type: 'action', name: turns[i % 2]! }), partner: { of: (s) => partnerInGame.get(s)!, event: SERVER_EVENT } },
  { name: 'chat', server: game, sockets: commanders, message: (i) => ({ type: 'chat', text: `Instruction number ${i}` }) },
  // The Commander's heavier messages, which the load mixes in (players.ts): under load, what arrives behind one waits for it.
  { name: 'pickup', server: game, sockets: followers, message: (i) => ({ type: 'action', name: 'Pickup', x: ((i * 37) % 100) / 100, y: ((i * 61) % 100) / 100 }) },
  { name: 'progress_check', server: game, sockets: commanders, message: () => ({ type: 'progress_check' }) },
  { name: 'search', server: game, sockets: commanders, message: () => ({ type: 'search', by: 'text', value: 'mug' }) },
];
const tallies = new Map<string, Tally>(kinds.map((k) => [k.name, tally()]));
const bursts = new Map<string, Tally>(kinds.map((k) => [k.name, tally()]));
// Warm both servers' code paths before anything is kept.
for (const k of kinds) await time(k, 0, 200, tally());
const perBlock = Math.ceil(REQUESTS / BLOCKS);
// BENCH_CPU_PROFILE=<dir>: the game server's CPU profile over the measured blocks of one at a time (server-serial.cpuprofile).
await game.ask('profile-start');
for (let b = 0; b < BLOCKS; b++) for (const k of kinds) await time(k, b * perBlock, perBlock, tallies.get(k.name)!);
await game.ask('profile-stop', { name: 'serial' });
// Then in bursts: BURST messages from as many players at once, as the load's own timers send them now and then.
// Each waits for the server's work on those read before it; the slowest of a burst is what makes a p99 under load.
// With BENCH_CPU_PROFILE, their own profile (server-serial-burst.cpuprofile): what each message costs once wake-ups are shared.
if (BURST > 1) {
  await game.ask('profile-start');
  for (let b = 0; b < BLOCKS; b++) for (const k of kinds) await time(k, b * perBlock, perBlock, bursts.get(k.name)!, BURST);
  await game.ask('profile-stop', { name: 'serial-burst' });
}

const p50 = (name: string) => percentile([...tallies.get(name)!.rtts].sort((a, b) => a - b), 50);
for (const k of kinds) {
  const tally = tallies.get(k.name)!;
  const sorted = [...tally.rtts].sort((a, b) => a - b);
  line(`server.serial_${k.name}_p50_ms`, percentile(sorted, 50), 'ms');
  line(`server.serial_${k.name}_p90_ms`, percentile(sorted, 90), 'ms');
  if (tally.told.length) line(`server.serial_${k.name}_partner_p50_ms`, percentile([...tally.told].sort((a, b) => a - b), 50), 'ms');
  // CPU per request: the server's, and this client's (its share of every round trip is the same code for echo and game, but not the same bytes).
  line(`server.serial_${k.name}_server_cpu_us`, tally.serverCpu / sorted.length, 'us');
  line(`server.serial_${k.name}_client_cpu_us`, tally.clientCpu / sorted.length, 'us');
}
line('server.serial_turn_vs_echo_p50', p50('turn') / p50('echo'), 'ratio');
line('server.serial_turn_vs_store_echo_p50', p50('turn') / p50('store_echo'), 'ratio');
const lastP50 = (name: string) => percentile([...bursts.get(name)!.lasts].sort((a, b) => a - b), 50);
if (BURST > 1) {
  for (const k of kinds) {
    const burst = bursts.get(k.name)!;
    const lasts = [...burst.lasts].sort((a, b) => a - b);
    line(`server.burst${BURST}_${k.name}_p50_ms`, percentile([...burst.rtts].sort((a, b) => a - b), 50), 'ms');
    line(`server.burst${BURST}_${k.name}_last_p50_ms`, percentile(lasts, 50), 'ms');
    line(`server.burst${BURST}_${k.name}_last_p90_ms`, percentile(lasts, 90), 'ms');
    // The partner's copy: the game sends it at the end of the loop turn, after the turn's replies (transport/socket-io-tuning.ts).
    if (burst.told.length) line(`server.burst${BURST}_${k.name}_partner_p90_ms`, percentile([...burst.told].sort((a, b) => a - b), 90), 'ms');
  }
  line(`server.burst${BURST}_turn_vs_echo_last_p50`, lastP50('turn') / lastP50('echo'), 'ratio');
  line(`server.burst${BURST}_turn_vs_store_echo_last_p50`, lastP50('turn') / lastP50('store_echo'), 'ratio');
}
const refusals = kinds.flatMap((k) => [tallies.get(k.name)!, bursts.get(k.name)!].flatMap((t) => Object.entries(t.refused)).map(([code, n]) => `${k.name} ${code} ${n}`));
if (refusals.length) console.error(`serial bench: replies refused: ${refusals.join(', ')}; the figures above count them as served`);
await crowd.close();
for (const s of [...echoSockets, ...pairSockets, ...storeSockets]) s.disconnect();
await Promise.all([game, echo, pairEcho, storeEcho].map((s) => s.stop()));
