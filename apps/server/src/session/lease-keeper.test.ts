import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type Store } from '@chorehouse/store';
import { demoCoffeeEpisode } from '../testing/harness.js';
import { LeaseKeeper } from './lease-keeper.js';

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'lease-keeper-'));
  dirs.push(dir);
  const store = openSqliteStore(dir);
  stores.push(store);
  await store.migrate();
  let now = 1_000;
  const clock = { now: () => now, mono: () => now };
  const lost: string[] = [];
  const offered: string[][] = [];
  const keeper = (owner: string) => new LeaseKeeper({
    store, clock, owner, ttlMs: 3000, renewMs: 1000, failed: (e) => { throw e; },
    lost: (id) => lost.push(id), orphaned: async (ids) => { offered.push([...ids]); },
  });
  return { store, keeper, lost, offered, advance: (ms: number) => { now += ms; } };
}

describe('LeaseKeeper', () => {
  it('renews what it holds, fences its appends with the token, and learns which games it lost', async () => {
    const { store, keeper, lost, advance } = await setUp();
    const a = keeper('a');
    const b = keeper('b');
    expect(await a.acquire('g1')).toBe(true);
    expect(await a.acquire('g2')).toBe(true);
    expect(a.fence('g1')).toEqual({ owner: 'a', token: 1 });
    expect(await b.acquire('g1')).toBe(false);
    advance(2500);
    await a.tick();
    expect((await store.listLeases(['g1']))[0]!.expiresAt).toBe(3500 + 3000);
    await a.release('g2');
    advance(4000);
    // a stalled past its lease: b takes g1 (token 2), and a's next tick says it lost it.
    expect(await b.acquire('g1')).toBe(true);
    await a.tick();
    expect(lost).toEqual(['g1']);
    expect(a.fence('g1')).toBeUndefined();
    expect(b.fence('g1')).toEqual({ owner: 'b', token: 2 });
  });

  it('offers the live games nobody holds, and none while draining', async () => {
    const { store, keeper, offered, advance } = await setUp();
    await store.addEpisode(demoCoffeeEpisode());
    await store.createSession({ id: 's1', episodeId: demoCoffeeEpisode().id, commanderId: 'c', followerId: 'f', botRole: null, startedAt: 1, owner: 'gone' });
    const a = keeper('a');
    await a.tick();
    expect(offered).toEqual([['s1']]);
    await keeper('b').acquire('s1');
    advance(1000);
    await a.tick();
    expect(offered).toHaveLength(1);
    advance(3000);
    a.stopAdopting();
    await a.tick();
    expect(offered).toHaveLength(1);
  });
});
