/** The embedded default: a SQLite file under DATA_DIR (WAL, so readers never block the event log). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyStore } from './kysely-store.js';
import type { Database } from './schema.js';

export const SQLITE_FILE = 'chorehouse.sqlite';

export function openSqliteStore(dataDir: string): KyselyStore {
  mkdirSync(dataDir, { recursive: true });
  const database = new Sqlite(join(dataDir, SQLITE_FILE));
  database.pragma('journal_mode = WAL');
  // NORMAL in WAL mode survives a process crash (not a power cut), which is what write-ahead needs here.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  return new KyselyStore(new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), 'sqlite');
}
