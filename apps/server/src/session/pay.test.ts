import { ENDING_WORDS, type EndingCause, type Role, type SessionOutcome } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { payVerdict, seatEnding, surveyFirst } from './pay.js';

const humans = { commander: { bot: false }, follower: { bot: false } };

describe('the pay rule', () => {
  it('pays every human seat but the one that timed out, left or was removed; bots get no verdict', () => {
    expect(payVerdict(humans, 'success', null)).toEqual({ commander: 'paid', follower: 'paid' });
    expect(payVerdict(humans, 'abandoned', { role: 'follower', how: 'idle' })).toEqual({ commander: 'paid', follower: 'unpaid' });
    expect(payVerdict(humans, 'admin_ended', { role: 'commander', how: 'removed' })).toEqual({ commander: 'unpaid', follower: 'paid' });
    expect(payVerdict(humans, 'admin_ended', null)).toEqual({ commander: 'paid', follower: 'paid' });
    expect(payVerdict({ commander: { bot: true }, follower: { bot: false } }, 'abandoned', { role: 'commander', how: 'left' })).toEqual({ commander: null, follower: 'paid' });
  });

  it('does not pay the player whose seat a bot took, whatever happens after', () => {
    const botInFollowerSeat = { commander: { bot: false }, follower: { bot: true } };
    expect(payVerdict(botInFollowerSeat, 'success', null, new Set<Role>(['follower']))).toEqual({ commander: 'paid', follower: 'unpaid' });
    expect(seatEnding('success', 'follower', null, new Set<Role>(['follower']))).toBe('seat_taken');
  });

  // Each seat's verdict is its ending's, so the page's words and the code's pay cannot disagree.
  it.each([
    ['success', null, 'success', 'finished_together'],
    ['finished', null, 'finished', 'finished_together'],
    ['abandoned', { role: 'follower', how: 'idle' }, 'partner_idle', 'you_idle'],
    ['abandoned', { role: 'commander', how: 'left' }, 'you_left', 'partner_left'],
    ['admin_ended', null, 'admin_ended', 'admin_ended'],
    ['admin_ended', { role: 'follower', how: 'removed' }, 'admin_ended', 'admin_removed'],
    ['no_episode', null, 'no_episode', 'no_episode'],
  ] as const)('%s, caused by %j: the Commander reads %s, the Follower %s, and each is paid as its words say', (outcome, cause, commander, follower) => {
    const c = cause as EndingCause | null;
    expect([seatEnding(outcome, 'commander', c, new Set()), seatEnding(outcome, 'follower', c, new Set())]).toEqual([commander, follower]);
    const pay = payVerdict(humans, outcome as SessionOutcome, c);
    expect(pay).toEqual({ commander: ENDING_WORDS[commander].paid ? 'paid' : 'unpaid', follower: ENDING_WORDS[follower].paid ? 'paid' : 'unpaid' });
  });

  it('asks for the survey before the code only after a finish', () => {
    expect(['success', 'finished', 'abandoned', 'admin_ended'].map((o) => surveyFirst(o as 'success'))).toEqual([true, true, false, false]);
  });
});
