/**
 * The console's and admin API's list reads (workers, sessions, completions) one at a
 * time, each followed by a rest as long as it took. A page costs the event loop a few ms (the query,
 * its rows, the JSON); a console or script asking for pages back to back would otherwise take the
 * whole loop from the live games. Through the gate it gets at most half, and a game message waits
 * behind at most one page.
 */
/** What the gate needs of a response: to hear when it is done. */
export interface Finishable {
  once(event: 'finish' | 'close', listener: () => void): unknown;
}

export class ReadGate {
  private running = false;
  private restUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Requests waiting for their turn (not counting the one being answered). */
  get queued(): number { return this.waiting.length; }

  /**
   * Express middleware: the request goes on at its turn; the gate is free again once its response is
   * done. A client that goes away while waiting is skipped at its turn (its connection has closed,
   * so no response will ever finish and free the gate).
   */
  readonly admit = (_req: unknown, res: Finishable, next: () => void): void => {
    let done = false;
    let startedAt: number | null = null;
    const finished = () => {
      if (done) return;
      done = true;
      if (startedAt === null) return;
      const now = this.now();
      this.restUntil = now + (now - startedAt);
      this.running = false;
      this.pump();
    };
    res.once('finish', finished);
    res.once('close', finished);
    this.waiting.push(() => {
      if (done) {
        this.running = false;
        this.pump();
        return;
      }
      startedAt = this.now();
      next();
    });
    this.pump();
  };

  private pump(): void {
    if (this.running || !this.waiting.length || this.timer) return;
    const rest = this.restUntil - this.now();
    if (rest > 0) {
      this.timer = setTimeout(() => { this.timer = null; this.pump(); }, rest);
      this.timer.unref();
      return;
    }
    this.running = true;
    this.waiting.shift()!();
  }
}
