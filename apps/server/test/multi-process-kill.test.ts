/**
 * Three real server processes (src/main.ts) on one PostgreSQL schema (127.0.0.1:5432, database
 * `test`) and Redis (127.0.0.1:6379, a fresh prefix); the owner of a game is killed with SIGKILL
 * mid-game (issue 46). Another process takes the game over by itself, the player whose socket was on
 * a third process goes on through it with no action, the other reconnects anywhere, and they finish.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { worldHash } from '@chorehouse/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgresStore } from '@chorehouse/store';
import { replayHash } from '../src/session/replay.js';
import { demoCoffeeEpisode } from '../src/testing/harness.js';
import { servingUrl } from './child-server.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `cluster_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await dropPostgresSchema(DATABASE_URL, schema);
});

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function startProcess(serverId: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    env: {
      ...process.env, SERVER_ID: serverId, DATABASE_URL, DATABASE_SCHEMA: schema, REDIS_URL, REDIS_PREFIX: `cluster-${schema}`,
      PORT: '0', HOST: '127.0.0.1', POOL_SIZE: '0', LOG_LEVEL: 'info', LEASE_TTL_S: '1', LEASE_RENEW_S: '0.25',
      ADMIN_TOKEN: 'kill-admin-token-0123456789', TOKEN_SECRET: 'kill-token-secret-0123456789', DISCONNECT_GRACE_S: '120', WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return servingUrl(child, `server ${serverId}`);
}

describe('three server processes, the owner killed', () => {
  it('kill -9 of a game\'s owner: taken over within seconds, both players finish, 0 events lost, replay equal, one live session', async () => {
    const seed = await openPostgresStore(DATABASE_URL, schema);
    await seed.migrate();
    await seed.addEpisode(demoCoffeeEpisode());
    const [p1, p2, p3] = await Promise.all(['p1', 'p2', 'p3'].map(startProcess));
    const [annIn, bobIn] = await Promise.all([arrive(p1!.url, { platform: 'local', name: 'Ann' }), arrive(p2!.url, { platform: 'local', name: 'Bob' })]);
    const ann = await TestClient.connect(p1!.url, annIn.token, annIn.worker.id);
    const bob = await TestClient.connect(p2!.url, bobIn.token, bobIn.worker.id);
    await ann.request({ type: 'lobby/join' });
    await bob.request({ type: 'lobby/join' });
    const [sa] = await Promise.all([ann.next('session/state'), bob.next('session/state')]);
    const { sessionId } = sa;
    // Bob's join paired them on p2: p2 owns the game; Ann plays through p1.
    expect((await seed.listLeases([sessionId]))[0]).toMatchObject({ owner: 'p2', token: 1 });
    const annCommands = sa.viewer === 'commander';
    const [commander, follower] = annCommands ? [ann, bob] : [bob, ann];
    await commander.request({ type: 'chat', text: 'Hello, are you there?' });
    for (const name of ['Turn Left', 'Forward', 'Turn Right'] as const) await follower.request({ type: 'action', name });
    const before = await seed.listEvents(sessionId);

    const killedAt = Date.now();
    p2!.child.kill('SIGKILL');
    bob.close();
    // Bob's page reconnects through nginx to any process: here p3. Ann does nothing.
    const bob2 = await TestClient.connect(p3!.url, bobIn.token, bobIn.worker.id);
    const [c2, f2] = annCommands ? [ann, bob2] : [bob2, ann];
    await Promise.all([ann, bob2].map((cl) => cl.next('session/event', (m) => m.event.kind === 'resume', 20_000)));
    // The first action answered by the new owner.
    expect(await f2.request({ type: 'action', name: 'Turn Left' })).toMatchObject({ ok: true });
    const takeoverS = (Date.now() - killedAt) / 1000;
    const [lease] = await seed.listLeases([sessionId]);
    expect(lease).toMatchObject({ token: 2 });
    expect(['p1', 'p3']).toContain(lease!.owner);

    const [cb] = await Promise.all([c2.playAs('commander'), f2.playAs('follower')]);
    expect((await c2.next('session/ended')).outcome).toBe('success');
    const events = await seed.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events.slice(0, before.length)).toEqual(before);
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
    expect(await seed.listSessions({ workerId: annIn.worker.id })).toHaveLength(1);
    expect(await seed.listSessions({ status: 'live' })).toEqual([]);
    expect(takeoverS).toBeLessThan(5);
    console.log(`multi-process: taken over in ${takeoverS.toFixed(2)} s (three processes, kill -9, 1 s leases)`);
    ann.close();
    bob2.close();
    await seed.close();
  }, 90_000);
});
