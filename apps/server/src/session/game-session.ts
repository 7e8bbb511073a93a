/**
 * One live game: the authoritative world, its write-ahead event log, and the parts that make a game
 * of them: who is here (presence.ts: pause, grace, idle), the seats and the offer of an empty one
 * (seats.ts, seat-offers.ts), each seat's way out (completions.ts) and who is told what (audience.ts).
 * Every inbound message and every timer runs through one queue; an event is stored before anyone
 * hears of it. Never touches a socket (STYLE.md item 2).
 */
import {
  otherRole, protocolError, ROLES, type Completion, type EndingCause, type EventRecord, type NewEvent, type Role, type ServerMessage, type SessionOutcome, type SessionStatus, type Viewer,
} from '@chorehouse/protocol';
import { worldHash, type World } from '@chorehouse/sim';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { countEvent, emptyTally, isEventLogError, type EventTally, type Fence, type RunningTally, type SessionRecord, type Store } from '@chorehouse/store';
import { Audience } from './audience.js';
import { Completions, type CompletionRequest } from './completions.js';
import type { Connection } from './connection.js';
import { dispatch, type DoorCaller, type DoorReply, type SessionMessage } from './door.js';
import type { SessionContext, SurveyPort } from './handlers.js';
import { Presence } from './presence.js';
import { QueuedTimers } from './queued-timers.js';
import { replayWorld } from './replay.js';
import { SeatOffers } from './seat-offers.js';
import { Seats, type Participant } from './seats.js';
import { SerialQueue } from './serial-queue.js';
import { taskView, type SessionTask } from './task-view.js';
import { viewEvents, viewWorld } from './views.js';

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
  private ended = false;
  /** Event times continue from the log after a restart. */
  private readonly baseT: number;
  private readonly baseMono: number;
  private readonly timers: QueuedTimers;
  private readonly audience: Audience;
  private readonly seats: Seats;
  private readonly presence: Presence;
  private readonly offers: SeatOffers;
  private readonly completions: Completions;
  /** What the door's handlers may do to this session (door.ts, handlers.ts); nobody else gets it. */
  private readonly context: SessionContext;

  private constructor(
    readonly info: SessionRecord,
    readonly task: SessionTask,
    readonly initialWorld: World,
    participants: Readonly<Record<Role, Participant>>,
    private readonly deps: SessionDeps,
    events: readonly EventRecord[],
  ) {
    const { hooks, config } = deps;
    const sessionId = info.id;
    const ended = () => this.ended;
    const record = (event: NewEvent) => this.record(event);
    const end = (outcome: SessionOutcome, reason: string, cause: EndingCause | null) => this.end(outcome, reason, cause);
    const sendTo = (role: Role, message: ServerMessage) => this.audience.sendTo(role, message);
    this.timers = new QueuedTimers((task) => this.queue.run(task), (error) => hooks.failed?.(error));
    this.audience = new Audience(sessionId);
    this.seats = new Seats(participants);
    this.completions = new Completions(
      { sessionId, seats: this.seats, completion: (request) => hooks.completion(request), sendTo },
      ROLES.filter((role) => info.seats[role] === 'replaced'),
    );
    this.offers = new SeatOffers({
      sessionId, offerMs: config.seatOfferMs ?? config.disconnectGraceMs, timers: this.timers, seats: this.seats, completions: this.completions,
      seatBot: hooks.replaceSeat ? (role) => hooks.replaceSeat!(this, role) : null,
      storeReplaced: (role) => deps.store.setSeat(sessionId, role, 'replaced'),
      isHere: (role) => this.presence.isHere(role), ended, stopIdle: (role) => this.presence.stopIdle(role), sendTo, end,
      sendState: (role) => this.sendState(role),
    });
    this.presence = new Presence({
      sessionId, clock: deps.clock, config, timers: this.timers, ended, isBot: (role) => this.seats.holder(role).bot, record, sendTo, end,
      abandoned: (role) => this.offers.abandoned(role),
    });
    for (const e of events) {
      countEvent(this.counts, e);
      this.presence.recall(e);
      this.completions.recall(e);
      if (e.kind === 'end') this.ended = true;
    }
    this.worldNow = replayWorld(initialWorld, events);
    const last = events[events.length - 1];
    this.nextSeq = last ? last.seq + 1 : 0;
    this.baseT = last ? last.t : 0;
    this.baseMono = deps.clock.mono();
    this.context = this.makeContext();
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
    await s.queue.run(() => s.presence.afterRestart());
    return s;
  }

  get id(): string { return this.info.id; }
  get participants(): Readonly<Record<Role, Participant>> { return this.seats.all; }
  get world(): World { return this.worldNow; }
  get state(): SessionStatus { return this.ended ? 'ended' : this.presence.paused ? 'paused' : 'active'; }
  /** What the console shows of a live session (counted as events are recorded, not from the log per request). */
  get tally(): EventTally { return { ...this.counts }; }
  get lastSeq(): number { return this.nextSeq - 1; }
  roleOf(workerId: string): Role | null { return this.seats.roleOf(workerId); }
  isConnected(role: Role): boolean { return this.presence.isHere(role); }
  /** Whether a connection of this browser may read and act in `role`'s seat. */
  admits(role: Role, browser: string | null): boolean { return this.seats.admits(role, browser); }
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
      get state() { return self.state; },
      task: this.task,
      surveys: this.deps.surveys,
      workerOf: (role) => self.participants[role],
      record: (event, world) => self.record(event, world),
      end: (outcome, reason, cause) => self.end(outcome, reason, cause),
      touch: (role) => self.presence.touch(role),
      sendState: (role) => self.sendState(role),
      // Only a connection of that seat: a resync costs one state, sent to the one who asked.
      sendStateTo: async (conn, role) => { if (self.audience.has(role, conn)) conn.send(await self.stateFor(role)); },
      sendCompletion: (role) => self.completions.hand(role),
      surveyed: (role) => self.completions.surveyed(role),
      markSurveyed: (role) => { self.completions.markSurveyed(role); },
      answerSeatOffer: (role, accept) => self.offers.answer(role, accept),
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
      type: 'session/state', sessionId: this.id, viewer, status: this.state,
      partner: partner && partnerRole ? { name: partner.name, bot: partner.bot, connected: this.presence.isHere(partnerRole) } : null,
      world: viewWorld(viewer, this.worldNow, this.initialWorld), seq: this.lastSeq, events: viewEvents(viewer, log),
      task: viewer === 'follower' ? null : taskView(this.task),
      surveyAnswered: viewer !== 'spectator' && this.completions.surveyed(viewer),
    };
  }

  /** `role`'s state to every connection of its seat. */
  private async sendState(role: Role): Promise<void> {
    this.audience.sendTo(role, await this.stateFor(role));
  }

  /** A connection of `role`'s worker arrives (first join, a second tab, a reconnect). */
  attach(role: Role, conn: Connection): Promise<void> {
    return this.queue.run(async () => {
      // A seat is bound to the browser that took it: another browser with the same worker id gets nothing.
      if (!this.seats.admit(role, conn.browser)) {
        conn.send({ type: 'error', ...protocolError('session/seat_elsewhere', 'Your game is open in another browser; go back to it to play.') });
        return;
      }
      const state = await this.stateFor(role);
      this.audience.seat(role, conn);
      conn.send(state);
      const offer = this.offers.pendingFor(role);
      if (offer) conn.send(offer);
      this.completions.resendTo(role, conn);
      if (this.ended || this.presence.isHere(role)) return;
      this.offers.returned(role);
      await this.presence.arrive(role);
    });
  }

  detach(conn: Connection): Promise<void> {
    return this.queue.run(async () => {
      const role = this.audience.leave(conn);
      if (!role || this.audience.count(role) > 0 || this.ended || !this.presence.isHere(role)) return;
      await this.presence.depart(role);
    });
  }

  /** Resolves once every message and timer task queued so far has run (a drain waits for it before letting the game go). */
  quiesce(): Promise<void> {
    return this.queue.run(() => undefined);
  }

  /** Stop talking to every connection without logging anything (a process going down). */
  dropConnections(): void {
    this.audience.clear();
    this.stopClocks();
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

  /**
   * Ends the session once; the first end wins. `cause`: the seat that timed out, left or was
   * removed, and how; each seat's ending (pay.ts) follows from it, and its pay from the ending. When
   * the game ended without a finish, every human seat gets its completion at once.
   */
  private async end(outcome: SessionOutcome, reason: string, cause: EndingCause | null = null): Promise<void> {
    if (this.ended) return;
    const ended = await this.record({ kind: 'end', outcome, reason, worldHash: worldHash(this.worldNow) });
    this.ended = true;
    this.stopClocks();
    const pay = this.completions.settle(outcome, cause);
    await this.deps.store.endSession(this.id, { outcome, reason, at: this.deps.clock.now(), pay });
    this.audience.announceEnd(ended);
    await this.completions.handOutUnsurveyed();
    this.deps.hooks.ended?.(this);
  }

  private stopClocks(): void {
    this.timers.clearAll();
    this.presence.stopIdleClocks();
  }
}
