/** One queue per room (STYLE.md item 3): tasks run one at a time, in arrival order, so `step` never interleaves. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after everything queued before it; its result or error goes to the caller only. */
  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.then(() => undefined, () => undefined);
    return result;
  }
}
