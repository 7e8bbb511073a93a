import { describe, expect, it } from 'vitest';
import { INITIAL_STATE } from '../../state/game-store.js';
import { titleFor, type TitleInput } from './attention-title.js';

const input = (over: Partial<TitleInput['state']>, rest: Partial<Omit<TitleInput, 'state'>> = {}): TitleInput => ({
  state: { ...INITIAL_STATE, ...over }, unseen: 0, startedUnseen: false, idleSecondsLeft: null, ...rest,
});

describe('the tab title', () => {
  it.each([
    ['waiting room', input({ queued: { since: 0, timeoutMs: 1 } }), 'Waiting for a partner… · Chorehouse'],
    ['playing', input({ status: 'active', viewer: 'follower' }), 'Follower: playing · Chorehouse'],
    ['started in the background', input({ status: 'active', viewer: 'follower' }, { startedUnseen: true }), '▶ Your game has started! · Chorehouse'],
    ['partner wrote', input({ status: 'active', viewer: 'commander' }, { unseen: 2 }), '💬 (2) New message · Chorehouse'],
    ['idle warning wins over messages', input({ status: 'active' }, { unseen: 2, idleSecondsLeft: 42 }), '⚠ Are you there? 42 s left · Chorehouse'],
    ['paused', input({ status: 'paused', partner: { name: 'A', bot: false, connected: false } }), 'Paused: partner away · Chorehouse'],
    ['ended', input({ status: 'ended' }), 'Game over: answer two questions · Chorehouse'],
    ['nothing yet', input({}), 'Chorehouse'],
  ])('%s', (_, given, title) => {
    expect(titleFor(given)).toBe(title);
  });
});
