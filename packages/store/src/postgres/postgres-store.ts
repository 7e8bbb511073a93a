/** PostgreSQL (DATABASE_URL): the store several server processes share. */
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { KyselyStore } from '../kysely-store.js';
import type { Database } from '../schema.js';
import { PostgresEventLog } from './postgres-event-log.js';

const INT8 = 20;

export async function openPostgresStore(url: string, schema = 'public'): Promise<KyselyStore> {
  if (schema !== 'public') {
    // The schema must exist before connections put it on their search_path.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path=${schema}`,
    // Millisecond times are bigint columns; they fit a double exactly.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return new KyselyStore(db, 'postgres', postgresDatabase(url, schema), new PostgresEventLog(db), schema);
}

/** A PostgreSQL database as stores name it (`Store.database`): its URL and schema. */
export function postgresDatabase(url: string, schema = 'public'): string {
  return `${url} schema ${schema}`;
}

/** Drops a schema and everything in it (test clean-up). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  } finally {
    await db.destroy();
  }
}
