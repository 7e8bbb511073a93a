/** The door: one table of who may send what, checked before anything changes; one queue per session. */
import { CLIENT_MESSAGE_TYPES, type Reply } from '@chorehouse/protocol';
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { openRoom, type Room } from '../testing/room.js';
import { DOOR, SESSION_MESSAGE_TYPES, type DoorCaller, type SessionMessage } from './door.js';

let room: Room;
let opened: Room | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** Everything anyone could observe of a session: its world, its log and what its connections were sent. */
function observed(r: Room) {
  return { hash: worldHash(r.session.world), seq: r.session.lastSeq, heard: r.c.received.length + r.f.received.length, state: r.session.state };
}

const MESSAGES: Record<SessionMessage['type'], SessionMessage> = {
  'session/resync': { type: 'session/resync' },
  survey: { type: 'survey', rating: 4, comment: '' },
  chat: { type: 'chat', text: 'hello' },
  action: { type: 'action', name: 'Turn Left' },
  progress_check: { type: 'progress_check' },
  search: { type: 'search', by: 'text', value: 'mug' },
  finish: { type: 'finish', confirmed: false },
  'seat/replace': { type: 'seat/replace', accept: true },
  'admin/end': { type: 'admin/end', reason: 'test' },
};

// Who may send each type (the role table of DESIGN.md section 4).
const ALLOWED: Record<SessionMessage['type'], readonly DoorCaller[]> = {
  'session/resync': ['commander', 'follower'],
  survey: ['commander', 'follower'],
  chat: ['commander', 'follower'],
  action: ['commander', 'follower'],
  progress_check: ['commander'],
  search: ['commander'],
  finish: ['commander'],
  'seat/replace': ['commander', 'follower'],
  'admin/end': ['admin'],
};
const CALLERS: readonly DoorCaller[] = ['commander', 'follower', 'admin'];

