/**
 * The waiting room: workers queue and are paired two by two in arrival order, never with
 * themselves (two tabs are one worker) nor with a partner they were blocked from. A worker nobody
 * was found for in time leaves with a "no partner found" completion code. Joins, bot games and
 * timeouts run one at a time in one queue, and the registry refuses a second live session per
 * worker atomically, so whatever arrives at once, a worker has at most one live session. While the
 * researcher has paused the lobby (lobby-control.ts) no new game starts, with a human or a bot:
 * a join is refused with their message, and games under way go on. With a consent text, a worker
 * who has not agreed to its current version is refused too (they have no session to leave).
 */
import { protocolError, type Completion, type Reply, type Role } from '@chorehouse/protocol';
import type { Clock } from '../clock.js';
import type { Hub } from '../hub.js';
import { SerialQueue } from '../session/serial-queue.js';
import { readLobbyControl } from './lobby-control.js';
import type { ConsentGate } from '../consent/consent-gate.js';
import type { Seat, SessionRegistry, StartResult } from '../session/registry.js';
import type { Store } from '@chorehouse/store';

interface Waiting {
  readonly seat: Seat;
  readonly since: number;
  readonly timer: NodeJS.Timeout;
}

export interface LobbyDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly hub: Hub;
  readonly registry: SessionRegistry;
  readonly waitingRoomTimeoutMs: number;
  readonly noPartner: (seat: Seat, queuedAt: number) => Promise<Completion>;
  readonly failed?: (error: unknown) => void;
  /** With a consent text, only workers who agreed to it may play (consent-gate.ts). */
  readonly consent?: ConsentGate;
}

const REFUSALS: Record<Extract<StartResult, { ok: false }>['code'], string> = {
  'lobby/no_episode': 'No episode is available; try again later.',
  'lobby/in_session': 'You are already in a session.',
};

export class Lobby {
  private readonly queue = new SerialQueue();
  private readonly waiting: Waiting[] = [];

  constructor(private readonly deps: LobbyDeps) {}

  get size(): number { return this.waiting.length; }
  isWaiting(workerId: string): boolean { return this.waiting.some((w) => w.seat.workerId === workerId); }

  join(seat: Seat): Promise<Reply> {
    return this.queue.run(async () => {
      const { workerId } = seat;
      if (this.deps.registry.busy(workerId)) return { ok: false, error: protocolError('lobby/in_session', REFUSALS['lobby/in_session']) };
      const refused = await this.refusal(seat);
      if (refused) return refused;
      if (this.isWaiting(workerId)) {
        // A second tab of a queued worker: tell it, but the worker holds one place only.
        this.deps.hub.send(workerId, { type: 'lobby/queued', timeoutMs: this.deps.waitingRoomTimeoutMs }, seat.browser);
        return { ok: false, error: protocolError('lobby/already_queued', 'You are already waiting for a partner.') };
      }
      for (const [i, other] of this.waiting.entries()) {
        if (await this.deps.store.isPairBlocked(workerId, other.seat.workerId)) continue;
        this.waiting.splice(i, 1);
        clearTimeout(other.timer);
        const started = await this.deps.registry.start(other.seat, seat);
        if (!started.ok) {
          this.deps.hub.send(other.seat.workerId, { type: 'error', ...protocolError(started.code, REFUSALS[started.code]) }, other.seat.browser);
          return { ok: false, error: protocolError(started.code, REFUSALS[started.code]) };
        }
        return { ok: true, sessionId: started.session.id };
      }
      const since = this.deps.clock.now();
      const timer = setTimeout(() => { void this.timeout(workerId, since).catch((e: unknown) => this.deps.failed?.(e)); }, this.deps.waitingRoomTimeoutMs);
      timer.unref();
      this.waiting.push({ seat, since, timer });
      this.deps.hub.send(workerId, { type: 'lobby/queued', timeoutMs: this.deps.waitingRoomTimeoutMs }, seat.browser);
      return { ok: true, queued: true };
    });
  }

  /** A game with the rule-based bot: in the same queue as pairing, so it cannot race a human join. */
  joinBot(seat: Seat, botRole: Role): Promise<Reply> {
    return this.queue.run(async () => {
      if (this.isWaiting(seat.workerId)) return { ok: false, error: protocolError('lobby/already_queued', 'You are already waiting for a partner.') };
      const refused = await this.refusal(seat);
      if (refused) return refused;
      const started = await this.deps.registry.start(seat, { bot: botRole });
      return started.ok ? { ok: true, sessionId: started.session.id } : { ok: false, error: protocolError(started.code, REFUSALS[started.code]) };
    });
  }

  /**
   * A paused lobby, then a worker without consent. Both read at each join, not kept: the console or
   * another process may have changed the switch, and the worker may have just agreed.
   */
  private async refusal(seat: Seat): Promise<Reply | null> {
    const control = await readLobbyControl(this.deps.store);
    if (control.paused) return { ok: false, error: protocolError('lobby/paused', control.message) };
    const consent = await this.deps.consent?.(seat);
    return consent ? { ok: false, error: consent } : null;
  }

  /** With `browser`: only if that browser holds the place (another browser with the same id cannot take it away). */
  leave(workerId: string, browser?: string | null): Promise<void> {
    return this.queue.run(() => {
      const i = this.waiting.findIndex((w) => w.seat.workerId === workerId && (browser === undefined || w.seat.browser === browser));
      if (i >= 0) {
        clearTimeout(this.waiting[i]!.timer);
        this.waiting.splice(i, 1);
      }
    });
  }

  private timeout(workerId: string, since: number): Promise<void> {
    return this.queue.run(async () => {
      const i = this.waiting.findIndex((w) => w.seat.workerId === workerId && w.since === since);
      if (i < 0) return;
      const [w] = this.waiting.splice(i, 1);
      this.deps.hub.send(workerId, { type: 'lobby/no_partner', ...(await this.deps.noPartner(w!.seat, since)) }, w!.seat.browser);
    });
  }

  shutdown(): void {
    for (const w of this.waiting) clearTimeout(w.timer);
    this.waiting.length = 0;
  }
}
