/**
 * Real Commander lines put to the text Follower's reading: each line of the development set, with
 * the dialogue before it heard first, in its floor plan (full view, so that what is measured is
 * the language, not the search), each step read as the Follower carries it out (a place a hint
 * names looked in first, slices made before they are used). The first step that decides gives the outcome:
 *   correct  a command that does what the label asks (for a "pick up" label, any command that
 *            starts by picking that object up: put, clean, slice, cook, ...);
 *   ask      a question to the Commander (which one, where is it, what to do with it);
 *   wrong    a command that acts on something else, or does something else;
 *   silent   nothing done and nothing asked.
 * A route labelled "go" is correct when it goes to the label's place or to a place the line names
 * (the planner's label is the receptacle of the next interaction, which the words often leave out).
 * Steps that only lead up to the label (going somewhere, opening or closing) decide nothing. A line
 * read as a whole job ("make a salad") is correct when any of its steps starts as the person did. A line labelled "no object action yet" is correct when it makes the Follower
 * act on nothing, and wrong when it moves or changes something.
 */
import { OBJECT_TYPES, ancestorsOf, getObject, isObjectAction, type ObjectActionName, type World } from '@chorehouse/sim';
import { loadScene, sceneWorld } from '@chorehouse/scenes';
import { DialogueState } from '../language/dialogue-state.js';
import { readLine } from '../language/read-line.js';
import { thingsNamed } from '../language/things.js';
import type { DevLabel, DevLine } from '../language/dev-set.js';
import { formatCommand, type AdmissibleCommand, type TextCommand } from './commands.js';
import { explorationStep, MAX_LOOKS_PER_STEP } from './explore.js';
import { LexicalScorer } from './free-form/lexical-scorer.js';
import { mapStep, questionWhenNothingFits, slicingFirst } from './free-form/map-step.js';
import { TextEnvironment } from './text-environment.js';
import { TextWorld } from './text-world.js';

export type DevOutcome = 'correct' | 'ask' | 'wrong' | 'silent';

export interface DevResult {
  readonly id: string;
  readonly outcome: DevOutcome;
  /** What the Follower did or said, for reading the misses. */
  readonly did: string;
}

export interface DevReport {
  readonly total: number;
  readonly skipped: number;
  readonly counts: Readonly<Record<DevOutcome, number>>;
  readonly results: readonly DevResult[];
}

/** Commands that start by picking their object up. */
const PICKS_UP = new Set(['take', 'put', 'clean', 'slice', 'cook', 'boil', 'coffee', 'fill', 'empty', 'pour']);
const LEADS_UP = new Set(['go', 'open', 'close', 'look', 'examine', 'inventory']);

export async function evaluateDevSet(lines: readonly DevLine[]): Promise<DevReport> {
  const counts: Record<DevOutcome, number> = { correct: 0, ask: 0, wrong: 0, silent: 0 };
  const results: DevResult[] = [];
  const worlds = new Map<number, World>();
  const held = new Map<string, World | null>();
  let skipped = 0;
  const scorer = new LexicalScorer();
  for (const d of lines) {
    let world = worlds.get(d.floorPlan);
    if (!world) { world = sceneWorld(loadScene(d.floorPlan)); worlds.set(d.floorPlan, world); }
    const types = new Set(world.objects.map((o) => o.objectType));
    // A label the floor plan cannot host says nothing about the reading.
    if (d.label && (!types.has(d.label.object) || (d.label.receptacle !== undefined && !types.has(d.label.receptacle)))) { skipped++; continue; }
    // A put is said while the Follower holds the thing (ALFRED's and TEACh's Follower had just picked it up).
    const situation = d.label?.verb === 'put' ? holding(world, d.label.object, held) ?? world : world;
    const r = await evaluateLine(d, situation, scorer);
    counts[r.outcome]++;
    results.push(r);
  }
  return { total: results.length, skipped, counts, results };
}

/**
 * The world after the Follower took an object of this type (the first one it can take), by real
 * actions; a thing shut in a cabinet or the fridge is taken after opening it, as the person did.
 */
