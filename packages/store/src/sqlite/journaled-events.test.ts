import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventRecord } from '@chorehouse/protocol';
import { appendEvent, appendRows } from '../event-log/testing.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FillTiming } from './journaled-events.js';
import { openSqliteStore, type SqliteStore } from './sqlite-store.js';
import { JOURNAL_FILE } from './sqlite-event-log.js';

const dirs: string[] = [];
const stores: SqliteStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const chat = (seq: number, text = `line ${seq}`): EventRecord => ({ seq, t: seq, kind: 'chat', role: 'commander', text });
const texts = (events: readonly EventRecord[]) => events.map((e) => (e.kind === 'chat' ? e.text : e.kind));

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-journal-'));
  dirs.push(dir);
  return dir;
}

async function open(dir: string, options: Parameters<typeof openSqliteStore>[1] = {}): Promise<SqliteStore> {
  const store = openSqliteStore(dir, options);
  stores.push(store);
  await store.migrate();
  return store;
}

/** The events table as it is, without filling what the journal holds first (as another process reads it). */
const tableRows = (store: SqliteStore, sessionId: string) => store.db.selectFrom('events').select(['seq', 'body']).where('session_id', '=', sessionId).orderBy('seq').execute();
const journalBytes = (dir: string) => statSync(join(dir, JOURNAL_FILE)).size;

/** Runs a program in a process of its own that appends to the store in `dir` and ends without closing it. */
function appendInChild(dir: string, script: string): void {
  const source = fileURLToPath(new URL('./sqlite-store.ts', import.meta.url));
  const program = `const { openSqliteStore } = await import(${JSON.stringify(source)}); const appendEvent = (log, sessionId, event, at) => log.append({ sessionId, events: [event], at }); const store = openSqliteStore(${JSON.stringify(dir)}, { fillEveryMs: 3_600_000 }); await store.migrate(); ${script}`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { encoding: 'utf8', timeout: 60_000 });
  expect(child.stderr).not.toMatch(/Error/);
  expect(child.status).toBe(0);
}

