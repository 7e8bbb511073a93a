/**
 * The real process (src/main.ts) killed with SIGKILL in the middle of a session, started again on
 * the same data directory: it rebuilds the session from its log, the players reconnect and finish,
 * and the replayed log gives the live world's hash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoKitchen, worldHash } from '@chorehouse/sim';
import { afterAll, describe, expect, it } from 'vitest';
import { replayHash } from '../src/session/replay.js';
import { openSqliteStore } from '@chorehouse/store';
import { demoCoffeeEpisode } from '../src/testing/harness.js';
import { servingUrl } from './child-server.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient } from '../src/testing/test-client.js';

const dir = mkdtempSync(join(tmpdir(), 'chorehouse-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Starts the server process; resolves with its URL once it listens. */
function startProcess(port = 0): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    env: {
      ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', POOL_SIZE: '0', LOG_LEVEL: 'info',
      ADMIN_TOKEN: 'crash-admin-token-0123456789', TOKEN_SECRET: 'crash-token-secret-0123456789', DISCONNECT_GRACE_S: '120',
      WEB_DIST: join(dir, 'none'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  return servingUrl(child, 'server');
}

describe('a killed server process', () => {
  it('comes back with the session rebuilt from its log; the clients reconnect by themselves and finish', async () => {
    const seed = openSqliteStore(dir);
    await seed.migrate();
    await seed.addEpisode(demoCoffeeEpisode());
    await seed.close();

    const first = await startProcess();
    const paired = await pairPlayers(first.url);
    const { tokens, sessionId } = paired;
    paired.commander.close();
    paired.follower.close();
    // Clients as a browser runs them: socket.io reconnects on its own.
    const commander = await TestClient.connect(first.url, tokens.commander, '', undefined, true);
    const follower = await TestClient.connect(first.url, tokens.follower, '', undefined, true);
    await commander.next('session/event', (m) => m.event.kind === 'resume');
    // A line that is no request: the rule-based Follower answers it and waits for the instructions (a whole-job
    // request would start it making coffee on its own, which the template Commander does not plan around).
    await commander.request({ type: 'chat', text: 'Hello there!' });
    for (const name of ['Turn Left', 'Turn Left', 'Look Down'] as const) await follower.request({ type: 'action', name });
    await follower.request({ type: 'session/resync' });
    // The state is sent before the acknowledgement: the last one received is the resync's.
    const latest = follower.received.filter((m) => m.type === 'session/state').pop()!;
    const before = worldHash(latest.type === 'session/state' ? latest.world : createDemoKitchen());
    const statesBefore = follower.received.filter((m) => m.type === 'session/state').length;
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    // Same port, same data: the clients find it again without being told.
    const second = await startProcess(Number(new URL(first.url).port));
    const state = await follower.next('session/state', () => follower.received.filter((m) => m.type === 'session/state').length > statesBefore);
    expect(state.sessionId).toBe(sessionId);
    expect(worldHash(state.world)).toBe(before);
    await commander.next('session/event', (m) => m.event.kind === 'resume' && m.event.seq > state.seq);
    const [cb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    commander.close();
    follower.close();
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    const store = openSqliteStore(dir);
    const events = await store.listEvents(sessionId);
    await store.close();
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events.filter((e) => e.kind === 'disconnect').length).toBeGreaterThanOrEqual(2);
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(cb.mirror.world!));
  }, 120_000);
});
