/** Survey, completion and pay verdict of each seat once a session ends, with the hook and the seats' connections faked. */
import type { Completion, EndingCause, Role, ServerMessage, SessionOutcome } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { Completions, type CompletionRequest } from './completions.js';
import { MemoryConnection } from './connection.js';
import { Seats, type Participant } from './seats.js';

const person = (role: Role, bot = false): Participant => ({ role, workerId: `w-${role}`, name: role, bot, browser: bot ? null : `b-${role}` });

function ledger(options: { readonly followerBot?: boolean; readonly replaced?: readonly Role[] } = {}) {
  const requests: CompletionRequest[] = [];
  const sent: { readonly role: Role; readonly message: ServerMessage }[] = [];
  const seats = new Seats({ commander: person('commander'), follower: person('follower', options.followerBot) });
  const completions = new Completions({
    sessionId: 's1', seats,
    completion: async (request): Promise<Completion> => {
      requests.push(request);
      return { completionCode: `code-${requests.length}`, redirectUrl: null, paid: request.ending !== 'seat_taken', reason: request.ending, ending: request.ending };
    },
    sendTo: (role, message) => { sent.push({ role, message }); },
  }, options.replaced ?? []);
  return { completions, seats, requests, sent };
}

const ended = async (c: Completions, outcome: SessionOutcome, cause: EndingCause | null = null) => {
  const pay = c.settle(outcome, cause);
  await c.handOutUnsurveyed();
  return pay;
};

describe('Completions', () => {
  it('hands nothing before the end; after a finish, each seat its completion once, after its survey', async () => {
    const { completions, requests, sent } = ledger();
    await completions.hand('commander');
    expect(requests).toEqual([]);
    expect(await ended(completions, 'success')).toEqual({ commander: 'paid', follower: 'paid' });
    expect(requests).toEqual([]);
    expect(completions.surveyed('commander')).toBe(false);
    completions.markSurveyed('commander');
    await completions.hand('commander');
    await completions.hand('commander');
    expect(completions.surveyed('commander')).toBe(true);
    expect(requests).toEqual([{ sessionId: 's1', role: 'commander', workerId: 'w-commander', browser: 'b-commander', outcome: 'success', ending: 'success' }]);
    expect(sent).toEqual([{ role: 'commander', message: { type: 'completion', sessionId: 's1', completionCode: 'code-1', redirectUrl: null, paid: true, reason: 'success', ending: 'success' } }]);
  });

  it('gives every human seat its completion at once when the game ended without a finish; the seat that left is not paid; a bot gets none', async () => {
    const { completions, requests } = ledger({ followerBot: true });
    expect(await ended(completions, 'abandoned', { role: 'commander', how: 'idle' })).toEqual({ commander: 'unpaid', follower: null });
    expect(requests.map((r) => [r.role, r.ending])).toEqual([['commander', 'you_idle']]);
  });

  it('counts a seat a bot took over as its departed player\'s: not paid, with the completion it was handed when the bot came', async () => {
    const { completions, seats, requests } = ledger();
    completions.markReplaced('follower');
    await completions.handSeatTaken('follower', seats.holder('follower'));
    seats.giveToBot('follower', { workerId: 'bot', name: 'Robin' });
    expect(await ended(completions, 'abandoned', { role: 'commander', how: 'left' })).toEqual({ commander: 'unpaid', follower: 'unpaid' });
    // The bot now in the seat gets nothing; the departed player was handed its completion once.
    expect(requests.map((r) => [r.role, r.workerId, r.ending])).toEqual([['follower', 'w-follower', 'seat_taken'], ['commander', 'w-commander', 'you_left']]);
    const tab = new MemoryConnection('t', 'w-follower', 'b-follower');
    completions.resendTo('follower', tab);
    completions.resendTo('commander', tab);
    expect(tab.received.map((m) => m.type === 'completion' && m.ending)).toEqual(['seat_taken', 'you_left']);
  });

  it('remembers surveys and replaced seats read back after a restart', async () => {
    const { completions } = ledger({ replaced: ['follower'] });
    completions.recall({ kind: 'survey', role: 'follower', rating: 4, comment: '', seq: 9, t: 90 });
    completions.recall({ kind: 'chat', role: 'commander', text: 'hi', seq: 10, t: 100 });
    expect([completions.surveyed('follower'), completions.surveyed('commander')]).toEqual([true, false]);
    expect(completions.settle('success', null)).toEqual({ commander: 'paid', follower: 'unpaid' });
  });
});
