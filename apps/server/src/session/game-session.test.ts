/** The room without sockets (STYLE.md item 2): in-memory connections and a store that can fail. */
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRoom, type Room } from '../testing/room.js';
import { MemoryConnection } from './connection.js';

let room: Room;
let opened: Room | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await opened?.close();
  opened = undefined;
});

describe('GameSession', () => {
  it('counts a live session as the store counts an ended one, and a state carries the whole log as stored', async () => {
    opened = room = await openRoom();
    const { session } = room;
    const messages = [
      ['follower', { type: 'action', name: 'Turn Left' }], ['commander', { type: 'chat', text: 'hi' }], ['commander', { type: 'progress_check' }],
      ['commander', { type: 'search', by: 'text', value: 'mug' }], ['commander', { type: 'action', name: 'Turn Right' }], ['follower', { type: 'chat', text: 'ok' }],
      ['follower', { type: 'action', name: 'Pickup', x: 0.5, y: 0.5 }],
    ] as const;
    for (const [role, m] of messages) await session.handle(role, m);
    const stored = await room.store.listEvents('s1');
    const admin = new MemoryConnection('admin-1', 'admin');
    await session.spectate(admin);
    const state = admin.received.find((m) => m.type === 'session/state');
    expect(state?.type === 'session/state' && state.events).toEqual(stored);
    // A seat's state is its view of the same log (the Commander's keeps its own events and the Follower's).
    const again = new MemoryConnection('c-2', room.c.workerId, room.c.browser);
    await session.attach('commander', again);
    const seat = again.received.find((m) => m.type === 'session/state');
    expect(seat?.type === 'session/state' && seat.events.map((e) => e.seq)).toEqual(stored.map((e) => e.seq));
    expect(session.tally).toEqual((await room.store.eventTallies(['s1'])).get('s1'));
    expect(session.tally).toMatchObject({ followerActions: 2, commanderActions: 3, utterances: 2, lastT: stored[stored.length - 1]!.t });
  });

  it('answers a Progress Check with its verdict only: the whole response is in the event with the same seq, sent to the Commander first', async () => {
    opened = room = await openRoom();
    const { session, c } = room;
    const reply = await session.handle('commander', { type: 'progress_check' });
    expect(reply.ok && Object.keys(reply).sort()).toEqual(['goalConditions', 'ok', 'seq', 'success']);
    const event = c.received.flatMap((m) => (m.type === 'session/event' && m.event.kind === 'progress_check' ? [m.event] : []));
    expect(event).toHaveLength(1);
    expect(reply).toMatchObject({ seq: event[0]!.seq, success: event[0]!.success, goalConditions: event[0]!.goalConditions });
    expect(event[0]!.response.subgoals.length).toBeGreaterThan(0);
  });

  it("sends an event to its author's connection before the partner's", async () => {
    opened = room = await openRoom();
    const { session, c, f } = room;
    const order: string[] = [];
    c.onMessage((m) => { if (m.type === 'session/event') order.push(`commander:${m.event.kind}`); });
    f.onMessage((m) => { if (m.type === 'session/event') order.push(`follower:${m.event.kind}`); });
    await session.handle('follower', { type: 'action', name: 'Turn Left' });
    await session.handle('commander', { type: 'chat', text: 'turn around' });
    await session.handle('follower', { type: 'chat', text: 'ok' });
    expect(order).toEqual(['follower:action', 'commander:action', 'commander:chat', 'follower:chat', 'follower:chat', 'commander:chat']);
  });

  it('sends viewers who see the same view one message object (the transport writes it once), and a changed view its own', async () => {
    opened = room = await openRoom();
    const { session, c, f } = room;
    const admin = new MemoryConnection('admin-1', 'admin');
    await session.spectate(admin);
    const events = (conn: MemoryConnection) => conn.received.filter((m) => m.type === 'session/event');
    await session.handle('follower', { type: 'action', name: 'Turn Left' });
    const [toFollower, toCommander, toAdmin] = [f, c, admin].map((conn) => events(conn).at(-1));
    expect(toFollower).toBe(toCommander);
    expect(toAdmin).toBe(toFollower);
    await session.handle('commander', { type: 'finish', confirmed: true });
    // The Follower's end is told without the verdict: its own message; the Commander and the console share theirs.
    const ends = [f, c, admin].map((conn) => events(conn).find((m) => m.type === 'session/event' && m.event.kind === 'end'));
    expect(ends[0]).not.toBe(ends[1]);
    expect(ends[1]).toBe(ends[2]);
  });

  it('warns only the seat that stopped acting, then ends the game as abandoned if it stays idle', async () => {
    // The session's clock and its timers move together; the event log's setImmediate stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const clock = { now: () => Date.now(), mono: () => Date.now() };
    opened = room = await openRoom({ config: { idleWarningMs: 1000, idleTimeoutMs: 2500 }, clock });
    const { session, c, f } = room;
    const warnings = () => [...c.received, ...f.received].filter((m) => m.type === 'session/idle_warning');
    for (let i = 0; i < 8; i++) {
      vi.advanceTimersByTime(400);
      await session.handle('follower', { type: 'action', name: 'Turn Left' });
      await session.handle('commander', { type: 'chat', text: `line ${i}` });
    }
    expect(warnings()).toEqual([]);
    // From here only the Follower acts.
    const warned = new Promise((resolve) => c.onMessage((m) => { if (m.type === 'session/idle_warning') resolve(m); }));
    const ended = new Promise((resolve) => f.onMessage((m) => { if (m.type === 'session/ended') resolve(m); }));
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(400);
      await session.handle('follower', { type: 'action', name: 'Turn Left' });
    }
    expect(await warned).toMatchObject({ timeoutMs: 1500 });
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(400);
      if (session.state === 'active') await session.handle('follower', { type: 'action', name: 'Turn Left' });
    }
    expect(await ended).toMatchObject({ outcome: 'abandoned' });
    expect(f.received.filter((m) => m.type === 'session/idle_warning')).toEqual([]);
    const log = await room.store.listEvents('s1');
    expect(log.filter((e) => e.kind === 'idle_warning').map((e) => e.role)).toEqual(['commander']);
    expect(log[log.length - 1]).toMatchObject({ kind: 'end', outcome: 'abandoned', reason: 'The commander was idle for too long.' });
  });

  it('stores an event before anyone hears of it; a failed write changes nothing and tells nobody', async () => {
    opened = room = await openRoom();
    const { session, c, f } = room;
    const hash = worldHash(session.world);
    const heard = c.received.length + f.received.length;
    room.failWrites.on = true;
    await expect(session.handle('follower', { type: 'action', name: 'Turn Left' })).rejects.toThrow('disk full');
    expect(worldHash(session.world)).toBe(hash);
    expect(c.received.length + f.received.length).toBe(heard);
    room.failWrites.on = false;
    const reply = await session.handle('follower', { type: 'action', name: 'Turn Left' });
    expect(reply).toMatchObject({ ok: true, seq: session.lastSeq, outcome: { success: true } });
    expect((await room.store.listEvents('s1')).map((e) => e.kind)).toEqual(['connect', 'connect', 'action']);
    expect(f.received[f.received.length - 1]).toMatchObject({ type: 'session/event', event: { kind: 'action', seq: reply.ok ? reply.seq : -1 } });
  });

  it('pauses when a role has no connection left and resumes when one comes back', async () => {
    opened = room = await openRoom();
    const { session, c, f } = room;
    const f2 = new MemoryConnection('f2', 'f');
    await session.attach('follower', f2);
    await session.detach(f2);
    expect(session.state).toBe('active');
    await session.detach(f);
    expect(session.state).toBe('paused');
    await session.attach('follower', new MemoryConnection('f3', 'f'));
    expect(session.state).toBe('active');
    expect(c.received.filter((m) => m.type === 'session/event').map((m) => (m.type === 'session/event' ? m.event.kind : ''))).toEqual(
      ['connect', 'connect', 'disconnect', 'pause', 'connect', 'resume'],
    );
  });
});
