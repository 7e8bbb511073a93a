/**
 * Several server processes for real (issue 46): three in-process servers on one PostgreSQL schema
 * (127.0.0.1:5432, database `test`) and one Redis (127.0.0.1:6379, prefix `h46-...`), each with its
 * own lease keeper, cluster bus and sockets. Leases are short (600 ms) so takeovers are quick.
 */
import { randomBytes } from 'node:crypto';
import { worldHash } from '@chorehouse/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgresStore } from '@chorehouse/store';
import { replayHash } from '../src/session/replay.js';
import { demoCoffeeEpisode, startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(6).toString('hex');
const schemas: string[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers.reverse()) await s.dispose();
  for (const schema of schemas) await dropPostgresSchema(DATABASE_URL, schema);
});

/** Three processes of one deployment: a, b and c. */
async function cluster(): Promise<[TestServer, TestServer, TestServer]> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const node = async (serverId: string) => {
    const store = await openPostgresStore(DATABASE_URL, schema);
    const s = await startTestServer({
      store, redisUrl: REDIS_URL, episodes: serverId === 'a' ? [demoCoffeeEpisode()] : [],
      config: { serverId, redisPrefix: `h46-${run}-${schema}`, disconnectGraceMs: 30_000, leaseTtlMs: 600, leaseRenewMs: 150 },
    });
    servers.push(s);
    return s;
  };
  const a = await node('a');
  return [a, await node('b'), await node('c')];
}

async function player(url: string, name: string): Promise<{ client: TestClient; token: string; workerId: string }> {
  const a = await arrive(url, { platform: 'local', name });
  return { client: await TestClient.connect(url, a.token, a.worker.id), token: a.token, workerId: a.worker.id };
}

describe('several server processes', () => {
  it('pairs workers who arrived at different processes; the one whose socket is elsewhere plays through it; replay equal', async () => {
    const [a, b] = await cluster();
    const ann = await player(a.url, 'Ann');
    const bob = await player(b.url, 'Bob');
    expect(await ann.client.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    const joined = await bob.client.request({ type: 'lobby/join' });
    expect(joined).toMatchObject({ ok: true });
    const [sa, sb] = await Promise.all([ann.client.next('session/state'), bob.client.next('session/state')]);
    expect(sa.sessionId).toBe(sb.sessionId);
    const sessionId = sa.sessionId;
    // b paired them, so b owns the game; Ann's socket on a is served by b.
    expect(b.server.registry.get(sessionId)).toBeDefined();
    expect(a.server.registry.get(sessionId)).toBeUndefined();
    expect(a.server.lobby.size).toBe(0);
    const [commander, follower] = sa.viewer === 'commander' ? [ann.client, bob.client] : [bob.client, ann.client];
    const [cb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    expect((await follower.next('session/ended')).outcome).toBe('finished');
    const events = await a.store.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
  });
});
