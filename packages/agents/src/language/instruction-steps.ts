/**
 * A Commander's line split into the steps it asks for: sentences, and clauses joined by "then" or
 * "and" when each has its own verb. A sentence without a command verb ("The mug is on the
 * counter.") says which object a following "it" means, so it is kept in front of the next step.
 * What follows a colon explains how to do the step before it and is left out. A request before a
 * sentence that starts the steps ("Today we need to make coffee. First, grab the mug ...") names
 * the whole task, which the steps spell out: it is an overview, not a step.
 */
import { NOUN_SYNONYMS } from './lexicon.js';
import { nounEntries, parsePhrase } from './parse-phrase.js';

/** Every thing word the lexicon knows, so "the tomato slice" reads as a thing, not as "slice". */
const NOUNS = nounEntries(Object.keys(NOUN_SYNONYMS), (w) => w);

/** Whether the text asks for something ("wash it", "turn the stove on"), not only says where a thing is. */
export function hasCommandVerb(text: string): boolean {
  // "The mug is in the sink." / "The plant needs water." describe.
  if (/^\s*the\b[^.!?]*\b(is|are|needs?)\b/i.test(text)) return false;
  return parsePhrase(text, NOUNS).verbs.length > 0;
}

/** The rule-based Commander's coordinate template, "(Clean Mug at -1.95 1.45)": the text Follower reads only the English. */
const TEMPLATE = /\(\s*[A-Z][A-Za-z]* [A-Za-z]+ at -?\d+(?:\.\d+)? -?\d+(?:\.\d+)?(?: (?:in|on) [A-Za-z]+ at -?\d+(?:\.\d+)? -?\d+(?:\.\d+)?)?\s*\)/g;

/** A sentence that starts a list of steps. */
const FIRST_STEP = /^\s*(?:first(?:ly)?|to (?:start|begin)|start by|begin by)\b/i;

export function instructionSteps(line: string): string[] {
  const sentences = line.replace(TEMPLATE, '').replace(/\([^)]*\)/g, (m) => m.replace(/[.!?]/g, ' ')).split(/(?<=[.!?;])\s+|\n+/).map((s) => s.trim()).filter((s) => s.length > 0);
  const first = sentences.findIndex((s) => FIRST_STEP.test(s));
  const steps: string[] = [];
  let context = '';
  for (const [index, whole] of sentences.entries()) {
    if (index < first && hasCommandVerb(whole)) continue;
    // "Make coffee in it: put it in the coffee maker and switch it on." The part after the colon says
    // how; the step is what comes before it, when that asks for something.
    const colon = whole.indexOf(': ');
    const sentence = colon > 0 && hasCommandVerb(whole.slice(0, colon)) ? `${whole.slice(0, colon)}.` : whole;
    const clauses = sentence.split(/,?\s+(?:and then|then|and|after that|afterwards)\s+/i).map((c) => c.trim()).filter((c) => c.length > 0);
    const parts = clauses.every(hasCommandVerb) ? clauses : [sentence];
    for (const part of parts) {
      if (!hasCommandVerb(part)) { context = `${context}${part.replace(/[.!?]*$/, '.')} `; continue; }
      steps.push(`${context}${part}`.trim());
      context = '';
    }
  }
  return steps;
}
