/**
 * The words spelling is corrected towards: every object type of the catalog (its type word and its
 * display name), the lexicon's verbs, names and state words. A scene adds nothing the catalog lacks,
 * so one index serves every world.
 */
import { OBJECT_TYPES, displayName } from '@chorehouse/sim';
import { NOUN_SYNONYMS, STATE_WORDS, VERB_PHRASES } from './lexicon.js';
import { SpellingIndex } from './spelling.js';

const words = (phrase: string) => phrase.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0);

function domainWords(): string[] {
  const out: string[] = [];
  for (const t of OBJECT_TYPES) out.push(t.toLowerCase(), ...words(displayName(t)), ...words(t.replace(/([a-z])([A-Z])/g, '$1 $2')));
  for (const phrases of Object.values(VERB_PHRASES)) for (const p of phrases) out.push(...words(p));
  for (const [type, phrases] of Object.entries(NOUN_SYNONYMS)) out.push(type, ...phrases.flatMap(words));
  out.push(...STATE_WORDS, ...EXTRA_WORDS);
  return out;
}

/** Words of requests and places that the catalog does not hold but people misspell. */
const EXTRA_WORDS = ['slice', 'slices', 'piece', 'water', 'coffee', 'sandwich', 'salad', 'breakfast', 'toast', 'please', 'inside', 'under', 'above', 'below', 'behind', 'beside', 'left', 'right', 'next', 'near', 'there', 'again'];

/** A one-word verb's command ("dice" -> slice) or a one-word name's type ("cupboard" -> cabinet); else the word. */
function senseOf(): (word: string) => string {
  const senses = new Map<string, string>();
  for (const [verb, phrases] of Object.entries(VERB_PHRASES)) for (const p of phrases) if (!p.includes(' ') && !senses.has(p)) senses.set(p, `verb:${verb}`);
  for (const [type, phrases] of Object.entries(NOUN_SYNONYMS)) for (const p of phrases) if (!p.includes(' ') && !senses.has(p)) senses.set(p, `thing:${type}`);
  return (w) => senses.get(w) ?? w;
}

const SENSE = senseOf();

export const DOMAIN_SPELLING = new SpellingIndex(domainWords(), SENSE);

/**
 * The lexicon's one-word verbs only, for a word where a request's verb stands ("i need you to sice
 * it": "sice" is one edit from "side" too, but no verb but slicing is that near).
 */
export const VERB_SPELLING = new SpellingIndex(Object.values(VERB_PHRASES).flat().filter((p) => !p.includes(' ')), SENSE);

/**
 * Words that say something alone: a one-word name, verb or state, not only a part of a longer name
 * ("remote" of "remote control", "stand" of "tv stand"). A thing called by such a part alone is no
 * thing the Follower has a word for.
 */
export const WHOLE_WORDS: ReadonlySet<string> = new Set([
  ...OBJECT_TYPES.map((t) => t.toLowerCase()),
  ...OBJECT_TYPES.map((t) => displayName(t).toLowerCase()).filter((n) => !n.includes(' ')),
  ...[...Object.values(VERB_PHRASES), ...Object.values(NOUN_SYNONYMS)].flat().filter((p) => !p.includes(' ')),
  ...STATE_WORDS,
  ...EXTRA_WORDS,
]);
