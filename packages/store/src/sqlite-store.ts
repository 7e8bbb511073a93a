/** The embedded default: a SQLite file under DATA_DIR (WAL, so readers never block the event log). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { EventRecord } from '@chorehouse/protocol';
import { FillAwareSqliteDialect } from './fill-aware-dialect.js';
import { KyselyStore } from './kysely-store.js';
import type { Database } from './schema.js';
import type { EventRow, EventTally } from './store.js';
import { eventInserter, FILL_EVERY_MS, JournaledEvents, recoverJournal, type FillTiming, type Recovery } from './journaled-events.js';
import { tryLock, type ProcessLock } from './process-lock.js';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer.js';
import { withStatementCache } from './sqlite-statements.js';
import { WriteGate } from './write-gate.js';

export const SQLITE_FILE = 'chorehouse.sqlite';
/** The event log's journal (journaled-events.ts), and the lock its writer holds. */
export const JOURNAL_FILE = 'chorehouse.events-journal';
const JOURNAL_LOCK_FILE = 'chorehouse.events-journal.lock';
/**
 * How long a store that found the lock held appends straight to SQLite before it asks again. The
 * holder may be a reader that takes the lock for a moment (recoverLeftovers, below): a server whose
 * first append met that moment would otherwise never journal.
 */
const LOCK_RETRY_MS = 1000;

/**
 * The WAL's size, in 4 kB pages, past which the checkpointer catches up with a steady writer so that
 * the WAL starts over (sqlite-checkpointer.ts), and the size its file is cut back to then: 64 MB.
 */
const WAL_RESTART_FRAMES = 16_384;
const WAL_KEEP_BYTES = 64 * 2 ** 20;

/**
 * The SQLite store: its checkpoints run on their own thread (sqlite-checkpointer.ts), stopped by
 * `close`; the event log's appends are written ahead to a journal and stored in SQLite in batches
 * (journaled-events.ts) by the store that holds the directory's lock, and go straight to
 * better-sqlite3 in any other.
 */
export class SqliteStore extends KyselyStore {
  /** The journal, opened on the first use of the events table (it exists only once migrated); 'direct' while another store holds the lock. */
  private journaled: { readonly events: JournaledEvents; readonly lock: ProcessLock } | 'direct' | undefined;
  /** When a store appending directly asks for the lock again (performance.now()). */
  private lockRetryAt = 0;
  /** What the journal held when this store first looked; null: another store held the lock; undefined: not looked yet. */
  private recovery: Recovery | null | undefined;
  /** The direct appends, prepared on first use. */
  private eventWrites: ((rows: readonly EventRow[]) => void) | null = null;

  constructor(db: Kysely<Database>, readonly checkpointer: Checkpointer, private readonly database: Sqlite.Database, private readonly gate: WriteGate, private readonly journalOptions: { readonly dataDir: string; readonly fillEveryMs: number; readonly lockRetryMs: number; readonly warn: (message: string) => void; readonly onFill?: (fill: FillTiming) => void }) {
    super(db, 'sqlite');
  }

  /**
   * The event log's group commit, the one write every message makes. With the journal: checked
   * and written to it, resolved, and stored in SQLite within `FILL_EVERY_MS`. Without it: one
   * prepared INSERT per row, all in one transaction (a lone row is its own), run on better-sqlite3
   * directly (through Kysely each batch also acquired and released its connection through a chain
   * of promises, a fifth of all the garbage the game server made per message; apps/server/docs/latency-log.md,
   * 2026-11-26, fifth session). All or nothing either way: a row that fails refuses the batch.
   */
  override async appendEvents(rows: readonly EventRow[]): Promise<void> {
    if (!rows.length) return;
    const journal = this.journal();
    if (journal) return journal.append(rows);
    // Held while the checkpointer catches up with the WAL's end (sqlite-checkpointer.ts): up to about 16 ms, once per 64 MB of WAL under steady load.
    if (this.gate.waiting) await this.gate.passed();
    // Kysely holds its connection across awaits only inside a transaction; a write now would join
    // that transaction, so while one is open the batch queues behind it the Kysely way.
    if (this.database.inTransaction) return super.appendEvents(rows);
    (this.eventWrites ??= eventInserter(this.database, { skipStored: false }))(rows);
  }

  override appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void> {
    return this.appendEvents([{ sessionId, event, at }]);
  }

  override async listEvents(sessionId: string): Promise<EventRecord[]> {
    await this.settle();
    return super.listEvents(sessionId);
  }

  override async sessionLog(sessionId: string): Promise<EventRecord[]> {
    await this.settle();
    return super.sessionLog(sessionId);
  }

  override async eventTallies(sessionIds: readonly string[]): Promise<Map<string, EventTally>> {
    await this.settle();
    return super.eventTallies(sessionIds);
  }

  override async countEvents(sessionId?: string): Promise<number> {
    await this.settle();
    return super.countEvents(sessionId);
  }

  /**
   * What the journal held when this store first looked (its first read or append); null when
   * another store held the lock then (a live writer, which fills what its journal holds itself).
   */
  journalRecovery(): Recovery | null {
    this.recoverLeftovers();
    return this.recovery ?? null;
  }

  /**
   * Stores what the journal holds in SQLite now (once the checkpointer's hold, if any, is over), so
   * that anything reading the table (the reads above do this themselves; a query through `db` does
   * not) sees every append that resolved. Inside Kysely's connection: a transaction it holds open
   * across awaits finishes first, so the rows do not join it, nor does the filling thread wait for it.
   */
  async settle(): Promise<void> {
    this.recoverLeftovers();
    const journal = this.journalEvents();
    if (!journal?.pendingCount) return;
    // Held while the checkpointer catches up with the WAL's end, as the journal's own fills are.
    await this.gate.passed();
    await this.db.connection().execute(() => journal.drain());
  }

