/**
 * Every session this process runs: creating them for a pair, finding a worker's session, and
 * rebuilding the in-progress ones from their logs after a restart. With leases (several processes on
 * PostgreSQL, issue 46) a session runs where its lease is held: a process takes a lease before it
 * starts a game, takes over any live game nobody holds (rebuilt from its log, whoever started it),
 * and stops a game here, writing nothing more, when its lease went to another process.
 */
import { randomUUID } from 'node:crypto';
import type { Completion, Provenance, Role } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Hub } from '../hub.js';
import { drawEpisode } from '../pool/draw-episode.js';
import { isPilotSession } from '../lobby/pilot-mode.js';
import { SeatTakenError, type EpisodeRecord, type Platform, type SessionRecord, type Store } from '@chorehouse/store';
import { ROLES } from '@chorehouse/protocol';
import type { CompletionRequest } from './completions.js';
import { GameSession, type SessionHooks } from './game-session.js';
import type { Participant } from './seats.js';
import { displayName } from '../identity/pseudonym.js';
import { SerialQueue } from './serial-queue.js';
import type { SurveyPort } from './handlers.js';
import type { LeaseKeeper } from './lease-keeper.js';

export interface Seat {
  readonly workerId: string;
  readonly name: string;
  /** The browser taking the seat (its key): the seat is bound to it. */
  readonly browser: string | null;
  readonly platform: Platform;
}

export type StartResult =
  | { readonly ok: true; readonly session: GameSession }
  | { readonly ok: false; readonly code: 'lobby/no_episode' | 'lobby/in_session' };

/** Seats a rule-based bot in a session (bots/bot-seat.ts); returns a function that stops it. */
export type BotSeater = (session: GameSession, role: Role) => () => void;

export const BOT_WORKER_ID = 'bot:rule-based';

export interface RegistryDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: Config;
  readonly hub: Hub;
  readonly random: () => number;
  /** The versions of the code recorded with every session it starts. */
  readonly provenance: Provenance;
  readonly completion: (request: CompletionRequest) => Promise<Completion>;
  readonly surveys: SurveyPort;
  readonly seatBot?: BotSeater;
  readonly hooks?: Pick<SessionHooks, 'eventStored' | 'failed'>;
  /** This process's leases of its games (several processes on PostgreSQL); none in the embedded server, which owns every game. */
  readonly leases?: LeaseKeeper | null;
  /** A game opened here (started, rebuilt or taken over): the relay tells the other processes (cluster/relay.ts). */
  readonly opened?: (session: GameSession) => void;
}

export class SessionRegistry {
  private readonly sessions = new Map<string, GameSession>();
  /** A worker's current session: live, or ended and waiting for the survey. */
  private readonly byWorker = new Map<string, GameSession>();
  private readonly bots = new Map<string, () => void>();
  private readonly worlds = new Map<string, World>();
  private readonly episodes = new Map<string, EpisodeRecord>();
  /** Workers whose session is being started: with byWorker, one live session per worker whatever arrives at once. */
  private readonly starting = new Set<string>();
  /** Starts run one at a time with a turn of the event loop between them, so a burst of pairings does not stall live games. */
  private readonly starts = new SerialQueue();
  /** Takeovers run one at a time: a game offered twice is rebuilt once. */
  private readonly takeovers = new SerialQueue();
  constructor(private readonly deps: RegistryDeps) {}

