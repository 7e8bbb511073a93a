import { describe, expect, it } from 'vitest';
import { ENDING_WORDS, ENDINGS, endingOf, endingText } from './endings.js';

describe('endings', () => {
  it('each says its pay once, in words that agree with it', () => {
    for (const e of ENDINGS) {
      const w = ENDING_WORDS[e];
      expect(w.detail, e).toMatch(w.paid ? /you are paid/i : /This game is not paid\.$/);
      expect(w.detail, e).not.toMatch(w.paid ? /not paid/ : /you are paid/i);
      expect(w.label, e).toMatch(w.paid ? /^(?!.*no pay)/ : /no pay/);
    }
  });

  it.each([
    ['success', null, 'success', 'finished_together'],
    ['finished', null, 'finished', 'finished_together'],
    ['abandoned', { role: 'follower', how: 'idle' }, 'partner_idle', 'you_idle'],
    ['abandoned', { role: 'commander', how: 'idle' }, 'you_idle', 'partner_idle'],
    ['abandoned', { role: 'follower', how: 'left' }, 'partner_left', 'you_left'],
    ['admin_ended', null, 'admin_ended', 'admin_ended'],
    ['admin_ended', { role: 'commander', how: 'removed' }, 'admin_removed', 'admin_ended'],
    ['no_episode', null, 'no_episode', 'no_episode'],
  ] as const)('%s caused by %j: the Commander reads %s, the Follower %s', (outcome, cause, commander, follower) => {
    expect([endingOf(outcome, 'commander', cause), endingOf(outcome, 'follower', cause)]).toEqual([commander, follower]);
  });

  it('writes one line for the record without doubling a heading\'s stop', () => {
    expect(endingText('success')).toMatch(/^Well done: the task is done! You checked/);
    expect(endingText('you_idle')).toBe('The game ended: you were inactive. Nothing happened on your side for too long, so the game was stopped. This game is not paid.');
  });
});
