/**
 * How well a typed query names each object type: exact names, display names, what people call
 * things (`synonyms.ts`), TEACh's class names and single words of longer names, each forgiving a
 * few typos and plurals. TEACh ranks types by fuzzy string ratio against the type name; this
 * keeps that spirit but also knows "fridge" and "counter", and stays silent for nonsense.
 */
import { OBJECT_CLASS_NAMES, OBJECT_TYPES, displayName, typesInClass } from '../catalog/catalog.js';
import { editDistance, typoAllowance } from './edit-distance.js';
import { SEARCH_SYNONYMS } from './synonyms.js';

/** How much a kind of name counts: a class or one word of a longer name says less than a name. */
const WEIGHT = { name: 1, synonym: 1, objectClass: 0.95, word: 0.85 } as const;
/** Words that say nothing about which object is meant. */
const STOPWORDS = new Set([
  'the', 'a', 'an', 'some', 'any', 'all', 'my', 'your', 'of', 'please', 'find', 'where', 'is', 'are', 'in', 'on',
  'for', 'to', 'me', 'show', 'look', 'search', 'it', 'that', 'this', 'one', 'ones', 'there', 'other', 'another',
]);

/** Words of a query looked at: a name is a few words, and the cost stays bounded. */
const MAX_WORDS = 8;

interface NameEntry {
  readonly phrase: string;
  readonly types: readonly string[];
  readonly weight: number;
}

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const wordsOf = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The singular forms a plural might have ("knives": knife, knive; "potatoes": potato). */
export function singularForms(word: string): string[] {
  const out = [word];
  const add = (w: string) => { if (w.length >= 2 && !out.includes(w)) out.push(w); };
  if (word.endsWith('ies') && word.length > 4) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) { add(`${word.slice(0, -3)}f`); add(`${word.slice(0, -3)}fe`); }
  if (/(oes|ses|xes|ches|shes|zes)$/.test(word)) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  return out;
}

function buildIndex(): readonly NameEntry[] {
  const byPhrase = new Map<string, { types: Set<string>; weight: number }>();
  const add = (phrase: string, types: readonly string[], weight: number) => {
    if (!phrase) return;
    const entry = byPhrase.get(phrase);
    if (!entry) byPhrase.set(phrase, { types: new Set(types), weight });
    else if (weight > entry.weight) byPhrase.set(phrase, { types: new Set(types), weight });
    else if (weight === entry.weight) for (const t of types) entry.types.add(t);
  };
  for (const type of OBJECT_TYPES) {
    add(fold(type), [type], WEIGHT.name);
    add(fold(displayName(type)), [type], WEIGHT.name);
    const words = [...new Set([...wordsOf(type), ...wordsOf(displayName(type))])];
    if (words.length > 1) for (const w of words) add(w, [type], WEIGHT.word);
  }
  for (const [phrase, types] of Object.entries(SEARCH_SYNONYMS)) add(fold(phrase), types, WEIGHT.synonym);
  for (const name of OBJECT_CLASS_NAMES) {
    const types = typesInClass(name);
    for (const form of singularForms(fold(name))) add(form, types, WEIGHT.objectClass);
  }
  return [...byPhrase].map(([phrase, e]) => ({ phrase, types: [...e.types].sort(), weight: e.weight }));
}

let index: readonly NameEntry[] | null = null;

/** The phrases a query may mean: every run of up to three words, the last one also in singular forms. */
function queryPhrases(query: string): { phrase: string; coverage: number }[] {
  const tokens = query.toLowerCase().split(/[^a-z0-9]+/).filter((t) => t && !STOPWORDS.has(t)).slice(0, MAX_WORDS);
  const out: { phrase: string; coverage: number }[] = [];
  for (let n = Math.min(3, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const head = tokens.slice(i, i + n - 1).join('');
      for (const last of singularForms(tokens[i + n - 1]!)) out.push({ phrase: head + last, coverage: n / tokens.length });
    }
  }
  return out;
}

/** Each type the query may name, with a score in (0, 1]: 1 for an exact name of the whole query. */
export function scoreTypes(query: string): Map<string, number> {
  index ??= buildIndex();
  const scores = new Map<string, number>();
  for (const { phrase, coverage } of queryPhrases(query)) {
    const allowance = typoAllowance(phrase.length);
    for (const entry of index) {
      if (Math.abs(entry.phrase.length - phrase.length) > allowance) continue;
      const d = entry.phrase === phrase ? 0 : editDistance(phrase, entry.phrase);
      if (d > Math.min(allowance, typoAllowance(entry.phrase.length))) continue;
      // A longer run of the query's words outranks a single word of it ("butter knife" is not any knife).
      const score = entry.weight * (1 - d / Math.max(phrase.length, entry.phrase.length)) * (0.9 + 0.1 * coverage);
      for (const type of entry.types) if (score > (scores.get(type) ?? 0)) scores.set(type, score);
    }
  }
  return scores;
}
