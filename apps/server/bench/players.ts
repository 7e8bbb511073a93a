/**
 * A crowd of players on one game server, or on several processes of one (bench only), on socket.io's protocol (lean-socket.ts): they arrive, queue in pairs, and
 * then each sends one message a second, the Follower moving and picking, the Commander moving its
 * camera, chatting, checking progress and searching. Every reply is timed, and parsed with the
 * protocol's reply table once the load is over; the sequence numbers acknowledged are kept to check none was lost.
 */
import { CLIENT_EVENT, parseReply, PROTOCOL_VERSION, SERVER_EVENT, serverMessageSchema, type ClientMessageInput, type Role } from '@chorehouse/protocol';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LeanSocket } from './lean-socket.js';
import { everySecond, percentile, timed, type Rtts } from './load-client.js';

export interface Player {
  readonly socket: LeanSocket;
  role: Role;
  sessionId: string;
  readonly acked: Set<number>;
  /**
   * Where this player starts in its cycle of messages. Players start at different points, so each
   * second carries the same mix (a fifth of the Followers pick up, a quarter of the Commanders
   * search...); were they all in step, every Follower would pick up in the same second, a load no
   * crowd of real players makes, and the costliest messages would queue behind each other.
   */
  readonly cycleStart: number;
}

const FOLLOWER_MOVES = ['Turn Left', 'Turn Right', 'Look Up', 'Look Down', 'Turn Left', 'Turn Right'] as const;

export function messageFor(role: Role, i: number, rnd: () => number): ClientMessageInput {
  if (role === 'follower') return i % 5 === 4 ? { type: 'action', name: 'Pickup', x: rnd(), y: rnd() } : { type: 'action', name: FOLLOWER_MOVES[i % FOLLOWER_MOVES.length]! };
  const commander: ClientMessageInput[] = [{ type: 'action', name: 'Turn Left' }, { type: 'chat', text: `Instruction number ${i}` }, { type: 'progress_check' }, { type: 'search', by: 'text', value: 'mug' }];
  return commander[i % commander.length]!;
}

async function arrive(url: string, name: string, cycleStart: number): Promise<Player> {
  const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name }) });
  const { token } = (await res.json()) as { token: string };
  const socket = await LeanSocket.connect(url, { token, protocolVersion: PROTOCOL_VERSION });
  const player: Player = { socket, role: 'follower', sessionId: '', acked: new Set(), cycleStart };
  const seated = (raw: unknown) => {
    // Only the state message matters here; the load client stays light so the server gets the CPU.
    if ((raw as { type?: unknown } | null)?.type !== 'session/state') return;
    const m = serverMessageSchema.safeParse(raw);
    if (m.success && m.data.type === 'session/state' && m.data.viewer !== 'spectator') {
      player.role = m.data.viewer;
      player.sessionId = m.data.sessionId;
      // Seated: the news that follows is not read (nor parsed, LeanSocket parses only what someone listens for).
      socket.off(SERVER_EVENT, seated);
    }
  };
  socket.on(SERVER_EVENT, seated);
  return player;
}

/** What the load client itself spent over a run's measured seconds: its stalls show in every round trip. */
export interface ClientLoad {
  /** CPU time of the load client's process(es), in % of one core. */
  readonly cpuPercent: number;
  /** Event-loop delay of a 1 ms timer (the worst process's, when the load is split). */
  readonly loopP99Ms: number;
  readonly loopMaxMs: number;
}

export interface RunResult {
  readonly rtts: Rtts;
  readonly byType: Record<string, number[]>;
  readonly refused: Record<string, number>;
  readonly client: ClientLoad;
}

/** A crowd of players: in this process (Crowd) or split over several (CrowdShards). */
export interface Load {
  /** Adds players until `sessions` pairs are seated. */
  grow(sessions: number): Promise<void>;
  /** The first `sessions` pairs send one message a second each for `warmup + seconds`; the measured seconds are returned. */
  run(sessions: number, warmup: number, seconds: number): Promise<RunResult>;
  /** Each player's session and the sequence numbers its replies acknowledged. */
  acknowledged(): Promise<{ sessionId: string; acked: number[] }[]>;
  close(): Promise<void>;
}

export class Crowd implements Load {
  readonly players: Player[] = [];
  private readonly urls: readonly string[];

