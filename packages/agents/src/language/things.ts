/**
 * The things a text names, as the catalog's type words ("the coffee maker" -> coffeemachine), in
 * the order they are named. The dialogue state keeps track of them; the Follower asks about them by
 * the name a person uses.
 */
import { OBJECT_TYPES, displayName } from '@chorehouse/sim';
import { NOUN_SYNONYMS } from './lexicon.js';
import { nounEntries, parsePhrase, type ParsedPhrase } from './parse-phrase.js';

const TYPE_OF_WORD = new Map(OBJECT_TYPES.map((t) => [t.toLowerCase(), t]));

/** Every thing word the catalog and the lexicon know, with the catalog's split spellings ("wine bottle"). */
const NOUNS = nounEntries(new Set([...TYPE_OF_WORD.keys(), ...Object.keys(NOUN_SYNONYMS)]), (w) => {
  const t = TYPE_OF_WORD.get(w);
  return t ? t.replace(/([a-z])([A-Z])/g, '$1 $2') : w;
});

export interface NamedThing {
  /** The type words the words may mean, surest first ("cup" -> mug, cup). */
  readonly words: readonly string[];
  /** How a person calls it: the catalog's display name of the surest type word. */
  readonly name: string;
  readonly pronoun: boolean;
  /** How many type words the words name equally surely ("a slice": every sliced food; "the tomato slice": one). */
  readonly tied: number;
  /** "next to the toaster": a landmark that says where another thing is, never the thing acted on. */
  readonly landmark: boolean;
  /** The preposition just before it ("on the plate"), or null (the verb's own object). */
  readonly preposition: string | null;
}

export function parseWithCatalog(text: string): ParsedPhrase {
  return parsePhrase(text, NOUNS);
}

export function thingsNamed(text: string): NamedThing[] {
  return parseWithCatalog(text).mentions.map((m) => {
    const weighed = [...m.types.entries()].sort((a, b) => b[1] - a[1]);
    const words = weighed.map(([w]) => w);
    return { words, name: nameOf(words[0] ?? ''), pronoun: m.pronoun, tied: weighed.filter(([, v]) => v === weighed[0]![1]).length, landmark: m.relation !== null, preposition: m.preposition };
  });
}

/** "a slice", "2 slices": slices of no one food (every sliced food is named as surely). */
export function isAnySlice(t: NamedThing): boolean {
  return t.tied > 1 && t.words.slice(0, t.tied).every((w) => w.endsWith('sliced'));
}

export function nameOf(typeWord: string): string {
  const t = TYPE_OF_WORD.get(typeWord);
  if (t) return displayName(t);
  return typeWord.replace(/sliced$/, ' slice');
}

/** Foods that are sliced into "<food> slice" things. */
export const SLICEABLE = ['bread', 'tomato', 'lettuce', 'potato', 'apple'] as const;
