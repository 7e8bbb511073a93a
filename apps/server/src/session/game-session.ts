/**
 * One live game: the authoritative world, its write-ahead event log and its players' connections.
 * Every inbound message and every timer runs through one queue; an event is stored before anyone
 * hears of it. Never touches a socket (STYLE.md item 2).
 */
import {
  otherRole, protocolError, ROLES, type Completion, type Ending, type EndingCause, type EventRecord, type NewEvent, type Role, type ServerMessage, type SessionOutcome, type SessionStatus, type Viewer,
} from '@chorehouse/protocol';
import { worldHash, type World } from '@chorehouse/sim';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { countEvent, emptyTally, isEventLogError, type EventTally, type Fence, type RunningTally, type SessionRecord, type Store } from '@chorehouse/store';
import { Audience } from './audience.js';
import type { Connection } from './connection.js';
import { dispatch, type DoorCaller, type DoorReply, type SessionMessage } from './door.js';
import type { SessionContext, SurveyPort } from './handlers.js';
import { replayWorld } from './replay.js';
import { payVerdict, seatEnding, surveyFirst } from './pay.js';
import { IdleClock } from './idle-clock.js';
import { SerialQueue } from './serial-queue.js';
import { taskView, type SessionTask } from './task-view.js';
import { viewEvent, viewEvents, viewWorld } from './views.js';

export interface Participant {
  readonly role: Role;
  readonly workerId: string;
  /** What the partner sees: a pseudonym for crowd workers, the typed name in local play (identity/pseudonym.ts). */
  readonly name: string;
  readonly bot: boolean;
  /** The browser key this seat is bound to: only that browser's connections read or act in it (null: a bot). */
  readonly browser: string | null;
}

/** What the pay rule needs to know about a completion being handed out. */
export interface CompletionRequest {
  readonly sessionId: string;
  readonly role: Role;
  readonly workerId: string;
  readonly browser: string | null;
  /** How the game ended from this seat; its pay and words are `ENDING_WORDS[ending]`'s. */
  readonly ending: Ending;
  readonly outcome: SessionOutcome;
}

export interface SessionHooks {
  /** The completion a worker gets when its part is over (after the survey, or when the game ended without it); recorded by the hook. */
  completion(request: CompletionRequest): Promise<Completion>;
  eventStored?(event: EventRecord): void;
  /** A timer's task threw: a bug, reported rather than lost. */
  failed?(error: unknown): void;
  ended?(session: GameSession): void;
  /**
   * Seats a bot in `role`, the seat its player left (the one who stayed accepted the offer); returns
   * the bot's identity. Without it, an abandoned seat ends the game as before.
   */
  replaceSeat?(session: GameSession, role: Role): { readonly workerId: string; readonly name: string };
  /** The fence this process's appends carry (its lease of the game, issue 46); none in the embedded server. */
  fence?(session: GameSession): Fence | undefined;
  /** The store refused an append as fenced: another process owns the game now; this copy must stop. */
  fenced?(session: GameSession): void;
}

export interface SessionDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: Pick<Config, 'disconnectGraceMs' | 'idleWarningMs' | 'idleTimeoutMs'> & Partial<Pick<Config, 'seatOfferMs'>>;
  readonly hooks: SessionHooks;
  /** Where survey answers are kept (the store, in the server). */
  readonly surveys: SurveyPort;
}

export class GameSession {
  private readonly queue = new SerialQueue();
  private worldNow: World;
  /**
   * The log itself lives in the store only. Held here, it grew by about a kilobyte an event for the
   * session's whole life (megabytes for a long game), all of it old-generation memory every
   * mark-compact walks again; only a state message needs it, and reads it back (`stateFor`).
   * What the console shows of it is counted as events are recorded (with the last event's time).
   */
  private readonly counts: RunningTally = emptyTally();
  private nextSeq: number;
  private status: SessionStatus = 'active';
  private readonly audience: Audience;
  private readonly present = new Set<Role>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Each seat's idle clock (touched by every message of that seat). */
  private readonly idle: Record<Role, IdleClock>;
  /** Event times continue from the log after a restart. */
  private readonly baseT: number;
  private readonly baseMono: number;
  private readonly surveyed = new Set<Role>();
  /** How the session ended, once it did: the outcome and who caused it (the seat that timed out, left, or was removed). */
  private endReason: { readonly outcome: SessionOutcome; readonly cause: EndingCause | null } | null = null;
  /** Completions handed out, sent again to a connection of that seat that comes back (reload, new tab). */
  private readonly completions = new Map<Role, Completion>();
  /** The browser each seat is bound to (participants' `browser`, see `attach` for older sessions). */
  private readonly seatBrowsers: Map<Role, string | null>;
  /** What the door's handlers may do to this session (door.ts, handlers.ts); nobody else gets it. */
  private readonly context: SessionContext;
  /** Who holds each seat now (a bot may take over a seat its player left). */
  private readonly seats: Record<Role, Participant>;
  /** Seats a bot took over from a player who left (provenance `replaced`; that player is not paid). */
  private readonly replaced = new Set<Role>();
  /** The empty seat offered to the one who stayed, while it decides. */
  private offer: Role | null = null;

