/** Pause, grace and idleness of two seats, with the session around them faked: what is recorded, sent and ended. */
import type { NewEvent, Role, ServerMessage } from '@chorehouse/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Presence } from './presence.js';
import { QueuedTimers } from './queued-timers.js';
import { SerialQueue } from './serial-queue.js';

beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
afterEach(() => { vi.useRealTimers(); });

function seated(options: { readonly bots?: readonly Role[]; readonly failRecords?: boolean } = {}) {
  const queue = new SerialQueue();
  const log: string[] = [];
  const sent: { readonly role: Role; readonly message: ServerMessage }[] = [];
  const session = { ended: false };
  const presence = new Presence({
    sessionId: 's1',
    clock: { mono: () => Date.now() },
    config: { disconnectGraceMs: 5000, idleWarningMs: 1000, idleTimeoutMs: 2500 },
    timers: new QueuedTimers((task) => queue.run(task), (error) => { throw error; }),
    ended: () => session.ended,
    isBot: (role) => options.bots?.includes(role) ?? false,
    record: async (event: NewEvent) => { log.push('role' in event ? `${event.kind}:${event.role}` : event.kind); },
    sendTo: (role, message) => { sent.push({ role, message }); },
    end: async (outcome, reason, cause) => { session.ended = true; log.push(`end:${outcome}:${cause?.role}:${cause?.how}:${reason}`); },
    abandoned: async (role) => { log.push(`abandoned:${role}`); },
  });
  /** Runs `task` in the queue, as the session does, and waits for everything queued before it. */
  const inQueue = (task: () => Promise<void>) => queue.run(task);
  return { presence, log, sent, session, inQueue, settled: () => queue.run(() => undefined) };
}

describe('Presence', () => {
  it('pauses when a seat leaves and resumes when both are back; the grace period stops when the seat returns', async () => {
    const { presence, log, inQueue, settled } = seated();
    await inQueue(() => presence.arrive('commander'));
    await inQueue(() => presence.arrive('follower'));
    await inQueue(() => presence.depart('follower'));
    expect([presence.paused, presence.isHere('follower')]).toEqual([true, false]);
    vi.advanceTimersByTime(4999);
    await inQueue(() => presence.arrive('follower'));
    // Past the grace period's end, before the idle warning.
    vi.advanceTimersByTime(500);
    await settled();
    expect(presence.paused).toBe(false);
    expect(log).toEqual(['connect:commander', 'connect:follower', 'disconnect:follower', 'pause:follower', 'connect:follower', 'resume']);
  });

  it('hands a seat on as abandoned when its grace period is over, and pauses only once for two departures', async () => {
    const { presence, log, inQueue, settled } = seated();
    await inQueue(() => presence.arrive('commander'));
    await inQueue(() => presence.arrive('follower'));
    await inQueue(() => presence.depart('follower'));
    vi.advanceTimersByTime(1000);
    await inQueue(() => presence.depart('commander'));
    vi.advanceTimersByTime(4000);
    await settled();
    expect(log.slice(2)).toEqual(['disconnect:follower', 'pause:follower', 'disconnect:commander', 'abandoned:follower']);
    vi.advanceTimersByTime(1000);
    await settled();
    expect(log.at(-1)).toBe('abandoned:commander');
  });

  it('starts no grace period after the session ended, and hands nobody on once it has', async () => {
    const { presence, log, session, inQueue, settled } = seated();
    await inQueue(() => presence.arrive('commander'));
    await inQueue(() => presence.depart('commander'));
    session.ended = true;
    vi.advanceTimersByTime(60_000);
    await settled();
    expect(log).toEqual(['connect:commander', 'disconnect:commander', 'pause:commander']);
  });

  it('after a restart marks the seats the log had present as gone, pauses once, and starts every grace period', async () => {
    const { presence, log, inQueue, settled } = seated();
    for (const e of [{ kind: 'connect', role: 'commander' }, { kind: 'connect', role: 'follower' }, { kind: 'disconnect', role: 'follower' }] as const) {
      presence.recall({ ...e, seq: 0, t: 0 });
    }
    presence.recall({ kind: 'pause', role: 'follower', reason: 'disconnected', seq: 3, t: 0 });
    await inQueue(() => presence.afterRestart());
    expect(log).toEqual(['disconnect:commander']);
    vi.advanceTimersByTime(5000);
    await settled();
    expect(log.slice(1).sort()).toEqual(['abandoned:commander', 'abandoned:follower']);
  });

  it('warns the idle seat only, then ends the game; a bot is never idle', async () => {
    const { presence, log, sent, inQueue, settled } = seated({ bots: ['follower'] });
    await inQueue(() => presence.arrive('commander'));
    await inQueue(() => presence.arrive('follower'));
    vi.advanceTimersByTime(1000);
    await settled();
    expect(sent).toEqual([{ role: 'commander', message: { type: 'session/idle_warning', sessionId: 's1', timeoutMs: 1500 } }]);
    presence.touch('follower');
    vi.advanceTimersByTime(1500);
    await settled();
    expect(log.slice(2)).toEqual(['idle_warning:commander', 'end:abandoned:commander:idle:The commander was idle for too long.']);
  });

  it('is postponed by a touch, and a pause stops the idle clocks until both are back', async () => {
    const { presence, log, inQueue, settled } = seated();
    await inQueue(() => presence.arrive('commander'));
    await inQueue(() => presence.arrive('follower'));
    vi.advanceTimersByTime(900);
    presence.touch('commander');
    presence.touch('follower');
    vi.advanceTimersByTime(900);
    await settled();
    expect(log).toEqual(['connect:commander', 'connect:follower']);
    await inQueue(() => presence.depart('follower'));
    presence.touch('commander');
    vi.advanceTimersByTime(4900);
    await settled();
    expect(log.slice(2)).toEqual(['disconnect:follower', 'pause:follower']);
  });
});
