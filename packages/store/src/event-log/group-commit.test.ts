/** Group commit: the first event of a loop turn written at once, the rest of the turn (and what comes during a write) in one batch, each append answered only once durable. */
import type { EventRecord } from '@chorehouse/protocol';
import type { EventRow } from '../store.js';
import { describe, expect, it } from 'vitest';
import { FenceBook } from './fence-book.js';
import { GroupCommit } from './group-commit.js';

const chat = (seq: number): EventRecord => ({ seq, t: seq, kind: 'chat', role: 'commander', text: `line ${seq}` });

/**
 * A batch writer with the contract of the logs' own (sqlite-event-log.ts, postgres-event-log.ts):
 * the whole batch is stored, or nothing of it when any (session, seq) is stored already or twice.
 */
function fakeStore() {
  const stored: string[] = [];
  const batches: number[] = [];
  let release: (() => void) | null = null;
  const key = (r: EventRow) => `${r.sessionId}#${r.event.seq}`;
  return {
    stored, batches,
    hold() { return new Promise<void>((r) => { release = r; }); },
    release() { release?.(); },
    held: null as Promise<void> | null,
    async write(rows: readonly EventRow[]) {
      batches.push(rows.length);
      if (this.held) await this.held;
      const keys = rows.map(key);
      if (keys.some((k, i) => stored.includes(k) || keys.indexOf(k) !== i)) throw new Error('duplicate in batch');
      stored.push(...keys);
    },
  };
}

const commitTo = (store: ReturnType<typeof fakeStore>) => new GroupCommit((rows) => store.write(rows), new FenceBook());
const one = (sessionId: string, event: EventRecord, at: number) => ({ sessionId, events: [event], at });

describe('GroupCommit', () => {
  it('writes the first event of a turn at once, and what the turn records after it in one batch at its end', async () => {
    const store = fakeStore();
    const writer = commitTo(store);
    const appends = [writer.append(one('a', chat(0), 1)), writer.append(one('b', chat(0), 1)), writer.append(one('a', chat(1), 1))];
    // The first went to the store before append returned; the other two wait for the turn's end.
    expect(store.batches).toEqual([1]);
    await Promise.all(appends);
    expect(store.batches).toEqual([1, 2]);
    expect(store.stored).toEqual(['a#0', 'b#0', 'a#1']);
  });

  it('answers a lone event within the turn that recorded it when the store commits before its call returns (the SQLite journal)', async () => {
    const batches: number[] = [];
    const writer = new GroupCommit((rows) => { batches.push(rows.length); }, new FenceBook());
    const order: string[] = [];
    const turnEnd = new Promise<void>((r) => setImmediate(() => { order.push('turn end'); r(); }));
    const first = writer.append(one('a', chat(0), 1)).then(() => order.push('a'));
    const second = writer.append(one('b', chat(0), 1)).then(() => order.push('b'));
    await Promise.all([first, second, turnEnd]);
    expect(order).toEqual(['a', 'turn end', 'b']);
    expect(batches).toEqual([1, 1]);
    // In a later turn, the first event is written at once again.
    await new Promise<void>((r) => setImmediate(r));
    const later = writer.append(one('a', chat(1), 1));
    expect(batches).toEqual([1, 1, 1]);
    await later;
  });

  it('answers an append only once its batch is durable (write-ahead)', async () => {
    const store = fakeStore();
    store.held = store.hold();
    const writer = commitTo(store);
    let done = false;
    const p = writer.append(one('a', chat(0), 1)).then(() => { done = true; });
    await new Promise<void>((r) => setImmediate(r));
    await new Promise<void>((r) => setImmediate(r));
    expect(store.batches).toEqual([1]);
    expect(done).toBe(false);
    store.release();
    await p;
    expect(done).toBe(true);
  });

  it('a bad row fails its own append only; the rest of the batch is stored', async () => {
    const store = fakeStore();
    const writer = commitTo(store);
    await writer.append(one('a', chat(0), 1));
    const results = await Promise.allSettled([writer.append(one('b', chat(0), 2)), writer.append(one('a', chat(0), 2)), writer.append(one('b', chat(1), 2))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.stored).toEqual(['a#0', 'b#0', 'b#1']);
  });

  it('writes one batch at a time: what is recorded meanwhile, over several turns, goes in one next batch', async () => {
    const store = fakeStore();
    store.held = store.hold();
    const writer = commitTo(store);
    const first = writer.append(one('a', chat(0), 1));
    const turn = () => new Promise<void>((r) => setImmediate(r));
    await turn();
    await turn();
    const later: Promise<void>[] = [];
    for (let k = 1; k <= 3; k++) {
      later.push(writer.append(one('a', chat(k), 1)), writer.append(one('b', chat(k), 1)));
      await turn();
    }
    expect(store.batches).toEqual([1]);
    store.held = null;
    store.release();
    await Promise.all([first, ...later]);
    expect(store.batches).toEqual([1, 6]);
    expect(store.stored).toEqual(['a#0', 'a#1', 'b#1', 'a#2', 'b#2', 'a#3', 'b#3']);
  });

  it('refuses a stale fence before anything is written, and a closed commit refuses appends after answering those before', async () => {
    const store = fakeStore();
    const writer = commitTo(store);
    await writer.append({ ...one('a', chat(0), 1), fence: { owner: 'new', token: 2 } });
    await expect(writer.append({ ...one('a', chat(1), 1), fence: { owner: 'old', token: 1 } })).rejects.toMatchObject({ code: 'event-log/fenced' });
    expect(store.batches).toEqual([1]);
    store.held = store.hold();
    const pending = [writer.append(one('a', chat(1), 1)), writer.append(one('b', chat(0), 1))];
    const closed = writer.close();
    await expect(writer.append(one('c', chat(0), 1))).rejects.toMatchObject({ code: 'event-log/closed' });
    store.held = null;
    store.release();
    await closed;
    await Promise.all(pending);
    expect(store.stored).toEqual(['a#0', 'a#1', 'b#0']);
  });
});
