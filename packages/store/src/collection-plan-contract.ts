/** The collection plan's part of the store contract (store-contract.ts runs it on every implementation). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EpisodeRecord, SessionSeats, Store } from './store.js';

const episode = (id: string, benchmarkName: string, split: string): EpisodeRecord => ({
  id, taskName: benchmarkName, benchmarkName, params: [], floorPlan: 1, split,
  seed: 1, world: '{"objects":[]}', worldHash: 'h', solutionSteps: 10, createdAt: 1,
});

export function collectionPlanContract(name: string, open: () => Promise<Store>): void {
  describe(`store contract, collection plan: ${name}`, () => {
    let store: Store;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => { await store.close(); });

    it('keeps a task\'s target, state and split targets, changing only what a change names', async () => {
      expect(await store.planTasks()).toEqual([]);
      expect(await store.setPlanTask('Make Coffee', { target: 10, splits: { train: 6, valid_seen: 2 } }, 5))
        .toEqual({ task: 'Make Coffee', target: 10, state: 'active', splits: { train: 6, valid_seen: 2 }, updatedAt: 5 });
      await store.setPlanTask('Salad', { state: 'paused' }, 6);
      expect(await store.setPlanTask('Make Coffee', { state: 'retired' }, 7))
        .toEqual({ task: 'Make Coffee', target: 10, state: 'retired', splits: { train: 6, valid_seen: 2 }, updatedAt: 7 });
      await store.setPlanTask('Make Coffee', { target: null, splits: { valid_unseen: 1 } }, 8);
      expect(await store.planTasks()).toEqual([
        { task: 'Make Coffee', target: null, state: 'retired', splits: { valid_unseen: 1 }, updatedAt: 8 },
        { task: 'Salad', target: null, state: 'paused', splits: {}, updatedAt: 6 },
      ]);
      expect(await store.removePlanTask('Make Coffee')).toBe(true);
      expect(await store.removePlanTask('Make Coffee')).toBe(false);
      expect((await store.planTasks()).map((t) => t.task)).toEqual(['Salad']);
    });

    it('counts two people\'s sessions per task and split: played to the end as done, live ones as in play', async () => {
      await store.addEpisode(episode('c-train', 'Make Coffee', 'train'));
      await store.addEpisode(episode('c-seen', 'Make Coffee', 'valid_seen'));
      await store.addEpisode(episode('s-train', 'Salad', 'train'));
      let n = 0;
      const session = async (episodeId: string, end: 'success' | 'finished' | 'abandoned' | 'admin_ended' | null, seats?: SessionSeats) => {
        const id = `s${++n}`;
        await store.createSession({ id, episodeId, commanderId: `a${n}`, followerId: `b${n}`, botRole: null, startedAt: 1000 * n, owner: 'p', ...(seats ? { seats } : {}) });
        if (end) await store.endSession(id, { outcome: end, reason: end, at: 1000 * n + 100 * n });
      };
      await session('c-train', 'success');
      await session('c-train', 'finished');
      await session('c-train', 'abandoned');
      await session('c-train', 'admin_ended');
      await session('c-train', null);
      await session('c-train', 'success', { commander: 'human', follower: 'bot' });
      await session('c-train', 'success', { commander: 'human', follower: 'replaced' });
      await session('c-seen', 'success');
      await session('s-train', null);
      expect(await store.planCounts()).toEqual([
        { task: 'Make Coffee', split: 'train', done: 2, successes: 1, inPlay: 1 },
        { task: 'Make Coffee', split: 'valid_seen', done: 1, successes: 1, inPlay: 0 },
        { task: 'Salad', split: 'train', done: 0, successes: 0, inPlay: 1 },
      ]);
      expect(await store.finishedDurations()).toEqual([
        { task: 'Make Coffee', split: 'train', durationMs: 100 },
        { task: 'Make Coffee', split: 'train', durationMs: 200 },
        { task: 'Make Coffee', split: 'valid_seen', durationMs: 800 },
      ]);
    });

    it('keeps a pilot session apart: listed only when asked for, never counted by the plan; marks workers staff', async () => {
      await store.addEpisode(episode('c-train', 'Make Coffee', 'train'));
      await store.createSession({ id: 'real', episodeId: 'c-train', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 1, owner: 'p' });
      await store.createSession({ id: 'pilot', episodeId: 'c-train', commanderId: 'c', followerId: 'd', botRole: null, startedAt: 2, owner: 'p', pilot: true });
      for (const id of ['real', 'pilot']) await store.endSession(id, { outcome: 'success', reason: 'done', at: 10 });
      expect([(await store.getSession('real'))!.pilot, (await store.getSession('pilot'))!.pilot]).toEqual([false, true]);
      expect((await store.listSessions({ includePilot: false })).map((s) => s.id)).toEqual(['real']);
      expect((await store.listSessions()).map((s) => s.id)).toEqual(['pilot', 'real']);
      expect(await store.planCounts()).toEqual([{ task: 'Make Coffee', split: 'train', done: 1, successes: 1, inPlay: 0 }]);
      expect((await store.upsertWorker({ id: 'w', platform: 'prolific', externalId: 'w', name: 'w', createdAt: 1 })).staff).toBe(false);
      expect(await store.setWorkerFlags('w', { staff: true })).toMatchObject({ staff: true, vetted: false, blocked: false });
    });

    it('records each worker\'s consent decision per version, the latest standing', async () => {
      expect(await store.consentOf('w1', 'v1')).toBeNull();
      await store.recordConsent({ workerId: 'w1', version: 'v1', decision: 'declined', at: 5 });
      await store.recordConsent({ workerId: 'w1', version: 'v1', decision: 'agreed', at: 7 });
      await store.recordConsent({ workerId: 'w2', version: 'v1', decision: 'agreed', at: 6 });
      await store.recordConsent({ workerId: 'w1', version: 'v2', decision: 'declined', at: 9 });
      expect(await store.consentOf('w1', 'v1')).toEqual({ workerId: 'w1', version: 'v1', decision: 'agreed', at: 7 });
      expect((await store.listConsents()).map((c) => [c.workerId, c.version, c.decision, c.at])).toEqual([
        ['w2', 'v1', 'agreed', 6], ['w1', 'v1', 'agreed', 7], ['w1', 'v2', 'declined', 9],
      ]);
    });

    it('puts a setting over what was there', async () => {
      await store.putSetting('lobby', 'a');
      await store.putSetting('lobby', 'b');
      expect(await store.getSetting('lobby')).toBe('b');
    });
  });
}
