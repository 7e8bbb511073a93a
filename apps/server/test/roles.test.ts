/** Roles are enforced on the server, and nothing about the task reaches the Follower's socket. */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

describe('roles and information hiding', () => {
  it('refuses role violations and changes nothing', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    const before = await ts.store.countEvents(sessionId);
    for (const m of [{ type: 'progress_check' }, { type: 'search', by: 'text', value: 'mug' }, { type: 'finish', confirmed: true }]) {
      expect(await follower.request(m)).toMatchObject({ ok: false, error: { code: 'session/not_your_role' } });
    }
    for (const m of [{ type: 'action', name: 'Pickup', x: 0.5, y: 0.5 }, { type: 'action', name: 'Stop' }]) {
      expect(await commander.request(m)).toMatchObject({ ok: false, error: { code: 'session/not_your_role' } });
    }
    expect(await ts.store.countEvents(sessionId)).toBe(before);
    // Each moves its own camera.
    expect(await commander.request({ type: 'action', name: 'Turn Left' })).toMatchObject({ ok: true, outcome: { success: true } });
    expect(await follower.request({ type: 'action', name: 'Turn Left' })).toMatchObject({ ok: true, outcome: { success: true } });
    expect(await commander.request({ type: 'finish', confirmed: false })).toMatchObject({ ok: false, error: { code: 'finish/unconfirmed' } });
    expect(await ts.store.countEvents(sessionId)).toBe(before + 2);
  });

  it('keeps the Commander\'s camera from the Follower: no moves, and its start pose in the Follower\'s state', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId, states } = await pairPlayers(ts.url);
    const start = states.follower.world.commander;
    for (const name of ['Turn Left', 'Forward', 'Forward', 'Look Down'] as const) expect(await commander.request({ type: 'action', name })).toMatchObject({ ok: true });
    // A chat after the moves: once the Follower has it, it has everything sent before.
    await commander.request({ type: 'chat', text: 'Moved my camera.' });
    await follower.next('session/event', (m) => m.event.kind === 'chat');
    expect(follower.received.some((m) => m.type === 'session/event' && m.event.kind === 'action')).toBe(false);
    const moved = ts.server.registry.get(sessionId)!.world.commander;
    expect(moved).not.toEqual(start);
    await follower.request({ type: 'session/resync' });
    const resynced = await follower.next('session/state', (m) => m.seq >= 5);
    expect(resynced.world.commander).toEqual(start);
    expect(resynced.events.some((e) => e.kind === 'action')).toBe(false);
    // The Commander's own state has its camera where it is.
    await commander.request({ type: 'session/resync' });
    expect((await commander.next('session/state', (m) => m.seq >= 5)).world.commander).toEqual(moved);
  });

  it('sends the Follower no task data over a whole session', async () => {
    ts = await startTestServer();
    const { commander, follower, states } = await pairPlayers(ts.url);
    const search = await commander.request({ type: 'search', by: 'text', value: 'coffee machine' });
    expect(search).toMatchObject({ ok: true, results: [{ objectType: 'CoffeeMachine' }] });
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    await commander.next('session/ended');
    await follower.next('session/ended');
    await follower.request({ type: 'survey', rating: 4, comment: 'ok' });
    await follower.next('completion');

    const task = states.commander.task!;
    const seen = JSON.stringify(follower.received);
    const kinds = new Set(follower.received.flatMap((m) => (m.type === 'session/event' ? [m.event.kind] : m.type === 'session/state' ? m.events.map((e) => e.kind) : [])));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['action', 'chat', 'end']));
    for (const hidden of ['progress_check', 'search', 'finish']) expect(kinds).not.toContain(hidden);
    for (const needle of [task.benchmark, task.description, '"goalConditions"', '"response"', '"results"', '"camera"', '"outcome":"success"', '"task":{']) {
      expect(seen).not.toContain(needle);
    }
    expect(follower.received.every((m) => m.type !== 'session/state' || m.task === null)).toBe(true);
    // Nor where the Commander's camera flew: none of its moves, and its start pose in every state.
    const followerActions = follower.received.flatMap((m) => (m.type === 'session/event' ? [m.event] : m.type === 'session/state' ? m.events : []));
    expect(followerActions.filter((e) => e.kind === 'action' && e.role === 'commander')).toEqual([]);
    // The Commander did see its checks and searches.
    expect(JSON.stringify(commander.received)).toContain('"progress_check"');
  });
});
