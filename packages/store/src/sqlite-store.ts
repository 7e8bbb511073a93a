/** The embedded default: a SQLite file under DATA_DIR (WAL, so readers never block the event log). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { EventRecord } from '@chorehouse/protocol';
import { EVENT_COLUMNS, eventParameters, KyselyStore } from './kysely-store.js';
import type { Database } from './schema.js';
import type { EventRow } from './store.js';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer.js';
import { withStatementCache } from './sqlite-statements.js';
import { WriteGate } from './write-gate.js';

export const SQLITE_FILE = 'chorehouse.sqlite';

/**
 * The WAL's size, in 4 kB pages, past which the checkpointer catches up with a steady writer so that
 * the WAL starts over (sqlite-checkpointer.ts), and the size its file is cut back to then: 64 MB.
 */
const WAL_RESTART_FRAMES = 16_384;
const WAL_KEEP_BYTES = 64 * 2 ** 20;

/**
 * The SQLite store: its checkpoints run on their own thread (sqlite-checkpointer.ts), stopped by
 * `close`; the event log's appends go straight to better-sqlite3 (`appendEvents`).
 */
export class SqliteStore extends KyselyStore {
  /** The prepared appends, made on first use (the events table exists only once migrated). */
  private eventWrites: ((rows: readonly EventRow[]) => void) | null = null;

  constructor(db: Kysely<Database>, readonly checkpointer: Checkpointer, private readonly database: Sqlite.Database, private readonly gate: WriteGate) {
    super(db, 'sqlite');
  }

  /**
   * The event log's group commit, the one write every message makes: one prepared INSERT per row,
   * all in one transaction (a lone row is its own), run on better-sqlite3 directly. Through Kysely
   * each batch also acquired and released its connection through a chain of promises, a fifth of
   * all the garbage the game server made per message (apps/server/README.md, 2026-11-26, fifth session).
   * All or nothing, as before: a row that fails rolls the batch back.
   */
  override async appendEvents(rows: readonly EventRow[]): Promise<void> {
    if (!rows.length) return;
    // Held while the checkpointer catches up with the WAL's end (sqlite-checkpointer.ts): up to about 16 ms, once per 64 MB of WAL under steady load.
    for (let held = this.gate.waiting; held; held = this.gate.waiting) await held;
    // Kysely holds its connection across awaits only inside a transaction; a write now would join
    // that transaction, so while one is open the batch queues behind it the Kysely way.
    if (this.database.inTransaction) return super.appendEvents(rows);
    (this.eventWrites ??= this.prepareEventWrites())(rows);
  }

  override appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void> {
    return this.appendEvents([{ sessionId, event, at }]);
  }

  private prepareEventWrites(): (rows: readonly EventRow[]) => void {
    const insert = this.database.prepare(`insert into "events" (${EVENT_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${EVENT_COLUMNS.map(() => '?').join(', ')})`);
    const batch = this.database.transaction((rows: readonly EventRow[]) => { for (const row of rows) insert.run(eventParameters(row)); });
    return (rows) => { if (rows.length === 1) insert.run(eventParameters(rows[0]!)); else batch(rows); };
  }

  override async close(): Promise<void> {
    await this.checkpointer.stop();
    await super.close();
  }
}

/**
 * `checkpointEveryMs`: how often the checkpointer runs (tests set it out of the way and call `checkpointNow`);
 * `walRestartFrames`: the WAL size (pages) past which it catches up with a steady writer (tests make it small).
 */
export function openSqliteStore(dataDir: string, options: { checkpointEveryMs?: number; walRestartFrames?: number } = {}): SqliteStore {
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
    writer: { hold: () => database.open && !database.inTransaction && gate.close(), release: () => gate.open() },
    failed: () => { if (database.open) database.pragma('wal_autocheckpoint = 1000'); },
  });
  return new SqliteStore(new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }), checkpointer, database, gate);
}
