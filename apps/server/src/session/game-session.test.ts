/** The room without sockets (STYLE.md item 2): in-memory connections and a store that can fail. */
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { openRoom, type Room } from '../testing/room.js';
import { MemoryConnection } from './connection.js';

let room: Room;
let opened: Room | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('GameSession', () => {
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
