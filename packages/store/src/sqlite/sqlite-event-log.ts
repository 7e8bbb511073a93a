/**
 * The SQLite store's event log. Appends go through the group commit (event-log/group-commit.ts) to
 * the event journal (journaled-events.ts) of the store that holds the data directory's lock, or
 * straight to SQLite in any other store on the same directory. A read takes what the journal has not
 * stored yet and then the table, and merges them: it never waits for a fill.
 */
import { join } from 'node:path';
import type Sqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { EventRecord } from '@chorehouse/protocol';
import { EventLogError, type EventAppend, type EventLog, type ReadOptions } from '../event-log/event-log.js';
import { KyselyEventInsert, parseEvents } from '../event-log/event-rows.js';
import { FenceBook } from '../event-log/fence-book.js';
import { GroupCommit } from '../event-log/group-commit.js';
import type { Database } from '../schema.js';
import type { EventRow } from '../store.js';
import { eventInserter, JournaledEvents, recoverJournal, type FillTiming, type Recovery } from './journaled-events.js';
import { tryLock, type ProcessLock } from './process-lock.js';
import type { WriteGate } from './write-gate.js';

/** The event log's journal (journaled-events.ts), and the lock its writer holds. */
export const JOURNAL_FILE = 'chorehouse.events-journal';
const JOURNAL_LOCK_FILE = 'chorehouse.events-journal.lock';

export interface SqliteEventLogOptions {
  readonly dataDir: string;
  readonly fillEveryMs: number;
  /** How long a store that found the lock held appends straight to SQLite before it asks again. */
  readonly lockRetryMs: number;
  readonly warn: (message: string) => void;
  readonly onFill?: (fill: FillTiming) => void;
  /** Told of each batch the group commit wrote: its rows and how long the write held the event loop (the server bench's trace). */
  readonly onBatch?: (batch: BatchTiming) => void;
}

export interface BatchTiming {
  readonly rows: number;
  readonly ms: number;
}

export class SqliteEventLog implements EventLog {
  private readonly commits = new GroupCommit((rows) => this.write(rows), new FenceBook());
  /** The journal, opened on the first append (the table exists only once migrated); 'direct' while another store holds the lock. */
  private journaled: { readonly events: JournaledEvents; readonly lock: ProcessLock } | 'direct' | undefined;
  /** When a store appending directly asks for the lock again (performance.now()). */
  private lockRetryAt = 0;
  /** What the journal held when this store first looked; null: another store held the lock; undefined: not looked yet. */
  private recovery: Recovery | null | undefined;
  /** The direct appends and the reads, prepared on first use. */
  private directInsert: ((rows: readonly EventRow[]) => void) | null = null;
  private readonly queuedInsert: KyselyEventInsert;
  private bodiesOf: Sqlite.Statement<[string], { seq: number; body: string }> | null = null;

  constructor(private readonly db: Kysely<Database>, private readonly database: Sqlite.Database, private readonly gate: WriteGate, private readonly options: SqliteEventLogOptions) {
    this.queuedInsert = new KyselyEventInsert(db, 'sqlite');
  }

  append(append: EventAppend): Promise<void> {
    return this.commits.append(append);
  }

  async read(sessionId: string, options: ReadOptions = {}): Promise<EventRecord[]> {
    this.recoverLeftovers();
    // What the journal holds first, the table second: a fill that lands in between is in the table then.
    const unstored = this.journalEvents()?.unstored(sessionId) ?? [];
    const stored = (this.bodiesOf ??= this.database.prepare('select "seq", "body" from "events" where "session_id" = ? order by "seq"')).all(sessionId);
    if (unstored.length) {
      const seqs = new Set(stored.map((r) => r.seq));
      for (const row of unstored) if (!seqs.has(row.seq)) stored.push(row);
      stored.sort((a, b) => a.seq - b.seq);
    }
    return parseEvents(stored.map((r) => r.body), options.trusted ?? false);
  }

  /** What the journal held when this store first looked (its first read or append); null when another store held the lock then. */
  journalRecovery(): Recovery | null {
    this.recoverLeftovers();
    return this.recovery ?? null;
  }

  /**
   * Stores what the journal holds in SQLite now (once the checkpointer's hold, if any, is over), for
   * the store's own counts over the table, for readers of the same file (the server's research thread,
   * `EventLog.settle`) and for tests and benches that look at SQLite itself. Inside
   * Kysely's connection: a transaction it holds open across awaits finishes first, so the rows do not
   * join it, nor does the filling thread wait for it.
   */
  async settle(): Promise<void> {
    this.recoverLeftovers();
    const journal = this.journalEvents();
    if (!journal?.pendingCount) return;
    await this.gate.passed();
    await this.db.connection().execute(() => journal.drain());
  }

