/**
 * Several server processes of one deployment for tests (issue 46): in-process servers on one
 * PostgreSQL schema (TEST_DATABASE_URL, default the `test` database on 127.0.0.1:5432) and one Redis
 * (TEST_REDIS_URL), each with its own store pool, lease keeper, cluster bus and sockets. Leases are
 * short (1.5 s, renewed every 0.3 s) so takeovers are quick. The first process of a cluster holds the
 * demo episode. `dispose` stops every process and drops every schema.
 */
import { randomBytes } from 'node:crypto';
import { dropPostgresSchema, openPostgresStore } from '@chorehouse/store';
import { demoCoffeeEpisode, startTestServer, type TestServer } from './harness.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Clusters {
  /** A new deployment (its own schema and Redis prefix); call the result once per process. */
  cluster(): (serverId: string) => Promise<TestServer>;
  dispose(): Promise<void>;
}

export function testClusters(): Clusters {
  const run = randomBytes(6).toString('hex');
  const schemas: string[] = [];
  const servers: TestServer[] = [];
  return {
    cluster() {
      const schema = `cluster_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      let first = true;
      return async (serverId) => {
        const store = await openPostgresStore(TEST_DATABASE_URL, schema);
        const s = await startTestServer({
          store, redisUrl: TEST_REDIS_URL, episodes: first ? [demoCoffeeEpisode()] : [],
          config: { serverId, redisPrefix: `cluster-${run}-${schema}`, disconnectGraceMs: 30_000, leaseTtlMs: 1500, leaseRenewMs: 300 },
        });
        first = false;
        servers.push(s);
        return s;
      };
    },
    async dispose() {
      for (const s of servers.reverse()) await s.dispose();
      for (const schema of schemas) await dropPostgresSchema(TEST_DATABASE_URL, schema);
    },
  };
}