  /** `url`: one server, or several processes of one deployment, which players arrive at in turn (round robin). */
  constructor(url: string | readonly string[], private readonly rnd: () => number) {
    this.urls = typeof url === 'string' ? [url] : url;
    if (!this.urls.length) throw new Error('Crowd: no server to arrive at');
  }

  get sessions(): number { return Math.floor(this.players.length / 2); }

  /** Adds players until `sessions` pairs are seated, `parallel` arrivals at a time. */
  async grow(sessions: number, parallel = 40): Promise<void> {
    while (this.players.length < sessions * 2) {
      const n = Math.min(parallel, sessions * 2 - this.players.length);
      const start = this.players.length;
      const batch = await Promise.all(Array.from({ length: n }, (_, k) => arrive(this.urls[(start + k) % this.urls.length]!, `load-${start + k}`, start + k)));
      this.players.push(...batch);
      await Promise.all(batch.map((p) => p.socket.timeout(30_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join' })));
    }
    // Seated once every player has its session's state.
    for (let i = 0; i < 500 && this.players.some((p) => !p.sessionId); i++) await new Promise((r) => setTimeout(r, 20));
  }

  /**
   * The first `sessions` pairs send one message a second each for `warmup + seconds`; round trips
   * of the measured seconds are returned, with per-message-type lists.
   */
  async run(sessions: number, warmup: number, seconds: number): Promise<RunResult> {
    const rtts: Rtts = { samples: [], errors: 0 };
    const warm: Rtts = { samples: [], errors: 0 };
    const byType: Record<string, number[]> = {};
    const refused: Record<string, number> = {};
    // This process's own CPU and stalls over the measured seconds (from the end of the warm-up).
    const loop = monitorEventLoopDelay({ resolution: 1 });
    let from = { at: performance.now(), cpu: process.cpuUsage() };
    const measuring = setTimeout(() => { from = { at: performance.now(), cpu: process.cpuUsage() }; loop.enable(); }, warmup * 1000);
    if (!warmup) loop.enable();
    // Replies are checked once the load is over: parsed during it, they cost this process time the
    // echo's client never spends, and every round trip waiting behind them would count it.
    const replies: { readonly player: Player; readonly type: ClientMessageInput['type']; readonly raw: unknown }[] = [];
    await Promise.all(this.players.slice(0, sessions * 2).map((p) => everySecond(warmup + seconds, this.rnd(), async (i) => {
      const message = messageFor(p.role, p.cycleStart + i, this.rnd);
      const t = performance.now();
      const raw = await timed(i < warmup ? warm : rtts, (): Promise<unknown> => p.socket.timeout(10_000).emitWithAck(CLIENT_EVENT, message));
      if (i >= warmup) (byType[`${message.type}${message.type === 'action' ? `:${message.name}` : ''}`] ??= []).push(performance.now() - t);
      if (raw !== null) replies.push({ player: p, type: message.type, raw });
    })));
    clearTimeout(measuring);
    loop.disable();
    const cpu = process.cpuUsage(from.cpu);
    const ms = Math.max(1, performance.now() - from.at);
    const client = { cpuPercent: ((cpu.user + cpu.system) / 1000 / ms) * 100, loopP99Ms: loop.count ? loop.percentile(99) / 1e6 : 0, loopMaxMs: loop.count ? loop.max / 1e6 : 0 };
    for (const { player, type, raw } of replies) {
      const reply = parseReply(type, raw);
      if (!reply) refused['bench/bad_reply'] = (refused['bench/bad_reply'] ?? 0) + 1;
      else if (!reply.ok) refused[reply.error.code] = (refused[reply.error.code] ?? 0) + 1;
      else if ('seq' in reply && typeof reply.seq === 'number') player.acked.add(reply.seq);
    }
    return { rtts, byType, refused, client };
  }

  acknowledged(): Promise<{ sessionId: string; acked: number[] }[]> {
    return Promise.resolve(this.players.map((p) => ({ sessionId: p.sessionId, acked: [...p.acked] })));
  }

  close(): Promise<void> {
    for (const p of this.players) p.socket.disconnect();
    return Promise.resolve();
  }
}

export const p99 = (rtts: Rtts): number => percentile([...rtts.samples].sort((a, b) => a - b), 99);
