import type { EventRecord } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { reviewFacts } from './review-facts.js';

const chat = (seq: number, t: number, role: 'commander' | 'follower'): EventRecord => ({ seq, t, kind: 'chat', role, text: 'hi' });

describe('reviewFacts', () => {
  it('counts messages, actions and idle spells per seat, and the longest silence', () => {
    const events: EventRecord[] = [
      chat(0, 1_000, 'commander'),
      chat(1, 4_000, 'follower'),
      { seq: 2, t: 5_000, kind: 'action', role: 'follower', action: { name: 'Forward' }, outcome: { success: true, code: 'ok', message: '', objectId: null, changes: [] } },
      { seq: 3, t: 65_000, kind: 'idle_warning', role: 'commander' },
      { seq: 4, t: 70_000, kind: 'search', role: 'commander', by: 'text', value: 'mug', results: [] },
      chat(5, 71_000, 'commander'),
      { seq: 6, t: 90_000, kind: 'end', outcome: 'finished', reason: 'Finish' },
      // A survey answered long after the end is not a silence of the game.
      { seq: 7, t: 900_000, kind: 'survey', role: 'follower', rating: 4, comment: '' },
    ];
    expect(reviewFacts(events)).toEqual({
      messages: { commander: 2, follower: 1 },
      actions: { commander: 1, follower: 1 },
      idleSpells: { commander: 1, follower: 0 },
      longestSilenceMs: 60_000,
      lastT: 90_000,
    });
  });

  it('gives zeros for an empty log', () => {
    expect(reviewFacts([])).toEqual({ messages: { commander: 0, follower: 0 }, actions: { commander: 0, follower: 0 }, idleSpells: { commander: 0, follower: 0 }, longestSilenceMs: 0, lastT: 0 });
  });
});
