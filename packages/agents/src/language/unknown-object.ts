/**
 * The thing a request acts on, when its words name nothing the Follower has a word for: "pick up
 * the yellow jar", "place the blue object on the desk". Acting anyway would pick some other thing
 * with confidence; the Follower asks what is meant instead.
 */
import { readEnglish } from './english.js';
import { parseWithCatalog } from './things.js';
import { DOMAIN_SPELLING } from './vocabulary.js';

/** Words for "something" that never name a kind of thing. */
const VAGUE = new Set(['object', 'item', 'thing', 'stuff', 'one', 'ones', 'objects', 'items', 'things']);

/** The unknown noun phrase the request's verb acts on ("the yellow jar"), or null when its object is known or absent. */
export function unknownObject(request: string): string | null {
  const sentence = readEnglish(request)[0];
  if (!sentence) return null;
  const words = sentence.words;
  const verb = words.findIndex((w) => w.tags.has('Verb') && !w.tags.has('Modal') && !w.tags.has('Auxiliary'));
  if (verb < 0 || parseWithCatalog(request).verbs.length === 0) return null;
  let k = verb + 1;
  // "go to the island", "walk over towards the stand": a route's thing comes after its prepositions.
  while (k < words.length && (words[k]!.tags.has('Particle') || ['up', 'out', 'down', 'over', 'to', 'towards', 'toward'].includes(words[k]!.text))) k++;
  if (!words[k]?.tags.has('Determiner') && !words[k]?.tags.has('Adjective')) return null;
  const start = k;
  // The head is the last noun of the phrase: "the rightmost plate", "the square white table", "the
  // coffee mug" (a tagger may call "rightmost", "square" or "coffee" a noun too).
  const inPhrase = (w: (typeof words)[number]) => !w.tags.has('Pronoun') && (w.tags.has('Determiner') || w.tags.has('Adjective') || w.tags.has('Noun') || w.value !== null);
  let end = k;
  while (end < words.length && inPhrase(words[end]!)) end++;
  while (end > k && !words[end - 1]!.tags.has('Noun')) end--;
  if (end === k) return null;
  k = end - 1;
  const head = words[k];
  if (!head || !head.tags.has('Noun') || head.tags.has('Pronoun')) return null;
  if (!VAGUE.has(head.text) && (DOMAIN_SPELLING.has(head.lemma) || DOMAIN_SPELLING.correct(head.lemma) !== head.lemma)) return null;
  const phrase = words.slice(start, k + 1).map((w) => w.text).join(' ');
  return parseWithCatalog(phrase).mentions.some((m) => !m.pronoun) ? null : phrase;
}
