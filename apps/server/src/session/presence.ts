/**
 * Who of a session's two seats is here, and what follows from it: the session pauses when a seat has
 * no connection left and resumes when both are back; a seat gone for good (its grace period over) is
 * handed on as abandoned; a seat here but idle is warned, then the game ends. Bots are never idle.
 */
import { ROLES, type EndingCause, type EventRecord, type NewEvent, type Role, type ServerMessage, type SessionOutcome } from '@chorehouse/protocol';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { IdleClock } from './idle-clock.js';
import type { QueuedTimers } from './queued-timers.js';

export interface PresenceDeps {
  readonly sessionId: string;
  readonly clock: Pick<Clock, 'mono'>;
  readonly config: Pick<Config, 'disconnectGraceMs' | 'idleWarningMs' | 'idleTimeoutMs'>;
  readonly timers: Pick<QueuedTimers, 'set' | 'clear' | 'later'>;
  ended(): boolean;
  isBot(role: Role): boolean;
  /** Write-ahead, as every change of the session. */
  record(event: NewEvent): Promise<unknown>;
  sendTo(role: Role, message: ServerMessage): void;
  end(outcome: SessionOutcome, reason: string, cause: EndingCause | null): Promise<void>;
  /** `role`'s grace period is over and it has not come back (seat-offers.ts decides what follows). */
  abandoned(role: Role): Promise<void>;
}

export class Presence {
  private readonly here = new Set<Role>();
  private pausedNow = false;
  /** Each seat's idle clock (touched by every message of that seat). */
  private readonly idle: Record<Role, IdleClock>;

  constructor(private readonly deps: PresenceDeps) {
    this.idle = { commander: this.idleClock('commander'), follower: this.idleClock('follower') };
  }

  /** An event of the log read back after a restart. */
  recall(event: EventRecord): void {
    if (event.kind === 'connect') this.here.add(event.role);
    if (event.kind === 'disconnect') this.here.delete(event.role);
    if (event.kind === 'pause') this.pausedNow = true;
    if (event.kind === 'resume') this.pausedNow = false;
  }

  isHere(role: Role): boolean { return this.here.has(role); }
  /** Paused by a disconnect and not resumed (whether the session has ended is the session's to say). */
  get paused(): boolean { return this.pausedNow; }

  /**
   * After a restart nobody is connected any more: players still present in the log are marked gone
   * (and the session paused), and every absent seat's grace period starts.
   */
  async afterRestart(): Promise<void> {
    for (const role of ROLES) if (this.here.has(role)) await this.leave(role);
    if (!this.deps.ended()) for (const role of ROLES) if (!this.here.has(role)) this.startGrace(role);
  }

  /** `role`'s first connection (again): its grace period stops; both here, a paused session resumes and the idle clocks start. */
  async arrive(role: Role): Promise<void> {
    this.here.add(role);
    this.deps.timers.clear(graceTimer(role));
    await this.deps.record({ kind: 'connect', role });
    if (this.pausedNow && !this.deps.ended() && ROLES.every((r) => this.here.has(r))) {
      this.pausedNow = false;
      await this.deps.record({ kind: 'resume' });
    }
    if (this.active()) for (const r of ROLES) this.touch(r);
  }

  /** `role` has no connection left: the session pauses and its grace period starts. */
  async depart(role: Role): Promise<void> {
    await this.leave(role);
    this.startGrace(role);
  }

  /** Restart `role`'s idle clock: a warning, then the session ends. */
  touch(role: Role): void {
    if (this.deps.isBot(role) || !this.active()) return;
    this.idle[role].touch();
  }

  stopIdle(role: Role): void {
    this.idle[role].stop();
  }

  stopIdleClocks(): void {
    for (const role of ROLES) this.idle[role].stop();
  }

  private active(): boolean {
    return !this.pausedNow && !this.deps.ended();
  }

  private async leave(role: Role): Promise<void> {
    this.here.delete(role);
    await this.deps.record({ kind: 'disconnect', role });
    if (this.active()) {
      this.pausedNow = true;
      this.stopIdleClocks();
      await this.deps.record({ kind: 'pause', role, reason: 'disconnected' });
    }
  }

  private startGrace(role: Role): void {
    this.deps.timers.set(graceTimer(role), this.deps.config.disconnectGraceMs, async () => {
      if (this.here.has(role) || this.deps.ended()) return;
      await this.deps.abandoned(role);
    });
  }

  /** `role`'s idle clock; what it sets off waits in the queue, and finds out there whether the seat is still idle. */
  private idleClock(role: Role): IdleClock {
    const { idleWarningMs, idleTimeoutMs } = this.deps.config;
    const stillIdle = (ms: number) => this.active() && this.idle[role].idleMs() >= ms;
    return new IdleClock(() => this.deps.clock.mono(), idleWarningMs, idleTimeoutMs, {
      warn: () => this.deps.timers.later(async () => {
        if (!stillIdle(idleWarningMs)) return;
        await this.deps.record({ kind: 'idle_warning', role });
        this.deps.sendTo(role, { type: 'session/idle_warning', sessionId: this.deps.sessionId, timeoutMs: idleTimeoutMs - idleWarningMs });
      }),
      expire: () => this.deps.timers.later(async () => {
        if (!stillIdle(idleTimeoutMs)) return;
        await this.deps.end('abandoned', `The ${role} was idle for too long.`, { role, how: 'idle' });
      }),
    });
  }
}

const graceTimer = (role: Role) => `grace:${role}`;
