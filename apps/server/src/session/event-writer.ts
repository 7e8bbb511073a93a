/**
 * Group commit for the event log: events recorded by any session during one turn of the event
 * loop are written in one statement and one transaction, and each `appendEvent` resolves only once its
 * batch is durable. Write-ahead holds (a session broadcasts an event only after its append
 * resolves); what changes is that 400 sessions' events cost one store round trip instead of 400.
 * One batch is written at a time: what is recorded while one is being written waits for it and
 * goes in the next, so batches grow with the load (a store that takes longer gets larger batches,
 * not a queue of small ones).
 */
import type { EventRecord } from '@chorehouse/protocol';
import type { EventRow, Store } from '@chorehouse/store';

interface Pending extends EventRow {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export interface EventSink {
  appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void>;
}

export class EventWriter implements EventSink {
  private pending: Pending[] = [];
  private scheduled = false;
  private writing = false;

  constructor(private readonly store: Pick<Store, 'appendEvent' | 'appendEvents'>) {}

  appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ sessionId, event, at, resolve, reject });
      this.schedule();
    });
  }

  /** After the sockets read in this turn have all been handled, unless a batch is being written (it schedules the next). */
  private schedule(): void {
    if (this.scheduled || this.writing || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => { void this.flush(); });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    this.writing = true;
    try {
      await this.store.appendEvents(batch);
      for (const p of batch) p.resolve();
    } catch {
      // Nothing of the batch was stored. One bad row must not fail the others: each alone, each its own answer.
      for (const p of batch) await this.store.appendEvent(p.sessionId, p.event, p.at).then(p.resolve, p.reject);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }
}
