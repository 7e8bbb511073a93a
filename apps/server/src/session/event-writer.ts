/**
 * Group commit for the event log, the leader's way: an event recorded while no write is under way
 * is written at once; events recorded while one is being written wait for it and then go in one
 * batch, in one statement and one transaction. Each `appendEvent` resolves only once its batch is
 * durable, so write-ahead holds (a session broadcasts an event only after its append resolves).
 *
 * Batches grow with the store's latency and with nothing else: PostgreSQL's round trip gathers the
 * events of every session that records meanwhile, while SQLite (better-sqlite3 commits before its
 * call returns) writes each event as it comes. The event is then stored, answered and broadcast in
 * the loop turn that read its message. The writer used to wait for the end of the turn
 * (`setImmediate`) to gather a batch; in a burst of messages read in one turn, every message then
 * waited for all the others' work, the first as long as the last (apps/server/README.md, 2026-11-26,
 * sixth session). A lone SQLite commit costs about 20 us more than its share of a large batch.
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

  constructor(private readonly store: Pick<Store, 'appendEvent' | 'appendEvents'>) {}

  appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ sessionId, event, at, resolve, reject });
      if (!this.writing) void this.write();
    });
  }

  /** Writes what is pending, then what was recorded meanwhile, until nothing is left. */
  private async write(): Promise<void> {
    this.writing = true;
    try {
      while (this.pending.length) {
        const batch = this.pending;
        this.pending = [];
        try {
          await this.store.appendEvents(batch);
          for (const p of batch) p.resolve();
        } catch {
          // Nothing of the batch was stored. One bad row must not fail the others: each alone, each its own answer.
          for (const p of batch) await this.store.appendEvent(p.sessionId, p.event, p.at).then(p.resolve, p.reject);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
