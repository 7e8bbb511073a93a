/** Review's part of the store contract (store-contract.ts runs it on every implementation). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './store.js';

export function sessionReviewsContract(name: string, open: () => Promise<Store>): void {
  describe(`store contract, session reviews: ${name}`, () => {
    let store: Store;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => { await store.close(); });

    it('keeps one decision per session, the latest standing, and lists sessions by their review', async () => {
      await store.addEpisode({ id: 'e', taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [], floorPlan: 1, split: 'train', seed: 1, world: '{}', worldHash: 'h', solutionSteps: 1, createdAt: 1 });
      for (const [i, id] of ['s1', 's2', 's3'].entries()) {
        await store.createSession({ id, episodeId: 'e', commanderId: `a${i}`, followerId: `b${i}`, botRole: null, startedAt: 10 + i, owner: 'p' });
        await store.endSession(id, { outcome: 'success', reason: 'done', at: 20 + i });
      }
      expect(await store.reviewsOf(['s1'])).toEqual(new Map());
      await store.reviewSessions([
        { sessionId: 's1', decision: 'rejected', reason: 'one word per message', reviewer: 'ann', at: 30 },
        { sessionId: 's2', decision: 'approved', reason: '', reviewer: 'ann', at: 30 },
      ]);
      await store.reviewSessions([{ sessionId: 's2', decision: 'rejected', reason: 'scripted chat', reviewer: 'bo', at: 40 }]);
      expect(await store.reviewsOf(['s1', 's2', 's3', 's1'])).toEqual(new Map([
        ['s1', { sessionId: 's1', decision: 'rejected', reason: 'one word per message', reviewer: 'ann', at: 30 }],
        ['s2', { sessionId: 's2', decision: 'rejected', reason: 'scripted chat', reviewer: 'bo', at: 40 }],
      ]));
      await store.reviewSessions([{ sessionId: 's1', decision: 'approved', reason: 'read again: fine', reviewer: 'bo', at: 50 }]);
      expect((await store.listSessions({ review: 'unreviewed' })).map((s) => s.id)).toEqual(['s3']);
      expect((await store.listSessions({ review: 'rejected' })).map((s) => s.id)).toEqual(['s2']);
      expect((await store.listSessions({ review: 'approved', status: 'ended' })).map((s) => s.id)).toEqual(['s1']);
      expect((await store.listReviews()).map((r) => [r.sessionId, r.decision, r.at])).toEqual([['s2', 'rejected', 40], ['s1', 'approved', 50]]);
      await store.reviewSessions([]);
      expect(await store.reviewsOf([])).toEqual(new Map());
    });

    it('keeps the versions of the code that recorded a session', async () => {
      await store.addEpisode({ id: 'e', taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [], floorPlan: 1, split: 'train', seed: 1, world: '{}', worldHash: 'h', solutionSteps: 1, createdAt: 1 });
      const provenance = { protocol: '3', rules: 'sha256:aaaaaaaaaaaa', catalog: 'sha256:bbbbbbbbbbbb', geometry: 'sha256:cccccccccccc', taskLibrary: 'sha256:dddddddddddd', renderer: 'sha256:eeeeeeeeeeee', commit: 'unknown' };
      await store.createSession({ id: 'v1', episodeId: 'e', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 1, owner: 'p', provenance });
      await store.createSession({ id: 'v0', episodeId: 'e', commanderId: 'c', followerId: 'd', botRole: null, startedAt: 2, owner: 'p' });
      expect((await store.getSession('v1'))!.provenance).toEqual(provenance);
      expect((await store.getSession('v0'))!.provenance).toBeNull();
    });

    it('keeps each crowd assignment once, with its first arrival', async () => {
      await store.recordAssignment({ workerId: 'mturk:A1', assignmentId: 'ASG2', hitId: 'HIT', submitTo: 'https://workersandbox.mturk.com', arrivedAt: 20 });
      await store.recordAssignment({ workerId: 'mturk:A1', assignmentId: 'ASG1', hitId: 'HIT', submitTo: 'https://www.mturk.com', arrivedAt: 10 });
      await store.recordAssignment({ workerId: 'mturk:A1', assignmentId: 'ASG1', hitId: 'HIT', submitTo: 'https://www.mturk.com', arrivedAt: 30 });
      await store.recordAssignment({ workerId: 'prolific:P1', assignmentId: 'SUB1', hitId: 'STUDY', submitTo: null, arrivedAt: 15 });
      expect((await store.assignmentsOf(['mturk:A1', 'prolific:P1', 'nobody'])).map((a) => [a.workerId, a.assignmentId, a.arrivedAt])).toEqual([
        ['mturk:A1', 'ASG1', 10], ['prolific:P1', 'SUB1', 15], ['mturk:A1', 'ASG2', 20],
      ]);
      expect(await store.assignmentsOf([])).toEqual([]);
    });
  });
}
