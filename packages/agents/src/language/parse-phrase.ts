/**
 * A free-form step read into its parts: the command verbs it uses, and the things it mentions
 * (object type words with a weight, a number, the preposition before it, state words, or a
 * pronoun). Matching is on the language layer's tokens (lemmas, spelling corrected), longest phrase first.
 */
import { COMMAND_VERBS, type CommandVerb } from '../text/commands.js';
import { NOUN_SYNONYMS, PRONOUNS, STATE_WORDS, VERB_PHRASES } from './lexicon.js';
import { readTokens, tokenize } from './tokens.js';

export interface Mention {
  /** Type word -> how surely the words name it (1 = its own name, less for a looser synonym). */
  readonly types: ReadonlyMap<string, number>;
  readonly number: number | null;
  /** The preposition just before it ("from", "in", ...), or null. */
  readonly preposition: string | null;
  readonly pronoun: boolean;
  readonly states: readonly string[];
  /** "a mug", "some bread", "the potatoes": any one will do, so the nearest is taken rather than asked about. */
  readonly indefinite: boolean;
  /**
   * "behind the pot", "next to the sink", "left of the stove": the mention is a landmark that says
   * where another thing is, never the thing acted on.
   */
  readonly relation: string | null;
}

export interface ParsedPhrase {
  readonly verbs: readonly CommandVerb[];
  readonly mentions: readonly Mention[];
}

const PREPOSITIONS = new Set(['from', 'off', 'out', 'of', 'in', 'into', 'on', 'onto', 'to', 'inside', 'at', 'with', 'using', 'under', 'over', 'near', 'next', 'by', 'beside']);
const NOUN_CONTEXT = new Set(['of', 'a', 'an', 'the', 'some', 'with', 'any']);
const INDEFINITE = new Set(['a', 'an', 'some', 'any', 'another']);
/** Words that make the next thing named a landmark; "left", "right" and "front" only with "of" or "to" after them ("left of the sink"), not as a thing's own side ("the left cabinet"). */
const RELATION_WORDS = new Set(['behind', 'near', 'next', 'beside', 'by', 'above', 'below', 'under', 'underneath', 'beneath', 'across', 'between', 'opposite', 'nearest', 'closest', 'close', 'besides', 'beyond', 'past']);
const SIDE_WORDS = new Set(['left', 'right', 'front']);
const PARTICLE_VERBS = new Set(['turn', 'switch', 'toggle', 'power']);
/** Words after which a verb starts a request ("please clean ...", "now empty ..."). */
const REQUEST_OPENERS = new Set(['please', 'pls', 'now', 'then', 'and', 'or', 'also', 'just', 'first', 'next', 'so', 'you', 'to', 'can', 'could', 'would', 'will', 'should', 'must', 'need', 'ok', 'okay', 'lets', 'let', 'us', 'we', 'i', 'again', 'kindly', 'go', 'after', 'finally', 'quickly']);

interface PhraseEntry { readonly tokens: readonly string[]; readonly value: string; readonly weight: number }

const verbEntries: PhraseEntry[] = COMMAND_VERBS.flatMap((v) => VERB_PHRASES[v].map((p) => ({ tokens: tokenize(p), value: v, weight: 1 })))
  .sort((a, b) => b.tokens.length - a.tokens.length);

/** Noun phrases for the type words of one world: each type's own words, then its synonyms. */
export function nounEntries(typeWords: Iterable<string>, splitSpelling: (word: string) => string): PhraseEntry[] {
  const out: PhraseEntry[] = [];
  for (const word of typeWords) {
    const own = tokenize(word);
    out.push({ tokens: own, value: word, weight: 1 });
    const split = tokenize(splitSpelling(word));
    if (split.join(' ') !== own.join(' ')) out.push({ tokens: split, value: word, weight: 1 });
    const syn = NOUN_SYNONYMS[word] ?? [];
    syn.forEach((p, k) => out.push({ tokens: tokenize(p), value: word, weight: k === 0 ? 1 : 0.85 }));
    // Once the bread is sliced, "the bread" can only mean its slices.
    if (word.endsWith('sliced') && word.length > 6) out.push({ tokens: tokenize(word.slice(0, -6)), value: word, weight: 0.8 });
  }
  return out.sort((a, b) => b.tokens.length - a.tokens.length);
}

