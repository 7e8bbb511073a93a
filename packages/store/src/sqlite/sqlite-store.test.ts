import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRecord } from '@chorehouse/protocol';
import { appendEvent, appendRows } from '../event-log/testing.js';
import { afterAll, describe, expect, it } from 'vitest';
import { KyselyEventInsert } from '../event-log/event-rows.js';
import { openSqliteStore } from './sqlite-store.js';
import { storeContract } from '../store-contract.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

storeContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-store-'));
  dirs.push(dir);
  const store = openSqliteStore(dir);
  await store.migrate();
  return store;
});

describe('SqliteStore event appends', () => {
  const chat = (seq: number, text: string): EventRecord => ({ seq, t: seq, kind: 'chat', role: 'commander', text });
  const open = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-store-'));
    dirs.push(dir);
    const store = openSqliteStore(dir);
    await store.migrate();
    return store;
  };

  it('waits for a transaction Kysely holds open across awaits, and is not rolled back with it', async () => {
    const store = await open();
    let appended: Promise<void> | null = null;
    await expect(store.db.transaction().execute(async (tx) => {
      await tx.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
      appended = appendRows(store.events, [{ sessionId: 's', event: chat(0, 'kept'), at: 1 }]);
      await new Promise((r) => setImmediate(r));
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    await appended;
    expect((await store.listEvents('s')).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(['kept']);
    expect(await store.db.selectFrom('settings').selectAll().execute()).toEqual([]);
    await store.close();
  });

  it('stores a batch in order across sessions, and reads back what the Kysely path would', async () => {
    const store = await open();
    await appendRows(store.events, [{ sessionId: 'a', event: chat(0, 'one'), at: 5 }, { sessionId: 'b', event: chat(0, 'two'), at: 5 }, { sessionId: 'a', event: chat(1, 'three'), at: 6 }]);
    await appendEvent(store.events, 'b', chat(1, 'four'), 7);
    expect((await store.listEvents('a')).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(['one', 'three']);
    expect((await store.listEvents('b')).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(['two', 'four']);
    // A query through `db` reads the table as it is: the journal's rows are stored first.
    await store.events.settle();
    const rows = await store.db.selectFrom('events').select(['session_id', 'seq', 'kind', 'role', 'created_at']).orderBy('created_at').orderBy('session_id').execute();
    expect(rows).toEqual([
      { session_id: 'a', seq: 0, kind: 'chat', role: 'commander', created_at: 5 }, { session_id: 'b', seq: 0, kind: 'chat', role: 'commander', created_at: 5 },
      { session_id: 'a', seq: 1, kind: 'chat', role: 'commander', created_at: 6 }, { session_id: 'b', seq: 1, kind: 'chat', role: 'commander', created_at: 7 },
    ]);
    await expect(appendEvent(store.events, 'a', chat(1, 'again'), 8)).rejects.toMatchObject({ code: 'event-log/duplicate' });
    await store.close();
  });

  it('writes the same rows, column for column, as the Kysely path of the PostgreSQL log (and of SQLite inside a transaction)', async () => {
    const store = await open();
    const action: EventRecord = { seq: 0, t: 12, kind: 'action', role: 'follower', action: { name: 'Turn Left' }, outcome: { success: true, code: 'ok', message: 'Turn Left.', objectId: null, changes: [] } };
    const events = [action, chat(1, 'é "quoted"'), { seq: 2, t: 40, kind: 'connect', role: 'commander' } as EventRecord];
    await appendRows(store.events, events.map((event) => ({ sessionId: 'direct', event, at: 9 })));
    await new KyselyEventInsert(store.db, 'sqlite').run(events.map((event) => ({ sessionId: 'kysely', event, at: 9 })));
    // A query through `db` reads the table as it is: the journal's rows are stored first.
    await store.events.settle();
    const rows = async (sessionId: string) => (await store.db.selectFrom('events').selectAll().where('session_id', '=', sessionId).orderBy('seq').execute()).map(({ session_id: _, ...rest }) => rest);
    expect(await rows('direct')).toEqual(await rows('kysely'));
    expect((await rows('direct')).length).toBe(3);
    await store.close();
  });
});
