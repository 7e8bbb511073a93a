/**
 * Group commit for the event log. Each `appendEvent` resolves only once its batch is durable, so
 * write-ahead holds (a session broadcasts an event only after its append resolves).
 *
 * When a batch is written:
 * - the first event recorded in a turn of the event loop, when no write is under way, is written at
 *   once: a lone message is stored, broadcast and answered in the turn that read it;
 * - what is recorded after it in the same turn (the other messages read with it) waits for the end
 *   of the turn (`setImmediate`) and goes in one batch, one statement and one transaction;
 * - what is recorded while a batch is being written waits for it and goes in the next, so batches
 *   also grow with the store's latency (PostgreSQL's round trip), not into a queue of small ones.
 *
 * So a store is written at most about twice a turn (on SQLite, a write to the event journal: packages/store,
 * journaled-events.ts), however many messages the turn read. Writing every
 * event at once served the first messages of a burst sooner but the last later (each waited for
 * every commit before its own); gathering all of them at the end of the turn made a lone message
 * wait for the turn's end (apps/server/docs/latency-log.md, 2026-11-26, sixth session).
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
  private writing = false;
  /** A batch was started in this turn of the event loop; cleared at the turn's end. */
  private wroteThisTurn = false;

  constructor(private readonly store: Pick<Store, 'appendEvent' | 'appendEvents'>) {}

  appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ sessionId, event, at, resolve, reject });
      this.schedule();
    });
  }

  /** Writes what is pending now, unless a batch is under way or one was started in this turn (the turn's end calls again). */
  private schedule(): void {
    if (this.writing || this.wroteThisTurn || this.pending.length === 0) return;
    this.wroteThisTurn = true;
    setImmediate(() => {
      this.wroteThisTurn = false;
      this.schedule();
    });
    void this.flush();
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
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
