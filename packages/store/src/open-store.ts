/** Chooses the store from the configuration: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
import type { Config } from '../config.js';
import { openPostgresStore } from './postgres-store.js';
import { openSqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';

export async function openStore(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Store> {
  const store = config.databaseUrl ? await openPostgresStore(config.databaseUrl, config.databaseSchema) : openSqliteStore(config.dataDir);
  await store.migrate();
  return store;
}
