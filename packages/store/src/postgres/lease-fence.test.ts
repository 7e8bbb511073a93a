/**
 * Fencing across processes on PostgreSQL (127.0.0.1:5432, database `test`): two stores on one schema
 * are two server processes. Their event logs' in-memory books know nothing of each other, so every
 * refusal here is the lease check in the insert's transaction.
 */
import { randomBytes } from 'node:crypto';
import type { EventRecord } from '@chorehouse/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgresStore } from './postgres-store.js';
import type { KyselyStore } from '../kysely-store.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `lease_${randomBytes(6).toString('hex')}`;
const stores: KyselyStore[] = [];
afterAll(async () => {
  for (const s of stores) await s.close();
  await dropPostgresSchema(TEST_DATABASE_URL, schema);
});

async function serverProcess(): Promise<KyselyStore> {
  const s = await openPostgresStore(TEST_DATABASE_URL, schema);
  await s.migrate();
  stores.push(s);
  return s;
}

const chat = (seq: number, text: string): EventRecord => ({ seq, t: seq, kind: 'chat', role: 'commander', text });

describe('PostgreSQL event log: fences checked against the lease in the insert\'s transaction', () => {
  it('refuses the old owner\'s appends once another process took the game over, and stores nothing of them', async () => {
    const a = await serverProcess();
    const b = await serverProcess();
    const leaseA = (await a.acquireLease('g1', { owner: 'a', now: 0, ttlMs: 1000 }))!;
    await a.events.append({ sessionId: 'g1', events: [chat(0, 'a owns')], at: 1, fence: { owner: 'a', token: leaseA.token } });
    // a stops renewing (a pause, a partition); its lease lapses and b takes the game over.
    const leaseB = (await b.acquireLease('g1', { owner: 'b', now: 1000, ttlMs: 1000 }))!;
    expect(leaseB.token).toBe(2);
    const stale = a.events.append({ sessionId: 'g1', events: [chat(1, 'a, too late')], at: 2, fence: { owner: 'a', token: leaseA.token } });
    await expect(stale).rejects.toMatchObject({ code: 'event-log/fenced' });
    await b.events.append({ sessionId: 'g1', events: [chat(1, 'b owns')], at: 3, fence: { owner: 'b', token: leaseB.token } });
    expect((await a.events.read('g1')).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(['a owns', 'b owns']);
  });

  it('refuses only the stale append of a batch: another session\'s appends of the same turn are stored', async () => {
    const a = await serverProcess();
    const b = await serverProcess();
    const old = (await a.acquireLease('g2', { owner: 'a', now: 0, ttlMs: 10 }))!;
    const mine = (await a.acquireLease('g3', { owner: 'a', now: 0, ttlMs: 10_000 }))!;
    await b.acquireLease('g2', { owner: 'b', now: 20, ttlMs: 10_000 });
    const results = await Promise.allSettled([
      a.events.append({ sessionId: 'g3', events: [chat(0, 'first')], at: 1, fence: { owner: 'a', token: mine.token } }),
      a.events.append({ sessionId: 'g2', events: [chat(0, 'stale')], at: 1, fence: { owner: 'a', token: old.token } }),
      a.events.append({ sessionId: 'g3', events: [chat(1, 'second')], at: 1, fence: { owner: 'a', token: mine.token } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await a.events.read('g2')).toEqual([]);
    expect((await a.events.read('g3')).length).toBe(2);
  });

  it('a takeover waits for an append under way: the append is either before the new token or refused, never after it', async () => {
    const a = await serverProcess();
    const b = await serverProcess();
    const lease = (await a.acquireLease('g4', { owner: 'a', now: 0, ttlMs: 10 }))!;
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, seq) =>
      a.events.append({ sessionId: 'g4', events: [chat(seq, `a${seq}`)], at: seq, fence: { owner: 'a', token: lease.token } }).then(() => seq)));
    const takeover = await b.acquireLease('g4', { owner: 'b', now: 100, ttlMs: 10_000 });
    expect(takeover?.token).toBe(2);
    const stored = (await b.events.read('g4')).map((e) => e.seq);
    expect(stored).toEqual(outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])));
    await expect(a.events.append({ sessionId: 'g4', events: [chat(99, 'late')], at: 99, fence: { owner: 'a', token: lease.token } })).rejects.toMatchObject({ code: 'event-log/fenced' });
  });
});
