/** The services a deployment of several processes needs (scale-out.ts, scale-out-load.ts): PostgreSQL and Redis, and whether they answer. */
import pg from 'pg';
import { createClient } from 'redis';

export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Null when both answer; else which one did not, and why. */
export async function reachable(): Promise<string | null> {
  try {
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    await c.end();
  } catch (e) { return `PostgreSQL at ${DATABASE_URL}: ${(e as Error).message}`; }
  try {
    const r = createClient({ url: REDIS_URL });
    await r.connect();
    await r.quit();
  } catch (e) { return `Redis at ${REDIS_URL}: ${(e as Error).message}`; }
  return null;
}
