/** The offer of an empty seat to the one who stayed, with the session around it faked. */
import type { Completion, Role, ServerMessage } from '@chorehouse/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Completions, type CompletionRequest } from './completions.js';
import { MemoryConnection } from './connection.js';
import { QueuedTimers } from './queued-timers.js';
import { SeatOffers } from './seat-offers.js';
import { Seats, type Participant } from './seats.js';
import { SerialQueue } from './serial-queue.js';

beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
afterEach(() => { vi.useRealTimers(); });

const person = (role: Role, bot = false): Participant => ({ role, workerId: `w-${role}`, name: role, bot, browser: bot ? null : `b-${role}` });

function table(options: { readonly followerBot?: boolean; readonly noBots?: boolean; readonly here?: readonly Role[] } = {}) {
  const queue = new SerialQueue();
  const log: string[] = [];
  const sent: { readonly role: Role; readonly message: ServerMessage }[] = [];
  const requests: CompletionRequest[] = [];
  const session = { ended: false };
  const seats = new Seats({ commander: person('commander'), follower: person('follower', options.followerBot) });
  const completions = new Completions({
    sessionId: 's1', seats,
    completion: async (request): Promise<Completion> => {
      requests.push(request);
      return { completionCode: `code-${request.role}`, redirectUrl: null, paid: false, reason: request.ending, ending: request.ending };
    },
    sendTo: (role, message) => { sent.push({ role, message }); },
  }, []);
  const offers = new SeatOffers({
    sessionId: 's1', offerMs: 3000, seats, completions,
    timers: new QueuedTimers((task) => queue.run(task), (error) => { throw error; }),
    seatBot: options.noBots ? null : (role) => { log.push(`bot seated:${role}, was ${seats.holder(role).workerId}`); return { workerId: 'bot', name: 'Robin' }; },
    storeReplaced: async (role) => { log.push(`stored replaced:${role}`); },
    isHere: (role) => (options.here ?? ['commander']).includes(role),
    ended: () => session.ended,
    stopIdle: (role) => { log.push(`idle stopped:${role}`); },
    sendTo: (role, message) => { sent.push({ role, message }); },
    sendState: async (role) => { log.push(`state to:${role}`); },
    end: async (outcome, reason, cause) => { session.ended = true; log.push(`end:${outcome}:${cause?.role}:${cause?.how}:${reason}`); },
  });
  const inQueue = <T>(task: () => Promise<T>) => queue.run(task);
  return { offers, seats, completions, log, sent, requests, session, inQueue, settled: () => queue.run(() => undefined) };
}

const offerOf = (role: Role): ServerMessage => ({ type: 'session/seat_empty', sessionId: 's1', role, decideWithinMs: 3000 });

describe('SeatOffers', () => {
  it('offers the seat of a player who did not come back to the one who stayed, and ends the game when it does not answer in time', async () => {
    const { offers, log, sent, inQueue, settled } = table();
    await inQueue(() => offers.abandoned('follower'));
    expect(sent).toEqual([{ role: 'commander', message: offerOf('follower') }]);
    expect([offers.pendingFor('commander'), offers.pendingFor('follower')]).toEqual([offerOf('follower'), null]);
    vi.advanceTimersByTime(2999);
    await settled();
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    await settled();
    expect(log).toEqual(['end:abandoned:follower:left:The follower (player) did not come back.']);
    expect(offers.pendingFor('commander')).toBeNull();
  });

  it.each([
    ['the partner is a bot', { followerBot: true }, 'commander', 'The commander (player) did not come back.'],
    ['the one who left was a bot', { followerBot: true }, 'follower', 'The follower (bot) did not come back.'],
    ['the partner is not here either', { here: [] }, 'follower', 'The follower (player) did not come back.'],
    ['no bot can be seated', { noBots: true }, 'follower', 'The follower (player) did not come back.'],
  ] as const)('ends the game at once when %s', async (_name, options, role, reason) => {
    const { offers, log, sent, inQueue } = table(options);
    await inQueue(() => offers.abandoned(role));
    expect(sent).toEqual([]);
    expect(log).toEqual([`end:abandoned:${role}:left:${reason}`]);
  });

  it('lets the offer lapse when the player comes back, and refuses an answer then', async () => {
    const { offers, log, inQueue, settled } = table();
    await inQueue(() => offers.abandoned('follower'));
    offers.returned('commander');
    expect(offers.pendingFor('commander')).toEqual(offerOf('follower'));
    offers.returned('follower');
    expect(offers.pendingFor('commander')).toBeNull();
    vi.advanceTimersByTime(10_000);
    await settled();
    expect(log).toEqual([]);
    expect(await inQueue(() => offers.answer('commander', true))).toMatchObject({ ok: false, error: { code: 'session/no_offer' } });
  });

  it('ends the game as an abandonment when the one who stayed declines; the timer is gone', async () => {
    const { offers, log, inQueue, settled } = table();
    await inQueue(() => offers.abandoned('follower'));
    expect(await inQueue(() => offers.answer('follower', false))).toMatchObject({ ok: false, error: { code: 'session/no_offer' } });
    expect(await inQueue(() => offers.answer('commander', false))).toEqual({ ok: true });
    vi.advanceTimersByTime(10_000);
    await settled();
    expect(log).toEqual(['end:abandoned:follower:left:The follower (player) did not come back.']);
  });

  it('on accept seats the bot after the hook saw who left, gives the departed player its no-pay completion, and shows the one who stayed its new partner', async () => {
    const { offers, seats, completions, log, requests, sent, inQueue, settled } = table();
    await inQueue(() => offers.abandoned('follower'));
    expect(await inQueue(() => offers.answer('commander', true))).toEqual({ ok: true });
    expect(log).toEqual(['stored replaced:follower', 'idle stopped:follower', 'bot seated:follower, was w-follower', 'state to:commander']);
    expect(seats.holder('follower')).toMatchObject({ workerId: 'bot', bot: true });
    expect(requests).toEqual([{ sessionId: 's1', role: 'follower', workerId: 'w-follower', browser: 'b-follower', outcome: 'abandoned', ending: 'seat_taken' }]);
    // The completion is the departed player's: sent again to a tab of its seat that comes back, not to the seat now.
    expect(sent.map((s) => s.message.type)).toEqual(['session/seat_empty']);
    const tab = new MemoryConnection('t', 'w-follower', 'b-follower');
    completions.resendTo('follower', tab);
    expect(tab.received).toMatchObject([{ type: 'completion', sessionId: 's1', completionCode: 'code-follower', ending: 'seat_taken' }]);
    vi.advanceTimersByTime(10_000);
    await settled();
    expect(log).toHaveLength(4);
  });

  it('refuses to answer once the game ended', async () => {
    const { offers, session, inQueue } = table();
    await inQueue(() => offers.abandoned('follower'));
    session.ended = true;
    expect(await inQueue(() => offers.answer('commander', true))).toMatchObject({ ok: false, error: { code: 'session/no_offer' } });
  });
});
