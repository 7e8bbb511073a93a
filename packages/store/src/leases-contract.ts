/** The game leases' contract (leases.ts), run by the store's contract suite on both dialects. */
import { expect, it } from 'vitest';
import type { EpisodeRecord, Store } from './store.js';

/** `episode`: a sample pool episode for the sessions a test makes (store-contract.ts's). */
export function leasesContract(store: () => Store, episode: (id: string) => EpisodeRecord): void {
  const p1 = { owner: 'p1', ttlMs: 3000 };
  const p2 = { owner: 'p2', ttlMs: 3000 };

  it('leases: the first asker gets token 1; a held lease is refused to anyone, its holder renews it', async () => {
    const lease = await store().acquireLease('s', { ...p1, now: 1000 });
    expect(lease).toEqual({ sessionId: 's', owner: 'p1', token: 1, expiresAt: 4000 });
    expect(await store().acquireLease('s', { ...p2, now: 3999 })).toBeNull();
    expect(await store().acquireLease('s', { ...p1, now: 3999 })).toBeNull();
    expect(await store().renewLease(lease!, { now: 3500, ttlMs: 3000 })).toMatchObject({ token: 1, expiresAt: 6500 });
    expect(await store().acquireLease('s', { ...p2, now: 6000 })).toBeNull();
  });

  it('leases: a lapsed lease goes to the next asker with the token one higher; the old holder can neither renew nor release it', async () => {
    const old = (await store().acquireLease('s', { ...p1, now: 0 }))!;
    const taken = await store().acquireLease('s', { ...p2, now: 3000 });
    expect(taken).toEqual({ sessionId: 's', owner: 'p2', token: 2, expiresAt: 6000 });
    expect(await store().renewLease(old, { now: 3001, ttlMs: 3000 })).toBeNull();
    expect(await store().releaseLease(old)).toBe(false);
    expect(await store().listLeases()).toEqual([taken]);
  });

  it('leases: a released lease is free at once and its token keeps growing; the list reads them back', async () => {
    const first = (await store().acquireLease('a', { ...p1, now: 10 }))!;
    await store().acquireLease('b', { ...p1, now: 10 });
    expect(await store().releaseLease(first)).toBe(true);
    expect(await store().acquireLease('a', { ...p2, now: 11 })).toMatchObject({ owner: 'p2', token: 2 });
    expect((await store().listLeases()).map((l) => [l.sessionId, l.owner, l.token])).toEqual([['a', 'p2', 2], ['b', 'p1', 1]]);
    expect((await store().listLeases(['b', 'none'])).map((l) => l.sessionId)).toEqual(['b']);
    expect(await store().listLeases([])).toEqual([]);
  });

  it('leases: of processes asking at once for a free or lapsed lease, exactly one gets it', async () => {
    const asks = await Promise.all(['x1', 'x2', 'x3', 'x4', 'x5'].map((owner) => store().acquireLease('s', { owner, now: 0, ttlMs: 10 })));
    expect(asks.filter(Boolean)).toHaveLength(1);
    const again = await Promise.all(['y1', 'y2', 'y3', 'y4'].map((owner) => store().acquireLease('s', { owner, now: 100, ttlMs: 10 })));
    expect(again.filter(Boolean).map((l) => l!.token)).toEqual([2]);
  });

  it('leases: a process renews all its games in one call and learns which it lost', async () => {
    const a = (await store().acquireLease('a', { ...p1, now: 0 }))!;
    await store().acquireLease('b', { ...p1, now: 0 });
    await store().acquireLease('c', { ...p1, now: 0 });
    await store().releaseLease(a);
    await store().acquireLease('b', { ...p2, now: 3000 });
    const renewed = await store().renewLeases('p1', ['a', 'b', 'c'], { now: 3000, ttlMs: 3000 });
    expect(renewed.map((l) => [l.sessionId, l.expiresAt])).toEqual([['c', 6000]]);
    expect(await store().renewLeases('p1', [], { now: 1, ttlMs: 1 })).toEqual([]);
  });

  it('leases: live sessions nobody holds are the ones to take over, oldest first', async () => {
    await store().addEpisode(episode('e1'));
    for (const [id, startedAt] of [['held', 1], ['lapsed', 2], ['never', 3], ['done', 0]] as const) {
      await store().createSession({ id, episodeId: 'e1', commanderId: `c-${id}`, followerId: `f-${id}`, botRole: null, startedAt, owner: 'p1' });
    }
    await store().acquireLease('held', { ...p1, now: 0, ttlMs: 10_000 });
    await store().acquireLease('lapsed', { ...p1, now: 0 });
    await store().endSession('done', { outcome: 'finished', reason: 'x', at: 5 });
    expect(await store().unownedLiveSessions(5000)).toEqual(['lapsed', 'never']);
    expect(await store().unownedLiveSessions(5000, 1)).toEqual(['lapsed']);
  });
}
