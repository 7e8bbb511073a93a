/**
 * One contract every Store implementation must pass (tldraw's storageContractSuite). Each test
 * gets a fresh, migrated store from `open` and closes it afterwards.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionPlanContract } from './collection-plan-contract.js';
import { sessionReviewsContract } from './session-reviews-contract.js';
import { eventLogContract } from './event-log/event-log-contract.js';
import { leasesContract } from './leases-contract.js';
import { sharedLobbyContract } from './shared-lobby-contract.js';
import { countEvent, emptyTally } from './event-tally.js';
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
      expect((await store.getWorkers(['nobody', 'mturk:A1', 'mturk:A1'])).map((w) => w.id)).toEqual(['mturk:A1']);
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

    eventLogContract(() => store, open);
    leasesContract(() => store, sampleEpisode);
    sharedLobbyContract(() => store, sampleEpisode);

    it('counts a session\'s events as the admin lists show them, as the running tally does', async () => {
      const events: EventRecord[] = [
        chat(0, 'hello'),
        { seq: 1, t: 15, kind: 'action', role: 'follower', action: { name: 'Pickup', x: 0.5, y: 0.25 },
          outcome: { success: true, code: 'ok', message: 'Picked up the Mug.', objectId: 'Mug|1', changes: [{ kind: 'object', objectId: 'Mug|1', property: 'isPickedUp', from: false, to: true }] } },
        { seq: 2, t: 20, kind: 'end', outcome: 'finished', reason: 'Finish' },
      ];
      await store.events.append({ sessionId: 's1', events, at: 1000 });
      await store.events.append({ sessionId: 's2', events: [chat(0, 'other')], at: 1000 });
      expect(await store.listEvents('s1')).toEqual(events);
      expect(await store.countEvents('s1')).toBe(3);
      expect(await store.countEvents()).toBe(4);
      // A live session's running tally (event-tally.ts) is the query's, event by event.
      expect(events.reduce(countEvent, emptyTally())).toEqual((await store.eventTallies(['s1'])).get('s1'));
      expect(await store.eventTallies(['s1', 's2', 'none'])).toEqual(new Map([
        ['s1', { followerActions: 1, commanderActions: 0, utterances: 1, lastT: 20 }],
        ['s2', { followerActions: 0, commanderActions: 0, utterances: 1, lastT: 0 }],
      ]));
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

    it('records seat provenance, filters bot sessions out, and the pay verdict at the end', async () => {
      await store.addEpisode(sampleEpisode('e1'));
      await store.createSession({ id: 's1', episodeId: 'e1', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 10, owner: 'p1' });
      await store.createSession({ id: 's2', episodeId: 'e1', commanderId: 'bot', followerId: 'c', botRole: 'commander', startedAt: 20, owner: 'p1' });
      await store.createSession({ id: 's3', episodeId: 'e1', commanderId: 'd', followerId: 'e', botRole: null, startedAt: 30, owner: 'p1', seats: { commander: 'human', follower: 'bot' } });
      expect((await store.getSession('s2'))!.seats).toEqual({ commander: 'bot', follower: 'human' });
      expect((await store.getSession('s1'))!.pay).toEqual({ commander: null, follower: null });
      await store.createSession({ id: 's5', episodeId: 'e1', commanderId: 'h', followerId: 'i', botRole: null, startedAt: 5, owner: 'p1', browsers: { commander: 'kh', follower: 'ki' } });
      expect((await store.getSession('s5'))!.browsers).toEqual({ commander: 'kh', follower: 'ki' });
      expect((await store.getSession('s2'))!.browsers).toEqual({ commander: null, follower: null });
      await store.setSeat('s1', 'follower', 'replaced');
      expect((await store.getSession('s1'))!.seats).toEqual({ commander: 'human', follower: 'replaced' });
      await store.createSession({ id: 's4', episodeId: 'e1', commanderId: 'f', followerId: 'g', botRole: null, startedAt: 40, owner: 'p1' });
      expect((await store.listSessions({ includeBots: false })).map((s) => s.id)).toEqual(['s4', 's5']);
      expect((await store.listSessions()).map((s) => s.id)).toEqual(['s4', 's3', 's2', 's1', 's5']);
      await store.endSession('s4', { outcome: 'abandoned', reason: 'the follower left', at: 50, pay: { commander: 'paid', follower: 'unpaid' } });
      expect((await store.getSession('s4'))!).toMatchObject({ pay: { commander: 'paid', follower: 'unpaid' }, endReason: 'the follower left' });
    });

    it('keeps every completion, by worker newest first and paged by id', async () => {
      const c = (id: string, workerId: string, at: number, paid = true) =>
        ({ id, workerId, browser: 'k1', sessionId: paid ? `s-${id}` : null, code: paid ? `CODE${id}` : null, paid, reason: 'done', outcome: paid ? 'success' : null, ending: paid ? 'success' as const : 'you_idle' as const, createdAt: at });
      await store.addCompletion(c('1', 'a', 10));
      await store.addCompletion(c('2', 'a', 20, false));
      await store.addCompletion(c('3', 'b', 30));
      await store.addCompletion({ ...c('1', 'a', 10), code: 'OTHER' });
      expect(await store.completionsOf('a')).toEqual([c('2', 'a', 20, false), c('1', 'a', 10)]);
      const first = await store.completionPage({ limit: 2 });
      expect(first.items.map((x) => x.id)).toEqual(['1', '2']);
      const second = await store.completionPage({ limit: 2, after: first.next! });
      expect(second).toEqual({ items: [c('3', 'b', 30)], next: null });
      expect((await store.completionPage({ limit: 5, sessionId: 's-3' })).items.map((x) => x.id)).toEqual(['3']);
      expect((await store.completionsOfSessions(['s-1', 's-3', 'none'])).map((x) => x.id)).toEqual(['1', '3']);
      expect(await store.completionsOfSessions([])).toEqual([]);
    });

    it('pages sessions by id, of one status if asked', async () => {
      await store.addEpisode(sampleEpisode('e1'));
      for (const [id, w] of [['s3', 'a'], ['s1', 'b'], ['s2', 'c']] as const) {
        await store.createSession({ id, episodeId: 'e1', commanderId: `${w}1`, followerId: `${w}2`, botRole: null, startedAt: 10, owner: 'p' });
      }
      await store.endSession('s2', { outcome: 'success', reason: 'done', at: 30 });
      const p1 = await store.sessionPage({ limit: 2 });
      expect([p1.items.map((s) => s.id), p1.next]).toEqual([['s1', 's2'], 's2']);
      const p2 = await store.sessionPage({ limit: 2, after: p1.next! });
      expect([p2.items.map((s) => s.id), p2.next]).toEqual([['s3'], null]);
      expect((await store.sessionPage({ limit: 5, status: 'live' })).items.map((s) => s.id)).toEqual(['s1', 's3']);
      expect(await store.sessionPage({ limit: 5, status: 'ended' })).toEqual({ items: [await store.getSession('s2')], next: null });
    });

    it('pages workers with their session counts and ratings received, in one query per page', async () => {
      await store.addEpisode(sampleEpisode('e1'));
      for (const id of ['w1', 'w2', 'w3']) await store.upsertWorker({ id, platform: 'mturk', externalId: id, name: id, createdAt: 1 });
      await store.createSession({ id: 's1', episodeId: 'e1', commanderId: 'w1', followerId: 'w2', botRole: null, startedAt: 10, owner: 'p' });
      // w1's first game ends before its second starts (one live session per worker).
      await store.endSession('s1', { outcome: 'success', reason: 'done', at: 30 });
      await store.createSession({ id: 's2', episodeId: 'e1', commanderId: 'w1', followerId: 'w3', botRole: null, startedAt: 20, owner: 'p' });
      await store.addSurvey({ sessionId: 's1', workerId: 'w2', role: 'follower', rating: 4, comment: '', createdAt: 1 });
      await store.addSurvey({ sessionId: 's2', workerId: 'w3', role: 'follower', rating: 1, comment: '', createdAt: 2 });
      await store.addSurvey({ sessionId: 's2', workerId: 'w1', role: 'commander', rating: 5, comment: '', createdAt: 3 });
      await store.endSession('s2', { outcome: 'abandoned', reason: 'left', at: 40 });
      const p1 = await store.workerPage({ limit: 2 });
      expect(p1.items.map((w) => [w.id, w.ended, w.successes])).toEqual([['w1', 2, 1], ['w2', 1, 1]]);
      expect(await store.sessionIdsOf(['w1', 'w3', 'nobody'])).toEqual(new Map([['w1', ['s2', 's1']], ['w3', ['s2']], ['nobody', []]]));
      expect(p1.items.map((w) => [w.id, w.sessions, w.ratings.count, w.ratings.mean])).toEqual([['w1', 2, 2, 2.5], ['w2', 1, 0, null]]);
      expect(p1.next).toBe('w2');
      const p2 = await store.workerPage({ limit: 2, after: p1.next! });
      expect(p2.items.map((w) => [w.id, w.sessions, w.ratings.count, w.ratings.mean])).toEqual([['w3', 1, 1, 5]]);
      expect(p2.next).toBeNull();
    });

    it('initialises a setting only once', async () => {
      expect(await store.getSetting('k')).toBeNull();
      expect(await store.initSetting('k', 'first')).toBe('first');
      expect(await store.initSetting('k', 'second')).toBe('first');
    });
  });
  collectionPlanContract(name, open);
  sessionReviewsContract(name, open);
}