function holding(world: World, type: string, memo: Map<string, World | null>): World | null {
  const key = `${world.objects.length}|${world.objects[0]?.objectId}|${type}`;
  if (memo.has(key)) return memo.get(key)!;
  const takeFrom = (env: TextEnvironment): World | null => {
    for (const take of env.admissible().filter((c) => c.startsWith(`take ${type.toLowerCase()} `)).slice(0, 3)) {
      if (env.step(take).ok) return env.world;
    }
    return null;
  };
  const fresh = () => { const env = new TextEnvironment(world, { observability: 'full' }); env.reset(); return env; };
  let out = takeFrom(fresh());
  for (const open of out === null ? fresh().admissible().filter((c) => c.startsWith('open ')) : []) {
    const env = fresh();
    if (!env.step(open).ok) continue;
    out = takeFrom(env);
    if (out !== null) break;
  }
  memo.set(key, out);
  return out;
}

async function evaluateLine(d: DevLine, world: World, scorer: LexicalScorer): Promise<DevResult> {
  const dialogue = new DialogueState();
  for (const c of d.context) dialogue.hear(c);
  const heard = dialogue.hear(d.line);
  const text = new TextWorld(world, 'full');
  if (heard.steps.length === 0) {
    // A line that asks for no action yet is read right by any answer that acts on nothing.
    if (d.label === null) return { id: d.id, outcome: 'correct', did: heard.reply ?? '' };
    return heard.reply !== null && heard.reply.endsWith('?') ? { id: d.id, outcome: 'ask', did: heard.reply } : { id: d.id, outcome: 'silent', did: heard.reply ?? '' };
  }
  const mapped = [];
  // As the text Follower carries a step out: a hinted place not yet looked in first ("The knife is
  // in the fridge."), then slicing what the step needs slices of, then the step's own command.
  const stuck = new Map<object, string>();
  for (const step of heard.steps) {
    const visited = new Set<string>();
    for (let looks = 0; looks < MAX_LOOKS_PER_STEP; looks++) {
      const look = explorationStep(step, text.view, world, visited);
      // Nothing is carried out here, so a place looked at once is never looked at again (a thing
      // shut in one would be opened again and again).
      if (look === null || visited.has(look.objectId!)) break;
      visited.add(look.objectId!);
      mapped.push({ kind: 'command' as const, command: { text: formatCommand(look, text.view.name), command: look }, score: Infinity });
    }
    const m = await slicingFirst(step, text.view, world, scorer) ?? await mapStep(step, text.view, world, scorer);
    // The Follower asks where the thing is, or what to do with it, when nothing fits, as the seat does.
    const question = m.kind === 'none' ? questionWhenNothingFits(step, text.view, world) : null;
    if (question !== null) stuck.set(m, question.text);
    mapped.push(m);
  }
  // "Make a salad": the job's steps may be done in any order (the person sliced the tomato first, the
  // plan slices the lettuce first); any step that starts as the person did is a right reading.
  const job = readLine(d.line).some((a) => a.kind === 'job');
  let first: DevResult | null = null;
  for (const [k, m] of mapped.entries()) {
    if (m.kind === 'ask') { first ??= { id: d.id, outcome: 'ask', did: m.question }; continue; }
    if (m.kind === 'none') { const q = stuck.get(m); if (q !== undefined) first ??= { id: d.id, outcome: 'ask', did: q }; continue; }
    const c = m.command.command;
    // "Walk to the oven, then to the counter": a place on the way is not where the line leads.
    if (c.verb === 'go' && mapped.slice(k + 1).some((n) => n.kind === 'command' && n.command.command.verb === 'go')) continue;
    let verdict = judge(c, d.label, world, namedTypes(d.line, world), alikeTypes(d.line));
    // "Make coffee" when the mug already sits in the machine: the person's next interaction was the
    // switch, and so is the command's first one. Judged by what the command would first touch.
    if (verdict === 'wrong' && d.label !== null && sameInteraction(firstInteraction(m.command, world), d.label)) verdict = 'correct';
    if (verdict === null) continue;
    if (verdict === 'correct' && (first === null || job)) return { id: d.id, outcome: 'correct', did: m.command.text };
    first ??= { id: d.id, outcome: verdict, did: m.command.text };
    if (!job) break;
  }
  if (first !== null) return first;
  return { id: d.id, outcome: d.label === null ? 'correct' : 'silent', did: heard.steps.join(' | ') };
}

