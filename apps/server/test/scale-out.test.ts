/**
 * Two server processes' worth of servers sharing PostgreSQL (127.0.0.1:5432, database `test`) and
 * the socket.io Redis adapter (127.0.0.1:6379); CI runs both services.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgresStore } from '@chorehouse/store';
import { TEST_ADMIN_TOKEN, demoCoffeeEpisode, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient, arrive } from '../src/testing/test-client.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `t_${randomBytes(6).toString('hex')}`;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.dispose();
  await dropPostgresSchema(DATABASE_URL, schema);
});

async function node(serverId: string): Promise<TestServer> {
  const store = await openPostgresStore(DATABASE_URL, schema);
  const s = await startTestServer({ store, redisUrl: REDIS_URL, config: { serverId, disconnectGraceMs: 60_000 }, episodes: serverId === 'a' ? [demoCoffeeEpisode()] : [] });
  servers.push(s);
  return s;
}

describe('scale-out: PostgreSQL + Redis adapter', () => {
  it('shares workers and sessions through PostgreSQL; a game lives in one process; a restart rebuilds only its own', async () => {
    const a = await node('a');
    const b = await node('b');
    // A token issued by one process is good on the other (same secret, same workers table).
    const ann = await arrive(a.url, { platform: 'local', name: 'Ann' });
    const onB = await TestClient.connect(b.url, ann.token, ann.worker.id);
    expect((await onB.next('welcome')).worker.id).toBe(ann.worker.id);
    onB.close();

    const { commander, follower, sessionId } = await pairPlayers(a.url);
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    const listed = await fetch(`${b.url}/api/admin/sessions/${sessionId}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(((await listed.json()) as { session: { outcome: string; owner: string } }).session).toMatchObject({ outcome: 'success', owner: 'a' });

    // A live session on a; b restarting does not take it.
    const second = await pairPlayers(a.url);
    await second.commander.request({ type: 'chat', text: 'still here' });
    const b2 = await node('b');
    expect(b2.server.registry.liveCount).toBe(0);
    expect(a.server.registry.get(second.sessionId)?.state).toBe('active');
  });
});
