/** The console's routes: session rows, the replay bundle, workers' standing, statistics and export tars. */
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, demoCoffeeEpisode, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { untar } from './untar.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const get = async (path: string, token = TEST_ADMIN_TOKEN) => {
  const res = await fetch(`${ts.url}/api/admin/console${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
};
const json = async (path: string) => JSON.parse((await get(path)).body.toString()) as Record<string, unknown>;

describe('console routes', () => {
  it('need the admin token', async () => {
    ts = await startTestServer();
    for (const path of ['/sessions', '/workers', '/stats', '/tasks', '/export?kind=games']) expect((await get(path, 'wrong-token-wrong-token')).status).toBe(401);
  });

  it("name a session's benchmark, or none for a library task the pool labelled with its parameters", async () => {
    ts = await startTestServer();
    const library = { ...demoCoffeeEpisode(), id: 'library-coffee', benchmarkName: 'Coffee [Mug]', params: ['Mug'] };
    await ts.store.addEpisode(library);
    await ts.store.createSession({ id: 'library-session', episodeId: library.id, commanderId: 'w1', followerId: 'w2', botRole: null, startedAt: 1, owner: 'elsewhere' });
    const rows = (await json('/sessions')).sessions as { id: string; task: unknown }[];
    expect(rows.find((r) => r.id === 'library-session')?.task).toEqual({ benchmark: null, taskName: 'Coffee', params: ['Mug'], floorPlan: 0, split: 'train' });
  });

  it('describe a live session, then replay, count and export it once finished', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    await follower.request({ type: 'action', name: 'Turn Left' });
    await commander.request({ type: 'chat', text: 'hello there' });
    const live = (await json('/sessions?status=live')).sessions as Record<string, unknown>[];
    expect(live).toEqual([expect.objectContaining({
      id: sessionId, state: 'active', task: expect.objectContaining({ benchmark: 'Make Coffee', taskName: 'Coffee', split: 'train' }),
      commander: expect.objectContaining({ connected: true, bot: false }), follower: expect.objectContaining({ connected: true }),
      actions: { follower: 1, commander: 0, utterances: 1 },
    })]);
    const names = [live[0]!.commander, live[0]!.follower].map((s) => (s as { name: string }).name).sort();
    expect(names).toEqual(['Ann', 'Bob']);
    const workers = (await json('/workers')).workers as { activity: string }[];
    expect(workers.map((w) => w.activity)).toEqual(['playing', 'playing']);

    const [cb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
    const bundle = await json(`/sessions/${sessionId}/replay`);
    expect(bundle.finalWorldHash).toBe(worldHash(cb.mirror.world!));
    expect((bundle.episode as { worldHash: string; world: unknown }).worldHash).toBe(worldHash((bundle.episode as { world: never }).world));
    expect((bundle.events as { kind: string }[]).at(-1)?.kind).toBe('end');
    expect((await get('/sessions/nope/replay')).status).toBe(404);
    // The 8-character short id the console's tables show finds the same session.
    const short = await json(`/sessions/${String(sessionId).slice(0, 8)}/replay`);
    expect((short.session as { id: string }).id).toBe(sessionId);
    expect(short.finalWorldHash).toBe(bundle.finalWorldHash);
    expect((await get(`/sessions/${String(sessionId).slice(0, 3)}/replay`)).status).toBe(404);

    const stats = await json('/stats');
    expect(stats).toMatchObject({ live: 0, ended: 1, perTask: [{ task: 'Make Coffee', sessions: 1, successes: 1, successRate: 1 }], unexportable: 0 });
    expect((stats.edhPerSplit as Record<string, number>).train).toBeGreaterThan(0);
    // The paper's Table 3 and Table 6 over what an export holds, computed by packages/dataset's dialogueTables.
    const dialogue = stats.dialogue as { table3: { rows: unknown[] }; table6: { speaker: string; utterances: number }[]; vocabularySize: number; utterancesPerSpeaker: Record<string, number> };
    expect(dialogue.table3.rows).toEqual([{ split: 'train', sessions: 1, edhInstances: (stats.edhPerSplit as Record<string, number>).train, tfdInstances: 1 }]);
    expect(dialogue.utterancesPerSpeaker.Commander).toBeGreaterThan(0);
    expect(dialogue.table6.map((r) => r.speaker)).toEqual(['Commander', 'Driver', 'All']);
    expect(dialogue.table6[2]!.utterances).toBe(dialogue.utterancesPerSpeaker.Commander! + dialogue.utterancesPerSpeaker.Driver!);
    expect(dialogue.vocabularySize).toBeGreaterThan(0);

    const games = await get('/export?kind=games');
    expect(games.type).toContain('application/x-tar');
    const gameFiles = untar(games.body);
    // Every export ends with its dataset card (issue 47).
    const CARD = ['DATASET_CARD.md', 'dataset-card.json'];
    expect([...gameFiles.keys()]).toEqual([expect.stringMatching(/^games\/train\/[0-9a-f]{16}_[0-9a-f]{4}\.game\.json$/), ...CARD]);
    expect(JSON.parse(gameFiles.get('dataset-card.json')!)).toMatchObject({ totals: { sessions: 1, games: 1 } });
    expect(JSON.parse([...gameFiles.values()][0]!)).toMatchObject({ version: '2.0', chorehouse: expect.objectContaining({ benchmark_name: 'Make Coffee' }) });
    const edh = untar((await get('/export?kind=edh&split=train')).body);
    const edhNames = [...edh.keys()].filter((n) => !CARD.includes(n));
    expect(edhNames).toHaveLength((stats.edhPerSplit as Record<string, number>).train!);
    for (const name of edhNames) expect(name).toMatch(/^edh_instances\/train\/.+\.edh\d+\.json$/);
    expect(JSON.parse(edh.get('dataset-card.json')!)).toMatchObject({ totals: { edhInstances: edhNames.length } });
    expect([...untar((await get('/export?kind=tfd&task=Make%20Coffee')).body).keys()]).toEqual([expect.stringMatching(/^tfd_instances\/train\/.+\.tfd0\.json$/), ...CARD]);
    expect([...untar((await get('/export?kind=games&split=valid_seen')).body).keys()]).toEqual(CARD);
    expect((await get('/export?kind=everything')).status).toBe(400);
    commander.close();
    follower.close();
  });
});