function judge(c: TextCommand, label: DevLabel | null, world: World, named: ReadonlySet<string>, alike: readonly ReadonlySet<string>[]): DevOutcome | null {
  // "grab a knife" names a knife and a butter knife alike, "the cup" a cup and a mug: the person took
  // one, and the other is as right a reading of the words.
  const type = (id: string | undefined) => (id === undefined ? undefined : getObject(world, id)?.objectType);
  const t = type(c.objectId);
  const object = t !== undefined && label !== null && alike.some((words) => words.has(t) && words.has(label.object)) ? label.object : t;
  const other = type(c.otherId);
  if (label === null) return LEADS_UP.has(c.verb) ? null : 'wrong';
  // "slice the tomato with the knife" picks the knife up first; "clean the mug" carries the mug.
  if (label.verb === 'take' && PICKS_UP.has(c.verb) && (object === label.object || (other === label.object && (c.verb === 'slice' || c.verb === 'pour')))) return 'correct';
  if (label.verb === 'go' && (c.verb === 'go' || c.verb === 'open') && object === label.object) return 'correct';
  // A route ("walk to the counter") labelled with the planner's next receptacle (the cabinet under
  // it): going where the words say is the reading; the label's place is often not in the line.
  if (label.verb === 'go' && c.verb === 'go' && object !== undefined && named.has(object)) return 'correct';
  // "make coffee" when the mug is in the fridge: the goal opens the fridge first, as the person did.
  if ((label.verb === 'open' || label.verb === 'close') && c.objectId !== undefined && ancestorsOf(world, c.objectId).some((a) => a.objectType === label.object)) return 'correct';
  if (c.verb === label.verb && object === label.object && (label.receptacle === undefined || other === label.receptacle || c.verb !== 'put')) return 'correct';
  // Going somewhere, opening or closing something changes nothing the task needs undone: it leads
  // up (or goes astray) but decides nothing; only a go is the label of a go line.
  if (LEADS_UP.has(c.verb)) return null;
  if (label.verb === 'put' && c.verb === 'take' && object === label.object) return null;
  return 'wrong';
}

const INTERACTION_VERBS: Readonly<Record<ObjectActionName, DevLabel['verb']>> = {
  Pickup: 'take', Place: 'put', Open: 'open', Close: 'close', ToggleOn: 'turn on', ToggleOff: 'turn off', Slice: 'slice', Pour: 'pour',
};

/**
 * The first object interaction carrying the command out makes (in TEACh's terms: "take Mug", "put
 * Mug CoffeeMachine", "turn on CoffeeMachine"), by running it as the Follower would; null if none.
 */
function firstInteraction(command: AdmissibleCommand, world: World): DevLabel | null {
  const env = new TextEnvironment(world, { observability: 'full' });
  let held = world.follower.heldObjectId;
  const type = (id: string | null) => (id === null ? undefined : getObject(world, id)?.objectType ?? undefined);
  for (const { action, outcome } of env.run(command).actions) {
    if (!outcome.success || !isObjectAction(action.name)) continue;
    const verb = INTERACTION_VERBS[action.name];
    const target = type(outcome.objectId);
    if (target === undefined) return null;
    if (action.name === 'Place') {
      const object = type(held);
      return object === undefined ? null : { verb, object, receptacle: target };
    }
    if (action.name === 'Pickup') held = outcome.objectId;
    return { verb, object: target };
  }
  return null;
}

function sameInteraction(a: DevLabel | null, b: DevLabel): boolean {
  return a !== null && a.verb === b.verb && a.object === b.object && (b.receptacle === undefined || a.receptacle === b.receptacle);
}

/** The object types the line's words name in this world. */
function namedTypes(line: string, world: World): Set<string> {
  const words = new Set(thingsNamed(line).flatMap((t) => t.words));
  return new Set(world.objects.filter((o) => words.has(o.objectType.toLowerCase())).map((o) => o.objectType));
}

/**
 * The types each word of the line names alike ("knife": a knife and a butter knife; "cup": a cup and
 * a mug), leaving out slices ("a slice" is no one food's).
 */
function alikeTypes(line: string): Set<string>[] {
  return thingsNamed(line).map((t) => new Set(t.words.filter((w) => !w.endsWith('sliced')).map((w) => TYPE_OF_WORD.get(w)).filter((x): x is string => x !== undefined)));
}

const TYPE_OF_WORD = new Map(OBJECT_TYPES.map((t) => [t.toLowerCase(), t]));
