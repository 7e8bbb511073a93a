/**
 * `dialog_history_cleaned` (inferred; TEACh spell-corrected with a tool it did not publish):
 * whitespace collapsed, common English contractions expanded, and utterances only about the game's
 * interface (progress check, buttons, the chat itself) replaced by "". No spelling correction.
 */

const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [/\bcan't\b/gi, 'can not'], [/\bwon't\b/gi, 'will not'], [/\blet's\b/gi, 'let us'], [/\bit's\b/gi, 'it is'],
  [/\bthat's\b/gi, 'that is'], [/\bthere's\b/gi, 'there is'], [/\bwhat's\b/gi, 'what is'], [/\bwhere's\b/gi, 'where is'],
  [/n't\b/gi, ' not'], [/'re\b/gi, ' are'], [/'m\b/gi, ' am'], [/'ll\b/gi, ' will'], [/'ve\b/gi, ' have'], [/'d\b/gi, ' would'],
];

const INTERFACE_TALK = /\b(progress check|the button|click (on )?finish|chat box|the interface|the survey|completion code)\b/i;

/**
 * A game file's `corrected_utterance` (inferred; TEACh corrected spelling, expanded contractions and
 * "resolved some other issues" with tools it did not publish): whitespace collapsed and contractions
 * expanded. No spelling correction.
 */
export function correctUtterance(text: string): string {
  const collapsed = text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
  // Every contraction has an apostrophe: most utterances have none, and skip the fourteen passes.
  return collapsed.includes("'") ? CONTRACTIONS.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), collapsed) : collapsed;
}

/** `corrected_utterance`, `is_corrected` (0/1) as TEACh's game files carry them on every utterance. */
export function utteranceCorrection(text: string): { corrected_utterance: string; is_corrected: 0 | 1 } {
  const corrected = correctUtterance(text);
  return { corrected_utterance: corrected, is_corrected: corrected === text ? 0 : 1 };
}

export function cleanUtterance(text: string): string {
  const corrected = correctUtterance(text);
  return INTERFACE_TALK.test(corrected) ? '' : corrected;
}