  /** True when the journal's thread is not writing to SQLite; while it is, a promise that resolves once it is done (the checkpointer's hold waits for it). */
  fillLanded(): true | Promise<void> {
    const journal = this.journalEvents();
    return journal?.filling ? journal.landed() : true;
  }

  override async close(): Promise<void> {
    await this.checkpointer.stop();
    if (this.journaled && this.journaled !== 'direct') {
      await this.settle();
      const { events, lock } = this.journaled;
      await this.db.connection().execute(() => events.close());
      lock.release();
    }
    await super.close();
  }

  private journalEvents(): JournaledEvents | null {
    return this.journaled && this.journaled !== 'direct' ? this.journaled.events : null;
  }

  /**
   * The journal, for appends: the store takes the directory's lock on first use and keeps it,
   * opening the journal (which stores what a crash left in it); null while another store holds the
   * lock (asked again every LOCK_RETRY_MS), and while a transaction is open before the journal is opened.
   */
  private journal(): JournaledEvents | null {
    if (this.journaled === undefined || (this.journaled === 'direct' && performance.now() >= this.lockRetryAt)) {
      // Recovery's rows must not join a transaction Kysely holds open: the next call opens it.
      if (this.database.inTransaction) return null;
      const opened = this.openJournal();
      this.journaled = opened ?? 'direct';
      if (opened) this.recovery ??= opened.events.recovery;
      else this.lockRetryAt = performance.now() + this.journalOptions.lockRetryMs;
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
    const { warn } = this.journalOptions;
    const held = this.underLock((journalFile) => recoverJournal({ database: this.database, journalFile, warn }));
    held?.lock.release();
    this.recovery = held?.value ?? null;
  }

  /** The journal under the directory's lock, its leftovers stored; null while another store holds the lock. */
  private openJournal(): { readonly events: JournaledEvents; readonly lock: ProcessLock } | null {
    const { fillEveryMs, warn, onFill } = this.journalOptions;
    const held = this.underLock((journalFile) => new JournaledEvents({ database: this.database, journalFile, gate: this.gate, fillEveryMs, warn, ...(onFill ? { onFill } : {}) }));
    return held && { events: held.value, lock: held.lock };
  }

  /** `use` of the journal under the directory's lock, which stays held; null while another store holds it. */
  private underLock<T>(use: (journalFile: string) => T): { readonly value: T; readonly lock: ProcessLock } | null {
    const { dataDir } = this.journalOptions;
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

/**
 * `checkpointEveryMs`: how often the checkpointer runs (tests set it out of the way and call `checkpointNow`);
 * `walRestartFrames`: the WAL size (pages) past which it catches up with a steady writer (tests make it small);
 * `fillEveryMs`: how long an event may wait in the journal before it is stored in SQLite (`FILL_EVERY_MS`; tests make it 0, a steady writer);
 * `lockRetryMs`: how long a store that found the journal's lock held appends directly before it asks again (LOCK_RETRY_MS);
 * `warn`: told what an operator should know about the event journal (journaled-events.ts); Node's own warnings (stderr) by default;
 * `onFill`: told of each fill of SQLite from the journal, its rows and how long it held the thread (the server bench's trace).
 */
export function openSqliteStore(dataDir: string, options: { checkpointEveryMs?: number; walRestartFrames?: number; fillEveryMs?: number; lockRetryMs?: number; warn?: (message: string) => void; onFill?: (fill: FillTiming) => void } = {}): SqliteStore {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE);
  const database = new Sqlite(file);
  database.pragma('journal_mode = WAL');
  // NORMAL in WAL mode survives a process crash (not a power cut), which is what write-ahead needs here.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  // Checkpoints (copying the WAL into the file, and its sync) happen on the checkpointer's thread, never inside a commit here;
  // should that thread fail, SQLite's own checkpoints (every 1,000 pages, inside a commit) take over.
  database.pragma('wal_autocheckpoint = 0');
  // When the WAL starts over, its file is cut back to this (it is written again from its start either way).
  database.pragma(`journal_size_limit = ${WAL_KEEP_BYTES}`);
  const gate = new WriteGate();
  const checkpointer = startCheckpointer(file, {
    everyMs: options.checkpointEveryMs ?? 1000,
    restartFrames: options.walRestartFrames ?? WAL_RESTART_FRAMES,
    // Not inside a transaction (Kysely's, across awaits): its writes would go on, and the catch-up waits for the next time.
    // A fill on the journal's thread finishes first. (The thread asks for a hold only after this function has returned the store.)
    writer: { hold: () => database.open && !database.inTransaction && gate.close() && store.fillLanded(), release: () => gate.open() },
    failed: () => { if (database.open) database.pragma('wal_autocheckpoint = 1000'); },
  });
  // Its writes wait for a fill under way on the journal's thread on a promise, not in SQLite's busy handler on the event loop.
  const dialect = new FillAwareSqliteDialect(withStatementCache(database), (): true | Promise<void> => store.fillLanded());
  const store: SqliteStore = new SqliteStore(new Kysely<Database>({ dialect }), checkpointer, database, gate, {
    dataDir, fillEveryMs: options.fillEveryMs ?? FILL_EVERY_MS, lockRetryMs: options.lockRetryMs ?? LOCK_RETRY_MS, warn: options.warn ?? ((message) => process.emitWarning(message)),
    ...(options.onFill ? { onFill: options.onFill } : {}),
  });
  return store;
}