  private constructor(
    readonly info: SessionRecord,
    readonly task: SessionTask,
    readonly initialWorld: World,
    participants: Readonly<Record<Role, Participant>>,
    private readonly deps: SessionDeps,
    events: readonly EventRecord[],
  ) {
    this.seats = { ...participants };
    this.audience = new Audience(info.id);
    this.idle = { commander: this.idleClock('commander'), follower: this.idleClock('follower') };
    for (const role of ROLES) if (info.seats[role] === 'replaced') this.replaced.add(role);
    for (const e of events) countEvent(this.counts, e);
    this.worldNow = replayWorld(initialWorld, events);
    const last = events[events.length - 1];
    this.nextSeq = last ? last.seq + 1 : 0;
    this.baseT = last ? last.t : 0;
    this.baseMono = deps.clock.mono();
    this.context = this.makeContext();
    this.seatBrowsers = new Map(ROLES.map((r) => [r, participants[r].browser]));
    for (const e of events) {
      if (e.kind === 'connect') this.present.add(e.role);
      if (e.kind === 'disconnect') this.present.delete(e.role);
      if (e.kind === 'survey') this.surveyed.add(e.role);
      if (e.kind === 'pause') this.status = 'paused';
      if (e.kind === 'resume') this.status = 'active';
      if (e.kind === 'end') this.status = 'ended';
    }
  }

  static create(record: SessionRecord, task: SessionTask, world: World, participants: Record<Role, Participant>, deps: SessionDeps): GameSession {
    return new GameSession(record, task, world, participants, deps, []);
  }

  /**
   * A session rebuilt from its log after a restart. Nobody is connected any more: players still
   * present in the log are marked gone (and the session paused) until they come back.
   */
  static async restore(
    record: SessionRecord, task: SessionTask, world: World, participants: Record<Role, Participant>, deps: SessionDeps, events: readonly EventRecord[],
  ): Promise<GameSession> {
    const s = new GameSession(record, task, world, participants, deps, events);
    await s.queue.run(async () => {
      for (const role of ROLES) if (s.present.has(role)) await s.markGone(role);
      if (s.status !== 'ended') for (const role of ROLES) if (!s.present.has(role)) s.startGrace(role);
    });
    return s;
  }

  get id(): string { return this.info.id; }
  get participants(): Readonly<Record<Role, Participant>> { return this.seats; }
  get world(): World { return this.worldNow; }
  get state(): SessionStatus { return this.status; }
  /** What the console shows of a live session (counted as events are recorded, not from the log per request). */
  get tally(): EventTally { return { ...this.counts }; }
  get lastSeq(): number { return this.nextSeq - 1; }
  roleOf(workerId: string): Role | null {
    return ROLES.find((r) => this.participants[r].workerId === workerId) ?? null;
  }
  isConnected(role: Role): boolean { return this.present.has(role); }
  /** Whether a connection of this browser may read and act in `role`'s seat. */
  admits(role: Role, browser: string | null): boolean { return this.seatBrowsers.get(role) === browser; }
  connectionCount(): number { return this.audience.count(); }

  /**
   * The only door for messages: queued behind everything before it, then checked and run through
   * the table in door.ts (type, allowed callers, stage, handler). Never throws for bad input; a
   * failed store write rejects and changes nothing.
   */
  handle<M extends SessionMessage>(caller: DoorCaller, message: M, origin?: Connection): Promise<DoorReply<M['type']>> {
    return this.queue.run(() => dispatch(this.context, caller, message, origin));
  }