  get liveCount(): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.state !== 'ended') n++;
    return n;
  }

  all(): GameSession[] { return [...this.sessions.values()]; }
  get(id: string): GameSession | undefined { return this.sessions.get(id); }
  sessionOf(workerId: string): GameSession | undefined { return this.byWorker.get(workerId); }

  /** Forget a worker's ended session (it moves on to the lobby). */
  release(workerId: string): void {
    const s = this.byWorker.get(workerId);
    if (s && s.state === 'ended') this.byWorker.delete(workerId);
  }

  /** Episodes never change once in the pool: read each (with its world text) once, not at every start. */
  private async episode(id: string): Promise<EpisodeRecord | null> {
    const known = this.episodes.get(id);
    if (known) return known;
    const e = await this.deps.store.getEpisode(id);
    if (e) this.episodes.set(id, e);
    return e;
  }

  private async world(episode: EpisodeRecord): Promise<World> {
    let w = this.worlds.get(episode.id);
    if (!w) this.worlds.set(episode.id, (w = JSON.parse(episode.world) as World));
    return w;
  }

  private sessionDeps() {
    return {
      store: this.deps.store, clock: this.deps.clock, config: this.deps.config, surveys: this.deps.surveys,
      hooks: {
        ...this.deps.hooks,
        completion: this.deps.completion,
        ended: (s: GameSession) => {
          this.bots.get(s.id)?.();
          this.bots.delete(s.id);
          // Ended sessions stay reachable through their workers (survey), not in the live list.
          this.sessions.delete(s.id);
          // The lease goes; the token stays the lease's, so the survey's appends are still admitted.
          void this.deps.leases?.release(s.id).catch((e: unknown) => this.deps.hooks?.failed?.(e));
        },
        ...(this.deps.leases ? {
          fence: (s: GameSession) => this.deps.leases?.fence(s.id),
          fenced: (s: GameSession) => this.drop(s.id),
        } : {}),
        ...(this.deps.seatBot ? { replaceSeat: (s: GameSession, role: Role) => this.replaceSeat(s, role) } : {}),
      },
    };
  }

  /** The bot takes a seat its player left: that worker is free to go (its part is over), the bot plays on. */
  private replaceSeat(session: GameSession, role: Role): { workerId: string; name: string } {
    const departed = session.participants[role].workerId;
    if (this.byWorker.get(departed) === session) this.byWorker.delete(departed);
    const stop = this.deps.seatBot!(session, role);
    const before = this.bots.get(session.id);
    this.bots.set(session.id, () => { before?.(); stop(); });
    return { workerId: BOT_WORKER_ID, name: displayName('rule-based', '', session.id, role) };
  }

  /** Whether the worker has a live session, or one being started. */
  busy(workerId: string): boolean {
    const s = this.byWorker.get(workerId);
    return this.starting.has(workerId) || (s !== undefined && s.state !== 'ended');
  }

  /**
   * Starts a session for two seats (one may be the bot) on an episode from the pool. Roles are
   * random unless the bot's role is given. Refuses, atomically, a worker who already has a live
   * session or one being started; refuses when the pool is empty.
   */
  start(a: Seat, b: Seat | { readonly bot: Role }): Promise<StartResult> {
    const humans = 'bot' in b ? [a.workerId] : [a.workerId, b.workerId];
    // Checked and claimed in one synchronous step: two joins at once cannot both pass.
    if (humans.some((w) => this.busy(w))) return Promise.resolve({ ok: false, code: 'lobby/in_session' });
    for (const w of humans) this.starting.add(w);
    return this.starts.run(async () => {
      await new Promise<void>((r) => setImmediate(r));
      return this.startNow(a, b);
    }).finally(() => { for (const w of humans) this.starting.delete(w); });
  }

  private async startNow(a: Seat, b: Seat | { readonly bot: Role }): Promise<StartResult> {
    // Under the collection plan: met, paused and retired tasks are not drawn (pool/plan-draw.ts).
    const summary = await drawEpisode(this.deps.store, this.deps.random);
    if (!summary) return { ok: false, code: 'lobby/no_episode' };
    const episode = await this.episode(summary.id);
    if (!episode) return { ok: false, code: 'lobby/no_episode' };
    const botRole = 'bot' in b ? b.bot : null;
    const bot: Seat = { workerId: BOT_WORKER_ID, name: 'Rule-based bot', browser: null, platform: 'bot' };
    const swap = botRole ? botRole === 'commander' : this.deps.random() < 0.5;
    const [commander, follower] = swap ? [('bot' in b ? bot : b), a] : [a, ('bot' in b ? bot : b)];
    // Provenance: a seat held by the in-process bot or by a program that declared itself is a bot seat.
    const kind = (seat: Seat, role: Role) => (botRole === role || seat.platform === 'bot' ? 'bot' : 'human') as 'bot' | 'human';
    const pilot = await isPilotSession(this.deps.store, [commander.workerId, follower.workerId]);
    const id = randomUUID();
    // The lease first: a live session without one is free for any process to take over.
    if (this.deps.leases && !(await this.deps.leases.acquire(id))) throw new Error(`a new session's lease (${id}) was taken`);
    const created = this.deps.store.createSession({
      pilot, provenance: this.deps.provenance,
      id, episodeId: episode.id, commanderId: commander.workerId, followerId: follower.workerId, botRole, startedAt: this.deps.clock.now(), owner: this.deps.config.serverId,
      seats: { commander: kind(commander, 'commander'), follower: kind(follower, 'follower') },
      browsers: { commander: commander.browser, follower: follower.browser },
    });
    let record: SessionRecord;
    try {
      record = await created;
    } catch (error) {
      await this.deps.leases?.release(id);
      // One live session per worker is the store's rule: a worker seated by another process meanwhile.
      if (error instanceof SeatTakenError) return { ok: false, code: 'lobby/in_session' };
      throw error;
    }
    const session = GameSession.create(record, taskOf(episode), await this.world(episode), participants(record, commander, follower), this.sessionDeps());
    await this.open(session);
    return { ok: true, session };
  }

  private async open(session: GameSession): Promise<void> {
    this.sessions.set(session.id, session);
    this.deps.opened?.(session);
    for (const role of ROLES) {
      const p = session.participants[role];
      if (p.bot) {
        if (this.deps.seatBot) {
          const stop = this.deps.seatBot(session, role);
          const before = this.bots.get(session.id);
          this.bots.set(session.id, () => { before?.(); stop(); });
        }
        continue;
      }
      this.byWorker.set(p.workerId, session);
      for (const conn of this.deps.hub.connectionsOf(p.workerId, p.browser)) await session.attach(role, conn);
    }
  }

  /**
   * Rebuilds the in-progress sessions from their logs; players reconnect by themselves. Without
   * leases (one process), every live session of this SERVER_ID; with them, every live session nobody
   * holds, whoever started it, and from then on the lease keeper offers each game whose owner died.
   */
  async restore(): Promise<number> {
    const leases = this.deps.leases;
    if (!leases) {
      const live = await this.deps.store.listSessions({ status: 'live', owner: this.deps.config.serverId });
      for (const record of live) if (!this.sessions.has(record.id)) await this.rebuild(record);
      return live.length;
    }
    const taken = await this.takeOver(await this.deps.store.unownedLiveSessions(this.deps.clock.now()));
    leases.start();
    return taken;
  }

  /** Takes over each of these live games whose lease this process gets: rebuilt from the log, its players' connections here attached. */
  takeOver(sessionIds: readonly string[]): Promise<number> {
    const leases = this.deps.leases;
    if (!leases) return Promise.resolve(0);
    return this.takeovers.run(async () => {
      let taken = 0;
      for (const id of sessionIds) {
        if (this.sessions.has(id) || !(await leases.acquire(id))) continue;
        const record = await this.deps.store.getSession(id);
        if (!record || record.status !== 'live') {
          await leases.release(id);
          continue;
        }
        try {
          await this.rebuild(record);
          taken++;
        } catch (error) {
          // Let another process try; the log is untouched.
          this.drop(id);
          await leases.release(id);
          throw error;
        }
      }
      return taken;
    });
  }

  private async rebuild(record: SessionRecord): Promise<void> {
    const episode = await this.deps.store.getEpisode(record.episodeId);
    if (!episode) {
      await this.deps.store.endSession(record.id, { outcome: 'no_episode', reason: 'Its episode is gone from the pool.', at: this.deps.clock.now() });
      return;
    }
    const events = await this.deps.store.events.read(record.id);
    const [commander, follower] = await Promise.all([this.seatOf(record.commanderId, record.browsers.commander), this.seatOf(record.followerId, record.browsers.follower)]);
    const session = await GameSession.restore(record, taskOf(episode), await this.world(episode), participants(record, commander, follower), this.sessionDeps(), events);
    await this.open(session);
  }

  /**
   * A drain: every live game here stops here (no more writes: what was queued runs first) and its lease
   * is released, so another process takes it over at its next look. Returns the games let go.
   */
  async handOver(): Promise<string[]> {
    const leases = this.deps.leases;
    if (!leases) return [];
    leases.stopAdopting();
    const live = [...this.sessions.values()].filter((s) => s.state !== 'ended');
    for (const session of live) {
      this.drop(session.id, { keepLease: true });
      await session.quiesce();
      await leases.release(session.id);
    }
    return live.map((s) => s.id);
  }

  /** Stops a game here without writing anything (its lease went to another process): bots, timers and connections go. */
  drop(sessionId: string, { keepLease = false } = {}): void {
    const session = this.sessions.get(sessionId);
    if (!keepLease) this.deps.leases?.forget(sessionId);
    if (!session) return;
    this.bots.get(sessionId)?.();
    this.bots.delete(sessionId);
    session.dropConnections();
    this.sessions.delete(sessionId);
    for (const role of ROLES) {
      const w = session.participants[role].workerId;
      if (this.byWorker.get(w) === session) this.byWorker.delete(w);
    }
  }

  private async seatOf(workerId: string, browser: string | null): Promise<Seat> {
    if (workerId === BOT_WORKER_ID) return { workerId, name: 'Rule-based bot', browser: null, platform: 'bot' };
    const w = await this.deps.store.getWorker(workerId);
    return { workerId, name: w?.name ?? workerId, browser, platform: w?.platform ?? 'mturk' };
  }

  /** The process is going down (or a test simulates a crash): stop every session without logging. */
  shutdown(): void {
    void this.deps.leases?.stop();
    for (const stop of this.bots.values()) stop();
    this.bots.clear();
    for (const s of this.sessions.values()) s.dropConnections();
    this.sessions.clear();
    this.byWorker.clear();
  }
}

function taskOf(e: EpisodeRecord) {
  return { taskName: e.taskName, benchmarkName: e.benchmarkName, params: e.params };
}

/** The seats as the session knows them: partners see pseudonyms, never platform ids. */
function participants(record: SessionRecord, commander: Seat, follower: Seat): Record<Role, Participant> {
  const seat = (role: Role, s: Seat): Participant => {
    // A seat a bot took over from a player who left (provenance `replaced`) is the bot's again after a restart.
    const replaced = record.seats[role] === 'replaced';
    const bot = record.botRole === role || replaced;
    return { role, workerId: replaced ? BOT_WORKER_ID : s.workerId, name: displayName(bot ? 'rule-based' : s.platform, s.name, record.id, role), bot, browser: bot ? null : s.browser };
  };
  return { commander: seat('commander', commander), follower: seat('follower', follower) };
}
