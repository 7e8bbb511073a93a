import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventRecord } from '@chorehouse/protocol';
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

describe('SQLite checkpoints', () => {
  it('run on the checkpointer, never inside a commit: the WAL grows until a checkpoint, then is reused from its start', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-ckpt-'));
    store = openSqliteStore(dir, { checkpointEveryMs: 3_600_000 });
    await store.migrate();
    await store.checkpointer.checkpointNow();
    const rows = (from: number) => Array.from({ length: 100 }, (_, i) => ({ sessionId: 's', event: chat(from + i), at: 1 }));
    // 12,000 events: far past the 1,000 pages after which a commit would checkpoint by itself.
    for (let k = 0; k < 120; k++) await store.appendEvents(rows(k * 100));
    const grown = walBytes();
    expect(grown).toBeGreaterThan(4096 * 1000);
    const done = await store.checkpointer.checkpointNow();
    expect(done.busy).toBe(0);
    expect(done.checkpointed).toBe(done.log);
    // The next commit starts the WAL over: as many events again take about as much WAL, not twice as much.
    for (let k = 120; k < 240; k++) await store.appendEvents(rows(k * 100));
    expect(walBytes()).toBeLessThan(grown * 1.5);
    expect(await store.countEvents('s')).toBe(24_000);
  });

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
    const failure = await new Promise<Error>((resolve) => { startCheckpointer(join(dir, 'no-such.sqlite'), 1000, resolve); });
    expect(`${failure.message} ${JSON.stringify(failure)}`).toMatch(/no-such|exist|open/i);
  });
});
