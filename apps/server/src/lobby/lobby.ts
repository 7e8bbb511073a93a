/**
 * The waiting room: workers queue and are paired two by two in arrival order, never with
 * themselves (two tabs are one worker) nor with a partner they were blocked from. A worker nobody
 * was found for in time leaves with a "no partner found" completion code.
 */
import { protocolError, type Completion, type Reply } from '@chorehouse/protocol';
import type { Clock } from '../clock.js';
import type { Hub } from '../hub.js';
import { SerialQueue } from '../session/serial-queue.js';
import type { SessionRegistry } from '../session/registry.js';
import type { Store } from '@chorehouse/store';

interface Waiting {
  readonly workerId: string;
  readonly name: string;
  readonly since: number;
  readonly timer: NodeJS.Timeout;
}

export interface LobbyDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly hub: Hub;
  readonly registry: SessionRegistry;
  readonly waitingRoomTimeoutMs: number;
  readonly noPartner: (workerId: string, queuedAt: number) => Promise<Completion>;
  readonly failed?: (error: unknown) => void;
}

export class Lobby {
  private readonly queue = new SerialQueue();
  private readonly waiting: Waiting[] = [];

  constructor(private readonly deps: LobbyDeps) {}

  get size(): number { return this.waiting.length; }
  isWaiting(workerId: string): boolean { return this.waiting.some((w) => w.workerId === workerId); }

  join(workerId: string, name: string): Promise<Reply> {
    return this.queue.run(async () => {
      if (this.isWaiting(workerId)) {
        // A second tab of a queued worker: tell it, but the worker holds one place only.
        this.deps.hub.send(workerId, { type: 'lobby/queued', timeoutMs: this.deps.waitingRoomTimeoutMs });
        return { ok: false, error: protocolError('lobby/already_queued', 'You are already waiting for a partner.') };
      }
      for (const [i, other] of this.waiting.entries()) {
        if (await this.deps.store.isPairBlocked(workerId, other.workerId)) continue;
        this.waiting.splice(i, 1);
        clearTimeout(other.timer);
        const session = await this.deps.registry.start({ workerId: other.workerId, name: other.name }, { workerId, name });
        if (!session) {
          this.deps.hub.send(other.workerId, { type: 'error', ...protocolError('lobby/no_episode', 'No episode is available; try again later.') });
          return { ok: false, error: protocolError('lobby/no_episode', 'No episode is available; try again later.') };
        }
        return { ok: true, sessionId: session.id };
      }
      const since = this.deps.clock.now();
      const timer = setTimeout(() => { void this.timeout(workerId, since).catch((e: unknown) => this.deps.failed?.(e)); }, this.deps.waitingRoomTimeoutMs);
      timer.unref();
      this.waiting.push({ workerId, name, since, timer });
      this.deps.hub.send(workerId, { type: 'lobby/queued', timeoutMs: this.deps.waitingRoomTimeoutMs });
      return { ok: true, queued: true };
    });
  }

  leave(workerId: string): Promise<void> {
    return this.queue.run(() => {
      const i = this.waiting.findIndex((w) => w.workerId === workerId);
      if (i >= 0) {
        clearTimeout(this.waiting[i]!.timer);
        this.waiting.splice(i, 1);
      }
    });
  }

  private timeout(workerId: string, since: number): Promise<void> {
    return this.queue.run(async () => {
      const i = this.waiting.findIndex((w) => w.workerId === workerId && w.since === since);
      if (i < 0) return;
      this.waiting.splice(i, 1);
      this.deps.hub.send(workerId, { type: 'lobby/no_partner', ...(await this.deps.noPartner(workerId, since)) });
    });
  }

  shutdown(): void {
    for (const w of this.waiting) clearTimeout(w.timer);
    this.waiting.length = 0;
  }
}