function matchAt(tokens: readonly string[], i: number, entry: PhraseEntry): boolean {
  return entry.tokens.every((t, k) => tokens[i + k] === t);
}

/** The relation of a landmark held in or on the thing meant ("the plate with the toast on it"). */
export const HOLDS = 'holds';

export function parsePhrase(text: string, nouns: readonly PhraseEntry[]): ParsedPhrase {
  const read = readTokens(text);
  const tokens = read.map((t) => t.token);
  const verbs: CommandVerb[] = [];
  const mentions: Mention[] = [];
  let preposition: string | null = null;
  let states: string[] = [];
  let indefinite = false;
  let relation: string | null = null;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (INDEFINITE.has(t)) indefinite = true;
    // "turn the stove on": the particle comes later.
    if (PARTICLE_VERBS.has(t) && !(tokens[i + 1] === 'on' || tokens[i + 1] === 'off')) {
      const particle = tokens.slice(i + 1).find((x) => x === 'on' || x === 'off');
      if (particle) { verbs.push(particle === 'on' ? 'turn on' : 'turn off'); i++; continue; }
    }
    const nounHere = nouns.filter((e) => matchAt(tokens, i, e));
    // After "of", "a", "the" a word is a thing, not a command ("a pot of water", "the toast"); a
    // state word right before a thing, after a word that does not start a request, describes it
    // ("use clean plate", "grab dirty mug"), as "clean the plate" does not.
    const describes = i > 0 && (STATE_WORDS as readonly string[]).includes(t) && !REQUEST_OPENERS.has(tokens[i - 1]!) && nouns.some((e) => matchAt(tokens, i + 1, e));
    const verbHere = NOUN_CONTEXT.has(tokens[i - 1] ?? '') || describes ? undefined : verbEntries.find((e) => matchAt(tokens, i, e));
    const nounLen = nounHere[0]?.tokens.length ?? 0;
    // A word that is both ("toast", "water") is a verb first in the sentence, a noun after one.
    if (verbHere && (verbs.length === 0 || verbHere.tokens.length > nounLen) && verbHere.tokens.length >= nounLen) {
      verbs.push(verbHere.value as CommandVerb);
      i += verbHere.tokens.length;
      continue;
    }
    if (nounHere.length > 0) {
      const len = nounLen;
      const types = new Map<string, number>();
      for (const e of nounHere.filter((x) => x.tokens.length === len)) types.set(e.value, Math.max(types.get(e.value) ?? 0, e.weight));
      const next = tokens[i + len];
      const number = next !== undefined && /^\d+$/.test(next) ? Number(next) : null;
      const plural = read[i + len - 1]!.plural;
      let end = i + len + (number === null ? 0 : 1);
      const before = mentions.at(-1);
      // "next to the loaf of bread": what follows "of" is still the landmark.
      if (preposition === 'of' && relation === null && before !== undefined && !before.pronoun && before.relation !== null) relation = before.relation;
      // "the shelf with the vase on it": a thing that holds the one named.
      if (preposition === 'with' && before !== undefined && ['on', 'in', 'inside'].includes(tokens[end] ?? '') && PRONOUNS.has(tokens[end + 1] ?? '')) {
        relation = HOLDS;
        end += 2;
      }
      mentions.push({ types, number, preposition, pronoun: false, states, indefinite: indefinite || plural, relation });
      preposition = null;
      states = [];
      indefinite = false;
      relation = null;
      i = end;
      continue;
    }
    if (PRONOUNS.has(t)) {
      mentions.push({ types: new Map(), number: null, preposition, pronoun: true, states, indefinite: false, relation });
      preposition = null;
      states = [];
      indefinite = false;
      relation = null;
    } else if (RELATION_WORDS.has(t) || (SIDE_WORDS.has(t) && (tokens[i + 1] === 'of' || tokens[i + 1] === 'to'))) {
      relation = t;
      if (PREPOSITIONS.has(t)) preposition = t;
    } else if (PREPOSITIONS.has(t)) {
      preposition = t;
    } else if ((STATE_WORDS as readonly string[]).includes(t)) {
      states.push(t);
    }
    i++;
  }
  return { verbs, mentions };
}