  /** True when the journal's thread is not writing to SQLite; while it is, a promise that resolves once it is done. */
  fillLanded(): true | Promise<void> {
    const journal = this.journalEvents();
    return journal?.filling ? journal.landed() : true;
  }

  /** Answers every append made before, stores what the journal holds, and lets the directory's lock go. */
  async close(): Promise<void> {
    await this.commits.close();
    if (this.journaled && this.journaled !== 'direct') {
      await this.settle();
      const { events, lock } = this.journaled;
      await this.db.connection().execute(() => events.close());
      lock.release();
    }
  }

  /**
   * One batch of the group commit. With the journal: checked and written to it, stored in SQLite
   * within the fill interval. Without it: one prepared INSERT per row, all in one transaction, on
   * better-sqlite3 directly (through Kysely each batch also took the connection through a chain of
   * promises). All or nothing either way.
   */
  private write(rows: readonly EventRow[]): void | Promise<void> {
    const { onBatch } = this.options;
    const startedMs = onBatch ? performance.now() : 0;
    const journal = this.journal();
    if (!journal) return this.writeDirect(rows).finally(() => onBatch?.({ rows: rows.length, ms: performance.now() - startedMs }));
    journal.append(rows);
    onBatch?.({ rows: rows.length, ms: performance.now() - startedMs });
  }

  private async writeDirect(rows: readonly EventRow[]): Promise<void> {
    // Held while the checkpointer catches up with the WAL's end (sqlite-checkpointer.ts): nothing is stored, so nothing is answered early.
    if (this.gate.waiting) await this.gate.passed();
    try {
      // Kysely holds its connection across awaits only inside a transaction; a write now would join
      // that transaction, so while one is open the batch queues behind it the Kysely way.
      if (this.database.inTransaction) await this.queuedInsert.run(rows);
      else (this.directInsert ??= eventInserter(this.database, { skipStored: false }))(rows);
    } catch (error) {
      throw isDuplicate(error) ? new EventLogError('event-log/duplicate', `a (session, seq) of the batch is stored already (${String(error)})`) : error;
    }
  }

  private journalEvents(): JournaledEvents | null {
    return this.journaled && this.journaled !== 'direct' ? this.journaled.events : null;
  }

  /**
   * The journal, for appends: the store takes the directory's lock on first use and keeps it,
   * opening the journal (which stores what a crash left in it); null while another store holds the
   * lock (asked again every `lockRetryMs`), and while a transaction is open before the journal is opened.
   */
  private journal(): JournaledEvents | null {
    if (this.journaled === undefined || (this.journaled === 'direct' && performance.now() >= this.lockRetryAt)) {
      // Recovery's rows must not join a transaction Kysely holds open: the next call opens it.
      if (this.database.inTransaction) return null;
      const opened = this.openJournal();
      this.journaled = opened ?? 'direct';
      if (opened) this.recovery ??= opened.events.recovery;
      else this.lockRetryAt = performance.now() + this.options.lockRetryMs;
    }
    return this.journaled === 'direct' ? null : this.journaled.events;
  }

  /**
   * Before a store's first read: what a crashed writer left in the journal is stored, under the
   * lock, which a store that has not appended lets go of at once. So a reader (the command line)
   * never keeps a server that starts after it from journaling.
   */
  private recoverLeftovers(): void {
    if (this.journaled !== undefined || this.recovery !== undefined || this.database.inTransaction) return;
    const { warn } = this.options;
    const held = this.underLock((journalFile) => recoverJournal({ database: this.database, journalFile, warn }));
    held?.lock.release();
    this.recovery = held?.value ?? null;
  }

  /** The journal under the directory's lock, its leftovers stored; null while another store holds the lock. */
  private openJournal(): { readonly events: JournaledEvents; readonly lock: ProcessLock } | null {
    const { fillEveryMs, warn, onFill } = this.options;
    const held = this.underLock((journalFile) => new JournaledEvents({ database: this.database, journalFile, gate: this.gate, fillEveryMs, warn, ...(onFill ? { onFill } : {}) }));
    return held && { events: held.value, lock: held.lock };
  }

  /** `use` of the journal under the directory's lock, which stays held; null while another store holds it. */
  private underLock<T>(use: (journalFile: string) => T): { readonly value: T; readonly lock: ProcessLock } | null {
    const { dataDir } = this.options;
    const lock = tryLock(join(dataDir, JOURNAL_LOCK_FILE));
    if (!lock) return null;
    try {
      return { value: use(join(dataDir, JOURNAL_FILE)), lock };
    } catch (error) {
      // Not migrated yet (no events table), or the journal cannot be read: the next call tries again.
      lock.release();
      throw error;
    }
  }
}

/** SQLite's refusal of a (session, seq) that is stored already. */
function isDuplicate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === 'SQLITE_CONSTRAINT_UNIQUE');
}
