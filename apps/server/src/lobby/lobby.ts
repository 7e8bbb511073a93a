/**
 * The waiting room: workers queue and are paired two by two in arrival order, never with
 * themselves (two tabs are one worker) nor with a partner they were blocked from. A worker nobody
 * was found for in time leaves with a "no partner found" completion code. Joins, bot games and
 * timeouts run one at a time in one queue, and the registry refuses a second live session per
 * worker atomically, so whatever arrives at once, a worker has at most one live session. While the
 * researcher has paused the lobby (lobby-control.ts) no new game starts, with a human or a bot:
 * a join is refused with their message, and games under way go on. With a consent text, a worker
 * who has not agreed to its current version is refused too (they have no session to leave).
 * The order of waiting workers lives in a `WaitingRoom` (waiting-room.ts): this process's memory, or
 * the store every process shares; the timers of the workers who queued here live here.
 */
import { protocolError, type Completion, type Reply, type Role } from '@chorehouse/protocol';
import type { Clock } from '../clock.js';
import type { Hub } from '../hub.js';
import { SerialQueue } from '../session/serial-queue.js';
import { readLobbyControl } from './lobby-control.js';
import type { ConsentGate } from '../consent/consent-gate.js';
import type { Seat, SessionRegistry, StartResult } from '../session/registry.js';
import type { Store } from '@chorehouse/store';
import { MemoryWaitingRoom, type WaitingRoom } from './waiting-room.js';

/** A worker who queued through this process, with its waiting-room timer. */
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
  /** Where workers wait: this process's memory unless given (the store's shared room with several processes). */
  readonly room?: WaitingRoom;
}

const REFUSALS: Record<Extract<StartResult, { ok: false }>['code'], string> = {
  'lobby/no_episode': 'No episode is available; try again later.',
  'lobby/in_session': 'You are already in a session.',
};

export class Lobby {
  private readonly queue = new SerialQueue();
  /** Workers who queued through this process (the room may be shared), by worker id. */
  private readonly waiting = new Map<string, Waiting>();
  private readonly room: WaitingRoom;

  constructor(private readonly deps: LobbyDeps) {
    this.room = deps.room ?? new MemoryWaitingRoom(deps.store);
  }

  /** The process drains (a rolling restart): no new game starts here. */
  private draining = false;

  /** Stops new games here for good and lets this process's waiting workers go (the room keeps no place of theirs). */
  drain(): Promise<void> {
    this.draining = true;
    return this.queue.run(async () => {
      for (const w of [...this.waiting.values()]) await this.room.remove(w.seat.workerId, { since: w.since });
      this.shutdown();
    });
  }

  /** Workers waiting through this process. */
  get size(): number { return this.waiting.size; }
  isWaiting(workerId: string): boolean { return this.waiting.has(workerId); }

  join(seat: Seat): Promise<Reply> {
    return this.queue.run(async () => {
      const { workerId } = seat;
      if (this.deps.registry.busy(workerId)) return { ok: false, error: protocolError('lobby/in_session', REFUSALS['lobby/in_session']) };
      // A shared room: seated in a game another process runs (the store knows), the worker claims nobody.
      if (this.deps.room && (await this.deps.store.liveSessionOf(workerId))) return { ok: false, error: protocolError('lobby/in_session', REFUSALS['lobby/in_session']) };
      const refused = await this.refusal(seat);
      if (refused) return refused;
      if (this.isWaiting(workerId)) return this.alreadyQueued(seat);
      const other = await this.room.claim(seat);
      if (other) {
        const started = await this.deps.registry.start(other.seat, seat);
        if (!started.ok) {
          // A shared room: the joiner was seated by another process meanwhile; the partner keeps its place.
          if (this.deps.room && started.code === 'lobby/in_session' && !(await this.deps.store.liveSessionOf(other.seat.workerId))) await this.room.add(other);
          else {
            this.forget([other.seat.workerId]);
            this.deps.hub.send(other.seat.workerId, { type: 'error', ...protocolError(started.code, REFUSALS[started.code]) }, other.seat.browser);
          }
          return { ok: false, error: protocolError(started.code, REFUSALS[started.code]) };
        }
        this.forget([other.seat.workerId]);
        return { ok: true, sessionId: started.session.id };
      }
      const since = this.deps.clock.now();
      // Another tab (of this process or another) holds the worker's one place.
      if (!(await this.room.add({ seat, since }))) return this.alreadyQueued(seat);
      const timer = setTimeout(() => { void this.timeout(workerId, since).catch((e: unknown) => this.deps.failed?.(e)); }, this.deps.waitingRoomTimeoutMs);
      timer.unref();
      this.waiting.set(workerId, { seat, since, timer });
      this.deps.hub.send(workerId, { type: 'lobby/queued', timeoutMs: this.deps.waitingRoomTimeoutMs }, seat.browser);
      return { ok: true, queued: true };
    });
  }

  /** A second tab of a queued worker: tell it, but the worker holds one place only. */
  private alreadyQueued(seat: Seat): Reply {
    this.deps.hub.send(seat.workerId, { type: 'lobby/queued', timeoutMs: this.deps.waitingRoomTimeoutMs }, seat.browser);
    return { ok: false, error: protocolError('lobby/already_queued', 'You are already waiting for a partner.') };
  }

  /** These workers were paired (here or by another process): their timers here go. */
  forget(workerIds: readonly string[]): void {
    for (const w of workerIds) {
      const waiting = this.waiting.get(w);
      if (!waiting) continue;
      clearTimeout(waiting.timer);
      this.waiting.delete(w);
    }
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
    if (this.draining) return { ok: false, error: protocolError('lobby/paused', 'This server is restarting; your page reconnects to another one in a moment. Then try again.') };
    const control = await readLobbyControl(this.deps.store);
    if (control.paused) return { ok: false, error: protocolError('lobby/paused', control.message) };
    const consent = await this.deps.consent?.(seat);
    return consent ? { ok: false, error: consent } : null;
  }

  /** With `browser`: only if that browser holds the place (another browser with the same id cannot take it away). */
  leave(workerId: string, browser?: string | null): Promise<void> {
    return this.queue.run(async () => {
      const removed = await this.room.remove(workerId, browser === undefined ? {} : { browser });
      const here = this.waiting.get(workerId);
      if (removed || (here && (browser === undefined || here.seat.browser === browser))) this.forget([workerId]);
    });
  }

  private timeout(workerId: string, since: number): Promise<void> {
    return this.queue.run(async () => {
      const here = this.waiting.get(workerId);
      if (here?.since === since) this.waiting.delete(workerId);
      // Paired meanwhile (by another process too): nothing to say.
      const w = await this.room.remove(workerId, { since });
      if (!w) return;
      this.deps.hub.send(workerId, { type: 'lobby/no_partner', ...(await this.deps.noPartner(w.seat, since)) }, w.seat.browser);
    });
  }

  /** This process's timers stop (a shared room keeps its rows: the waiting room's timeout is this process's, gone with it). */
  shutdown(): void {
    for (const w of this.waiting.values()) clearTimeout(w.timer);
    this.waiting.clear();
  }
}
