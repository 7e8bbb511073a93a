/**
 * A session's timers: each named timer runs its task in the session's queue (behind every message
 * before it), never beside it; a task that throws is a bug, reported rather than lost.
 */
export type QueueRun = (task: () => Promise<void>) => Promise<void>;

export class QueuedTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly run: QueueRun, private readonly failed: (error: unknown) => void) {}

  /** Queues `task` now; its failure goes to `failed`. */
  later(task: () => Promise<void>): void {
    void this.run(task).catch(this.failed);
  }

  /** In `ms`, queues `task`; a timer of the same name set before is cleared. */
  set(name: string, ms: number, task: () => Promise<void>): void {
    this.clear(name);
    const timer = setTimeout(() => {
      this.timers.delete(name);
      this.later(task);
    }, ms);
    timer.unref();
    this.timers.set(name, timer);
  }

  clear(name: string): void {
    const timer = this.timers.get(name);
    if (timer) clearTimeout(timer);
    this.timers.delete(name);
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** How many are set. */
  get size(): number { return this.timers.size; }
}
