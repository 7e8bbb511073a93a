/** A store names the database it is on as `databaseOf` names a configured location: the server compares them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { databaseOf, openStore, type StoreLocation } from './open-store.js';
import { dropPostgresSchema } from './postgres/postgres-store.js';
import type { Store } from './store.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A store on a location in a folder of its own (and a PostgreSQL schema of its own, when named), closed and removed after the test. */
async function storeAt(location: (dir: string) => StoreLocation): Promise<{ store: Store; at: StoreLocation }> {
  const at = location(mkdtempSync(join(tmpdir(), 'chorehouse-where-')));
  const store = await openStore(at);
  onTestFinished(async () => {
    await store.close();
    rmSync(at.dataDir, { recursive: true, force: true });
    if (at.databaseUrl) await dropPostgresSchema(at.databaseUrl, at.databaseSchema);
  });
  return { store, at };
}

describe('Store.database and databaseOf', () => {
  it('name a SQLite store by its file, however its folder was written', async () => {
    const { store, at } = await storeAt((dataDir) => ({ databaseUrl: null, databaseSchema: 'public', dataDir }));
    expect(store.database).toBe(databaseOf(at));
    expect(store.database).toBe(databaseOf({ ...at, dataDir: relative(process.cwd(), at.dataDir) }));
    expect(store.database).not.toBe(databaseOf({ ...at, dataDir: join(at.dataDir, 'other') }));
  });

  it('name a PostgreSQL store by its URL and its schema', async () => {
    const { store, at } = await storeAt((dataDir) => ({ databaseUrl: TEST_DATABASE_URL, databaseSchema: `where_${process.pid}`, dataDir }));
    expect(store.database).toBe(databaseOf(at));
    expect(store.database).not.toBe(databaseOf({ ...at, databaseSchema: 'public' }));
    expect(store.database).not.toBe(databaseOf({ ...at, databaseUrl: null }));
  });
});
