/**
 * Free-form to admissible ("Language Models as Zero-Shot Planners"): the candidate the scorer
 * rates highest. When two candidates tie that differ only in which object of one type they use,
 * the Follower asks which one (HandMeThat) rather than guess.
 */
import { displayName, getObject, type World } from '@chorehouse/sim';
import { whereIs } from '../../commander/language.js';
import { formatCommand, type AdmissibleCommand, type CommandVerb, type TextCommand } from '../commands.js';
import { kindWord } from '../names.js';
import type { TextView } from '../text-view.js';
import { asksFor, LexicalScorer, MIN_LEXICAL_SCORE } from './lexical-scorer.js';
import { VERB_PHRASES } from '../../language/lexicon.js';
import type { ParsedPhrase } from '../../language/parse-phrase.js';
import type { CommandScorer, MappingContext } from './scorer.js';

export type MappingResult =
  | { readonly kind: 'command'; readonly command: AdmissibleCommand; readonly score: number }
  /** `confirm`: a yes-or-no question about the one option ("Should I clean the bowl with the sink?"). */
  | { readonly kind: 'ask'; readonly question: string; readonly options: readonly AdmissibleCommand[]; readonly confirm?: boolean }
  | { readonly kind: 'none'; readonly reason: string };

/** Scores closer than this are a tie. */
const TIE = 0.01;

export function mapFreeForm(phrase: string, candidates: readonly AdmissibleCommand[], view: TextView, world: World, scorer = new LexicalScorer(), referent: string | null = null): MappingResult {
  const context: MappingContext = { world, view, referent };
  return lexicalChoice(scorer, phrase, candidates, scorer.scoreSync(phrase, candidates, context), context);
}

export async function mapFreeFormWith(
  scorer: CommandScorer, phrase: string, candidates: readonly AdmissibleCommand[], context: MappingContext,
): Promise<MappingResult> {
  const scores = await scorer.score(phrase, candidates, context);
  return scorer instanceof LexicalScorer ? lexicalChoice(scorer, phrase, candidates, scores, context) : choose(candidates, scores, context, -Infinity);
}

function lexicalChoice(scorer: LexicalScorer, phrase: string, candidates: readonly AdmissibleCommand[], scores: readonly number[], context: MappingContext): MappingResult {
  const chosen = choose(candidates, scores, context, MIN_LEXICAL_SCORE);
  if (chosen.kind !== 'command') return chosen;
  // Words that name the command only weakly, asking for no such action ("the toaster, not the
  // microwave", "try the sink with the mug"): asked, not done. A phrase that asks for the action
  // ("slice it", "pour the water out of the mug") is a request for it however loosely it names the thing.
  const parsed = scorer.parse(phrase, context);
  // Walking somewhere or looking changes nothing ("grab the mug from the coffee maker" with the mug
  // out of sight walks there first): never asked.
  if (chosen.score < SURE_LEXICAL_SCORE && parsed.mentions.length > 0 && !asksFor(parsed, chosen.command.command.verb) && !HARMLESS.has(chosen.command.command.verb)) return { kind: 'ask', question: `Should I ${inPersonWords(chosen.command.command, context.world)}?`, options: [chosen.command], confirm: true };
  if (context.referent !== null) return chosen;
  return unboundPronoun(chosen, phrase, parsed, candidates, scores, context) ?? kindQuestion(chosen, candidates, scorer.scoreSync(phrase, candidates, context, { kindsAlike: true }), context) ?? chosen;
}

/**
 * Below this the lexical scorer's best command for a phrase that names things is a guess: on the
 * real-language development set every command scored under it was the wrong one (4 of 4), and none
 * of the 185 right ones was; but a pronoun's object scores under it too ("slice it"), so only a
 * phrase that asks for another action, or none, is asked about.
 */
const SURE_LEXICAL_SCORE = 4;

/** Commands that change nothing: walking somewhere or looking. */
export const HARMLESS: ReadonlySet<CommandVerb> = new Set(['go', 'examine', 'look', 'inventory']);

/** A command as a person says it: "clean the bowl with the sink", never the text world's numbered names. */
export function inPersonWords(c: TextCommand, world: World): string {
  return formatCommand(c, (id) => { const o = getObject(world, id); return o ? `the ${displayName(o.objectType).toLowerCase()}` : 'it'; });
}

/**
 * "rinse it" with nothing spoken of and nothing in hand: every thing it could be scores alike, and
 * the first would be a guess. Asked what, naming the kinds that fit ("What should I rinse: the
 * bowl, the mug or the pan?").
 */
function unboundPronoun(chosen: Extract<MappingResult, { kind: 'command' }>, phrase: string, parsed: ParsedPhrase, candidates: readonly AdmissibleCommand[], scores: readonly number[], ctx: MappingContext): MappingResult | null {
  if (ctx.world.follower.heldObjectId !== null || !parsed.mentions.some((m) => m.pronoun) || parsed.mentions.some((m) => !m.pronoun && m.relation === null && m.preposition === null)) return null;
  const top = chosen.command;
  const typeOf = (c: AdmissibleCommand) => (c.command.objectId === undefined ? undefined : getObject(ctx.world, c.command.objectId)?.objectType);
  const best = scores[candidates.indexOf(top)] ?? -Infinity;
  const alike = candidates.filter((c, j) => c.command.verb === top.command.verb && best - (scores[j] ?? -Infinity) <= TIE);
  const types = [...new Set(alike.map(typeOf).filter((t): t is string => t !== undefined))];
  if (types.length < 2) return null;
  const options = types.slice(0, 3).map((t) => alike.find((c) => typeOf(c) === t)!);
  const named = types.slice(0, 3).map((t) => `the ${displayName(t).toLowerCase()}`);
  // The person's own word for the action ("rinse"), else the command's.
  const verb = top.command.verb === 'coffee' ? 'make coffee in' : VERB_PHRASES[top.command.verb].find((p) => new RegExp(`\\b${p}\\b`, 'i').test(phrase)) ?? top.command.verb;
  return { kind: 'ask', question: `What should I ${verb}: ${orList(named)}?`, options };
}

