/** Group commit: the first event of a loop turn written at once, the rest of the turn (and what comes during a write) in one batch, each append answered only once durable. */
import type { EventRecord } from '@chorehouse/protocol';
import type { EventRow } from '@chorehouse/store';
import { describe, expect, it } from 'vitest';
import { EventWriter } from './event-writer.js';

const chat = (seq: number): EventRecord => ({ seq, t: seq, kind: 'chat', role: 'commander', text: `line ${seq}` });

function fakeStore() {
  const stored: string[] = [];
  const batches: number[] = [];
  let release: (() => void) | null = null;
  const key = (r: EventRow) => `${r.sessionId}#${r.event.seq}`;
  const add = (r: EventRow) => {
    if (stored.includes(key(r))) throw new Error(`duplicate ${key(r)}`);
    stored.push(key(r));
  };
  return {
    stored, batches,
    hold() { return new Promise<void>((r) => { release = r; }); },
    release() { release?.(); },
    held: null as Promise<void> | null,
    async appendEvents(rows: readonly EventRow[]) {
      batches.push(rows.length);
      if (this.held) await this.held;
      const keys = rows.map(key);
      if (keys.some((k, i) => stored.includes(k) || keys.indexOf(k) !== i)) throw new Error('duplicate in batch');
      for (const r of rows) add(r);
    },
    async appendEvent(sessionId: string, event: EventRecord, at: number) { add({ sessionId, event, at }); },
  };
}

describe('EventWriter', () => {
  it('writes the first event of a turn at once, and what the turn records after it in one batch at its end', async () => {
    const store = fakeStore();
    const writer = new EventWriter(store);
    const appends = [writer.appendEvent('a', chat(0), 1), writer.appendEvent('b', chat(0), 1), writer.appendEvent('a', chat(1), 1)];
    // The first went to the store before appendEvent returned; the other two wait for the turn's end.
    expect(store.batches).toEqual([1]);
    await Promise.all(appends);
    expect(store.batches).toEqual([1, 2]);
    expect(store.stored).toEqual(['a#0', 'b#0', 'a#1']);
  });

  it('answers a lone event within the turn that recorded it when the store commits before its call returns (better-sqlite3)', async () => {
    const batches: number[] = [];
    const writer = new EventWriter({
      appendEvents: (rows) => { batches.push(rows.length); return Promise.resolve(); },
      appendEvent: () => Promise.resolve(),
    });
    const order: string[] = [];
    const turnEnd = new Promise<void>((r) => setImmediate(() => { order.push('turn end'); r(); }));
    const first = writer.appendEvent('a', chat(0), 1).then(() => order.push('a'));
    const second = writer.appendEvent('b', chat(0), 1).then(() => order.push('b'));
    await Promise.all([first, second, turnEnd]);
    expect(order).toEqual(['a', 'turn end', 'b']);
    expect(batches).toEqual([1, 1]);
    // In a later turn, the first event is written at once again.
    await new Promise<void>((r) => setImmediate(r));
    const later = writer.appendEvent('a', chat(1), 1);
    expect(batches).toEqual([1, 1, 1]);
    await later;
  });

  it('answers an append only once its batch is durable (write-ahead)', async () => {
    const store = fakeStore();
    store.held = store.hold();
    const writer = new EventWriter(store);
    let done = false;
    const p = writer.appendEvent('a', chat(0), 1).then(() => { done = true; });
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
    const writer = new EventWriter(store);
    await writer.appendEvent('a', chat(0), 1);
    const results = await Promise.allSettled([writer.appendEvent('b', chat(0), 2), writer.appendEvent('a', chat(0), 2), writer.appendEvent('b', chat(1), 2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.stored).toEqual(['a#0', 'b#0', 'b#1']);
  });

  it('writes one batch at a time: what is recorded meanwhile, over several turns, goes in one next batch', async () => {
    const store = fakeStore();
    store.held = store.hold();
    const writer = new EventWriter(store);
    const first = writer.appendEvent('a', chat(0), 1);
    const turn = () => new Promise<void>((r) => setImmediate(r));
    await turn();
    await turn();
    const later: Promise<void>[] = [];
    for (let k = 1; k <= 3; k++) {
      later.push(writer.appendEvent('a', chat(k), 1), writer.appendEvent('b', chat(k), 1));
      await turn();
    }
    expect(store.batches).toEqual([1]);
    store.held = null;
    store.release();
    await Promise.all([first, ...later]);
    expect(store.batches).toEqual([1, 6]);
    expect(store.stored).toEqual(['a#0', 'a#1', 'b#1', 'a#2', 'b#2', 'a#3', 'b#3']);
  });
});
