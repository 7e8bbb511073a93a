/**
 * Group commit, shared by the store's event logs: each append resolves only once its batch is
 * durable (write-ahead), and a busy turn of the event loop writes its appends together.
 *
 * When a batch is written:
 * - the first append of a turn, when no write is under way, is written at once: a lone message is
 *   stored, broadcast and answered in the turn that read it;
 * - what is appended after it in the same turn (the other messages read with it) waits for the end
 *   of the turn (`setImmediate`) and goes in one batch, one statement and one transaction;
 * - what is appended while a batch is being written waits for it and goes in the next, so batches
 *   also grow with the database's latency (PostgreSQL's round trip), not into a queue of small ones.
 *
 * Writing every append at once served the first messages of a burst sooner but the last later (each
 * waited for every commit before its own); gathering all at the turn's end made a lone message wait.
 */
import type { EventRow } from '../store.js';
import { EventLogError, type EventAppend, type Fence } from './event-log.js';
import type { FenceCheck } from './fence-book.js';

/**
 * Stores rows of any sessions in one transaction: all durable when it resolves, none stored when it
 * rejects. `fences`: per session of the batch whose appends carried one, the oldest of them (a writer
 * that checks fences in its transaction, PostgreSQL's, refuses the batch if any is stale; the group
 * commit then tries each append alone, with its own fence).
 */
export type BatchWriter = (rows: readonly EventRow[], fences: ReadonlyMap<string, Fence>) => Promise<void> | void;

interface Pending {
  readonly rows: readonly EventRow[];
  readonly fence: Fence | undefined;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit {
  private pending: Pending[] = [];
  private writing: Promise<void> | null = null;
  /** A batch was started in this turn of the event loop; cleared at the turn's end. */
  private wroteThisTurn = false;
  private closed = false;

  constructor(private readonly write: BatchWriter, private readonly fences: FenceCheck) {}

  append({ sessionId, events, at, fence }: EventAppend): Promise<void> {
    if (this.closed) return Promise.reject(new EventLogError('event-log/closed', 'The store is closed: nothing can be appended to its event log.'));
    try {
      this.fences.admit(sessionId, fence);
    } catch (error) {
      return Promise.reject(error);
    }
    if (!events.length) return Promise.resolve();
    const rows = events.map((event) => ({ sessionId, event, at }));
    return new Promise((resolve, reject) => {
      this.pending.push({ rows, fence, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new appends and resolves once every append made before is answered. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.writing || this.pending.length) {
      if (this.writing) await this.writing;
      else await this.flush();
    }
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

  private flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const done = this.writeBatch(batch).finally(() => {
      this.writing = null;
      this.schedule();
    });
    this.writing = done;
    return done;
  }

  private async writeBatch(batch: readonly Pending[]): Promise<void> {
    try {
      await this.write(batch.length === 1 ? batch[0]!.rows : batch.flatMap((p) => p.rows), fencesOf(batch));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Nothing of the batch was stored. One refused append must not refuse the others: each alone, each its own answer.
      for (const p of batch) {
        try {
          await this.write(p.rows, fencesOf([p]));
          p.resolve();
        } catch (alone) {
          p.reject(alone);
        }
      }
    }
  }
}

const NO_FENCES: ReadonlyMap<string, Fence> = new Map();

function fencesOf(batch: readonly Pending[]): ReadonlyMap<string, Fence> {
  let fences: Map<string, Fence> | null = null;
  for (const p of batch) {
    if (!p.fence) continue;
    const sessionId = p.rows[0]!.sessionId;
    const known = (fences ??= new Map()).get(sessionId);
    if (!known || p.fence.token < known.token) fences.set(sessionId, p.fence);
  }
  return fences ?? NO_FENCES;
}