  private makeContext(): SessionContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const self = this;
    return {
      get id() { return self.id; },
      get world() { return self.worldNow; },
      get state() { return self.status; },
      task: this.task,
      surveys: this.deps.surveys,
      workerOf: (role) => self.participants[role],
      record: (event, world) => self.record(event, world),
      end: (outcome, reason, cause) => self.end(outcome, reason, cause),
      touch: (role) => self.touch(role),
      sendState: async (role) => { self.audience.sendTo(role, await self.stateFor(role)); },
      // Only a connection of that seat: a resync costs one state, sent to the one who asked.
      sendStateTo: async (conn, role) => { if (self.audience.has(role, conn)) conn.send(await self.stateFor(role)); },
      sendCompletion: (role) => self.sendCompletion(role),
      surveyed: (role) => self.surveyed.has(role),
      markSurveyed: (role) => { self.surveyed.add(role); },
      answerSeatOffer: (role, accept) => self.answerSeatOffer(role, accept),
    };
  }

  /** Write-ahead: the event is durable before the world changes or anyone is told. */
  private async record(event: NewEvent, world?: World): Promise<EventRecord> {
    const t = Math.max(this.baseT, Math.round(this.baseT + this.deps.clock.mono() - this.baseMono), this.counts.lastT ?? 0);
    const full = { ...event, seq: this.nextSeq, t } as EventRecord;
    const fence = this.deps.hooks.fence?.(this);
    try {
      await this.deps.store.events.append({ sessionId: this.id, events: [full], at: this.deps.clock.now(), ...(fence ? { fence } : {}) });
    } catch (error) {
      if (isEventLogError(error, 'event-log/fenced')) this.deps.hooks.fenced?.(this);
      throw error;
    }
    this.nextSeq++;
    countEvent(this.counts, full);
    if (world) this.worldNow = world;
    this.deps.hooks.eventStored?.(full);
    this.audience.broadcast(full);
    return full;
  }

  /**
   * Everything `viewer` may see, the log read back from the store. Runs in the queue, so every
   * event recorded so far is stored (write-ahead) and none is recorded until the state is sent.
   */
  private async stateFor(viewer: Viewer): Promise<Extract<ServerMessage, { type: 'session/state' }>> {
    const log = await this.deps.store.events.read(this.id, { trusted: true });
    const partnerRole = viewer === 'spectator' ? null : otherRole(viewer);
    const partner = partnerRole ? this.participants[partnerRole] : null;
    return {
      type: 'session/state', sessionId: this.id, viewer, status: this.status,
      partner: partner && partnerRole ? { name: partner.name, bot: partner.bot, connected: this.present.has(partnerRole) } : null,
      world: viewWorld(viewer, this.worldNow, this.initialWorld), seq: this.lastSeq, events: viewEvents(viewer, log),
      task: viewer === 'follower' ? null : taskView(this.task),
      surveyAnswered: viewer !== 'spectator' && this.surveyed.has(viewer),
    };
  }

  /** A connection of `role`'s worker arrives (first join, a second tab, a reconnect). */
  attach(role: Role, conn: Connection): Promise<void> {
    return this.queue.run(async () => {
      // A seat is bound to the browser that took it: another browser with the same worker id gets nothing.
      // A human seat recorded before seats were bound (an older server's live session) binds to the first browser that comes back.
      if (!this.participants[role].bot && this.seatBrowsers.get(role) === null && conn.browser !== null) this.seatBrowsers.set(role, conn.browser);
      if (!this.admits(role, conn.browser)) {
        conn.send({ type: 'error', ...protocolError('session/seat_elsewhere', 'Your game is open in another browser; go back to it to play.') });
        return;
      }
      const state = await this.stateFor(role);
      this.audience.seat(role, conn);
      conn.send(state);
      if (this.offer === otherRole(role)) conn.send(this.offerMessage(this.offer));
      const completion = this.completions.get(role);
      if (completion) conn.send({ type: 'completion', sessionId: this.id, ...completion });
      if (this.status === 'ended' || this.present.has(role)) return;
      this.present.add(role);
      this.clearTimer(`grace:${role}`);
      // The player came back while its seat was on offer: the offer lapses.
      if (this.offer === role) {
        this.offer = null;
        this.clearTimer(`offer:${role}`);
      }
      await this.record({ kind: 'connect', role });
      if (this.status === 'paused' && ROLES.every((r) => this.present.has(r))) {
        this.status = 'active';
        await this.record({ kind: 'resume' });
      }
      if (this.status === 'active') for (const r of ROLES) this.touch(r);
    });
  }

  detach(conn: Connection): Promise<void> {
    return this.queue.run(async () => {
      const role = this.audience.leave(conn);
      if (!role || this.audience.count(role) > 0 || this.status === 'ended' || !this.present.has(role)) return;
      await this.markGone(role);
      this.startGrace(role);
    });
  }

  /** Resolves once every message and timer task queued so far has run (a drain waits for it before letting the game go). */
  quiesce(): Promise<void> {
    return this.queue.run(() => undefined);
  }

  /** Stop talking to every connection without logging anything (a process going down). */
  dropConnections(): void {
    this.audience.clear();
    this.clearAllTimers();
  }

  spectate(conn: Connection): Promise<void> {
    return this.queue.run(async () => {
      const state = await this.stateFor('spectator');
      this.audience.watch(conn);
      conn.send(state);
    });
  }

  /** The seat's state again, to one connection of its browser (one that asked to join while seated here). */
  resendState(role: Role, conn: Connection): Promise<void> {
    return this.queue.run(async () => { conn.send(await this.stateFor(role)); });
  }

  private async markGone(role: Role): Promise<void> {
    this.present.delete(role);
    await this.record({ kind: 'disconnect', role });
    if (this.status === 'active') {
      this.status = 'paused';
      for (const r of ROLES) this.clearIdle(r);
      await this.record({ kind: 'pause', role, reason: 'disconnected' });
    }
  }

  private startGrace(role: Role): void {
    this.setTimer(`grace:${role}`, this.deps.config.disconnectGraceMs, async () => {
      if (this.present.has(role) || this.status === 'ended') return;
      const p = this.participants[role];
      if (this.offerSeat(role)) return;
      await this.end('abandoned', `The ${role} (${p.bot ? 'bot' : 'player'}) did not come back.`, { role, how: 'left' });
    });
  }

  /**
   * A player left for good: when its partner is a person still here, offer it a bot in the empty
   * seat; no answer in time ends the game as an abandonment. False when there is nobody to offer it to.
   */
  private offerSeat(role: Role): boolean {
    const stayer = otherRole(role);
    if (!this.deps.hooks.replaceSeat || this.seats[role].bot || this.seats[stayer].bot || !this.present.has(stayer) || this.offer !== null) return false;
    this.offer = role;
    this.audience.sendTo(stayer, this.offerMessage(role));
    this.setTimer(`offer:${role}`, this.offerMs(), async () => {
      if (this.offer !== role || this.status === 'ended') return;
      this.offer = null;
      await this.end('abandoned', `The ${role} (player) did not come back.`, { role, how: 'left' });
    });
    return true;
  }

  private offerMs(): number {
    return this.deps.config.seatOfferMs ?? this.deps.config.disconnectGraceMs;
  }

  private offerMessage(role: Role): ServerMessage {
    return { type: 'session/seat_empty', sessionId: this.id, role, decideWithinMs: this.offerMs() };
  }

  /**
   * The one who stayed answers the offer: decline ends the game as an abandonment; accept puts the
   * bot in the empty seat (through the registry, over the same door as any bot), records the seat
   * as `replaced`, and hands the player who left its no-pay completion.
   */
  private async answerSeatOffer(caller: Role, accept: boolean): Promise<{ ok: true } | { ok: false; error: ReturnType<typeof protocolError> }> {
    const empty = otherRole(caller);
    if (this.offer !== empty || this.status === 'ended') return { ok: false, error: protocolError('session/no_offer', 'No empty seat is on offer.') };
    this.offer = null;
    this.clearTimer(`offer:${empty}`);
    if (!accept) {
      await this.end('abandoned', `The ${empty} (player) did not come back.`, { role: empty, how: 'left' });
      return { ok: true };
    }
    const departed = this.seats[empty];
    await this.deps.store.setSeat(this.id, empty, 'replaced');
    this.replaced.add(empty);
    this.clearIdle(empty);
    const bot = this.deps.hooks.replaceSeat!(this, empty);
    this.seats[empty] = { role: empty, workerId: bot.workerId, name: bot.name, bot: true, browser: null };
    this.seatBrowsers.set(empty, null);
    const completion = await this.deps.hooks.completion({
      sessionId: this.id, role: empty, workerId: departed.workerId, browser: departed.browser, outcome: 'abandoned', ending: 'seat_taken',
    });
    this.completions.set(empty, completion);
    // The one who stayed sees its new partner.
    this.audience.sendTo(caller, await this.stateFor(caller));
    return { ok: true };
  }

  /** Restart `role`'s idle clock: a warning, then the session ends. Bots are never idle. */
  private touch(role: Role): void {
    if (this.participants[role].bot || this.status !== 'active') return;
    this.idle[role].touch();
  }

  private clearIdle(role: Role): void {
    this.idle[role].stop();
  }

  /** `role`'s idle clock; what it sets off waits in the queue, and finds out there whether the seat is still idle. */
  private idleClock(role: Role): IdleClock {
    const { idleWarningMs, idleTimeoutMs } = this.deps.config;
    const stillIdle = (ms: number) => this.status === 'active' && this.idle[role].idleMs() >= ms;
    const queued = (task: () => Promise<void>) => { void this.queue.run(task).catch((err: unknown) => this.deps.hooks.failed?.(err)); };
    return new IdleClock(() => this.deps.clock.mono(), idleWarningMs, idleTimeoutMs, {
      warn: () => queued(async () => {
        if (!stillIdle(idleWarningMs)) return;
        await this.record({ kind: 'idle_warning', role });
        this.audience.sendTo(role, { type: 'session/idle_warning', sessionId: this.id, timeoutMs: idleTimeoutMs - idleWarningMs });
      }),
      expire: () => queued(async () => {
        if (!stillIdle(idleTimeoutMs)) return;
        await this.end('abandoned', `The ${role} was idle for too long.`, { role, how: 'idle' });
      }),
    });
  }

  /**
   * Ends the session once; the first end wins. `cause`: the seat that timed out, left or was
   * removed, and how; each seat's ending (pay.ts) follows from it, and its pay from the ending. When
   * the game ended without a finish, every human seat gets its completion at once.
   */
  private async end(outcome: SessionOutcome, reason: string, cause: EndingCause | null = null): Promise<void> {
    if (this.status === 'ended') return;
    const ended = await this.record({ kind: 'end', outcome, reason, worldHash: worldHash(this.worldNow) });
    this.status = 'ended';
    this.endReason = { outcome, cause };
    this.clearAllTimers();
    const pay = payVerdict(this.participants, outcome, cause, this.replaced);
    await this.deps.store.endSession(this.id, { outcome, reason, at: this.deps.clock.now(), pay });
    for (const role of ROLES) {
      const end = viewEvent(role, ended);
      if (end?.kind === 'end') this.audience.sendTo(role, { type: 'session/ended', sessionId: this.id, outcome: end.outcome, reason: end.reason });
    }
    this.audience.sendToSpectators({ type: 'session/ended', sessionId: this.id, outcome, reason });
    if (!surveyFirst(outcome)) for (const role of ROLES) await this.sendCompletion(role);
    this.deps.hooks.ended?.(this);
  }

  /** Hands `role`'s worker its completion (recorded by the hook) and sends it to that seat's connections. */
  private async sendCompletion(role: Role): Promise<void> {
    const p = this.participants[role];
    if (p.bot || !this.endReason || this.completions.has(role)) return;
    const { outcome, cause } = this.endReason;
    const completion = await this.deps.hooks.completion({
      sessionId: this.id, role, workerId: p.workerId, browser: p.browser, outcome, ending: seatEnding(outcome, role, cause, this.replaced),
    });
    this.completions.set(role, completion);
    this.audience.sendTo(role, { type: 'completion', sessionId: this.id, ...completion });
  }

  private setTimer(key: string, ms: number, task: () => Promise<void>): void {
    this.clearTimer(key);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      void this.queue.run(task).catch((err: unknown) => this.deps.hooks.failed?.(err));
    }, ms);
    timer.unref();
    this.timers.set(key, timer);
  }

  private clearTimer(key: string): void {
    const t = this.timers.get(key);
    if (t) clearTimeout(t);
    this.timers.delete(key);
  }

  private clearAllTimers(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const role of ROLES) this.idle[role].stop();
  }
}
