/**
 * Spelling correction against a closed vocabulary (the catalog's and the scene's words, the
 * lexicon's verbs): "potatoe" -> "potato", "letuce" -> "lettuce", "kinfe" -> "knife". Edit distance
 * from fastest-levenshtein over words bucketed by length, so a lookup compares a word only with
 * vocabulary words of nearly its length. A word is corrected only when exactly one vocabulary word
 * is nearest and near enough: a guess between two words is worse than leaving it unknown.
 */
import { distance } from 'fastest-levenshtein';
import { isKnownEnglish } from './english.js';

/** Short words are too close to each other ("cup"/"cut", "pan"/"pot") to be corrected safely. */
const MIN_LENGTH = 4;

/** Edits allowed for a word of this length: one up to six letters, two beyond. */
function allowedEdits(length: number): number {
  return length >= 7 ? 2 : 1;
}

export class SpellingIndex {
  private readonly words = new Set<string>();
  private readonly byLength = new Map<number, string[]>();
  private readonly memo = new Map<string, string>();

  /**
   * `sense` says what a word means ("dice" and "slice" both the slicing verb): nearest words of one
   * sense are no guess between two ("sice" is either, and both slice).
   */
  constructor(words: Iterable<string> = [], private readonly sense: (word: string) => string = (w) => w) {
    this.add(words);
  }

  add(words: Iterable<string>): this {
    for (const raw of words) {
      const w = raw.toLowerCase();
      if (!/^[a-z]+$/.test(w) || this.words.has(w)) continue;
      this.words.add(w);
      const bucket = this.byLength.get(w.length) ?? [];
      bucket.push(w);
      this.byLength.set(w.length, bucket);
    }
    this.memo.clear();
    return this;
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** The vocabulary word meant, or the word itself when it is known, short, ordinary English, or ambiguous. */
  correct(word: string): string {
    if (word.length < MIN_LENGTH || this.words.has(word) || !/^[a-z]+$/.test(word) || isKnownEnglish(word)) return word;
    const hit = this.memo.get(word);
    if (hit !== undefined) return hit;
    const max = allowedEdits(word.length);
    let best = word;
    let bestDistance = max + 1;
    let tied = false;
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        if (candidate.length < MIN_LENGTH) continue;
        const d = swapped(word, candidate) ? 1 : distance(word, candidate);
        if (d < bestDistance) { best = candidate; bestDistance = d; tied = false; }
        else if (d === bestDistance && candidate !== best && this.sense(candidate) !== this.sense(best)) tied = true;
      }
    }
    const out = bestDistance <= max && !tied ? best : word;
    this.memo.set(word, out);
    return out;
  }
}

/** Two neighbouring letters swapped ("kinfe"), one slip of the fingers though Levenshtein counts two edits. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
