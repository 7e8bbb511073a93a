import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRecord } from '@chorehouse/protocol';
import { appendRows } from '../event-log/testing.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startJournalFiller } from './journal-filler.js';
import { journalLine } from './event-journal.js';
import { openSqliteStore, SQLITE_FILE, type SqliteStore } from './sqlite-store.js';

let dir: string;
let store: SqliteStore | null = null;
afterEach(async () => {
  await store?.close();
  store = null;
  rmSync(dir, { recursive: true, force: true });
});

const events: readonly EventRecord[] = [
  { seq: 0, t: 0.5, kind: 'chat', role: 'commander', text: 'pick up the "mug", then – carefully – rinse it\n' },
  // No role: its column is null.
  { seq: 1, t: 1.25, kind: 'resume' },
];

describe('the journal\'s filling thread', () => {
  it('stores a handed-off journal\'s rows as the event loop stores them: same columns, same JSON', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-filler-'));
    store = openSqliteStore(dir, { fillEveryMs: 3_600_000 });
    await store.migrate();
    const rows = events.map((event, i) => ({ sessionId: 'by-thread', event, at: 1_700_000_000_000 + i }));
    const file = join(dir, 'handed-off');
    writeFileSync(file, rows.map((row) => `${journalLine(row, JSON.stringify(row.event))}\n`).join(''));
    const filler = startJournalFiller(join(dir, SQLITE_FILE));
    try {
      const filled = await filler.fill(file, rows.length);
      expect(filled).not.toHaveProperty('error');
    } finally {
      await filler.stop();
    }
    // The same rows through the store's own insert (straight to SQLite: a second store on the directory does not journal).
    await appendRows(store.events, rows.map((row) => ({ ...row, sessionId: 'by-loop' })));
    const second = openSqliteStore(dir);
    try {
      await appendRows(second.events, rows.map((row) => ({ ...row, sessionId: 'direct' })));
    } finally {
      await second.close();
    }
    await store.events.settle();
    const table = await store.db.selectFrom('events').select(['session_id', 'seq', 't', 'kind', 'role', 'body', 'created_at']).orderBy('session_id').orderBy('seq').execute();
    const of = (sessionId: string) => table.filter((r) => r.session_id === sessionId).map(({ session_id: _, ...rest }) => rest);
    expect(of('by-thread')).toHaveLength(2);
    expect(of('by-thread')).toEqual(of('direct'));
    expect(of('by-loop')).toEqual(of('direct'));
  });

  it('answers a fill it cannot do with the error, and one that lost its database as stopped', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-filler-'));
    store = openSqliteStore(dir);
    await store.migrate();
    const filler = startJournalFiller(join(dir, SQLITE_FILE));
    try {
      writeFileSync(join(dir, 'short'), `${journalLine({ sessionId: 's', event: events[0]!, at: 1 }, JSON.stringify(events[0]))}\n`);
      expect(await filler.fill(join(dir, 'short'), 2)).toEqual({ error: expect.stringMatching(/1 line\(s\), not 2/) });
      expect(await filler.fill(join(dir, 'missing'), 1)).toEqual({ error: expect.stringMatching(/ENOENT/) });
      expect(filler.alive).toBe(true);
    } finally {
      await filler.stop();
    }
    const lost = startJournalFiller(join(dir, 'no-such.sqlite'));
    expect(await lost.fill(join(dir, 'short'), 1)).toEqual({ error: expect.any(String) });
    expect(lost.alive).toBe(false);
  });
});
