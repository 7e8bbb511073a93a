import { describe, expect, it } from 'vitest';
import { outcomeLabel } from './badges.js';

describe('outcome labels', () => {
  it.each([
    ['abandoned', 'The follower was idle for too long.', 'idle timeout'],
    ['abandoned', 'The commander (player) did not come back.', 'disconnected'],
    ['abandoned', null, 'abandoned'],
    ['admin_ended', 'Testing', 'admin ended'],
    ['success', 'The task is done.', 'success'],
  ] as const)('%s "%s" reads %s', (outcome, reason, label) => {
    expect(outcomeLabel(outcome, reason)).toBe(label);
  });
});
