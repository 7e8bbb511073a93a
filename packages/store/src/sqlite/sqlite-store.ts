/** The embedded default: a SQLite file under DATA_DIR (WAL, so readers never block the event log). */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { KyselyStore } from '../kysely-store.js';
import type { Database } from '../schema.js';
import type { EventTally } from '../store.js';
import { FillAwareSqliteDialect } from './fill-aware-dialect.js';
import { FILL_EVERY_MS, type FillTiming, type Recovery } from './journaled-events.js';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer.js';
import { SqliteEventLog, type BatchTiming } from './sqlite-event-log.js';
import { withStatementCache } from './sqlite-statements.js';
import { WriteGate } from './write-gate.js';

export const SQLITE_FILE = 'chorehouse.sqlite';

/** A SQLite database as stores name it (`Store.database`): its file's absolute path. */
export function sqliteDatabase(dataDir: string): string {
  return resolve(dataDir, SQLITE_FILE);
}
/**
 * How long a store that found the journal's lock held appends straight to SQLite before it asks
 * again. The holder may be a reader that takes the lock for a moment (a first read's recovery): a
 * server whose first append met that moment would otherwise never journal.
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
 * `close`; its event log (sqlite-event-log.ts) journals appends and stores them in batches.
 */
export class SqliteStore extends KyselyStore {
  constructor(db: Kysely<Database>, file: string, readonly checkpointer: Checkpointer, override readonly events: SqliteEventLog) {
    super(db, 'sqlite', file, events);
  }

  // The counts are SQL over the table: what the journal holds is stored first.
  override async eventTallies(sessionIds: readonly string[]): Promise<Map<string, EventTally>> {
    await this.events.settle();
    return super.eventTallies(sessionIds);
  }

  override async countEvents(sessionId?: string): Promise<number> {
    await this.events.settle();
    return super.countEvents(sessionId);
  }

  /** What the event journal held when this store first looked (sqlite-event-log.ts). */
  journalRecovery(): Recovery | null {
    return this.events.journalRecovery();
  }

  override async close(): Promise<void> {
    await this.checkpointer.stop();
    await super.close();
  }
}

/**
 * `checkpointEveryMs`: how often the checkpointer runs (tests set it out of the way and call `checkpointNow`);
 * `walRestartFrames`: the WAL size (pages) past which it catches up with a steady writer (tests make it small);
 * `fillEveryMs`: how long an event may wait in the journal before it is stored in SQLite (`FILL_EVERY_MS`; tests make it 0, a steady writer);
 * `lockRetryMs`: how long a store that found the journal's lock held appends directly before it asks again (LOCK_RETRY_MS);
 * `warn`: told what an operator should know about the event journal (journaled-events.ts); Node's own warnings (stderr) by default;
 * `onFill`: told of each fill of SQLite from the journal, its rows and how long it held the thread (the server bench's trace);
 * `onBatch`: told of each batch the event log's group commit wrote, its rows and how long the write held the event loop;
 * `checkpoints: false`: no checkpointer thread, for a store that only reads beside the one that writes (the server's
 * research thread): the writer's thread checkpoints, and a second one would only contend with it.
 */
/** A reader's: the writing store's thread checkpoints the file. */
const noCheckpointer: Checkpointer = {
  checkpointNow: async () => ({ busy: 0, log: 0, checkpointed: 0 }),
  catchUps: 0,
  stop: async () => undefined,
};

export function openSqliteStore(dataDir: string, options: { checkpoints?: boolean; checkpointEveryMs?: number; walRestartFrames?: number; fillEveryMs?: number; lockRetryMs?: number; warn?: (message: string) => void; onFill?: (fill: FillTiming) => void; onBatch?: (batch: BatchTiming) => void } = {}): SqliteStore {
  mkdirSync(dataDir, { recursive: true });
  const file = sqliteDatabase(dataDir);
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
  const checkpointer = options.checkpoints === false ? noCheckpointer : startCheckpointer(file, {
    everyMs: options.checkpointEveryMs ?? 1000,
    restartFrames: options.walRestartFrames ?? WAL_RESTART_FRAMES,
    // Not inside a transaction (Kysely's, across awaits): its writes would go on, and the catch-up waits for the next time.
    // A fill on the journal's thread finishes first. (The thread asks for a hold only after `events` below is made.)
    writer: { hold: () => database.open && !database.inTransaction && gate.close() && events.fillLanded(), release: () => gate.open() },
    failed: () => { if (database.open) database.pragma('wal_autocheckpoint = 1000'); },
  });
  // Its writes wait for a fill under way on the journal's thread on a promise, not in SQLite's busy handler on the event loop.
  const dialect = new FillAwareSqliteDialect(withStatementCache(database), (): true | Promise<void> => events.fillLanded());
  const db = new Kysely<Database>({ dialect });
  const events = new SqliteEventLog(db, database, gate, {
    dataDir, fillEveryMs: options.fillEveryMs ?? FILL_EVERY_MS, lockRetryMs: options.lockRetryMs ?? LOCK_RETRY_MS, warn: options.warn ?? ((message) => process.emitWarning(message)),
    ...(options.onFill ? { onFill: options.onFill } : {}), ...(options.onBatch ? { onBatch: options.onBatch } : {}),
  });
  return new SqliteStore(db, file, checkpointer, events);
}
