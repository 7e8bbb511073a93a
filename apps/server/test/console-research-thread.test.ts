/**
 * The console's research work runs on its own thread: exports, statistics and replay bundles are
 * answered by a thread other than the game's, and a live game is answered while an export runs.
 * The event loop's delay during the export is printed (a figure to read, never a pass mark).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as pace } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { copyEndedSession } from '../src/testing/copies.js';
import { consoleGet, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { untar } from './untar.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const get = (path: string) => consoleGet(ts.url, path);

describe('console research thread', () => {
  it('exports, counts and replays on a thread other than the game\'s while a live game goes on', async () => {
    const jobs: { type: string; threadId: number }[] = [];
    ts = await startTestServer({ onResearchJob: (job) => jobs.push(job) });
    const first = await pairPlayers(ts.url);
    await Promise.all([first.commander.playAs('commander'), first.follower.playAs('follower')]);
    await first.commander.next('session/ended');
    first.commander.close();
    first.follower.close();
    await copyEndedSession(ts.store, first.sessionId, 11);

    const live = await pairPlayers(ts.url);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let exported = false;
    const exporting = get('/export?kind=edh').finally(() => { exported = true; });
    // The live game's Follower keeps turning until the export is done; every turn is answered. The
    // turns are paced under the socket's message rate (20 a second), which would otherwise refuse them.
    let turns = 0;
    while (!exported) {
      const reply = await live.follower.request({ type: 'action', name: turns % 2 ? 'Turn Right' : 'Turn Left' });
      expect(reply.ok).toBe(true);
      turns++;
      await pace(60);
    }
    delay.disable();
    const tar = untar((await exporting).body);
    expect([...tar.keys()].filter((k) => k.startsWith('edh_instances/train/')).length).toBeGreaterThanOrEqual(12);
    console.log(`research thread: ${turns} turns answered during an EDH export of 12 sessions; event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`);

    expect((await get('/stats')).status).toBe(200);
    // The replay viewer's bundle: read and replayed there; only its row is made on the game's thread.
    const replay = await get(`/sessions/${first.sessionId}/replay`);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body.toString())).toMatchObject({ session: { id: first.sessionId, state: 'ended' }, events: expect.any(Array) });
    expect(jobs.map((j) => j.type)).toEqual(['export', 'stats', 'replay']);
    for (const job of jobs) expect(job.threadId).not.toBe(threadId);
    live.commander.close();
    live.follower.close();
  }, 120_000);
});
