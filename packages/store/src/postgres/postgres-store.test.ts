/** The contract on PostgreSQL (127.0.0.1:5432, database `test`; CI runs one): a fresh schema per test, dropped after. */
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { dropPostgresSchema, openPostgresStore } from './postgres-store.js';
import { storeContract } from '../store-contract.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schemas: string[] = [];
afterAll(async () => { for (const s of schemas) await dropPostgresSchema(TEST_DATABASE_URL, s); });

storeContract('postgres', async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const store = await openPostgresStore(TEST_DATABASE_URL, schema);
  await store.migrate();
  return store;
});
