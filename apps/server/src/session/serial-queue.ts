/** One queue per room (STYLE.md item 3): tasks run one at a time, in arrival order, so `step` never interleaves. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  /** Runs `task` after everything queued before it; its result or error goes to the caller only. */
  run<T>(task: () => Promise<T> | T): Promise<T> {
    this.pending++;
    const result = this.tail.then(task).finally(() => { this.pending--; });
    this.tail = result.then(() => undefined, () => undefined);
    return result;
  }

  get size(): number {
    return this.pending;
  }

  /** Resolves when everything queued so far has run. */
  idle(): Promise<void> {
    return this.run(() => undefined);
  }
}
