import { describe, expect, it } from 'vitest';
import { cleanUtterance, utteranceCorrection } from './clean-dialog.js';

describe('utterance corrections', () => {
  it.each([
    ['what should i do', 'what should i do', 0],
    ["We're making coffee", 'We are making coffee', 1],
    ['  it\u2019s   in the fridge ', 'it is in the fridge', 1],
    ["can't find it", 'can not find it', 1],
  ] as const)('%j -> corrected_utterance %j, is_corrected %i', (text, corrected, flag) => {
    expect(utteranceCorrection(text)).toEqual({ corrected_utterance: corrected, is_corrected: flag });
  });

  it('the cleaned dialogue also drops talk about the interface; the correction keeps it', () => {
    expect(cleanUtterance('press the progress check')).toBe('');
    expect(utteranceCorrection('press the progress check').corrected_utterance).toBe('press the progress check');
  });
});
