/**
 * The default scorer: the phrase's verb against the command's verb, the things it mentions against
 * the command's objects (type words and synonyms, numbers, states such as "dirty"), pronouns
 * against the referent or what is held, and places it mentions against where the object is.
 */
import { OBJECT_TYPES, ancestorsOf, getObject, isHidden, type SimObject, type World } from '@chorehouse/sim';
import type { AdmissibleCommand, CommandVerb, TextCommand } from '../commands.js';
import { kindWord, typeWord } from '../names.js';
import type { TextView } from '../text-view.js';
import { OTHER_PREPOSITIONS } from '../../language/lexicon.js';
import { HOLDS, nounEntries, parsePhrase, type Mention, type ParsedPhrase } from '../../language/parse-phrase.js';
import type { CommandScorer, MappingContext } from './scorer.js';

/** Verbs a person may use for another command's effect ("pour water on the plant" fills it). */
const RELATED: Partial<Record<CommandVerb, readonly CommandVerb[]>> = {
  pour: ['fill', 'empty'], fill: ['pour'], cook: ['boil', 'turn on'], boil: ['cook'], take: ['go'], put: ['pour', 'coffee'],
  go: ['take', 'examine'], empty: ['pour'], examine: ['look'], look: ['examine'], coffee: ['turn on', 'put'],
};

/** A score below this means nothing in the phrase named the command. */
export const MIN_LEXICAL_SCORE = 2;

export class LexicalScorer implements CommandScorer {
  readonly kind = 'lexical';

  async score(phrase: string, candidates: readonly AdmissibleCommand[], context: MappingContext): Promise<number[]> {
    return this.scoreSync(phrase, candidates, context);
  }

  /**
   * One score per candidate. With `kindsAlike`, a definite mention names every type of its kind
   * equally ("the bottle" a wine bottle as surely as a bottle): the scores then say whether anything
   * but the word's usual sense decides between them.
   */
  scoreSync(phrase: string, candidates: readonly AdmissibleCommand[], context: MappingContext, options: { readonly kindsAlike?: boolean } = {}): number[] {
    const parsed = this.parse(phrase, context);
    const memo = new Map<string, number>();
    const match = (m: Mention, id: string, k: number) => {
      const key = `${k}|${id}`;
      let v = memo.get(key);
      if (v === undefined) { v = mentionMatch(options.kindsAlike ? kindsAlike(m) : m, id, context); memo.set(key, v); }
      return v;
    };
    return candidates.map((c) => scoreCommand(parsed, c.command, context, match));
  }

  parse(phrase: string, context: MappingContext): ParsedPhrase {
    const words = new Set(context.world.objects.filter((o) => !o.disabled).map((o) => typeWord(o.objectType)));
    return parsePhrase(phrase, nounEntries(words, (w) => splitSpelling(context.world, w)));
  }
}

/**
 * "the bottle" names a bottle and a wine bottle alike: every type whose name ends in the surest
 * type's last word ("wine bottle", "butter knife") gets the surest's weight. "the mug" does not make
 * a cup as sure (a looser synonym, not a kind of mug); "a knife" wants any one, so it stays as it is.
 */
