/**
 * This process's leases of its live games (issue 46, DESIGN.md section 8): taken when a game
 * starts or is taken over, renewed together on a timer (one statement a tick), released when a game
 * ends or the process drains. Each tick also looks for live games nobody holds (their owner died or
 * let them go) and offers them to the registry to take over. A game whose lease was lost is stopped
 * here at once; its appends carry the lease's token as their fence, so the store refuses whatever
 * this process might still try to write to it.
 */
import type { Fence, GameLease, Store } from '@chorehouse/store';
import type { Clock } from '../clock.js';

export interface LeaseKeeperDeps {
  readonly store: Store;
  readonly clock: Clock;
  /** This process's name in the leases (SERVER_ID). */
  readonly owner: string;
  readonly ttlMs: number;
  readonly renewMs: number;
  /** A game whose lease went to another process: stop it here, writing nothing. */
  readonly lost: (sessionId: string) => void;
  /** Live games nobody holds: the registry tries to take each over (acquire, then rebuild). */
  readonly orphaned: (sessionIds: readonly string[]) => Promise<void>;
  readonly failed: (error: unknown) => void;
}

export class LeaseKeeper {
  private readonly held = new Map<string, GameLease>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  /** Draining: keep what is held until released, take nothing over. */
  private adopting = true;
  /** Games being taken over (the registry rebuilds them one at a time); the next look waits for them. */
  private takingOver: Promise<void> | null = null;

  constructor(private readonly deps: LeaseKeeperDeps) {}

  get owner(): string { return this.deps.owner; }
  get count(): number { return this.held.size; }
  holds(sessionId: string): boolean { return this.held.has(sessionId); }

  /** The fence this process's appends to the game's log carry; undefined when it holds no lease of it. */
  fence(sessionId: string): Fence | undefined {
    const lease = this.held.get(sessionId);
    return lease ? { owner: lease.owner, token: lease.token } : undefined;
  }

  /** Takes the game's lease if nobody holds it; false otherwise. */
  async acquire(sessionId: string): Promise<boolean> {
    const lease = await this.deps.store.acquireLease(sessionId, { owner: this.deps.owner, now: this.deps.clock.now(), ttlMs: this.deps.ttlMs });
    if (lease) this.held.set(sessionId, lease);
    return lease !== null;
  }

  /** Lets the game go at once (it ended, or the process drains): the next process to look may take it. */
  async release(sessionId: string): Promise<void> {
    const lease = this.held.get(sessionId);
    if (!lease) return;
    this.held.delete(sessionId);
    await this.deps.store.releaseLease(lease);
  }

  /** Forgets a lease without a write (it was lost). */
  forget(sessionId: string): void {
    this.held.delete(sessionId);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => { void this.tick(); }, this.deps.renewMs);
    this.timer.unref();
  }

  /** No more renewals (the process is going down): its leases lapse, and other processes take the games over. Resolves once a tick under way is done. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await this.takingOver;
  }

  /** Draining: take no game over any more. */
  stopAdopting(): void {
    this.adopting = false;
  }

  /** One renewal of every lease held, then a look for games nobody holds; ticks never overlap. */
  tick(): Promise<void> {
    this.ticking ??= this.renewAndAdopt().catch(this.deps.failed).finally(() => { this.ticking = null; });
    return this.ticking;
  }

  private async renewAndAdopt(): Promise<void> {
    const ids = [...this.held.keys()];
    const now = this.deps.clock.now();
    const renewed = await this.deps.store.renewLeases(this.deps.owner, ids, { now, ttlMs: this.deps.ttlMs });
    const kept = new Map(renewed.map((l) => [l.sessionId, l]));
    for (const id of ids) {
      const lease = kept.get(id);
      const mine = this.held.get(id);
      // Released or taken while the statement ran: only a lease still held and not renewed was lost.
      if (!mine) continue;
      if (lease && lease.token === mine.token) this.held.set(id, lease);
      else {
        this.held.delete(id);
        this.deps.lost(id);
      }
    }
    if (!this.adopting || this.takingOver) return;
    const orphans = await this.deps.store.unownedLiveSessions(this.deps.clock.now());
    if (!orphans.length) return;
    // Not awaited: rebuilding many games must not hold up the next renewal of the games held already.
    this.takingOver = this.deps.orphaned(orphans).catch(this.deps.failed).finally(() => { this.takingOver = null; });
  }
}
