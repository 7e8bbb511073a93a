/**
 * The event log's contract (event-log.ts), run against every store implementation by the store's
 * contract suite (store-contract.ts): SQLite with its journal, and PostgreSQL.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { expect, it } from 'vitest';
import type { Store } from '../store.js';

const chat = (seq: number, text: string): EventRecord => ({ seq, t: seq * 10, kind: 'chat', role: 'commander', text });
const texts = (events: readonly EventRecord[]) => events.map((e) => (e.kind === 'chat' ? e.text : e.kind));

/** `store()`: the test's fresh, migrated store (closed by the suite); `open()`: one more, for a test that closes it itself. */
export function eventLogContract(store: () => Store, open: () => Promise<Store>): void {
  it('event log: reads back what was appended, in seq order, checked or trusted alike', async () => {
    const events: EventRecord[] = [
      chat(0, 'hello'),
      { seq: 1, t: 15, kind: 'action', role: 'follower', action: { name: 'Pickup', x: 0.5, y: 0.25 },
        outcome: { success: true, code: 'ok', message: 'Picked up the Mug.', objectId: 'Mug|1', changes: [{ kind: 'object', objectId: 'Mug|1', property: 'isPickedUp', from: false, to: true }] } },
      { seq: 2, t: 20, kind: 'end', outcome: 'finished', reason: 'Finish' },
    ];
    const log = store().events;
    await log.append({ sessionId: 's1', events: events.slice(0, 1), at: 1000 });
    await log.append({ sessionId: 's1', events: events.slice(1), at: 1000 });
    await log.append({ sessionId: 's2', events: [chat(0, 'other')], at: 1000 });
    expect(await log.read('s1')).toEqual(events);
    expect(await log.read('s1', { trusted: true })).toEqual(events);
    expect(await log.read('none')).toEqual([]);
  });

  it('event log: refuses an append with a stored seq, or a seq twice, whole and with its code', async () => {
    const log = store().events;
    await log.append({ sessionId: 's', events: [chat(0, 'a'), chat(1, 'b')], at: 1 });
    await expect(log.append({ sessionId: 's', events: [chat(2, 'c'), chat(1, 'again')], at: 2 })).rejects.toMatchObject({ code: 'event-log/duplicate' });
    await expect(log.append({ sessionId: 's', events: [chat(3, 'd'), chat(3, 'twice')], at: 2 })).rejects.toMatchObject({ code: 'event-log/duplicate' });
    expect(texts(await log.read('s'))).toEqual(['a', 'b']);
    // A free seq is taken, as the table's key allows.
    await log.append({ sessionId: 's', events: [chat(5, 'e')], at: 3 });
    await log.append({ sessionId: 's', events: [chat(3, 'f')], at: 3 });
    expect(texts(await log.read('s'))).toEqual(['a', 'b', 'f', 'e']);
  });

  it('event log: appends of one turn are written together and answered each on its own', async () => {
    const log = store().events;
    await log.append({ sessionId: 'a', events: [chat(0, 'a0')], at: 1 });
    const results = await Promise.allSettled([
      log.append({ sessionId: 'b', events: [chat(0, 'b0')], at: 2 }),
      log.append({ sessionId: 'a', events: [chat(0, 'dup')], at: 2 }),
      log.append({ sessionId: 'b', events: [chat(1, 'b1')], at: 2 }),
      log.append({ sessionId: 'a', events: [chat(1, 'a1')], at: 2 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(texts(await log.read('a'))).toEqual(['a0', 'a1']);
    expect(texts(await log.read('b'))).toEqual(['b0', 'b1']);
  });

  it('event log: every append that resolved before a read is in it', async () => {
    const log = store().events;
    for (let seq = 0; seq < 60; seq++) {
      await log.append({ sessionId: 's', events: [chat(seq, `line ${seq}`)], at: seq });
      if (seq % 7 === 0) expect((await log.read('s', { trusted: true })).map((e) => e.seq)).toEqual(Array.from({ length: seq + 1 }, (_, i) => i));
    }
    const many = Array.from({ length: 1200 }, (_, i) => chat(i, `line ${i}`));
    await log.append({ sessionId: 'big', events: many, at: 4 });
    expect((await log.read('big')).length).toBe(1200);
    expect(await store().countEvents('big')).toBe(1200);
    await log.append({ sessionId: 'big', events: [], at: 5 });
  });

  it('event log: refuses an append whose fencing token is older than the session\'s, and stores nothing of it', async () => {
    const log = store().events;
    await log.append({ sessionId: 's', events: [chat(0, 'a')], at: 1, fence: { owner: 'p1', token: 1 } });
    await log.append({ sessionId: 's', events: [chat(1, 'b')], at: 2, fence: { owner: 'p2', token: 2 } });
    const stale = log.append({ sessionId: 's', events: [chat(2, 'late')], at: 3, fence: { owner: 'p1', token: 1 } });
    await expect(stale).rejects.toMatchObject({ code: 'event-log/fenced' });
    await log.append({ sessionId: 's', events: [chat(2, 'c')], at: 3, fence: { owner: 'p2', token: 2 } });
    // Another session's fence is its own.
    await log.append({ sessionId: 't', events: [chat(0, 'x')], at: 3, fence: { owner: 'p1', token: 1 } });
    expect(texts(await log.read('s'))).toEqual(['a', 'b', 'c']);
  });

  it('event log: answers what was appended before the store closed, and refuses appends after', async () => {
    const own = await open();
    const before = own.events.append({ sessionId: 's', events: [chat(0, 'last words')], at: 1 });
    const during = own.events.append({ sessionId: 's', events: [chat(1, 'same turn')], at: 1 });
    await own.close();
    await expect(before).resolves.toBeUndefined();
    await expect(during).resolves.toBeUndefined();
    await expect(own.events.append({ sessionId: 's', events: [chat(2, 'too late')], at: 2 })).rejects.toMatchObject({ code: 'event-log/closed' });
  });
}
