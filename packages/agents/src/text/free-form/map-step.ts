/**
 * Mapping one step of an instruction, with its context: the sentences before the command
 * ("The mug is in the sink.") pick the referent of "it"; the command sentence is then mapped
 * against the candidates (admissible now, or after a take).
 */
import type { World } from '@chorehouse/sim';
import type { AdmissibleCommand } from '../commands.js';
import { mappingCandidates, type TextView } from '../text-view.js';
import { LexicalScorer } from './lexical-scorer.js';
import { HARMLESS, mapFreeFormWith, type MappingResult } from './map-free-form.js';
import { hasCommandVerb } from '../../language/instruction-steps.js';
import { unknownObject } from '../../language/unknown-object.js';
import type { CommandScorer } from './scorer.js';
import { unseenThing, wholeToSlice } from '../unseen-thing.js';
import { thingsNamed } from '../../language/things.js';

export async function mapStep(step: string, view: TextView, world: World, scorer: CommandScorer, options: { readonly askUnknown?: boolean } = {}): Promise<MappingResult> {
  const sentences = step.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
  const command = sentences.filter(hasCommandVerb).join(' ');
  // "Pick up the yellow jar": no word for the thing; a question beats a confident guess.
  const unknown = options.askUnknown === false ? null : unknownObject(command || step);
  if (unknown !== null) return { kind: 'ask', question: `Which thing do you mean by "${unknown}"?`, options: [] };
  const context = sentences.filter((s) => !hasCommandVerb(s)).join(' ');
  const referent = context ? referentOf(context, view, world) : null;
  const candidates = mappingCandidates(view, world);
  const phrase = command || step;
  const mapped = await mapFreeFormWith(scorer, phrase, candidates, { world, view, referent });
  // "go to the shelf with the vase on it": a route asks to be somewhere; taking or opening what it
  // mentions on the way would be a confident wrong action, so a route maps to a walk or to nothing.
  if (/^go to\b/.test(phrase.trim()) && ((mapped.kind === 'command' && mapped.command.command.verb !== 'go') || (mapped.kind === 'ask' && mapped.options.some((o) => o.command.verb !== 'go')))) {
    return { kind: 'none', reason: `no way to "${phrase.trim()}"` };
  }
  // "Pick up the blue bottle" with no bottle known: whatever scores best acts on something the words
  // do not name (the remote on the stand the bottle was said to be on). Walking or looking is harmless.
  if (mapped.kind === 'command' && !HARMLESS.has(mapped.command.command.verb)) {
    const c = mapped.command.command;
    const missing = unseenThing(phrase, view, world, { objectInHand: (c.verb === 'put' || c.verb === 'pour') && c.objectId === world.follower.heldObjectId });
    if (missing !== null) return { kind: 'none', reason: `no ${missing.toLowerCase()} known` };
  }
  return mapped;
}

/**
 * What the Follower says when no command fits a step: where the thing it has never seen is ("Where
 * is the knife?"), unless the step already says; else what to do with the thing it knows
 * (stuckQuestion); null when the step names no thing. `missing` is the thing asked about.
 */
export function questionWhenNothingFits(step: string, view: TextView, world: World): { readonly text: string; readonly missing: string | null } | null {
  const missing = unseenThing(step, view, world);
  if (missing !== null && !step.includes(`The ${missing} is `)) return { text: `Where is the ${missing}?`, missing };
  const stuck = stuckQuestion(step);
  return stuck === null ? null : { text: stuck, missing: null };
}

/**
 * "Put a tomato slice on the plate" with no slices yet: the step starts by slicing the whole tomato
 * (else the whole one would be read as the thing meant); null when the step needs no slicing first.
 * The text Follower carries steps out this way, and the language evaluation reads them so.
 */
export async function slicingFirst(step: string, view: TextView, world: World, scorer: CommandScorer): Promise<Extract<MappingResult, { kind: 'command' }> | null> {
  const whole = wholeToSlice(step, view, world);
  if (whole === null) return null;
  const slicing = await mapStep(`slice the ${whole} with a knife`, view, world, scorer);
  return slicing.kind === 'command' ? slicing : null;
}

/**
 * The object a descriptive sentence is about: "The mug is in the sink." is scored as "examine
 * the mug in the sink" over every known object, so the lexical scorer's location test decides.
 */
export function referentOf(sentence: string, view: TextView, world: World): string | null {
  const known = view.known(world).filter((o) => o.pickupable || o.objectType === 'HousePlant' || o.toggleable || o.openable);
  const candidates: AdmissibleCommand[] = known.map((o) => ({ text: `examine ${view.names.nameOf(o)}`, command: { verb: 'examine', objectId: o.objectId } }));
  const scorer = new LexicalScorer();
  const scores = scorer.scoreSync(`examine ${sentence}`, candidates, { world, view, referent: null });
  let best = -Infinity, id: string | null = null;
  scores.forEach((s, k) => { if (s > best) { best = s; id = candidates[k]!.command.objectId!; } });
  return best > 3 ? id : null;
}

/**
 * What to ask when no command fits a step that names a thing the words are about ("place the
 * lettuce on a clean plate" with the plate shut away): "Sorry, I'm not sure how to do that. What
 * should I do with the lettuce?", in words a person can answer, never the text world's names and
 * never blaming the words. Null when the step names no thing, or only where things are.
 */
export function stuckQuestion(step: string): string | null {
  const request = step.split(/(?<=[.!?])\s+/).at(-1) ?? step;
  if (/^\s*go to\b/.test(request)) return null;
  const thing = thingsNamed(request.replace(PLACE_PHRASE, ' ')).find((t) => !t.pronoun && t.words.length > 0);
  return thing ? `Sorry, I'm not sure how to do that. What should I do with the ${thing.name.toLowerCase()}?` : null;
}

/** "on a clean plate", "in the fridge": where the thing goes or is, not what the step is about. */
const PLACE_PHRASE = /\b(?:on|onto|in|into|inside|under|from|at|to|near|by|beside|next to|with)\s+(?:(?:the|a|an|some)\s+)?(?:\w+\s+){0,2}?\w+$/;
