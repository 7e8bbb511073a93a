/** A seat is bound to one browser; a human seat an older server recorded without one binds to the first browser that comes back. */
import { afterEach, describe, expect, it } from 'vitest';
import { openRoom, type Room } from '../testing/room.js';
import { MemoryConnection } from './connection.js';

let room: Room | null = null;
afterEach(async () => { await room?.close(); room = null; });

describe('seat browsers', () => {
  it('an unbound human seat binds to the first browser that attaches; another browser gets nothing but "elsewhere"', async () => {
    room = await openRoom();
    const first = new MemoryConnection('k1-tab', 'c', 'k1');
    await room.session.attach('commander', first);
    expect(first.received.map((m) => m.type)).toEqual(['session/state']);
    expect(room.session.admits('commander', 'k1')).toBe(true);
    const other = new MemoryConnection('k2-tab', 'c', 'k2');
    await room.session.attach('commander', other);
    expect(other.received).toEqual([{ type: 'error', code: 'session/seat_elsewhere', message: expect.any(String) }]);
    expect(room.session.admits('commander', 'k2')).toBe(false);
    const chat = room.c.received.length;
    expect(await room.session.handle('follower', { type: 'chat', text: 'hello' })).toMatchObject({ ok: true });
    expect(first.received.at(-1)).toMatchObject({ type: 'session/event', event: { kind: 'chat', text: 'hello' } });
    expect(other.received).toHaveLength(1);
    expect(room.c.received.length).toBeGreaterThan(chat);
  });
});
