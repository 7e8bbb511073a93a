/**
 * The store the game server writes, as the command line finds it: the same environment variables
 * `npm start` reads (DATABASE_URL for PostgreSQL, else DATA_DIR for SQLite, default ./data), parsed
 * with a schema so a bad value names the variable.
 */
import { resolve } from 'node:path';
import type { SessionEntry, SessionSource } from '@chorehouse/dataset';
import { storeSessionSource } from '@chorehouse/dataset';
import { openStore, type StoreLocation } from '@chorehouse/store';
import { z } from 'zod';
import { UsageError } from '../command.js';

const envSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain SQL identifier').default('public'),
  DATA_DIR: z.string().min(1).default('./data'),
});

export function storeLocationFrom(env: NodeJS.ProcessEnv, cwd: string): StoreLocation {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  return { databaseUrl: e.DATABASE_URL ?? null, databaseSchema: e.DATABASE_SCHEMA, dataDir: resolve(cwd, e.DATA_DIR) };
}

/** Sessions straight from the store; it is opened for each pass and closed when the pass ends. */
export function liveStoreSource(location: StoreLocation): SessionSource {
  const where = location.databaseUrl ? `PostgreSQL (schema ${location.databaseSchema})` : `SQLite under ${location.dataDir}`;
  return {
    description: `store: ${where}`,
    async count(query) {
      const store = await openStore(location);
      try {
        return await storeSessionSource(store).count(query);
      } finally {
        await store.close();
      }
    },
    async exclusions(query) {
      const store = await openStore(location);
      try {
        return await storeSessionSource(store).exclusions!(query);
      } finally {
        await store.close();
      }
    },
    async *sessions(query): AsyncIterable<SessionEntry> {
      const store = await openStore(location);
      try {
        yield* storeSessionSource(store).sessions(query);
      } finally {
        await store.close();
      }
    },
  };
}
