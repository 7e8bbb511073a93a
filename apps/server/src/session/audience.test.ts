/** What one session's seats and spectators are sent, in what order, and which messages are shared. */
import { FOLLOWER_END_REASON, type EventRecord, type ServerMessage } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { Audience } from './audience.js';
import { MemoryConnection } from './connection.js';

/** An audience of two Commander tabs, one Follower and one spectator; `log` says who was sent what, in order. */
function seated() {
  const audience = new Audience('s1');
  const log: { readonly who: string; readonly message: ServerMessage; readonly shared: boolean }[] = [];
  const conn = (who: string) => {
    const c = new MemoryConnection(who, who);
    c.send = (message) => { log.push({ who, message, shared: false }); };
    c.sendShared = (message) => { log.push({ who, message, shared: true }); };
    return c;
  };
  const c1 = conn('c1');
  const c2 = conn('c2');
  const f = conn('f');
  const spectator = conn('spectator');
  audience.seat('commander', c1);
  audience.seat('commander', c2);
  audience.seat('follower', f);
  audience.watch(spectator);
  return { audience, log, c1, c2, f, spectator };
}

const chat: EventRecord = { seq: 3, t: 30, kind: 'chat', role: 'follower', text: 'where is the mug?' };
const search: EventRecord = { seq: 4, t: 40, kind: 'search', role: 'commander', by: 'text', value: 'mug', results: [] };
const ended: EventRecord = { seq: 5, t: 50, kind: 'end', outcome: 'success', reason: 'Finish' };

describe('Audience', () => {
  it.each([
    ['a Follower\'s chat: its author first, then the partner\'s tabs, then spectators, one shared message', chat, ['f', 'c1', 'c2', 'spectator'], [true, true, true, true]],
    ['a search: never to the Follower', search, ['c1', 'c2', 'spectator'], [true, true, true]],
    ['the end: the Follower gets a view of its own, not shared', ended, ['c1', 'c2', 'f', 'spectator'], [true, true, false, true]],
  ] as const)('broadcasts %s', (_name, event, order, shared) => {
    const { audience, log } = seated();
    audience.broadcast(event);
    expect(log.map((l) => l.who)).toEqual(order);
    expect(log.map((l) => l.shared)).toEqual(shared);
    const sharedMessages = new Set(log.filter((l) => l.shared).map((l) => l.message));
    expect(sharedMessages.size).toBe(1);
    const [message] = [...sharedMessages];
    expect(Object.isFrozen(message)).toBe(true);
    expect(message).toEqual({ type: 'session/event', sessionId: 's1', event });
  });

  it('announces the end to each viewer as it may see it: the Follower without the verdict, each its own message', () => {
    const { audience, log } = seated();
    audience.announceEnd(ended);
    expect(log.map((l) => [l.who, l.shared])).toEqual([['c1', false], ['c2', false], ['f', false], ['spectator', false]]);
    expect(log.map((l) => l.message)).toEqual([
      { type: 'session/ended', sessionId: 's1', outcome: 'success', reason: 'Finish' },
      { type: 'session/ended', sessionId: 's1', outcome: 'success', reason: 'Finish' },
      { type: 'session/ended', sessionId: 's1', outcome: 'finished', reason: FOLLOWER_END_REASON },
      { type: 'session/ended', sessionId: 's1', outcome: 'success', reason: 'Finish' },
    ]);
  });

  it('counts seats\' connections, finds the seat a leaving connection held, and forgets everyone on clear', () => {
    const { audience, log, c1, f, spectator } = seated();
    expect([audience.count(), audience.count('commander'), audience.count('follower')]).toEqual([3, 2, 1]);
    expect(audience.has('commander', c1)).toBe(true);
    expect(audience.has('follower', c1)).toBe(false);
    expect(audience.leave(c1)).toBe('commander');
    expect(audience.leave(spectator)).toBeNull();
    expect(audience.leave(spectator)).toBeNull();
    expect(audience.count('commander')).toBe(1);
    audience.sendToSpectators({ type: 'session/ended', sessionId: 's1', outcome: 'success', reason: 'Finish' });
    expect(log).toEqual([]);
    audience.sendTo('follower', { type: 'session/ended', sessionId: 's1', outcome: 'finished', reason: 'Done' });
    expect(log.map((l) => l.who)).toEqual(['f']);
    audience.clear();
    expect(audience.count()).toBe(0);
    expect(audience.has('follower', f)).toBe(false);
  });
});