describe('the event journal (SQLite)', () => {
  it('resolves an append once it is in the journal, and stores it in SQLite within the fill interval', async () => {
    const dir = newDir();
    const store = await open(dir, { fillEveryMs: 30 });
    await appendRows(store.events, [{ sessionId: 's', event: chat(0), at: 1 }, { sessionId: 's', event: chat(1), at: 1 }]);
    expect(await tableRows(store, 's')).toEqual([]);
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8').trim().split('\n')).toHaveLength(2);
    await vi.waitFor(async () => expect(await tableRows(store, 's')).toHaveLength(2), { timeout: 5_000, interval: 10 });
    expect(journalBytes(dir)).toBe(0);
  });

  it('fills SQLite on a thread of its own, and tells whoever asks of each fill: its rows, when it began, how long it took', async () => {
    const dir = newDir();
    const fills: FillTiming[] = [];
    const store = await open(dir, { fillEveryMs: 60_000, onFill: (fill) => fills.push(fill) });
    const before = performance.now();
    await appendRows(store.events, [{ sessionId: 's', event: chat(0), at: 1 }, { sessionId: 't', event: chat(0), at: 1 }]);
    await store.events.settle();
    await store.events.settle();
    const after = performance.now();
    expect(fills).toHaveLength(1);
    expect(fills[0]!.rows).toBe(2);
    expect(fills[0]!.onThread).toBe(true);
    // On this thread's clock, though the thread has a clock of its own (the two origins agree to well under a millisecond).
    expect(fills[0]!.startedMs).toBeGreaterThanOrEqual(before);
    expect(fills[0]!.startedMs + fills[0]!.ms).toBeLessThanOrEqual(after + 1);
    expect(existsSync(join(dir, `${JOURNAL_FILE}.filling`))).toBe(false);
  });

  it('keeps the event loop free while the thread fills: appends go on and resolve during a fill', async () => {
    const dir = newDir();
    const fills: FillTiming[] = [];
    const store = await open(dir, { fillEveryMs: 10, onFill: (fill) => fills.push(fill) });
    // Many rows for one fill, then appends while the thread stores them: each lands in the new journal.
    await appendRows(store.events, Array.from({ length: 20_000 }, (_, seq) => ({ sessionId: 'big', event: chat(seq), at: 1 })));
    await vi.waitFor(() => expect(existsSync(join(dir, `${JOURNAL_FILE}.filling`))).toBe(true), { timeout: 5_000, interval: 1 });
    let during = 0;
    while (existsSync(join(dir, `${JOURNAL_FILE}.filling`)) && during < 100) await appendEvent(store.events, 'small', chat(during++), 1);
    expect(during).toBeGreaterThan(0);
    expect(await store.countEvents()).toBe(20_000 + during);
    expect(fills.every((f) => f.onThread)).toBe(true);
    expect(fills.reduce((n, f) => n + f.rows, 0)).toBe(20_000 + during);
  }, 30_000);

  it('after a crash in the middle of a fill, stores the handed-off rows and then the journal\'s, in order', async () => {
    const dir = newDir();
    appendInChild(dir, `await appendEvent(store.events, 's', { seq: 0, t: 0, kind: 'chat', role: 'follower', text: 'stored' }, 1); await store.events.settle(); await store.close();`);
    // As if the process had handed off two rows (one of them stored before it died) and journaled one more.
    writeFileSync(join(dir, `${JOURNAL_FILE}.filling`), `${JSON.stringify(['s', 1, chat(0, 'stored')])}\n${JSON.stringify(['s', 1, chat(1, 'handed off')])}\n`);
    appendFileSync(join(dir, JOURNAL_FILE), `${JSON.stringify(['s', 2, chat(2, 'journaled')])}\n`);
    const store = await open(dir);
    expect(texts(await store.listEvents('s'))).toEqual(['stored', 'handed off', 'journaled']);
    expect(store.journalRecovery()).toEqual({ rows: 3, setAside: 0, torn: false });
    expect(existsSync(join(dir, `${JOURNAL_FILE}.filling`))).toBe(false);
    expect(journalBytes(dir)).toBe(0);
    await expect(appendEvent(store.events, 's', chat(1), 1)).rejects.toMatchObject({ code: 'event-log/duplicate' });
  }, 60_000);

  it('lets every read see what was appended before it without storing it (a read never waits for a fill); the counts store it', async () => {
    const dir = newDir();
    const store = await open(dir, { fillEveryMs: 60_000 });
    await appendEvent(store.events, 's', chat(0, 'first'), 1);
    await appendEvent(store.events, 's', chat(1, 'second'), 2);
    expect(texts(await store.events.read('s', { trusted: true }))).toEqual(['first', 'second']);
    expect(texts(await store.listEvents('s'))).toEqual(['first', 'second']);
    expect(await tableRows(store, 's')).toEqual([]);
    expect(journalBytes(dir)).toBeGreaterThan(0);
    await appendEvent(store.events, 's', chat(2, 'third'), 3);
    expect(await store.countEvents('s')).toBe(3);
    await appendEvent(store.events, 's', chat(3, 'fourth'), 4);
    expect((await store.eventTallies(['s'])).get('s')?.utterances).toBe(4);
  });

  it('refuses a duplicate (session, seq) whole, whether it is stored, pending or twice in the append; a seq below the highest that is free is taken', async () => {
    const dir = newDir();
    const store = await open(dir, { fillEveryMs: 60_000 });
    await appendRows(store.events, [0, 1, 2, 5].map((seq) => ({ sessionId: 's', event: chat(seq), at: 1 })));
    await store.events.settle();
    await appendEvent(store.events, 's', chat(6), 1);
    // Stored, pending, and twice in one append: each refuses its append, and nothing of it is kept.
    await expect(store.events.append({ sessionId: 's', events: [chat(7), chat(1)], at: 1 })).rejects.toMatchObject({ code: 'event-log/duplicate' });
    await expect(appendEvent(store.events, 's', chat(6), 1)).rejects.toMatchObject({ code: 'event-log/duplicate' });
    await expect(store.events.append({ sessionId: 't', events: [chat(0), chat(0)], at: 1 })).rejects.toMatchObject({ code: 'event-log/duplicate' });
    await appendEvent(store.events, 's', chat(3), 1);
    expect((await store.listEvents('s')).map((e) => e.seq)).toEqual([0, 1, 2, 3, 5, 6]);
    expect(await store.listEvents('t')).toEqual([]);
  });

  it('reads a session whole and once while the thread fills it: handed-off rows and the table are merged by seq', async () => {
    const dir = newDir();
    const store = await open(dir, { fillEveryMs: 0 });
    await store.events.append({ sessionId: 'big', events: Array.from({ length: 20_000 }, (_, seq) => chat(seq)), at: 1 });
    await vi.waitFor(() => expect(existsSync(join(dir, `${JOURNAL_FILE}.filling`))).toBe(true), { timeout: 5_000, interval: 1 });
    let reads = 0;
    // Reads before, during and after the fill lands: each sees every row once, in order.
    while (existsSync(join(dir, `${JOURNAL_FILE}.filling`)) || reads < 2) {
      const seqs = (await store.events.read('big', { trusted: true })).map((e) => e.seq);
      expect(seqs.length).toBe(20_000);
      expect(seqs.every((seq, i) => seq === i)).toBe(true);
      reads++;
      // A read answers within the turn; the thread's answer that the fill landed comes in a later one.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    expect(reads).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('after a crash, the next store stores what the journal held before it reads or appends', async () => {
    const dir = newDir();
    // Appended and acknowledged, then the process ends without closing its store (as a crash would leave it).
    appendInChild(dir, `for (let i = 0; i < 5; i++) await appendEvent(store.events, 's', { seq: i, t: i, kind: 'chat', role: 'follower', text: 'said ' + i }, 1); process.exit(0);`);
    expect(journalBytes(dir)).toBeGreaterThan(0);
    // The lock leaves no file of its own behind (a rollback journal of the lock's transaction).
    expect(existsSync(join(dir, `${JOURNAL_FILE}.lock-journal`))).toBe(false);
    const store = await open(dir);
    expect(texts(await store.listEvents('s'))).toEqual(['said 0', 'said 1', 'said 2', 'said 3', 'said 4']);
    expect(store.journalRecovery()).toEqual({ rows: 5, setAside: 0, torn: false });
    expect(journalBytes(dir)).toBe(0);
    await expect(appendEvent(store.events, 's', chat(4), 1)).rejects.toMatchObject({ code: 'event-log/duplicate' });
    await appendEvent(store.events, 's', chat(5, 'after'), 1);
    expect(await store.countEvents('s')).toBe(6);
  }, 60_000);

  it('recovers rows that were stored before the crash cut the journal short, sets aside lines that do not parse, and drops a torn last line', async () => {
    const dir = newDir();
    appendInChild(dir, `await appendEvent(store.events, 's', { seq: 0, t: 0, kind: 'chat', role: 'follower', text: 'stored' }, 1); await store.events.settle(); await store.close();`);
    // As if the process had stored its rows but died before emptying the journal, then had a line damaged and one cut short.
    appendFileSync(join(dir, JOURNAL_FILE), `${JSON.stringify(['s', 1, chat(0, 'stored')])}\n${JSON.stringify(['s', 1, chat(1, 'kept')])}\n{"not": "a line"}\n["s", 1, {"seq": 2,`);
    const warnings: string[] = [];
    const store = await open(dir, { warn: (m) => warnings.push(m) });
    expect(texts(await store.listEvents('s'))).toEqual(['stored', 'kept']);
    expect(store.journalRecovery()).toEqual({ rows: 2, setAside: 1, torn: true });
    expect(warnings.join('\n')).toMatch(/1 line\(s\) did not parse.*cut short/);
    expect(readFileSync(join(dir, `${JOURNAL_FILE}.set-aside`), 'utf8')).toContain('{\\"not\\": \\"a line\\"}');
  }, 60_000);

  it('is written by one store only: a second store on the same directory appends straight to SQLite', async () => {
    const dir = newDir();
    const first = await open(dir, { fillEveryMs: 60_000 });
    await appendEvent(first.events, 'a', chat(0), 1);
    const second = await open(dir);
    await appendEvent(second.events, 'b', chat(0), 1);
    expect(await tableRows(first, 'b')).toHaveLength(1);
    expect(second.journalRecovery()).toBeNull();
    expect(await tableRows(second, 'a')).toEqual([]);
    expect(await first.listEvents('a')).toHaveLength(1);
    await first.close();
    stores.splice(stores.indexOf(first), 1);
    // The lock went with the first store: the next one journals.
    const third = await open(dir);
    expect(third.journalRecovery()).toEqual({ rows: 0, setAside: 0, torn: false });
  });

  it('asks for the lock again: a store that found it held journals once its holder has let it go', async () => {
    const dir = newDir();
    const first = await open(dir);
    await appendEvent(first.events, 'a', chat(0), 1);
    await first.events.settle();
    const second = await open(dir, { fillEveryMs: 60_000, lockRetryMs: 0 });
    await appendEvent(second.events, 'b', chat(0), 1);
    expect(await tableRows(first, 'b')).toHaveLength(1);
    expect(journalBytes(dir)).toBe(0);
    await first.close();
    stores.splice(stores.indexOf(first), 1);
    // Without asking again, a server whose first append met a reader's moment with the lock would never journal.
    await appendEvent(second.events, 'b', chat(1), 1);
    expect(await tableRows(second, 'b')).toHaveLength(1);
    expect(journalBytes(dir)).toBeGreaterThan(0);
    expect(await second.countEvents('b')).toBe(2);
  });

  it('stores what is pending when the store closes, and refuses appends after that', async () => {
    const dir = newDir();
    const store = openSqliteStore(dir, { fillEveryMs: 60_000 });
    await store.migrate();
    await appendEvent(store.events, 's', chat(0, 'last words'), 1);
    await store.close();
    await expect(appendEvent(store.events, 's', chat(1), 1)).rejects.toThrow(/closed/);
    expect(journalBytes(dir)).toBe(0);
    const next = await open(dir);
    expect(texts(await next.listEvents('s'))).toEqual(['last words']);
    expect(next.journalRecovery()).toEqual({ rows: 0, setAside: 0, torn: false });
  });

  it('is not kept from a writer by a store that only reads: the reader recovers and lets the lock go', async () => {
    const dir = newDir();
    appendInChild(dir, `await appendEvent(store.events, 's', { seq: 0, t: 0, kind: 'chat', role: 'follower', text: 'left behind' }, 1); process.exit(0);`);
    const reader = await open(dir);
    expect(texts(await reader.listEvents('s'))).toEqual(['left behind']);
    expect(reader.journalRecovery()).toEqual({ rows: 1, setAside: 0, torn: false });
    // A server started while the reader is open takes the lock and journals.
    const writer = await open(dir, { fillEveryMs: 60_000 });
    await appendEvent(writer.events, 's', chat(1), 1);
    expect(await tableRows(writer, 's')).toHaveLength(1);
    expect(journalBytes(dir)).toBeGreaterThan(0);
    expect(writer.journalRecovery()).toEqual({ rows: 0, setAside: 0, torn: false });
    // The reader sees the table: the writer's last append once it is filled.
    expect(await reader.countEvents('s')).toBe(1);
    await writer.events.settle();
    expect(await reader.countEvents('s')).toBe(2);
  }, 60_000);

  it('sets aside a row SQLite refuses when it is filled, and stores the rest', async () => {
    const dir = newDir();
    const warnings: string[] = [];
    const store = await open(dir, { fillEveryMs: 60_000, warn: (m) => warnings.push(m) });
    await appendRows(store.events, [{ sessionId: 's', event: chat(0, 'journaled'), at: 1 }, { sessionId: 's', event: chat(1), at: 1 }]);
    // Another writer (which the one-writer rule excludes) stores the same (session, seq) meanwhile.
    await store.db.insertInto('events').values({ session_id: 's', seq: 0, t: 0, kind: 'chat', role: 'commander', body: JSON.stringify(chat(0, 'other')), created_at: 1 }).execute();
    await store.events.settle();
    expect(texts(await store.listEvents('s'))).toEqual(['other', 'line 1']);
    expect(warnings.join('\n')).toMatch(/refused 1 journaled event/);
    expect(existsSync(join(dir, `${JOURNAL_FILE}.set-aside`))).toBe(true);
    expect(readFileSync(join(dir, `${JOURNAL_FILE}.set-aside`), 'utf8')).toContain('journaled');
    expect(journalBytes(dir)).toBe(0);
  });
});