/**
 * "Pick up the bottle" where a bottle and a wine bottle stand: only the word's usual sense chose the
 * bottle, and people say "bottle" for a wine bottle as often. Asked, naming each with its place,
 * when the same command on another type of the word's kind scores as well once the kinds are alike.
 * So for where a thing goes: "put the vase on the table" with a dining table, a coffee table and a
 * side table in the room asks which table.
 */
function kindQuestion(chosen: Extract<MappingResult, { kind: 'command' }>, candidates: readonly AdmissibleCommand[], alike: readonly number[], ctx: MappingContext): MappingResult | null {
  const top = chosen.command;
  const k = candidates.indexOf(top);
  // A walk asks nothing of the thing ("walk to the table" leads up).
  if (k < 0 || top.command.verb === 'go') return null;
  // Where a thing goes is a choice; which knife cuts or which sink washes is not ("slice it with the knife").
  const roles = top.command.verb === 'put' || top.command.verb === 'pour' ? (['objectId', 'otherId'] as const) : (['objectId'] as const);
  for (const role of roles) {
    const typeOf = (c: AdmissibleCommand) => { const id = c.command[role]; return id === undefined ? undefined : getObject(ctx.world, id)?.objectType; };
    const kindOf = (type: string | undefined) => (type === undefined ? undefined : kindWord(type));
    const kind = kindOf(typeOf(top));
    if (kind === undefined) continue;
    const fixed = role === 'objectId' ? 'otherId' : 'objectId';
    // Two types one name calls alike (a sink and its basin) are no choice.
    const rivals = candidates.filter((c, j) => c.command.verb === top.command.verb && c.command[fixed] === top.command[fixed] && typeOf(c) !== typeOf(top)
      && kindOf(typeOf(c)) === kind && displayName(typeOf(c)!) !== displayName(typeOf(top)!) && Math.abs((alike[j] ?? -Infinity) - (alike[k] ?? -Infinity)) <= TIE);
    if (rivals.length === 0) continue;
    const options = [top, ...rivals.filter((c, j) => rivals.findIndex((d) => typeOf(d) === typeOf(c)) === j)].slice(0, 3);
    const described = options.map((c) => { const o = getObject(ctx.world, c.command[role]!)!; return `the ${displayName(o.objectType).toLowerCase()}${role === 'objectId' ? ` ${whereIs(ctx.world, o)}` : ''}`; });
    return { kind: 'ask', question: `Which ${kind}: ${orList(described)}?`, options };
  }
  return null;
}

function choose(candidates: readonly AdmissibleCommand[], scores: readonly number[], ctx: MappingContext, floor: number): MappingResult {
  const order = candidates.map((c, k) => ({ c, s: scores[k] ?? -Infinity, k })).sort((a, b) => b.s - a.s || a.k - b.k);
  const top = order[0];
  if (!top || top.s < floor) return { kind: 'none', reason: 'Nothing I can do matches that.' };
  const tied = order.filter((x) => top.s - x.s <= TIE && sameExceptObject(x.c, top.c, ctx.world));
  // Ties among objects in one place (slices on a counter) are all as good: take the first.
  const places = new Set(tied.map((x) => placeOf(x.c, ctx.world)));
  if (tied.length > 1 && places.size > 1 && ctx.referent === null) return { kind: 'ask', question: whichQuestion(tied.map((x) => x.c), ctx), options: tied.map((x) => x.c) };
  return { kind: 'command', command: top.c, score: top.s };
}

function placeOf(c: AdmissibleCommand, world: World): string {
  const o = c.command.objectId === undefined ? undefined : getObject(world, c.command.objectId);
  return o ? whereIs(world, o) : '';
}

/** Same verb and second object, a different object of the same type. */
function sameExceptObject(a: AdmissibleCommand, b: AdmissibleCommand, world: World): boolean {
  // "take X from Y": Y comes with X, so two takes differ only in the object.
  if (a.command.verb !== b.command.verb || (a.command.verb !== 'take' && a.command.otherId !== b.command.otherId)) return false;
  if (a.command.objectId === b.command.objectId) return a === b;
  const oa = a.command.objectId === undefined ? undefined : getObject(world, a.command.objectId);
  const ob = b.command.objectId === undefined ? undefined : getObject(world, b.command.objectId);
  return oa !== undefined && ob !== undefined && oa.objectType === ob.objectType;
}

/**
 * "Which mug: the one on the counter or the one in the sink?" Asked only when the options lie in
 * different places, so each place is said once and a person can answer; never the text world's
 * numbered names.
 */
function whichQuestion(options: readonly AdmissibleCommand[], ctx: MappingContext): string {
  const objs = options.map((o) => getObject(ctx.world, o.command.objectId!)!);
  const thing = displayName(objs[0]!.objectType);
  const places = [...new Set(objs.map((o) => whereIs(ctx.world, o)))].slice(0, 3);
  const described = places.map((p) => `the one ${p}`);
  return `Which ${thing}: ${orList(described)}?`;
}

/** "the bowl, the mug or the pan": options as a person lists them. */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
}
