import { describe, expect, it } from 'vitest';
import { dialogueTables, wordsOf, type SessionDialogue } from './dialogue-tables.js';
import { meanStd } from './summary.js';

const c = (text: string) => ({ speaker: 'Commander' as const, text });
const d = (text: string) => ({ speaker: 'Driver' as const, text });

const SESSIONS: SessionDialogue[] = [
  { split: 'valid_unseen', edhInstances: 2, utterances: [d('Hi, what should I do?'), c('Make coffee.'), d('done')] },
  { split: 'train', edhInstances: 3, utterances: [c('Slice the bread'), c('Then toast 2 slices'), d("I can't find the knife")] },
  { split: 'train', edhInstances: 0, utterances: [] },
  { split: 'my_split', edhInstances: 1, utterances: [c('make COFFEE')] },
];

describe('wordsOf', () => {
  it.each([
    ['Hi, what should I do?', ['hi', 'what', 'should', 'i', 'do']], ["I can't  find it!", ['i', "can't", 'find', 'it']],
    ['toast 2 slices', ['toast', '2', 'slices']], ["'' ...", []], ['Café crème', ['café', 'crème']],
  ] as const)('%j -> %j', (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });
});

describe('dialogueTables', () => {
  const t = dialogueTables(SESSIONS);

  it('Table 3: sessions, EDH and TfD instances per split in TEACh\'s split order, and the total', () => {
    expect(t.table3.rows).toEqual([
      { split: 'train', sessions: 2, edhInstances: 3, tfdInstances: 2 },
      { split: 'valid_unseen', sessions: 1, edhInstances: 2, tfdInstances: 1 },
      { split: 'my_split', sessions: 1, edhInstances: 1, tfdInstances: 1 },
    ]);
    expect(t.table3.total).toEqual({ split: 'total', sessions: 4, edhInstances: 6, tfdInstances: 4 });
  });

  it('Table 6: utterances, their length, tokens and vocabulary per speaker, and for both', () => {
    const [commander, follower, all] = t.table6;
    // Commander: "make coffee" 2, "slice the bread" 3, "then toast 2 slices" 4, "make coffee" 2 words.
    expect(commander).toEqual({ speaker: 'Commander', utterances: 4, utterancesPerSession: meanStd([1, 2, 0, 1]), wordsPerUtterance: meanStd([2, 3, 4, 2]), tokens: 11, vocabulary: 9 });
    expect(follower).toMatchObject({ speaker: 'Driver', utterances: 3, tokens: 5 + 1 + 5, vocabulary: 10 });
    expect(all).toMatchObject({ speaker: 'All', utterances: 7, tokens: 22 });
    // Commander: make, coffee, slice, the, bread, then, toast, 2, slices; the Follower adds hi, what, should, i, do, done, can't, find, knife.
    expect(t.vocabularySize).toBe(18);
    expect(t.utterancesPerSpeaker).toEqual({ Commander: 4, Driver: 3 });
  });

  it('an empty corpus gives zero rows', () => {
    expect(dialogueTables([])).toMatchObject({ table3: { rows: [], total: { sessions: 0 } }, vocabularySize: 0, utterancesPerSpeaker: { Commander: 0, Driver: 0 } });
  });
});
