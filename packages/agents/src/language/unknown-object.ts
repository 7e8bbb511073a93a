/**
 * The thing a request acts on, or the place it puts it, when its words name nothing the Follower
 * has a word for: "pick up the yellow jar", "grab the remote", "place the watch on the stand".
 * Acting anyway would pick some other thing with confidence; the Follower asks what is meant instead.
 */
import { readEnglish } from './english.js';
import { OTHER_PREPOSITIONS } from './lexicon.js';
import { parseWithCatalog } from './things.js';
import { DOMAIN_SPELLING, WHOLE_WORDS } from './vocabulary.js';

/** Words for "something" that never name a kind of thing. */
const VAGUE = new Set(['object', 'item', 'thing', 'stuff', 'one', 'ones', 'objects', 'items', 'things']);

/** "in the middle of the table", "on the left side", "the other side of the room": where in a place, or the room itself, not a thing. */
const PARTS = new Set(['room', 'kitchen', 'house', 'area', 'way', 'space', 'spot', 'middle', 'center', 'centre', 'top', 'bottom', 'side', 'corner', 'edge', 'front', 'back', 'left', 'right', 'end', 'part', 'rest', 'same', 'other', 'first', 'second', 'last', 'next']);

type Word = ReturnType<typeof readEnglish>[number]['words'][number];

/** The unknown noun phrase the request's verb acts on or puts it in ("the yellow jar", "the stand"), or null when every one is known or absent. */
export function unknownObject(request: string): string | null {
  const sentence = readEnglish(request)[0];
  if (!sentence) return null;
  const words = sentence.words;
  const verb = words.findIndex((w) => w.tags.has('Verb') && !w.tags.has('Modal') && !w.tags.has('Auxiliary'));
  const verbs = parseWithCatalog(request).verbs;
  if (verb < 0 || verbs.length === 0) return null;
  let k = verb + 1;
  // "go to the island", "walk over towards the stand": a route's thing comes after its prepositions.
  while (k < words.length && (words[k]!.tags.has('Particle') || ['up', 'out', 'down', 'over', 'to', 'towards', 'toward'].includes(words[k]!.text))) k++;
  // "put it on the stand": "it" is known; where it goes may not be.
  const object = words[k]?.tags.has('Pronoun') ? { end: k + 1, unknown: null } : nounPhrase(words, k);
  if (object === null) return null;
  if (object.unknown !== null) return object.unknown;
  // "... on the stand": where a put puts it, the first place after the object (where a take takes it
  // from only says where it is).
  const goesTo = verbs[0] === 'put' || verbs[0] === 'pour' ? OTHER_PREPOSITIONS[verbs[0]] ?? [] : [];
  const at = object.end < words.length && goesTo.includes(words[object.end]!.text) ? object.end + 1 : -1;
  return at < 0 ? null : nounPhrase(words, at)?.unknown ?? null;
}

/** The noun phrase that starts at k (a determiner or an adjective first), where it ends, and its words when they name nothing known. */
function nounPhrase(words: readonly Word[], k: number): { readonly end: number; readonly unknown: string | null } | null {
  if (!words[k]?.tags.has('Determiner') && !words[k]?.tags.has('Adjective')) return null;
  // The head is the last noun of the phrase: "the rightmost plate", "the square white table", "the
  // coffee mug" (a tagger may call "rightmost", "square" or "coffee" a noun too); a phrase of no noun
  // ends in a word the tagger took for an adjective ("the remote").
  const inPhrase = (w: Word) => !w.tags.has('Pronoun') && (w.tags.has('Determiner') || w.tags.has('Adjective') || w.tags.has('Noun') || w.value !== null);
  let end = k;
  while (end < words.length && inPhrase(words[end]!)) end++;
  const extent = end;
  while (end > k && !words[end - 1]!.tags.has('Noun')) end--;
  if (end === k && extent > k + 1 && words[extent - 1]!.tags.has('Adjective')) end = extent;
  if (end === k) return null;
  const head = words[end - 1]!;
  // "the left hand door of the cupboard": a part of a thing is as known as the thing.
  if (words[extent]?.text === 'of') return nounPhrase(words, extent + 1) ?? { end: extent, unknown: null };
  if (head.tags.has('Pronoun') || PARTS.has(head.text)) return { end: extent, unknown: null };
  // A word of ours alone, or a misspelling of one, is the mapping's to read; a part of a longer name
  // alone ("the remote", "the stand") is looked up as a phrase.
  if (!VAGUE.has(head.text) && (WHOLE_WORDS.has(head.lemma) || WHOLE_WORDS.has(head.text) || (!DOMAIN_SPELLING.has(head.lemma) && DOMAIN_SPELLING.correct(head.lemma) !== head.lemma))) return { end: extent, unknown: null };
  const phrase = words.slice(k, end).map((w) => w.text).join(' ');
  return { end: extent, unknown: parseWithCatalog(phrase).mentions.some((m) => !m.pronoun) ? null : phrase };
}
