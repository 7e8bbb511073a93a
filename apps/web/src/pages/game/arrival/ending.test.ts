import { describe, expect, it } from 'vitest';
import { describeEnding } from './ending.js';

describe('describeEnding', () => {
  it.each([
    ['success', 'The task is done.', 'commander', 'success', /task is done/],
    ['finished', 'The Commander finished before the task was done.', 'commander', 'finished', /game is over/],
    ['abandoned', 'The follower (player) did not come back.', 'commander', 'partner_left', /your partner left/],
    ['abandoned', 'The follower (player) did not come back.', 'follower', 'you_left', /while you were away/],
    ['abandoned', 'The commander was idle for too long.', 'follower', 'partner_idle', /partner was inactive/],
    ['abandoned', 'The commander was idle for too long.', 'commander', 'you_idle', /you were inactive/],
    ['admin_ended', 'Testing the console', 'follower', 'admin_ended', /research team/],
    ['no_episode', 'Its episode is gone from the pool.', 'commander', 'no_episode', /could not go on/],
  ] as const)('%s "%s" seen by the %s', (outcome, reason, viewer, kind, title) => {
    const e = describeEnding({ outcome, reason }, viewer);
    expect(e.kind).toBe(kind);
    expect(e.title).toMatch(title);
    expect(e.detail).not.toBe('');
  });

  it('shows an admin\'s reason, and not the placeholder the Follower is sent', () => {
    expect(describeEnding({ outcome: 'admin_ended', reason: 'Testing the console' }, 'commander').detail).toContain('Testing the console');
    expect(describeEnding({ outcome: 'admin_ended', reason: 'The session is over.' }, 'follower').detail).not.toContain('session is over');
  });
});
