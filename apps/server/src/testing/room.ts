/** A session without sockets (STYLE.md item 2): in-memory connections, SQLite in a temp dir, and a store whose writes can be made to fail. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDING_WORDS, endingText } from '@chorehouse/protocol';
import { createDemoKitchen } from '@chorehouse/sim';
import { openSqliteStore, type EventLog, type Store } from '@chorehouse/store';
import { systemClock, type Clock } from '../clock.js';
import { testConfig, type Config } from '../config.js';
import { MemoryConnection } from '../session/connection.js';
import { GameSession } from '../session/game-session.js';

export interface Room {
  readonly session: GameSession;
  readonly store: Store;
  readonly c: MemoryConnection;
  readonly f: MemoryConnection;
  /** Set to make every store write fail (disk full). */
  readonly failWrites: { on: boolean };
  /** While `until` is set, store writes wait for it (a slow disk); `started` counts writes begun. */
  readonly slowWrites: { until: Promise<void> | null; started: number };
  close(): Promise<void>;
}

/** Both players attached to a Make Coffee session in the demo kitchen. */
export async function openRoom(options: { readonly botFollower?: boolean; readonly config?: Partial<Pick<Config, 'idleWarningMs' | 'idleTimeoutMs'>>; readonly clock?: Clock } = {}): Promise<Room> {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-room-'));
  const store = openSqliteStore(dir);
  await store.migrate();
  const failWrites = { on: false };
  const slowWrites: Room['slowWrites'] = { until: null, started: 0 };
  // The store's own event log behind a door that can stall or fail its appends as a slow or full disk would (the driver's error, not the log's).
  const events: EventLog = {
    append: async (append) => {
      slowWrites.started++;
      if (slowWrites.until) await slowWrites.until;
      if (failWrites.on) throw new Error('disk full');
      return store.events.append(append);
    },
    read: (sessionId, options) => store.events.read(sessionId, options),
    settle: () => store.events.settle(),
  };
  const flaky = Object.create(store, { events: { value: events } }) as Store;
  const record = {
    id: 's1', episodeId: 'e1', commanderId: 'c', followerId: 'f', botRole: options.botFollower ? 'follower' as const : null, status: 'live' as const,
    outcome: null, endReason: null, startedAt: 0, endedAt: null, owner: 'local',
    seats: { commander: 'human' as const, follower: options.botFollower ? 'bot' as const : 'human' as const },
    pay: { commander: null, follower: null }, browsers: { commander: null, follower: null }, pilot: false, provenance: null,
  };
  const session = GameSession.create(record, { taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [] }, createDemoKitchen(), {
    commander: { role: 'commander', workerId: 'c', name: 'C', bot: false, browser: null },
    follower: { role: 'follower', workerId: 'f', name: 'F', bot: options.botFollower ?? false, browser: null },
  }, {
    store: flaky, clock: options.clock ?? systemClock, config: testConfig(options.config), hooks: { completion: async (r) => ({ completionCode: 'X', redirectUrl: null, paid: ENDING_WORDS[r.ending].paid, reason: endingText(r.ending), ending: r.ending }) },
    surveys: { save: async () => true },
  });
  const c = new MemoryConnection('c1', 'c');
  const f = new MemoryConnection('f1', 'f');
  await session.attach('commander', c);
  await session.attach('follower', f);
  return {
    session, store, c, f, failWrites, slowWrites,
    close: async () => {
      session.dropConnections();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
