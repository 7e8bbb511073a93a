import { ENDING_WORDS, ENDINGS, type Completion } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { completionEnding, surveyEnding } from './ending.js';

const completion = (ending: Completion['ending'], paid = true): Completion => ({ completionCode: 'CODE', redirectUrl: null, paid, reason: 'recorded', ending });

describe('the survey\'s ending', () => {
  it.each([
    ['success', 'commander', 'success', /task is done/],
    ['finished', 'commander', 'finished', /game is over/],
    // The Follower is sent `finished` for a success too, and reads that they finished together.
    ['finished', 'follower', 'finished_together', /finished together/],
  ] as const)('%s seen by the %s: %s', (outcome, viewer, kind, title) => {
    const e = surveyEnding({ outcome, reason: 'The session is over.' }, viewer);
    expect(e).toMatchObject({ kind, note: null });
    expect(e.title).toMatch(title);
  });
});

describe('the completion page\'s ending', () => {
  it.each(ENDINGS.map((e) => [e]))('%s: the words are the ending\'s, and say what its pay is', (ending) => {
    const words = ENDING_WORDS[ending];
    const e = completionEnding(completion(ending, words.paid), null);
    expect(e).toMatchObject({ kind: ending, title: words.title, detail: words.detail });
    expect(e.detail).toMatch(words.paid ? /you are paid/i : /not paid/i);
    expect(e.detail).not.toMatch(words.paid ? /not paid/i : /you are paid/i);
  });

  it('adds the research team\'s reason for the Commander, and not the placeholder the Follower is sent', () => {
    expect(completionEnding(completion('admin_ended'), { outcome: 'admin_ended', reason: 'Testing the console' }).note).toBe('Their reason: Testing the console');
    expect(completionEnding(completion('admin_ended'), { outcome: 'admin_ended', reason: 'The session is over.' }).note).toBeNull();
  });

  it('shows a code recorded before endings had kinds with its recorded words', () => {
    expect(completionEnding(completion(null), null)).toMatchObject({ kind: 'unknown', detail: 'recorded' });
  });
});
