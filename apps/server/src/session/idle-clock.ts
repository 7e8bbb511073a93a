/**
 * A seat's idle clock: a warning `warnAfterMs` after its last activity, then the end `endAfterMs`
 * after it. Activity only writes down the time: one timer per seat, re-armed only when it fires
 * before its deadline because the seat was active meanwhile.
 *
 * Clearing and setting two timers on every message, as the session once did, gave every message
 * two timer objects and closures that lived about a second: long enough to survive the young
 * generation's collections and be promoted, short enough to die soon after in the old one, the
 * kind of garbage a generational collector handles worst (the measurements: apps/server/docs/latency-log.md).
 */
export interface IdleCallbacks {
  /** The seat has been idle for `warnAfterMs`: warned once per spell of idleness. */
  warn(): void;
  /** The seat has been idle for `endAfterMs`. The clock stops. */
  expire(): void;
}

export class IdleClock {
  private lastActive = 0;
  private warned = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly now: () => number,
    private readonly warnAfterMs: number,
    private readonly endAfterMs: number,
    private readonly on: IdleCallbacks,
  ) {}

  /** The seat did something: the clock starts again from now (and starts, if it was stopped). */
  touch(): void {
    this.lastActive = this.now();
    // After a warning the timer waits for the end, later than the next warning is now due.
    if (this.warned) this.stop();
    this.warned = false;
    if (!this.timer) this.arm(this.warnAfterMs);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Milliseconds since the last activity. */
  idleMs(): number { return this.now() - this.lastActive; }

  private arm(ms: number): void {
    this.timer = setTimeout(() => this.fire(), Math.max(0, ms));
    this.timer.unref();
  }

  private fire(): void {
    this.timer = null;
    const idle = this.now() - this.lastActive;
    if (idle >= this.endAfterMs) return this.on.expire();
    if (!this.warned && idle >= this.warnAfterMs) {
      this.warned = true;
      this.arm(this.endAfterMs - idle);
      return this.on.warn();
    }
    // Active since this timer was set: wait for the deadline that is now due next.
    this.arm((this.warned ? this.endAfterMs : this.warnAfterMs) - idle);
  }
}
