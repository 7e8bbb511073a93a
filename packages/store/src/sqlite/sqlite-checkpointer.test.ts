import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventRecord } from '@chorehouse/protocol';
import { appendRows } from '../event-log/testing.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { openSqliteStore, SQLITE_FILE, type SqliteStore } from './sqlite-store.js';

let dir: string;
let store: SqliteStore;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const chat = (seq: number): EventRecord => ({ kind: 'chat', role: 'commander', text: `line ${seq} ${'x'.repeat(200)}`, seq, t: seq });
const walBytes = () => statSync(join(dir, `${SQLITE_FILE}-wal`)).size;
/** The WAL header's checkpoint sequence number (bytes 12-15), which SQLite raises each time the WAL starts over. */
const walRestarts = () => {
  const fd = openSync(join(dir, `${SQLITE_FILE}-wal`), 'r');
  try {
    const header = Buffer.alloc(16);
    readSync(fd, header, 0, 16, 0);
    return header.readUInt32BE(12);
  } finally {
    closeSync(fd);
  }
};

describe('SQLite checkpoints', () => {
  it('run on the checkpointer, never inside a commit: the WAL grows until a checkpoint, then is reused from its start', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-ckpt-'));
    store = openSqliteStore(dir, { checkpointEveryMs: 3_600_000 });
    await store.migrate();
    await store.checkpointer.checkpointNow();
    const rows = (from: number) => Array.from({ length: 100 }, (_, i) => ({ sessionId: 's', event: chat(from + i), at: 1 }));
    // 12,000 events in 120 commits (each batch stored from the journal at once): far past the 1,000 pages after which a commit would checkpoint by itself.
    const commit = async (k: number) => { await appendRows(store.events, rows(k * 100)); await store.events.settle(); };
    for (let k = 0; k < 120; k++) await commit(k);
    const grown = walBytes();
    expect(grown).toBeGreaterThan(4096 * 1000);
    const done = await store.checkpointer.checkpointNow();
    expect(done.busy).toBe(0);
    expect(done.checkpointed).toBe(done.log);
    // The next commit starts the WAL over: as many events again take about as much WAL, not twice as much.
    for (let k = 120; k < 240; k++) await commit(k);
    expect(walBytes()).toBeLessThan(grown * 1.5);
    expect(await store.countEvents('s')).toBe(24_000);
  });

  it('catch up with a steady writer: its commits (the journal\'s fills) are held for a moment and the WAL starts over, losing nothing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-ckpt-'));
    // Every 10 ms; a catch-up once the WAL passes 400 pages (1.6 MB).
    store = openSqliteStore(dir, { checkpointEveryMs: 10, walRestartFrames: 400 });
    await store.migrate();
    const restarts0 = walRestarts();
    let seq = 0;
    // One event a commit, as the server's events come. Batches of 20 wrote about 100 KB of WAL a commit,
    // faster than the thread copies on a busy 2-core machine: the WAL reached gigabytes between
    // catch-ups and three took 10-21 s (one CI run saw only two in 20 s); one event a commit gives
    // three in 1-3 s, with the same gapless writer.
    const batch = () => [{ sessionId: `s${seq % 50}`, event: chat(seq++), at: 1 }];
    // Appends one after the other, with no pause long enough for a checkpoint to reach the WAL's end by itself.
    // The journal's fills run on a thread of their own, which writes while the checkpointer copies: a
    // copy of every frame it found is then no sign that the WAL will start over, and before the thread
    // asked for a hold after such a copy this writer saw 0 and 2 catch-ups in 20 s, and probes like it WALs of 25 MB to 1.35 GB
    // (three now take well under a second).
    const until = performance.now() + 20_000;
    while (store.checkpointer.catchUps < 3 && performance.now() < until) {
      await appendRows(store.events, batch());
      // Each batch stored in SQLite at once (as a read would have it), so that the writer commits all the time.
      await store.events.settle();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(store.checkpointer.catchUps).toBeGreaterThanOrEqual(3);
    await appendRows(store.events, batch());
    await store.events.settle();
    // SQLite counts each start over in the WAL's header.
    expect(walRestarts() - restarts0).toBeGreaterThanOrEqual(3);
    // Nothing was lost or reordered while held.
    expect(await store.countEvents()).toBe(seq);
    expect((await store.listEvents('s7')).map((e) => e.seq)).toEqual(Array.from({ length: Math.ceil((seq - 7) / 50) }, (_, i) => 7 + i * 50));
  }, 60_000);

  it('let a program that closes its store exit (the thread is waited for, not left behind)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-ckpt-'));
    store = openSqliteStore(dir);
    const source = fileURLToPath(new URL('./sqlite-store.ts', import.meta.url));
    const program = `const { openSqliteStore } = await import(${JSON.stringify(source)}); const s = openSqliteStore(${JSON.stringify(join(dir, 'child'))}); await s.migrate(); await s.close(); console.log('closed');`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { encoding: 'utf8', timeout: 60_000 });
    expect(child.stdout.trim()).toBe('closed');
    expect(child.status).toBe(0);
  }, 60_000);

  it('say so when the thread cannot work (the store then leaves checkpoints to SQLite itself)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-ckpt-'));
    store = openSqliteStore(dir);
    const failure = await new Promise<Error>((resolve) => { startCheckpointer(join(dir, 'no-such.sqlite'), { everyMs: 1000, restartFrames: 1000, failed: resolve }); });
    expect(`${failure.message} ${JSON.stringify(failure)}`).toMatch(/no-such|exist|open/i);
  });
});
