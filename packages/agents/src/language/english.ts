/**
 * English read by compromise (a maintained part-of-speech tagger with its own lexicon and tests):
 * sentences, words with their tags and lemmas, contractions expanded ("don't" -> "do not", "I'd"
 * -> "I would"), number words as values ("two" -> 2), negation. Everything above this file works
 * on these words, never on raw characters. Pure and browser-safe.
 */
import nlp from 'compromise';

export interface Word {
  /** Lower case, punctuation off, as compromise normalises it. */
  readonly text: string;
  /** The dictionary form: "slices" -> "slice", "boiled" -> "boil"; the text itself otherwise. */
  readonly lemma: string;
  readonly tags: ReadonlySet<string>;
  /** A cardinal number's value ("two", "2"), else null. */
  readonly value: number | null;
  /** The punctuation that follows the word (",", "."), so a reader can see clause breaks. */
  readonly after: string;
}

export interface Sentence {
  readonly text: string;
  readonly words: readonly Word[];
  readonly question: boolean;
}

interface CompromiseTerm { readonly normal?: string; readonly text?: string; readonly root?: string; readonly tags?: readonly string[]; readonly post?: string }
interface CompromiseSentence { readonly text: string; readonly terms: readonly CompromiseTerm[] }

/** Parsing the same text again is common (a step mapped against many candidates); bounded so a long game cannot grow it. */
const MEMO_LIMIT = 2000;
const memo = new Map<string, readonly Sentence[]>();

export function readEnglish(text: string): readonly Sentence[] {
  const hit = memo.get(text);
  if (hit) return hit;
  const doc = nlp(chatSpelling(text));
  doc.contractions().expand();
  // The numbers plugin is part of compromise's third level, which its types describe only in part.
  // Only counts: "first" stays a word (it starts a list of steps), "two" becomes 2.
  (doc as unknown as { numbers(): { isCardinal(): { toNumber(): unknown } } }).numbers().isCardinal().toNumber();
  doc.compute('root');
  const sentences = (doc.json() as CompromiseSentence[]).map(toSentence).filter((s) => s.words.length > 0);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(text, sentences);
  return sentences;
}

/**
 * Chat drops apostrophes: "its on the table", "thats it", "theres a mug", "im looking". Where the
 * word cannot be the possessive or another word ("its" before a place, a state or an adverb, not
 * before a noun), it is written as the contraction compromise expands. "its handle" stays.
 */
const CHAT_CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bits(?=\s+(?:in|on|inside|under|near|next|by|beside|above|below|behind|at|to|over|already|not|now|still|done|all|also|just|clean|dirty|empty|full|ok|okay|fine|good|right|there|here|the|a|an|in front|checked|marked|finished|ready|cooked|sliced|toasted|off)\b|\s*[.!?,]|\s*$)/gi, "it's"],
  [/\bthats\b/gi, "that's"],
  [/\btheres\b/gi, "there's"],
  [/\bwhats\b/gi, "what's"],
  [/\bwheres\b/gi, "where's"],
  [/\bdont\b/gi, "don't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bcant\b/gi, "can't"],
  [/\bisnt\b/gi, "isn't"],
  [/\barent\b/gi, "aren't"],
  [/\bim\b/gi, "I'm"],
  [/\bive\b/gi, "I've"],
  [/\byoure\b/gi, "you're"],
];

/** Turns said with another verb: "take a left at the table" turns; it takes nothing. */
const TURN_IDIOMS: readonly [RegExp, string][] = [
  [/\b(?:take|make|hang|do)\s+an?\s+(left|right)\b/gi, 'turn $1'],
  [/\b(?:take|make|do)\s+an?\s+u[- ]?turn\b/gi, 'turn around'],
];

function chatSpelling(text: string): string {
  let out = text;
  for (const [pattern, written] of [...CHAT_CONTRACTIONS, ...TURN_IDIOMS]) out = out.replace(pattern, written);
  return out;
}

function toSentence(s: CompromiseSentence): Sentence {
  const words: Word[] = [];
  for (const t of s.terms) {
    const text = (t.normal ?? t.text ?? '').toLowerCase().replace(/[^a-z0-9' -]+/g, '').replace(/'s$/, '');
    if (text === '') continue;
    const tags = new Set(t.tags ?? []);
    const value = tags.has('Value') && /^\d+$/.test(text) ? Number(text) : null;
    words.push({ text, lemma: lemmaFrom(text, t.root, tags), tags, value, after: (t.post ?? '').trim() });
  }
  return { text: s.text.trim(), words, question: /\?\s*$/.test(s.text) };
}

const KEEP_AS_WRITTEN = new Set(['left', 'found', 'lying']);

/** compromise's root for plural nouns and inflected verbs; a root it gives anything else ("wheres" -> "where") is kept too. */
function lemmaFrom(text: string, root: string | undefined, tags: ReadonlySet<string>): string {
  // In instructions "left" is a side ("to your left"), and taking it for "leave" (put) would invent a command.
  if (KEEP_AS_WRITTEN.has(text)) return text;
  if (root && root !== text && !tags.has('Pronoun')) return root.toLowerCase();
  return text;
}

/** Whether compromise's own lexicon knows the word as English (so spelling correction leaves it alone). */
export function isKnownEnglish(word: string): boolean {
  return LEXICON[word] !== undefined;
}

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/**
 * The verb an -ing form comes from ("holding" -> "hold", "slicing" -> "slice"), read by compromise
 * as the verb of "I am ..."; null when it is no verb's.
 */
export function infinitiveOf(gerund: string): string | null {
  const verbs = nlp(`I am ${gerund}`).verbs();
  if (verbs.length === 0) return null;
  const out = verbs.toInfinitive().text().replace(/^(?:i )?(?:am |be )?/i, '').trim().toLowerCase();
  return out !== '' && out !== 'be' && out !== gerund ? out : null;
}
