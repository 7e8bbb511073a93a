/** The room without sockets (STYLE.md item 2): in-memory connections and a store that can fail. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRecord } from '@chorehouse/protocol';
import { createDemoKitchen, worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { testConfig } from '../config.js';
import { openSqliteStore } from '@chorehouse/store';
import type { Store } from '@chorehouse/store';
import { MemoryConnection } from './connection.js';
import { GameSession } from './game-session.js';
import { handleSessionMessage } from './handlers.js';

let dir: string;
let store: Store;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function room(failWrites: { on: boolean }) {
  dir = mkdtempSync(join(tmpdir(), 'chorehouse-room-'));
  store = openSqliteStore(dir);
  await store.migrate();
  const flaky: Store = Object.create(store) as Store;
  flaky.appendEvent = (id: string, e: EventRecord, at: number) => (failWrites.on ? Promise.reject(new Error('disk full')) : store.appendEvent(id, e, at));
  const record = {
    id: 's1', episodeId: 'e1', commanderId: 'c', followerId: 'f', botRole: null, status: 'live' as const, outcome: null, endReason: null,
    startedAt: 0, endedAt: null, owner: 'local',
  };
  const session = GameSession.create(record, { taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [] }, createDemoKitchen(), {
    commander: { role: 'commander', workerId: 'c', name: 'C', bot: false },
    follower: { role: 'follower', workerId: 'f', name: 'F', bot: false },
  }, { store: flaky, clock: systemClock, config: testConfig(), hooks: { completion: async () => ({ completionCode: 'X', redirectUrl: null }) } });
  const c = new MemoryConnection('c1', 'c');
  const f = new MemoryConnection('f1', 'f');
  await session.attach('commander', c);
  await session.attach('follower', f);
  return { session, c, f };
}

describe('GameSession', () => {
  it('stores an event before anyone hears of it; a failed write changes nothing and tells nobody', async () => {
    const failing = { on: false };
    const { session, c, f } = await room(failing);
    const hash = worldHash(session.world);
    const heard = c.received.length + f.received.length;
    failing.on = true;
    await expect(session.queue.run(() => handleSessionMessage(session, 'follower', { type: 'action', name: 'Turn Left' }, { save: async () => true })))
      .rejects.toThrow('disk full');
    expect(worldHash(session.world)).toBe(hash);
    expect(c.received.length + f.received.length).toBe(heard);
    failing.on = false;
    const reply = await session.queue.run(() => handleSessionMessage(session, 'follower', { type: 'action', name: 'Turn Left' }, { save: async () => true }));
    expect(reply).toMatchObject({ ok: true, seq: session.lastSeq });
    expect((await store.listEvents('s1')).map((e) => e.kind)).toEqual(['connect', 'connect', 'action']);
    expect(f.received[f.received.length - 1]).toMatchObject({ type: 'session/event', event: { kind: 'action', seq: reply.ok ? reply.seq : -1 } });
  });

  it('pauses when a role has no connection left and resumes when one comes back', async () => {
    const { session, c, f } = await room({ on: false });
    const f2 = new MemoryConnection('f2', 'f');
    await session.attach('follower', f2);
    await session.detach(f2);
    expect(session.state).toBe('active');
    await session.detach(f);
    expect(session.state).toBe('paused');
    await session.attach('follower', new MemoryConnection('f3', 'f'));
    expect(session.state).toBe('active');
    expect(c.received.filter((m) => m.type === 'session/event').map((m) => (m.type === 'session/event' ? m.event.kind : ''))).toEqual(
      ['connect', 'connect', 'disconnect', 'pause', 'connect', 'resume'],
    );
    session.dropConnections();
  });
});
