import { describe, expect, it } from 'vitest';
import { completionReason, payVerdict, surveyFirst } from './pay.js';

describe('the pay rule', () => {
  it('pays every human seat but the one that timed out, left or was blocked; bots get no verdict', () => {
    const humans = { commander: { bot: false }, follower: { bot: false } };
    expect(payVerdict(humans, null)).toEqual({ commander: 'paid', follower: 'paid' });
    expect(payVerdict(humans, 'follower')).toEqual({ commander: 'paid', follower: 'unpaid' });
    expect(payVerdict({ commander: { bot: true }, follower: { bot: false } }, null)).toEqual({ commander: null, follower: 'paid' });
  });
  it.each([
    ['success', 'The task is done.', 'commander', null, 'You finished the task together.'],
    ['success', 'The task is done.', 'follower', null, 'The Commander ended the game.'],
    ['finished', 'x', 'commander', null, 'The Commander ended the game.'],
    ['abandoned', 'The follower was idle for too long.', 'commander', 'follower', 'The follower was idle for too long. It was not your fault: your work counts.'],
    ['abandoned', 'The follower was idle for too long.', 'follower', 'follower', 'The follower was idle for too long. This game does not qualify for payment.'],
    ['admin_ended', 'A player was blocked by an admin: spam.', 'follower', 'commander', 'An admin ended the game. It was not your fault: your work counts.'],
    ['admin_ended', 'maintenance', 'commander', null, 'An admin ended the game.'],
  ] as const)('%s (%s) as %s, unpaid %s: %s', (outcome, reason, role, unpaid, expected) => {
    expect(completionReason(outcome, reason, role, unpaid)).toBe(expected);
  });
  it('asks for the survey before the code only after a finish', () => {
    expect(['success', 'finished', 'abandoned', 'admin_ended'].map((o) => surveyFirst(o as 'success'))).toEqual([true, true, false, false]);
  });
});
