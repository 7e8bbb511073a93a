import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRecord } from '@chorehouse/protocol';
import { appendRows } from '../event-log/testing.js';
import { afterEach, expect, it, vi } from 'vitest';
import { openSqliteStore, type SqliteStore } from './sqlite-store.js';
import { JOURNAL_FILE } from './sqlite-event-log.js';

let dir: string;
let store: SqliteStore;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const chat = (seq: number): EventRecord => ({ seq, t: seq, kind: 'chat', role: 'commander', text: `line ${seq}` });

it('has a write of the store\'s own connection wait for a fill on the journal\'s thread on a promise, the event loop going on', async () => {
  dir = mkdtempSync(join(tmpdir(), 'chorehouse-fill-aware-'));
  store = openSqliteStore(dir, { fillEveryMs: 5 });
  await store.migrate();
  const handedOff = join(dir, `${JOURNAL_FILE}.filling`);
  await appendRows(store.events, Array.from({ length: 50_000 }, (_, seq) => ({ sessionId: 'big', event: chat(seq), at: 1 })));
  await vi.waitFor(() => expect(existsSync(handedOff)).toBe(true), { timeout: 5_000, interval: 1 });
  let ticks = 0;
  const ticker = setInterval(() => { ticks++; }, 1);
  try {
    // A read does not wait: in WAL mode it does not meet the writer.
    expect(await store.getWorker('nobody')).toBeNull();
    expect(existsSync(handedOff)).toBe(true);
    const before = ticks;
    await store.upsertWorker({ id: 'w', platform: 'local', externalId: 'w', name: 'w', createdAt: 1 });
    // Run only once the fill had landed (the file goes when the thread says it is stored); waiting in
    // SQLite's busy handler instead, it would have run before the thread's answer was read, or before its transaction.
    expect(existsSync(handedOff)).toBe(false);
    expect(ticks).toBeGreaterThan(before);
  } finally {
    clearInterval(ticker);
  }
  expect((await store.getWorker('w'))?.name).toBe('w');
  expect(await store.countEvents('big')).toBe(50_000);
}, 30_000);