function kindsAlike(m: Mention): Mention {
  if (m.indefinite || m.types.size < 2) return m;
  const [surest, top] = [...m.types.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
  const kind = lastWord(surest);
  if (kind === null) return m;
  return { ...m, types: new Map([...m.types].map(([w, v]) => [w, lastWord(w) === kind ? top : v])) };
}

function lastWord(typeWordOf: string): string | null {
  const type = OBJECT_TYPES.find((t) => typeWord(t) === typeWordOf);
  return type === undefined ? null : kindWord(type);
}

/** "coffeemachine" -> "coffee machine", from the object type's capitals. */
function splitSpelling(world: World, word: string): string {
  const o = world.objects.find((x) => typeWord(x.objectType) === word);
  return o ? o.objectType.replace(/([a-z])([A-Z])/g, '$1 $2') : word;
}

/** The phrase asks for this command's action: its own verb, another it names, or one of like effect ("pour the water out" empties). */
export function asksFor(parsed: ParsedPhrase, verb: CommandVerb): boolean {
  return verbScore(parsed, verb) > 0;
}

function verbScore(parsed: ParsedPhrase, verb: CommandVerb): number {
  if (parsed.verbs.length === 0) return 0;
  if (parsed.verbs[0] === verb) return 3;
  if (parsed.verbs.includes(verb)) return 2;
  // The phrase asks for something else: only a strong match on the objects could make up for it.
  return parsed.verbs.some((v) => RELATED[v]?.includes(verb)) ? 1.5 : -1;
}

function scoreCommand(parsed: ParsedPhrase, c: TextCommand, ctx: MappingContext, match: (m: Mention, id: string, k: number) => number): number {
  const total = verbScore(parsed, c.verb);
  if (c.objectId === undefined) return parsed.mentions.length === 0 ? total + 1 : total;
  const ms = parsed.mentions;
  const otherPreps = OTHER_PREPOSITIONS[c.verb] ?? [];
  const held = ctx.world.follower.heldObjectId;
  let best = -Infinity;
  // Try each mention as the object and each other mention as the second object; the rest may say where the object is.
  for (let i = -1; i < ms.length; i++) {
    // A landmark ("behind the pot") says where the thing is; it is never the thing.
    if (i >= 0 && ms[i]!.relation !== null) continue;
    // "Place a slice of tomato in the plate": what follows "in" is where it goes, never what is put.
    if (i >= 0 && c.verb === 'put' && ms[i]!.preposition !== null && otherPreps.includes(ms[i]!.preposition!)) continue;
    const obj = i < 0 ? (held === c.objectId && (c.verb === 'put' || c.verb === 'pour') ? 0.6 : 0) : match(ms[i]!, c.objectId, i);
    if (i >= 0 && obj <= 0) continue;
    const objPrep = i >= 0 && ms[i]!.preposition !== null && otherPreps.includes(ms[i]!.preposition!) && c.otherId !== undefined ? -0.3 : 0;
    for (let j = -1; j < ms.length; j++) {
      if (j >= 0 && j === i) continue;
      let other = 0;
      if (j >= 0) {
        if (c.otherId === undefined || ms[j]!.relation !== null) continue;
        other = match(ms[j]!, c.otherId, j);
        if (other <= 0) continue;
        if (ms[j]!.preposition !== null && otherPreps.includes(ms[j]!.preposition!)) {
          other += 0.25;
          // The first place named after the verb is where it goes; later ones say where that is
          // ("on the plate (the one in the microwave)").
          if (ms.findIndex((m, k) => k !== i && !m.pronoun && m.preposition !== null && otherPreps.includes(m.preposition)) === j) other += 0.15;
        }
      }
      let loc = 0;
      let unused = 0;
      let unusedThing = false;
      for (let k = 0; k < ms.length; k++) {
        if (k === i || k === j) continue;
        // "it" left out: the command is about something else than what was spoken of.
        if (ms[k]!.pronoun) { unused++; continue; }
        // A place may say where the object is, or where the second object is ("the plate on the table").
        const l = Math.max(locationMatch(ms[k]!, c.objectId, ctx, k, match), c.otherId === undefined ? 0 : locationMatch(ms[k]!, c.otherId, ctx, k, match));
        if (l <= 0) { unused++; unusedThing = true; }
        loc = Math.max(loc, l);
      }
      // The command's own object goes unnamed while a thing the phrase names has no part in it: "take
      // the mug from the counter" is no reading of taking the book from there.
      if (i < 0 && unusedThing) continue;
      // A destination the phrase names ("on the plate") that this reading does not use: putting it
      // anywhere else is a confident wrong action, not a weaker fit.
      if (j < 0 && (c.verb === 'put' || c.verb === 'pour') && ms.some((m, k) => k !== i && !m.pronoun && m.types.size > 0 && m.preposition !== null && otherPreps.includes(m.preposition) && ms.findIndex((x, q) => q !== i && !x.pronoun && x.preposition !== null && otherPreps.includes(x.preposition)) === k)) continue;
      const implied = j < 0 ? impliedOther(c, ctx) : 0;
      // Something named in the phrase that the command does not use makes it a worse fit.
      const unnamed = i < 0 && ms.some((m) => !m.pronoun) ? 1.5 : 0;
      // "Put the bottle in the bin" said to a Follower holding a bottle-like thing means the one in its hand.
      const inHand = i >= 0 && obj > 0 && (c.verb === 'put' || c.verb === 'pour') && held === c.objectId ? 0.35 : 0;
      best = Math.max(best, 2 * obj + objPrep + 1.5 * other + 0.75 * loc + implied + inHand - 0.3 * unused - unnamed);
    }
  }
  // Of two equal readings, the thing in plain sight is the one meant (not the one shut in a cabinet).
  const o = getObject(ctx.world, c.objectId);
  return total + best - (o && isHidden(ctx.world, o) ? 0.05 : 0);
}

/** A second object the phrase leaves out: a real knife, put down here or back where it was. */
function impliedOther(c: TextCommand, ctx: MappingContext): number {
  if (c.otherId === undefined || c.objectId === undefined) return 0;
  const other = getObject(ctx.world, c.otherId);
  if (!other) return 0;
  if (c.verb === 'slice') return other.objectType === 'Knife' ? 0.1 : 0;
  if (c.verb !== 'put') return 0;
  if (getObject(ctx.world, c.objectId)?.simbotLastParentReceptacle === c.otherId) return 0.3;
  if (c.otherId === ctx.view.location) return 0.25;
  return other.objectType === 'CounterTop' ? 0.2 : 0;
}

/** How well a mention names one object. */
function mentionMatch(m: Mention, id: string, ctx: MappingContext): number {
  const o = getObject(ctx.world, id);
  if (!o) return 0;
  if (m.pronoun) {
    if (ctx.referent !== null) return ctx.referent === id ? 1 : 0;
    return ctx.world.follower.heldObjectId === id ? 0.9 : 0;
  }
  let v = m.types.get(typeWord(o.objectType)) ?? 0;
  if (v === 0) return 0;
  if (m.number !== null) v += ctx.view.name(id) === `${typeWord(o.objectType)} ${m.number}` ? 0.5 : -0.5;
  for (const s of m.states) v += stateMatches(o, s) ? 0.2 : -0.3;
  if (ctx.referent === id) v += 0.05;
  if (ctx.world.follower.heldObjectId === id) v += 0.1;
  // "a potato": the nearest one will do (a definite "the potato" with two in view is asked about).
  if (m.indefinite) v -= 0.02 * Math.hypot(o.position.x - ctx.world.follower.x, o.position.z - ctx.world.follower.z);
  return v;
}

/** A mention of a place the object is in or on (its receptacles, up the chain). */
function locationMatch(m: Mention, id: string, ctx: MappingContext, k: number, match: (m: Mention, id: string, k: number) => number): number {
  if (m.relation !== null) return nearMatch(m, id, ctx, k, match);
  let best = 0;
  for (const a of ancestorsOf(ctx.world, id)) best = Math.max(best, match(m, a.objectId, k));
  return best;
}

function stateMatches(o: SimObject, s: string): boolean {
  switch (s) {
    case 'dirty': return o.isDirty;
    case 'clean': return !o.isDirty;
    case 'empty': return !o.isFilledWithLiquid;
    case 'full': case 'filled': return o.isFilledWithLiquid;
    case 'sliced': return o.isSliced || o.objectType.endsWith('Sliced');
    case 'whole': return !o.objectType.endsWith('Sliced');
    case 'cooked': case 'toasted': return o.isCooked;
    case 'raw': return !o.isCooked;
    case 'open': return o.isOpen;
    case 'closed': return !o.isOpen;
    default: return false;
  }
}

export type { TextView };

/** Within this flat distance (metres) of a landmark, a thing is "near", "next to", "behind", "left of" it. */
const NEAR = 1.0;

/**
 * "the cup near the toaster", "the bottle behind the pot": the landmark named is close to the
 * object. Sides (left of, behind) are read as closeness only: which side depends on where the
 * speaker stands, which the Follower does not know.
 */
function nearMatch(m: Mention, id: string, ctx: MappingContext, k: number, match: (m: Mention, id: string, k: number) => number): number {
  const o = getObject(ctx.world, id);
  if (!o) return 0;
  let best = 0;
  // "the shelf with the vase on it": the landmark is in or on the thing.
  if (m.relation === HOLDS) {
    for (const l of ctx.view.known(ctx.world)) if (m.types.has(typeWord(l.objectType)) && ancestorsOf(ctx.world, l.objectId).some((a) => a.objectId === id)) best = Math.max(best, match(m, l.objectId, k));
    return best;
  }
  for (const l of ctx.view.known(ctx.world)) {
    if (l.objectId === id || !m.types.has(typeWord(l.objectType))) continue;
    const d = Math.hypot(l.position.x - o.position.x, l.position.z - o.position.z);
    if (d <= NEAR) best = Math.max(best, match(m, l.objectId, k) * (1 - d / (2 * NEAR)));
  }
  return best;
}
