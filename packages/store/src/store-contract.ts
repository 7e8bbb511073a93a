/**
 * One contract every Store implementation must pass (tldraw's storageContractSuite). Each test
 * gets a fresh, migrated store from `open` and closes it afterwards.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EpisodeRecord, Store } from './store.js';

export const sampleEpisode = (id: string, taskName = 'Coffee'): EpisodeRecord => ({
  id, taskName, benchmarkName: taskName === 'Coffee' ? 'Make Coffee' : taskName, params: [], floorPlan: 1, split: 'train',
  seed: 2 ** 28 + 7, world: '{"objects":[]}', worldHash: 'abc', solutionSteps: 40, createdAt: 1_700_000_000_000,
});

const chat = (seq: number, text: string): EventRecord => ({ seq, t: seq * 10, kind: 'chat', role: 'commander', text });

export function storeContract(name: string, open: () => Promise<Store>): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => { await store.close(); });

    it('migrates once', async () => {
      expect(await store.migrate()).toEqual([]);
    });

    it('records every migration as applied', async () => {
      const { MIGRATIONS } = await import('./migrations.js');
      expect(await store.appliedMigrations()).toEqual(Object.keys(MIGRATIONS));
    });

    it('upserts workers and keeps their flags', async () => {
      const w = await store.upsertWorker({ id: 'mturk:A1', platform: 'mturk', externalId: 'A1', name: 'A1', createdAt: 5 });
      expect(w).toMatchObject({ id: 'mturk:A1', vetted: false, blocked: false, createdAt: 5 });
      await store.setWorkerFlags('mturk:A1', { vetted: true });
      const again = await store.upsertWorker({ id: 'mturk:A1', platform: 'mturk', externalId: 'A1', name: 'Ann', createdAt: 9 });
      expect(again).toMatchObject({ name: 'Ann', vetted: true, createdAt: 5 });
      expect(await store.setWorkerFlags('mturk:A1', { blocked: true })).toMatchObject({ blocked: true, vetted: true });
      expect(await store.getWorker('nobody')).toBeNull();
      expect((await store.listWorkers()).map((x) => x.id)).toEqual(['mturk:A1']);
    });

    it('blocks pairs in either order', async () => {
      await store.blockPair('b', 'a', 1);
      await store.blockPair('a', 'b', 2);
      expect(await store.isPairBlocked('a', 'b')).toBe(true);
      expect(await store.isPairBlocked('b', 'a')).toBe(true);
      await store.unblockPair('b', 'a');
      expect(await store.isPairBlocked('a', 'b')).toBe(false);
    });

    it('keeps episodes and counts their sessions', async () => {
      await store.addEpisode(sampleEpisode('e1'));
      await store.addEpisode(sampleEpisode('e2', 'Salad'));
      await store.addEpisode(sampleEpisode('e1'));
      expect(await store.countEpisodes()).toBe(2);
      expect(await store.getEpisode('e1')).toEqual(sampleEpisode('e1'));
      await store.createSession({ id: 's1', episodeId: 'e1', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 10, owner: 'p1' });
      const sums = await store.episodeSummaries();
      expect(sums.map((s) => [s.id, s.sessions])).toEqual([['e1', 1], ['e2', 0]]);
      expect(sums[0]).not.toHaveProperty('world');
    });

    it('creates, lists and ends sessions once', async () => {
      await store.addEpisode(sampleEpisode('e1'));
      await store.createSession({ id: 's1', episodeId: 'e1', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 10, owner: 'p1' });
      await store.createSession({ id: 's2', episodeId: 'e1', commanderId: 'c', followerId: 'bot', botRole: 'follower', startedAt: 20, owner: 'p2' });
      expect((await store.listSessions({ status: 'live' })).map((s) => s.id)).toEqual(['s2', 's1']);
      expect((await store.listSessions({ workerId: 'b' })).map((s) => s.id)).toEqual(['s1']);
      expect((await store.listSessions({ owner: 'p2' })).map((s) => s.id)).toEqual(['s2']);
      expect(await store.endSession('s1', { outcome: 'success', reason: 'done', at: 99 })).toBe(true);
      expect(await store.endSession('s1', { outcome: 'abandoned', reason: 'late', at: 100 })).toBe(false);
      expect(await store.getSession('s1')).toMatchObject({ status: 'ended', outcome: 'success', endReason: 'done', endedAt: 99, startedAt: 10 });
      expect((await store.listSessions({ status: 'live' })).map((s) => s.id)).toEqual(['s2']);
      expect((await store.getSession('s2'))?.botRole).toBe('follower');
    });

    it('appends events in order and refuses a duplicate sequence number', async () => {
      const events: EventRecord[] = [
        chat(0, 'hello'),
        { seq: 1, t: 15, kind: 'action', role: 'follower', action: { name: 'Pickup', x: 0.5, y: 0.25 },
          outcome: { success: true, code: 'ok', message: 'Picked up the Mug.', objectId: 'Mug|1', changes: [{ kind: 'object', objectId: 'Mug|1', property: 'isPickedUp', from: false, to: true }] } },
        { seq: 2, t: 20, kind: 'end', outcome: 'finished', reason: 'Finish' },
      ];
      for (const e of events) await store.appendEvent('s1', e, 1000);
      await store.appendEvent('s2', chat(0, 'other'), 1000);
      await expect(store.appendEvent('s1', chat(1, 'again'), 1000)).rejects.toThrow();
      expect(await store.listEvents('s1')).toEqual(events);
      expect(await store.countEvents('s1')).toBe(3);
      expect(await store.countEvents()).toBe(4);
    });

    it('appends a batch of several sessions all at once, or none of it when one row is a duplicate', async () => {
      await store.appendEvents([
        { sessionId: 's1', event: chat(0, 'a'), at: 1 }, { sessionId: 's2', event: chat(0, 'b'), at: 1 }, { sessionId: 's1', event: chat(1, 'c'), at: 2 },
      ]);
      await expect(store.appendEvents([{ sessionId: 's2', event: chat(1, 'd'), at: 3 }, { sessionId: 's1', event: chat(1, 'dup'), at: 3 }])).rejects.toThrow();
      expect((await store.listEvents('s1')).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(['a', 'c']);
      expect((await store.listEvents('s2')).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(['b']);
      const many = Array.from({ length: 1200 }, (_, i) => ({ sessionId: 's3', event: chat(i, `line ${i}`), at: 4 }));
      await store.appendEvents(many);
      expect(await store.countEvents('s3')).toBe(1200);
      await store.appendEvents([]);
    });

    it('stores one survey per worker and session, and ratings received', async () => {
      await store.addEpisode(sampleEpisode('e1'));
      await store.createSession({ id: 's1', episodeId: 'e1', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 10, owner: 'p1' });
      expect(await store.addSurvey({ sessionId: 's1', workerId: 'a', role: 'commander', rating: 5, comment: 'great', createdAt: 1 })).toBe(true);
      expect(await store.addSurvey({ sessionId: 's1', workerId: 'a', role: 'commander', rating: 1, comment: '', createdAt: 2 })).toBe(false);
      await store.addSurvey({ sessionId: 's1', workerId: 'b', role: 'follower', rating: 3, comment: '', createdAt: 3 });
      expect((await store.surveysOf('s1')).map((s) => s.rating)).toEqual([5, 3]);
      expect((await store.ratingsOf('b')).map((s) => s.rating)).toEqual([5]);
    });

    it('keeps an audit log, newest first', async () => {
      await store.addAudit({ id: 'x1', at: 1, action: 'session/end', target: 's1', reason: 'test' });
      await store.addAudit({ id: 'x2', at: 2, action: 'worker/block', target: 'a', reason: 'spam' });
      expect((await store.listAudit()).map((a) => a.id)).toEqual(['x2', 'x1']);
    });

    it('initialises a setting only once', async () => {
      expect(await store.getSetting('k')).toBeNull();
      expect(await store.initSetting('k', 'first')).toBe('first');
      expect(await store.initSetting('k', 'second')).toBe('first');
    });
  });
}
