/** Chooses the store from the configuration: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
import { openPostgresStore, postgresDatabase } from './postgres/postgres-store.js';
import { openSqliteStore, sqliteDatabase } from './sqlite/sqlite-store.js';
import type { Store } from './store.js';

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else a SQLite file under `dataDir`. */
export interface StoreLocation {
  readonly databaseUrl: string | null;
  readonly databaseSchema: string;
  readonly dataDir: string;
}

/**
 * `reader`: a store that reads beside the process's own writing store (the server's research thread):
 * SQLite's file is then checkpointed by the writer's thread only.
 */
export async function openStore(config: StoreLocation, options: { readonly reader?: boolean } = {}): Promise<Store> {
  const store = config.databaseUrl
    ? await openPostgresStore(config.databaseUrl, config.databaseSchema)
    : openSqliteStore(config.dataDir, options.reader ? { checkpoints: false } : {});
  await store.migrate();
  return store;
}

/** The database a location names, as the store opened on it names its own (`Store.database`). */
export function databaseOf(config: StoreLocation): string {
  return config.databaseUrl ? postgresDatabase(config.databaseUrl, config.databaseSchema) : sqliteDatabase(config.dataDir);
}
