/**
 * Holds the event log's writes to SQLite for a moment: the journal's fills (journaled-events.ts),
 * whose events are already durable in the journal, or, in a store without the journal, the appends
 * themselves (their events are not stored, so write-ahead holds: nothing is sent before its append
 * resolves). They go on, in order, when it opens. The checkpointer shuts it so that a checkpoint can
 * reach the WAL's end (sqlite-checkpointer.ts); nothing on the event loop waits but those writes.
 */
export class WriteGate {
  private shut: { readonly opened: Promise<void>; readonly open: () => void } | null = null;

  /** While shut, the promise that resolves when the gate opens; null when it is open (the common case, and no await then). */
  get waiting(): Promise<void> | null {
    return this.shut?.opened ?? null;
  }

  /** Resolves once the gate is open (at once when it is); a gate shut again meanwhile is waited for too. */
  async passed(): Promise<void> {
    for (let held = this.waiting; held; held = this.waiting) await held;
  }

  /** Shuts the gate; false when it already is. */
  close(): boolean {
    if (this.shut) return false;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => { open = resolve; });
    this.shut = { opened, open };
    return true;
  }

  open(): void {
    const shut = this.shut;
    this.shut = null;
    shut?.open();
  }
}
