/** The shared lobby's contract (shared-lobby.ts), run by the store's contract suite on both dialects. */
import { expect, it } from 'vitest';
import type { EpisodeRecord, Store, WaitingSeat } from './store.js';

const waiting = (workerId: string, since: number, owner = 'p1'): WaitingSeat => ({ workerId, name: workerId, browser: `k-${workerId}`, platform: 'local', since, owner });

export function sharedLobbyContract(store: () => Store, episode: (id: string) => EpisodeRecord): void {
  it('shared lobby: a worker waits once; claims take the longest-waiting partner, never the claimant nor a blocked pair', async () => {
    expect(await store().addWaiting(waiting('ann', 10))).toBe(true);
    expect(await store().addWaiting(waiting('ann', 11, 'p2'))).toBe(false);
    await store().addWaiting(waiting('bob', 20, 'p2'));
    await store().addWaiting(waiting('cat', 30));
    await store().blockPair('dan', 'ann', 1);
    expect(await store().claimWaiting('dan')).toEqual(waiting('bob', 20, 'p2'));
    expect(await store().claimWaiting('ann')).toEqual(waiting('cat', 30));
    expect(await store().claimWaiting('ann')).toBeNull();
    expect((await store().listWaiting()).map((w) => w.workerId)).toEqual(['ann']);
  });

  it('shared lobby: stale places are passed over; a process going down takes its own out', async () => {
    await store().addWaiting(waiting('old', 5, 'p2'));
    await store().addWaiting(waiting('new', 50, 'p1'));
    expect((await store().claimWaiting('me', 10))?.workerId).toBe('new');
    expect(await store().removeWaitingOf('p2')).toBe(1);
    expect(await store().listWaiting()).toEqual([]);
  });

  it('shared lobby: leaving takes out only the place named (its browser, or the time it joined)', async () => {
    await store().addWaiting(waiting('ann', 10));
    expect(await store().removeWaiting('ann', { browser: 'other' })).toBeNull();
    expect(await store().removeWaiting('ann', { since: 9 })).toBeNull();
    expect(await store().removeWaiting('ann', { browser: 'k-ann', since: 10 })).toEqual(waiting('ann', 10));
    expect(await store().removeWaiting('ann')).toBeNull();
  });

  it('shared lobby: claims at once never take the same partner twice', async () => {
    for (let i = 0; i < 6; i++) await store().addWaiting(waiting(`w${i}`, i));
    const claims = await Promise.all(['x1', 'x2', 'x3', 'x4'].map((w) => store().claimWaiting(w)));
    const got = claims.map((c) => c?.workerId);
    expect(new Set(got).size).toBe(4);
    expect(await store().listWaiting()).toHaveLength(2);
  });

  it('live seats: a worker is seated in one live session at most; ending it or a bot taking the seat frees them', async () => {
    await store().addEpisode(episode('e1'));
    const session = (id: string, commanderId: string, followerId: string, botRole: 'commander' | 'follower' | null = null) =>
      store().createSession({ id, episodeId: 'e1', commanderId, followerId, botRole, startedAt: 1, owner: 'p1' });
    await session('s1', 'ann', 'bob');
    expect(await store().liveSessionOf('ann')).toBe('s1');
    await expect(session('s2', 'cat', 'bob')).rejects.toMatchObject({ code: 'store/seat_taken', workerIds: ['bob'] });
    expect(await store().getSession('s2')).toBeNull();
    expect(await store().liveSessionOf('cat')).toBeNull();
    // The in-process bot's seat is nobody's: it plays any number of games.
    await session('s3', 'cat', 'bot:rule-based', 'follower');
    await session('s4', 'bot:rule-based', 'dan', 'commander');
    await store().endSession('s1', { outcome: 'finished', reason: 'x', at: 2 });
    expect(await store().liveSessionOf('ann')).toBeNull();
    await session('s5', 'ann', 'bob');
    await store().setSeat('s5', 'follower', 'replaced');
    expect(await store().liveSessionOf('bob')).toBeNull();
    expect(await store().liveSessionOf('ann')).toBe('s5');
  });
}
