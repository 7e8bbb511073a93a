/** Disconnects, grace periods, idle players, and a crash in the middle of a session. */
import { worldHash } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { replayHash } from '../src/session/replay.js';
import { demoCoffeeEpisode } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient } from '../src/testing/test-client.js';
import { serversForEachTest } from './servers.js';

const start = serversForEachTest();

describe('faults', () => {
  it('pauses while a player is away and restores everything when it reconnects', async () => {
    const ts = await start({ config: { disconnectGraceMs: 10_000 } });
    const { commander, follower, tokens, sessionId } = await pairPlayers(ts.url);
    await commander.request({ type: 'chat', text: 'Hello there' });
    await follower.request({ type: 'action', name: 'Turn Right' });
    follower.close();
    await commander.next('session/event', (m) => m.event.kind === 'pause');
    // The Commander may still check what is done (and could finish); the world waits.
    expect(await commander.request({ type: 'progress_check' })).toMatchObject({ ok: true });
    // Chat still works while paused (the partner reads it on return).
    expect(await commander.request({ type: 'chat', text: 'Are you there?' })).toMatchObject({ ok: true });

    const back = await TestClient.connect(ts.url, tokens.follower);
    const state = await back.next('session/state');
    expect(state.sessionId).toBe(sessionId);
    expect(state.viewer).toBe('follower');
    expect(state.events.filter((e) => e.kind === 'chat').map((e) => (e.kind === 'chat' ? e.text : ''))).toEqual(['Hello there', 'Are you there?']);
    const initialYaw = (JSON.parse(demoCoffeeEpisode().world) as { follower: { yaw: number } }).follower.yaw;
    expect(state.world.follower.yaw).toBe((initialYaw + 90) % 360);
    await commander.next('session/event', (m) => m.event.kind === 'resume');
    await Promise.all([commander.playAs('commander'), back.playAs('follower')]);
    expect((await commander.next('session/ended')).outcome).toBe('success');
  });

  it('ends an abandoned session after the grace period and still pays the remaining worker', async () => {
    const ts = await start({ config: { disconnectGraceMs: 150, seatOfferMs: 150 } });
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    follower.close();
    // Offered a bot for the empty seat, the one who stayed lets the offer lapse (seat-replacement.test.ts).
    await commander.next('session/seat_empty');
    const ended = await commander.next('session/ended');
    expect(ended.outcome).toBe('abandoned');
    expect((await commander.next('completion')).completionCode).toMatch(/^[A-Z2-9]{10}$/);
    expect((await ts.store.getSession(sessionId))?.outcome).toBe('abandoned');
    const kinds = (await ts.store.listEvents(sessionId)).map((e) => e.kind);
    expect(kinds.slice(-3)).toEqual(['disconnect', 'pause', 'end']);
  });

  it('warns an idle player, then times the session out', async () => {
    const ts = await start({ config: { idleWarningMs: 100, idleTimeoutMs: 250 } });
    const { commander, follower } = await pairPlayers(ts.url);
    const warning = await commander.next('session/idle_warning');
    expect(warning.timeoutMs).toBe(150);
    await follower.next('session/idle_warning');
    expect((await commander.next('session/ended')).outcome).toBe('abandoned');
  });

  it('survives a crash mid-session: the restarted server rebuilds it from the log, players reconnect and finish, replay matches', async () => {
    const first = await start({ config: { disconnectGraceMs: 30_000 } });
    const { commander, follower, tokens, sessionId } = await pairPlayers(first.url);
    await commander.request({ type: 'progress_check' });
    // A greeting, not a step: after the restart the bots play the rest (the bot Follower would act on a plain-English step).
    await commander.request({ type: 'chat', text: 'Hello, are you there?' });
    for (const name of ['Turn Left', 'Forward', 'Turn Right'] as const) await follower.request({ type: 'action', name });
    const liveHash = worldHash(first.server.registry.get(sessionId)!.world);
    // A crash: nothing more is written; sockets drop.
    await first.stop();
    commander.close();
    follower.close();

    const second = await start({ dir: first.dir, config: { disconnectGraceMs: 30_000 } });
    const restored = second.server.registry.get(sessionId)!;
    expect(restored.state).toBe('paused');
    expect(worldHash(restored.world)).toBe(liveHash);
    const c2 = await TestClient.connect(second.url, tokens.commander);
    const f2 = await TestClient.connect(second.url, tokens.follower);
    expect(worldHash((await f2.next('session/state')).world)).toBe(liveHash);
    await c2.next('session/event', (m) => m.event.kind === 'resume');
    const [cb] = await Promise.all([c2.playAs('commander'), f2.playAs('follower')]);
    expect((await c2.next('session/ended')).outcome).toBe('success');

    const events = await second.store.listEvents(sessionId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    const live = second.server.registry.sessionOf((await second.store.getSession(sessionId))!.commanderId)!;
    expect(replayHash(JSON.parse(demoCoffeeEpisode().world), events)).toBe(worldHash(live.world));
    expect(worldHash(cb.mirror.world!)).toBe(worldHash(live.world));
    // Event times keep increasing across the restart.
    expect(events.every((e, i) => i === 0 || e.t >= events[i - 1]!.t)).toBe(true);
  });
});
