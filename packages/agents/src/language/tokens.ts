/**
 * A text as the tokens the free-form mapping matches phrases on: compromise's lemmas ("slices" ->
 * "slice", "boiled" -> "boil"), spelling corrected against the domain's words, compound words split
 * ("coffee-maker" -> "coffee", "maker"). The same function reads the lexicon's phrases and a
 * person's line, so both meet in one form.
 */
import { readEnglish } from './english.js';
import type { SpellingIndex } from './spelling.js';
import { DOMAIN_SPELLING } from './vocabulary.js';

export interface Token {
  readonly token: string;
  /** The word was a plural ("the potatoes"): any of them will do. */
  readonly plural: boolean;
}

const memo = new Map<string, readonly Token[]>();
const MEMO_LIMIT = 5000;

export function readTokens(text: string, spelling: SpellingIndex = DOMAIN_SPELLING): readonly Token[] {
  const key = spelling === DOMAIN_SPELLING ? text : null;
  const hit = key === null ? undefined : memo.get(key);
  if (hit) return hit;
  const out: Token[] = [];
  for (const s of readEnglish(text)) {
    for (const w of s.words) {
      const plural = w.tags.has('Plural') && w.lemma !== w.text;
      for (const part of w.lemma.split(/[\s'-]+/)) {
        if (part.length === 0) continue;
        out.push({ token: spelling.correct(part), plural });
      }
    }
  }
  if (key !== null) {
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(key, out);
  }
  return out;
}

export function tokenize(text: string): string[] {
  return readTokens(text).map((t) => t.token);
}
