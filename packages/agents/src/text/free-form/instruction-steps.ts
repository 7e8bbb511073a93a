/**
 * A Commander's line split into the steps it asks for: sentences, and clauses joined by "then" or
 * "and" when each has its own verb. A sentence without a command verb ("The mug is on the
 * counter.") says which object a following "it" means, so it is kept in front of the next step.
 */
import { tokenize } from './parse-phrase.js';
import { VERB_PHRASES } from './lexicon.js';
import { COMMAND_VERBS } from '../commands.js';

const VERB_WORDS = new Set(COMMAND_VERBS.flatMap((v) => VERB_PHRASES[v].map((p) => tokenize(p)[0]!)));

/** Whether the text has a word that starts a command ("wash", "put", "turn ..."). */
export function hasCommandVerb(text: string): boolean {
  return tokenize(text).some((t) => VERB_WORDS.has(t) || t === 'turn' || t === 'switch');
}

export function instructionSteps(line: string): string[] {
  const sentences = line.replace(/\([^)]*\)/g, (m) => m.replace(/[.!?]/g, ' ')).split(/(?<=[.!?;])\s+|\n+/).map((s) => s.trim()).filter((s) => s.length > 0);
  const steps: string[] = [];
  let context = '';
  for (const sentence of sentences) {
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