describe('the session door', () => {
  it('has one entry per in-session type, and those are the client types the lobby and gateway do not own', () => {
    expect(Object.keys(DOOR).sort()).toEqual([...SESSION_MESSAGE_TYPES, 'admin/end'].sort());
    expect(CLIENT_MESSAGE_TYPES.filter((t) => !(SESSION_MESSAGE_TYPES as readonly string[]).includes(t)).sort()).toEqual(['lobby/join', 'lobby/leave', 'spectate']);
    for (const [type, roles] of Object.entries(ALLOWED)) expect([...DOOR[type as SessionMessage['type']].roles].sort(), type).toEqual([...roles].sort());
  });

  const forbidden = Object.entries(ALLOWED).flatMap(([type, roles]) => CALLERS.filter((c) => !roles.includes(c)).map((c) => [type, c] as const));
  it.each(forbidden)('%s from the %s: session/not_your_role, nothing changes', async (type: string, caller) => {
    opened = room = await openRoom();
    const before = observed(room);
    const reply = await room.session.handle(caller, MESSAGES[type as SessionMessage['type']]);
    expect(reply).toMatchObject({ ok: false, error: { code: 'session/not_your_role' } });
    expect(observed(room)).toEqual(before);
  });

  it.each(['Pickup', 'Open', 'Stop'] as const)('the Commander may move its camera but not %s', async (name) => {
    opened = room = await openRoom();
    const before = observed(room);
    const msg: SessionMessage = name === 'Stop' ? { type: 'action', name } : { type: 'action', name, x: 0.5, y: 0.5 };
    expect(await room.session.handle('commander', msg)).toMatchObject({ ok: false, error: { code: 'session/not_your_role' } });
    expect(observed(room)).toEqual(before);
    expect(await room.session.handle('commander', { type: 'action', name: 'Turn Left' })).toMatchObject({ ok: true, outcome: { success: true } });
  });

  it('lets each allowed caller in, by stage: survey only after the end, play only before it', async () => {
    opened = room = await openRoom();
    const { session } = room;
    expect(await session.handle('follower', MESSAGES.survey)).toMatchObject({ ok: false, error: { code: 'survey/not_ended' } });
    expect(await session.handle('commander', MESSAGES.progress_check)).toMatchObject({ ok: true, success: false });
    expect(await session.handle('commander', MESSAGES.finish)).toMatchObject({ ok: false, error: { code: 'finish/unconfirmed' } });
    expect(await session.handle('admin', MESSAGES['admin/end'])).toEqual({ ok: true });
    expect(session.state).toBe('ended');
    expect(await session.handle('admin', MESSAGES['admin/end'])).toMatchObject({ ok: false, error: { code: 'session/ended' } });
    expect(await session.handle('follower', MESSAGES.action)).toMatchObject({ ok: false, error: { code: 'session/ended' } });
    expect(await session.handle('follower', MESSAGES.chat)).toMatchObject({ ok: false, error: { code: 'session/ended' } });
    expect(await session.handle('follower', MESSAGES.survey)).toMatchObject({ ok: true });
    expect(await session.handle('follower', MESSAGES.survey)).toMatchObject({ ok: false, error: { code: 'survey/already_answered' } });
    expect(await session.handle('commander', MESSAGES['session/resync'])).toEqual({ ok: true });
    expect(room.c.received[room.c.received.length - 1]).toMatchObject({ type: 'session/state', status: 'ended' });
  });

  it('while paused: chat goes through, play waits', async () => {
    opened = room = await openRoom();
    await room.session.detach(room.f);
    expect(room.session.state).toBe('paused');
    expect(await room.session.handle('commander', MESSAGES.chat)).toMatchObject({ ok: true });
    expect(await room.session.handle('commander', MESSAGES.action)).toMatchObject({ ok: false, error: { code: 'session/paused' } });
  });

  it('while paused: the Commander may still check progress and finish', async () => {
    opened = room = await openRoom();
    await room.session.detach(room.f);
    expect(await room.session.handle('commander', MESSAGES.progress_check)).toMatchObject({ ok: true });
    expect(await room.session.handle('commander', { type: 'finish', confirmed: true })).toMatchObject({ ok: true });
    expect(room.session.state).toBe('ended');
  });

  it('a bot seat does not answer the survey', async () => {
    opened = room = await openRoom({ botFollower: true });
    await room.session.handle('admin', MESSAGES['admin/end']);
    expect(await room.session.handle('follower', MESSAGES.survey)).toMatchObject({ ok: false, error: { code: 'session/not_your_role' } });
  });

  it('queues concurrent messages: one runs at a time, in arrival order', async () => {
    opened = room = await openRoom();
    let release!: () => void;
    room.slowWrites.until = new Promise<void>((r) => { release = r; });
    const startedBefore = room.slowWrites.started;
    const replies: Promise<Reply>[] = Array.from({ length: 12 }, (_, i) =>
      room.session.handle(i % 2 ? 'commander' : 'follower', i % 3 ? { type: 'chat', text: `line ${i}` } : { type: 'action', name: 'Turn Left' }));
    // Let every message reach the door and the first write begin; while it is held, nothing else may write.
    const turn = () => new Promise<void>((r) => setImmediate(r));
    for (let i = 0; i < 50 && room.slowWrites.started === startedBefore; i++) await turn();
    for (let i = 0; i < 10; i++) await turn();
    expect(room.slowWrites.started - startedBefore).toBe(1);
    room.slowWrites.until = null;
    release();
    const seqs = (await Promise.all(replies)).map((r) => (r.ok && 'seq' in r ? r.seq : -1));
    const first = seqs[0]!;
    expect(seqs).toEqual(seqs.map((_, i) => first + i));
    const log = await room.store.listEvents('s1');
    expect(log.slice(-12).map((e) => (e.kind === 'chat' ? e.text : e.kind))).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 3 ? `line ${i}` : 'action')),
    );
  });
});
