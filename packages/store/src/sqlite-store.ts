/** The embedded default: a SQLite file under DATA_DIR (WAL, so readers never block the event log). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyStore } from './kysely-store.js';
import type { Database } from './schema.js';
import { startCheckpointer, type Checkpointer } from './sqlite-checkpointer.js';
import { withStatementCache } from './sqlite-statements.js';

export const SQLITE_FILE = 'chorehouse.sqlite';

/** The SQLite store: its checkpoints run on their own thread (sqlite-checkpointer.ts), stopped by `close`. */
export class SqliteStore extends KyselyStore {
  constructor(db: Kysely<Database>, readonly checkpointer: Checkpointer) {
    super(db, 'sqlite');
  }

  override async close(): Promise<void> {
    await this.checkpointer.stop();
    await super.close();
  }
}

/** `checkpointEveryMs`: how often the checkpointer runs (tests set it out of the way and call `checkpointNow`). */
export function openSqliteStore(dataDir: string, options: { checkpointEveryMs?: number } = {}): SqliteStore {
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
  const checkpointer = startCheckpointer(file, options.checkpointEveryMs ?? 1000, () => { if (database.open) database.pragma('wal_autocheckpoint = 1000'); });
  return new SqliteStore(new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }), checkpointer);
}
