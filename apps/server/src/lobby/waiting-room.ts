/**
 * Where workers wait for a partner: in this process's memory (the embedded server, one process), or
 * in the store every process shares (several processes on PostgreSQL, issue 46: packages/store
 * `shared-lobby.ts`). Either way first come, first paired, never with oneself nor a blocked partner,
 * and a worker waits in one place at most. The lobby keeps the timers; the room only the order.
 */
import type { Store } from '@chorehouse/store';
import type { Seat } from '../session/registry.js';

export interface WaitingEntry {
  readonly seat: Seat;
  /** When it joined (wall clock): first come, first paired; also names this stay for its timeout. */
  readonly since: number;
}

export interface WaitingRoom {
  /** Takes the longest-waiting worker `seat` may be paired with out of the room, or null. */
  claim(seat: Seat): Promise<WaitingEntry | null>;
  /** Queues a worker; false when it waits already. */
  add(entry: WaitingEntry): Promise<boolean>;
  /** Takes a worker out (it left or timed out); with `browser` or `since`, only that place. */
  remove(workerId: string, only?: { readonly browser?: string | null; readonly since?: number }): Promise<WaitingEntry | null>;
}

export class MemoryWaitingRoom implements WaitingRoom {
  private readonly waiting: WaitingEntry[] = [];

  constructor(private readonly store: Pick<Store, 'isPairBlocked'>) {}

  async claim(seat: Seat): Promise<WaitingEntry | null> {
    for (const other of this.waiting) {
      if (other.seat.workerId === seat.workerId || (await this.store.isPairBlocked(seat.workerId, other.seat.workerId))) continue;
      const i = this.waiting.indexOf(other);
      if (i < 0) continue;
      this.waiting.splice(i, 1);
      return other;
    }
    return null;
  }

  add(entry: WaitingEntry): Promise<boolean> {
    if (this.waiting.some((w) => w.seat.workerId === entry.seat.workerId)) return Promise.resolve(false);
    this.waiting.push(entry);
    return Promise.resolve(true);
  }

  remove(workerId: string, only: { readonly browser?: string | null; readonly since?: number } = {}): Promise<WaitingEntry | null> {
    const i = this.waiting.findIndex((w) => w.seat.workerId === workerId && (only.browser === undefined || w.seat.browser === only.browser) && (only.since === undefined || w.since === only.since));
    return Promise.resolve(i < 0 ? null : this.waiting.splice(i, 1)[0]!);
  }
}

/**
 * The lobby every process shares, in the store; `owner`: this process (SERVER_ID), which times its own
 * arrivals out. Places older than the waiting room's timeout are passed over: the process that queued
 * them died before it could time them out.
 */
export class StoreWaitingRoom implements WaitingRoom {
  constructor(
    private readonly store: Pick<Store, 'addWaiting' | 'claimWaiting' | 'removeWaiting' | 'removeWaitingOf'>,
    private readonly owner: string,
    private readonly timeoutMs: number,
    private readonly now: () => number,
  ) {}

  async claim(seat: Seat): Promise<WaitingEntry | null> {
    const w = await this.store.claimWaiting(seat.workerId, this.now() - this.timeoutMs);
    return w && { seat: { workerId: w.workerId, name: w.name, browser: w.browser, platform: w.platform }, since: w.since };
  }

  add({ seat, since }: WaitingEntry): Promise<boolean> {
    return this.store.addWaiting({ ...seat, since, owner: this.owner });
  }

  async remove(workerId: string, only?: { readonly browser?: string | null; readonly since?: number }): Promise<WaitingEntry | null> {
    const w = await this.store.removeWaiting(workerId, only);
    return w && { seat: { workerId: w.workerId, name: w.name, browser: w.browser, platform: w.platform }, since: w.since };
  }

  /** This process is going down: nobody would time its places out. */
  async close(): Promise<void> {
    await this.store.removeWaitingOf(this.owner);
  }
}
