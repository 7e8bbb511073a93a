/**
 * Research data from a real session (issue 8): two scripted players play Make Coffee on the server;
 * the store's records go through packages/dataset: the log replays to the live world's hash, exports
 * as a TEACh game file and yields the EDH instances the paper's rules give.
 */
import { cutGame, gameFileSchema, loadGame, replaySession, sessionFromStore, sessionToGame } from '@chorehouse/dataset';
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/harness.js';
import { TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

describe('a played session as research data', () => {
  it('replays to the live hash, exports to a game file and cuts into EDH instances', async () => {
    ts = await startTestServer();
    const a = await TestClient.join(ts.url, 'Ann');
    const b = await TestClient.join(ts.url, 'Bob');
    await a.request({ type: 'lobby/join' });
    await b.request({ type: 'lobby/join' });
    const [sa] = await Promise.all([a.next('session/state'), b.next('session/state')]);
    const commander = sa.viewer === 'commander' ? a : b;
    const follower = sa.viewer === 'commander' ? b : a;
    const [cb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    await follower.next('session/ended');
    expect(await commander.request({ type: 'survey', rating: 5, comment: 'smooth' })).toMatchObject({ ok: true });
    await commander.next('completion');
    const liveHash = worldHash(cb.mirror.world!);

    // The store's records, as a store-backed SessionSource would read them.
    const session = (await ts.store.getSession(sa.sessionId))!;
    const episode = (await ts.store.getEpisode(session.episodeId))!;
    const workers = (await Promise.all([session.commanderId, session.followerId].map((id) => ts.store.getWorker(id)))).filter((w) => w !== null);
    // No final hash given: the server's end event carries the live world's.
    const entry = sessionFromStore({ session, episode, workers, surveys: await ts.store.surveysOf(session.id), events: await ts.store.listEvents(session.id) });
    expect(entry.problems).toEqual([]);
    const recorded = entry.session!;
    expect(recorded.surveys).toMatchObject([{ role: 'commander', rating: 5, comment: 'smooth' }]);

    const { report } = replaySession(recorded);
    expect(report).toMatchObject({ ok: true, finalHash: liveHash, recordedFinalHash: liveHash });

    const exported = sessionToGame(recorded);
    if (!exported.ok) throw new Error(exported.problems.map((p) => p.message).join('; '));
    const file = JSON.parse(JSON.stringify(exported.game));
    expect(gameFileSchema.safeParse(file).success).toBe(true);
    const interactions = file.tasks[0].episodes[0].interactions as { agent_id: number; action_id: number; utterance?: string; oid?: string | null }[];
    const events = recorded.events;
    expect(interactions.filter((i) => i.action_id === 100).map((i) => i.utterance)).toEqual(events.flatMap((e) => (e.kind === 'chat' ? [e.text] : [])));
    expect(interactions.filter((i) => i.action_id === 500)).toHaveLength(events.filter((e) => e.kind === 'progress_check').length);
    expect(interactions.filter((i) => i.agent_id === 1 && i.action_id >= 200 && i.action_id < 300).length).toBe(events.filter((e) => e.kind === 'action' && 'x' in e.action && e.action.x !== undefined).length);

    const loaded = loadGame(file, exported.gameId, 'played');
    if (!loaded.ok) throw new Error('the game does not load');
    const cut = cutGame(loaded.game, { edh: true, tfd: true });
    expect(cut.problems).toEqual([]);
    expect(cut.edh.length).toBeGreaterThan(0);
    for (const f of cut.edh) {
      const i = f.instance as { pred_start_idx: number; interactions: { action_id: number }[]; driver_actions_future: { obj_interaction_action: number }[] };
      expect(f.fileName).toMatch(new RegExp(`^${exported.gameId}\\.edh[0-9]+\\.json$`));
      expect(i.interactions[i.pred_start_idx - 1]!.action_id).toBe(100);
      expect(i.driver_actions_future.some((x) => x.obj_interaction_action === 1)).toBe(true);
    }
    // The instance whose future makes the coffee has that as its goal.
    const goals = cut.edh.map((f) => JSON.stringify((f.instance as { state_changes: unknown }).state_changes));
    expect(goals.some((g) => g.includes('"simbotIsFilledWithCoffee":true'))).toBe(true);
    expect(cut.tfd?.fileName).toBe(`${exported.gameId}.tfd0.json`);
    a.close();
    b.close();
  });
});
