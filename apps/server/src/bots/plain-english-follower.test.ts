/**
 * The practice Follower understands a person's plain English (issue 19): a Commander who types
 * what a person would, without coordinates, leads the bot through Make Coffee in the demo kitchen,
 * through the real session (the door, the log); the bot asks when it cannot tell which mug.
 */
import { checkedLink, WireFollowerBot } from '@chorehouse/agents';
import { parseClientMessage, protocolError, type Reply, type ServerMessage } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryConnection } from '../session/connection.js';
import { isSessionMessage } from '../session/door.js';
import { openRoom, type Room } from '../testing/room.js';

let room: Room | undefined;
afterEach(async () => { await room?.close(); room = undefined; });

/** Resolves with the Follower's next chat line the Commander is shown. */
function nextFollowerLine(r: Room): Promise<string> {
  const seen = r.c.received.length;
  return new Promise((resolve) => {
    const check = (m: ServerMessage) => {
      if (m.type === 'session/event' && m.event.kind === 'chat' && m.event.role === 'follower' && r.c.received.indexOf(m) >= seen) resolve(m.event.text);
    };
    r.c.onMessage(check);
  });
}

describe('the practice Follower reads plain English', () => {
  it('a person\'s instructions, without coordinates, lead it to finish Make Coffee', async () => {
    room = await openRoom({ botFollower: true });
    const r = room;
    const conn = new MemoryConnection('bot-f', 'f');
    const link = checkedLink(async (message): Promise<Reply> => {
      const parsed = parseClientMessage(message);
      if (!parsed.ok) return { ok: false, error: parsed.error };
      if (!isSessionMessage(parsed.message)) return { ok: false, error: protocolError('session/none', 'Bots only play.') };
      return r.session.handle('follower', parsed.message);
    });
    const bot = new WireFollowerBot(link);
    conn.onMessage((m) => bot.onMessage(m));
    await r.session.attach('follower', conn);
    const running = bot.run();

    const tell = async (text: string) => {
      const answer = nextFollowerLine(r);
      expect(await r.session.handle('commander', { type: 'chat', text })).toMatchObject({ ok: true });
      return answer;
    };
    expect(await tell('Hello!')).toBe('Hi! What should I do?');
    expect(await tell('Please wash the dirty mug in the sink.')).toBe('Done.');
    expect(await tell('Pour the water out of the mug.')).toBe('Done.');
    expect(await tell('Now make coffee in it.')).toBe('Done.');
    const check = await r.session.handle('commander', { type: 'progress_check' });
    expect(check).toMatchObject({ ok: true, success: true });
    bot.stop();
    await running;
    const log = await r.store.listEvents('s1');
    const chat = log.filter((e) => e.kind === 'chat').map((e) => (e.kind === 'chat' ? `${e.role}: ${e.text}` : ''));
    expect(chat.join('\n')).not.toMatch(/\d\.\d\d/);
    expect(log.filter((e) => e.kind === 'action' && e.role === 'follower').length).toBeGreaterThan(3);
  });

  it('asks which one rather than refusing when two potatoes it has seen fit', async () => {
    room = await openRoom({ botFollower: true });
    const r = room;
    const conn = new MemoryConnection('bot-f', 'f');
    const link = checkedLink(async (message): Promise<Reply> => {
      const parsed = parseClientMessage(message);
      if (!parsed.ok || !isSessionMessage(parsed.message)) return { ok: false, error: protocolError('session/none', 'no') };
      return r.session.handle('follower', parsed.message);
    });
    const bot = new WireFollowerBot(link);
    conn.onMessage((m) => bot.onMessage(m));
    await r.session.attach('follower', conn);
    const running = bot.run();
    for (const text of ['Go to the counter.', 'Now go over to the dining table.']) {
      const reply = nextFollowerLine(r);
      await r.session.handle('commander', { type: 'chat', text });
      expect(await reply).toBe('Done.');
    }
    const answer = nextFollowerLine(r);
    await r.session.handle('commander', { type: 'chat', text: 'Pick up the potato.' });
    expect(await answer).toMatch(/^Which potato: the one on the counter or the one on the dining table\?$/);
    const done = nextFollowerLine(r);
    await r.session.handle('commander', { type: 'chat', text: 'The one on the dining table.' });
    expect(await done).toBe('Done.');
    bot.stop();
    await running;
  });
});
