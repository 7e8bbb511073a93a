/** Two players paired in the lobby play Make Coffee in the demo kitchen to success. */
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { replayHash } from '../src/session/replay.js';
import { viewEvents } from '../src/session/views.js';
import { demoCoffeeEpisode, startTestServer, type TestServer } from '../src/testing/harness.js';
import { TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

describe('a full session', () => {
  it('pairs two players, plays Make Coffee to success, surveys, completes, and the log replays to the live world', async () => {
    ts = await startTestServer();
    const a = await TestClient.join(ts.url, 'Ann');
    const b = await TestClient.join(ts.url, 'Bob');
    expect(await a.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    expect(await b.request({ type: 'lobby/join' })).toMatchObject({ ok: true });
    const [sa, sb] = await Promise.all([a.next('session/state'), b.next('session/state')]);
    expect(sa.sessionId).toBe(sb.sessionId);
    expect(new Set([sa.viewer, sb.viewer])).toEqual(new Set(['commander', 'follower']));
    const commander = sa.viewer === 'commander' ? a : b;
    const follower = sa.viewer === 'commander' ? b : a;
    expect((sa.viewer === 'commander' ? sa : sb).task?.benchmark).toBe('Make Coffee');
    expect((sa.viewer === 'follower' ? sa : sb).task).toBeNull();

    const [cb, fb] = await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    const ended = await commander.next('session/ended');
    expect(ended.outcome).toBe('success');
    expect((await follower.next('session/ended')).outcome).toBe('finished');

    // The log is the truth: replaying it gives the world both clients hold.
    const events = await ts.store.listEvents(sa.sessionId);
    const initial = JSON.parse(demoCoffeeEpisode().world) as Parameters<typeof replayHash>[0];
    const hash = replayHash(initial, events);
    expect(worldHash(cb.mirror.world!)).toBe(hash);
    // The Follower never sees the Commander's camera move (views.ts), and the bot Commander moves it: its world is the log as it sees it.
    expect(events.some((e) => e.kind === 'action' && e.role === 'commander')).toBe(true);
    expect(worldHash(fb.mirror.world!)).toBe(replayHash(initial, viewEvents('follower', events)));
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events.some((e) => e.kind === 'progress_check')).toBe(true);
    expect(events.some((e) => e.kind === 'search')).toBe(true);
    expect(events.filter((e) => e.kind === 'action').length).toBeGreaterThan(5);

    expect(await commander.request({ type: 'survey', rating: 5, comment: 'quick' })).toMatchObject({ ok: true });
    expect(await commander.request({ type: 'survey', rating: 4 })).toMatchObject({ ok: false, error: { code: 'survey/already_answered' } });
    const done = await commander.next('completion');
    expect(done.completionCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(await follower.request({ type: 'survey', rating: 3 })).toMatchObject({ ok: true });
    expect((await follower.next('completion')).completionCode).not.toBe(done.completionCode);
    expect((await ts.store.getSession(sa.sessionId))?.outcome).toBe('success');
    expect((await ts.store.surveysOf(sa.sessionId)).length).toBe(2);
    a.close();
    b.close();
  });
});
