/**
 * The console's exports and statistics go through packages/dataset: a session whose log the
 * dataset's parser flags (here, time that runs backwards) is flagged by `chorehouse replay`'s source
 * and by the console alike: not exported, listed in flagged.json, counted as unexportable.
 */
import { consoleStatsSchema, type EventRecord } from '@chorehouse/protocol';
import { storeSessionSource } from '@chorehouse/dataset';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleGet, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { untar } from './untar.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const get = async (path: string) => (await consoleGet(ts.url, path)).body;

describe('console exports through packages/dataset', () => {
  it('flag the sessions the dataset flags, and export the rest in the same layout', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');

    // A copy of the played session whose log has one event stamped before the one it follows.
    const played = (await ts.store.getSession(sessionId))!;
    const events = await ts.store.listEvents(sessionId);
    const chat = events.findIndex((e, i) => i > 0 && e.kind === 'chat');
    const skewed: EventRecord[] = events.map((e, i) => (i === chat ? { ...e, t: 0 } : e));
    await ts.store.createSession({ ...played, id: 'skewed-session', startedAt: played.startedAt + 1, owner: 'elsewhere' });
    await ts.store.events.append({ sessionId: 'skewed-session', events: skewed, at: 0 });
    await ts.store.endSession('skewed-session', { outcome: 'success', reason: 'copied', at: played.endedAt ?? 0 });

    // What `chorehouse replay` reads from the store: the parser's problem.
    const entries = [];
    for await (const entry of storeSessionSource(ts.store).sessions({ includeUnsuccessful: true })) entries.push(entry);
    const skewedEntry = entries.find((e) => e.session?.session.id === 'skewed-session')!;
    expect(skewedEntry.problems.map((p) => p.code)).toContain('log/time_backwards');
    expect(entries.find((e) => e.session?.session.id === sessionId)!.problems).toEqual([]);

    const files = untar(await get('/export?kind=games'));
    const games = [...files.keys()].filter((k) => k.startsWith('games/'));
    expect(games).toHaveLength(1);
    expect(games[0]).toMatch(/^games\/train\/[0-9a-f]{16}_[0-9a-f]{4}\.game\.json$/);
    expect(JSON.parse(files.get(games[0]!)!)).toMatchObject({ chorehouse: expect.objectContaining({ session_id: sessionId }) });
    const flagged = JSON.parse(files.get('flagged.json')!) as { sessionId: string; problems: { code: string }[] }[];
    expect(flagged.map((f) => f.sessionId)).toEqual(['skewed-session']);
    expect(flagged[0]!.problems.map((p) => p.code)).toContain('log/time_backwards');
    expect([...untar(await get('/export?kind=edh')).keys()]).toContain('flagged.json');

    const stats = consoleStatsSchema.parse(JSON.parse((await get('/stats')).toString()));
    expect(stats).toMatchObject({ ended: 2, unexportable: 1 });
    commander.close();
    follower.close();
  });
});
