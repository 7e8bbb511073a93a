/**
 * What the Follower remembers of the dialogue, and each new Commander line turned into steps with
 * it: hints where things are ("the knife is in the fridge") travel with every later step that
 * names the thing, so search looks there first; "it", "there" and verb-only fragments ("now slice")
 * resolve against what was named last; a bare "slice" means a slice of the food last named; a
 * whole job becomes its steps; counts repeat a step. It knows only the dialogue, never the task.
 */
import { jobSteps, questionFor } from './household-jobs.js';
import { readLine, type LineAct } from './read-line.js';
import { VERB_PHRASES } from './lexicon.js';
import { SLICEABLE, isAnySlice, nameOf, parseWithCatalog, thingsNamed, type NamedThing } from './things.js';

export interface HeardLine {
  /** Steps in plain English, each with the hints it needs in front ("The knife is in the fridge. grab the knife"). */
  readonly steps: readonly string[];
  /** Something to say back when the line asks nothing the Follower can do yet. */
  readonly reply: string | null;
  /** The line only greeted or chatted. */
  readonly social: boolean;
  /** The steps are an earlier request's, sent again because a hint now says where its things are. */
  readonly again: boolean;
}

interface Named { readonly word: string; readonly name: string; readonly fromRequest: boolean }

export class DialogueState {
  /** Type word -> the hint sentence that says where it is. */
  private readonly hints = new Map<string, string>();
  private lastNamed: Named | null = null;
  private lastFood: string | null = null;
  private lastPlace: string | null = null;
  /** The last furniture a request named ("open the cabinet"), for "put it inside". */
  private lastPlaceThing: string | null = null;
  /** The steps of the last request not yet reported done: a later hint about their things sends them again. */
  private pending: string[] = [];

  /** What the Commander's line asks for, read with what was said before. */
  hear(line: string): HeardLine {
    const all = readLine(line);
    // A job named before explicit requests ("We need toast. Open the microwave.") is the why; the
    // requests are the Commander's chosen steps, and the job's own plan would run ahead of them. A
    // job asked for after a request ("wash it and then make the coffee") is the next step.
    const firstRequest = all.findIndex((a) => a.kind === 'request');
    const acts = (firstRequest < 0 ? all : all.filter((a, k) => a.kind !== 'job' || k > firstRequest)).map((a) => this.placeAnswer(a) ?? a);
    const steps: string[] = [];
    let reply: string | null = null;
    for (const act of acts) {
      const out = this.stepsOf(act);
      steps.push(...out.steps);
      reply ??= out.reply;
    }
    if (steps.length > 0) this.pending = steps.map(stripHints);
    // "knife is in the fridge" after "slice the bread" that could not be done: the request again, with
    // the hint. Only a hint about a thing of those steps sends them again (not an older hint's).
    else {
      const hint = acts.find((a): a is Extract<LineAct, { kind: 'hint' }> => a.kind === 'hint' && this.pending.some((p) => this.concerns(a, p)));
      if (hint) return { steps: this.againWith(hint), reply: null, social: false, again: true };
    }
    const social = all.length > 0 && all.every((a) => a.kind === 'social');
    return { steps, reply: steps.length > 0 ? null : reply ?? socialReply(line, all), social, again: false };
  }

  /**
   * "top cabinet next to the microwave", "in the fridge" after the bread was named: where that
   * thing is, said without it (people answer their own "where" that way).
   */
  private placeAnswer(act: LineAct): LineAct | null {
    const last = this.lastNamed;
    // "using a toaster", "with the knife", "to the sink" say how or where to, not where a thing is.
    if (act.kind !== 'mention' || last === null || isPlaceWord(last.word) || /^(?:using|with|for|to|from|into|onto|toward|towards)\b/.test(act.text)) return null;
    const things = thingsNamed(act.text).filter((t) => !t.pronoun && t.words.length > 0);
    if (things.length === 0 || !things.every((t) => isPlaceWord(t.words[0]!))) return null;
    return { kind: 'hint', thing: last.name, place: asPlace(act.text), text: act.text };
  }

  /**
   * The stopped request's steps again, with the hints. A hint about a thing a later step of a job
   * uses ("the plate is in the fridge" while making a salad) says what to get next, as a person
   * takes it: it is fetched first. Furniture is where things go, never fetched.
   */
  private againWith(hint: Extract<LineAct, { kind: 'hint' }>): string[] {
    const steps = this.pending.map((p) => this.withHints(p));
    const thing = thingsNamed(hint.thing).find((t) => !t.pronoun && t.words.length > 0);
    if (!thing || isPlaceWord(thing.words[0]!) || TOOL_WORDS.has(thing.words[0]!) || thingsUsed(this.pending[0]!).has(thing.words[0]!)) return steps;
    return [this.withHints(`pick up the ${thing.name.toLowerCase()}`), ...steps];
  }

  /** The hint is about a thing the step names ("The knife is in the fridge." for "slice the bread with a knife"). */
  private concerns(hint: Extract<LineAct, { kind: 'hint' }>, step: string): boolean {
    const wordsOf = (text: string) => thingsNamed(text).filter((t) => !t.pronoun).flatMap((t) => t.words.slice(0, 1));
    // "it", "another one": the thing last spoken of.
    let words = wordsOf(hint.thing);
    if (words.length === 0 && this.lastNamed) words = [this.lastNamed.word];
    const used = thingsUsed(step);
    return words.some((w) => used.has(w));
  }

  /** The last request's steps were carried out: a later hint is for what comes next. */
  finished(): void {
    this.pending = [];
  }

  /** A hint the Follower asked for ("Where is the knife?" - "In the fridge.") recorded against that thing. */
  hearAnswer(thingWord: string, answer: string): void {
    const acts = readLine(answer);
    for (const a of acts) {
      if (a.kind === 'hint') this.remember(a.thing === 'it' ? thingWord : a.thing, a.place, thingWord);
      else if (a.kind === 'mention' || a.kind === 'statement') {
        // "In the fridge.", "fridge": a place alone answers the question.
        this.remember(thingWord, asPlace(a.text), thingWord);
      }
    }
  }

  /** The hint sentences that concern a step's things. */
  hintsFor(step: string): string {
    const out = new Set<string>();
    // "grab the soap bottle under the mirror": the step says where it is; an older hint is not sent with it.
    const located = thingsLocated(step);
    for (const w of thingsUsed(step)) { const h = this.hints.get(w); if (h && !step.includes(h) && !located.has(w)) out.add(h); }
    return [...out].join(' ');
  }

  private stepsOf(act: LineAct): { steps: string[]; reply: string | null } {
    switch (act.kind) {
      case 'statement': {
        // "The plate is dirty." names what a following "rinse with water" is about.
        const named = thingsNamed(act.text).filter((t) => !t.pronoun && t.words.length > 0);
        const first = named.find((t) => !isPlaceWord(t.words[0]!));
        if (first) this.lastNamed = { word: first.words[0]!, name: first.name, fromRequest: false };
        // "we need a cooked slice of potato": the food later slices are of.
        this.lastFood = foodOf(named) ?? this.lastFood;
        return { steps: [], reply: null };
      }
      case 'social': return { steps: [], reply: null };
      case 'question': {
        // "Do you see the blue plate?": the Commander points at a thing; what it is for is the next thing to hear.
        const thing = act.seen === undefined ? undefined : thingsNamed(act.seen).find((t) => !t.pronoun && t.words.length > 0);
        if (!thing) return { steps: [], reply: null };
        this.lastNamed = { word: thing.words[0]!, name: thing.name, fromRequest: false };
        return { steps: [], reply: `I'll look for the ${thing.name.toLowerCase()}. What should I do with it?` };
      }
      case 'wait': return { steps: [], reply: 'OK.' };
      // The Follower goes to places and things by itself: where to is what it needs to hear.
      case 'motion': return { steps: [], reply: 'Where should I go?' };
      case 'prohibition': return { steps: [], reply: 'OK.' };
      case 'hint': {
        // "it", "another one", "one more": the thing last spoken of.
        const names = thingsNamed(act.thing).some((t) => !t.pronoun && t.words.length > 0);
        const thing = names ? act.thing : this.lastNamed?.name ?? null;
        if (thing !== null) this.remember(thing, act.place);
        // A person answers a hint that asks nothing yet with a word, so the Commander knows it was heard.
        return { steps: [], reply: 'OK.' };
      }
      case 'job': {
        const steps = jobSteps(act.job, act.count).map((s) => this.withHints(s));
        if (act.job === 'toast' || act.job === 'plate-of-toast' || act.job === 'sandwich') this.lastFood = 'bread';
        return { steps, reply: steps.length === 0 ? questionFor(act.job) : null };
      }
      case 'mention': {
        const things = thingsNamed(act.text).filter((t) => !t.pronoun && t.words.length > 0);
        const slices = /\bslices?\b|\bpieces?\b/.test(act.text);
        // "two slices of lettuce": slices are made by slicing; "two slices please": of the food spoken of.
        const food = foodOf(things) ?? (slices && things.every((t) => t.words.every((w) => w.endsWith('sliced'))) ? this.lastFood : null);
        if (food && slices) {
          this.lastFood = food;
          return { steps: [this.withHints(`slice the ${food}`)], reply: null };
        }
        const first = things[0];
        // "2 slices" with no food spoken of yet: of what is the Commander's to say.
        if (!first || (slices && food === null && isAnySlice(first))) return { steps: [], reply: slices ? 'What should I slice?' : null };
        this.lastNamed = { word: first.words[0]!, name: first.name, fromRequest: false };
        return { steps: [], reply: `What should I do with the ${first.name}?` };
      }
      case 'request': {
        const resolved = this.resolve(act.text);
        // "slice", "now rinse" with nothing spoken of yet: asked, not guessed.
        const verb = BARE_VERB.exec(resolved);
        if (verb && this.lastNamed === null) return { steps: [], reply: `What should I ${verb[1]}?` };
        const step = this.withHints(resolved);
        return { steps: Array.from({ length: Math.max(1, Math.min(act.count, 6)) }, () => step), reply: null };
      }
    }
  }

  private remember(thing: string, place: string, asked?: string): void {
    const named = thingsNamed(thing).filter((t) => !t.pronoun);
    const words = named.flatMap((t) => t.words.slice(0, 1));
    if (asked) words.push(asked);
    const first = named[0];
    // "the lettuce is in the fridge": the food a later "slice it" is about.
    if (first && isFood(first.words[0]!)) this.lastFood = wholeOf(first.words[0]!);
    const sentence = `The ${first?.name ?? thing} is ${place}.`;
    for (const w of words) this.hints.set(w, sentence);
    if (first) this.lastNamed = { word: first.words[0]!, name: first.name, fromRequest: false };
    this.lastPlace = place.replace(new RegExp(`${WHERE_AT_START.source}\\s+`), '');
  }

  /** A step with the hints that concern it in front. */
  private withHints(step: string): string {
    const hints = this.hintsFor(step);
    return hints ? `${hints} ${step}` : step;
  }

  /** Pronouns, "there", bare verbs and bare slices, against what was named before. */
  private resolve(text: string): string {
    let out = text;
    const things = thingsNamed(out);
    const named = things.filter((t) => !t.pronoun && t.words.length > 0);
    const last = this.lastNamed;
    // "it" after a hint or a question ("The knife is in the fridge." "Grab it.") is that thing;
    // after a request the Follower acted on, "it" is what it holds, which the mapping knows.
    // "toast it" after "the knife is in the fridge": what is cooked or cut is a food, so "it" is the
    // food spoken of, not the knife.
    const meant = FOOD_VERBS.test(out) && last && !isFood(last.word) ? (this.lastFood === null ? null : nameOf(this.lastFood)) : last?.name ?? null;
    // "slice it with a knife": the tool is not what "it" stands for.
    const acted = thingsNamed(out.replace(INSTRUMENT, ' ')).filter((t) => !t.pronoun && t.words.length > 0);
    if (last && meant !== null && !last.fromRequest && acted.length === 0 && things.some((t) => t.pronoun)) out = out.replace(/\b(?:it|them|that one|that|this)\b/, `the ${meant.toLowerCase()}`);
    // "go there": the place last spoken of.
    const there = /\bthere\b/.test(out);
    if (this.lastPlace && there) out = out.replace(/\b(?:over )?there\b/, `to ${/^the\b/.test(this.lastPlace) ? '' : 'the '}${this.lastPlace}`);
    // "now slice", "wash", "rinse with water": the verb alone acts on what was named last.
    // A tool or a place after "with", "in", "under" is not what the verb acts on; "grab a knife" names its object.
    const objects = thingsNamed(out.replace(INSTRUMENT, ' ')).filter((t) => !t.pronoun && t.words.length > 0);
    // "place the remaining items" has an object, if not one the words know: it is asked about, not bound.
    if (last && !there && objects.length === 0 && named.every((t) => TOOL_WORDS.has(t.words[0]!)) && !things.some((t) => t.pronoun) && !/^(?:go|walk|come|move|head|turn (?:left|right|around)|face)\b/.test(out) && !HAS_OBJECT.test(out)) out = out.replace(/^(\S+(?: up| out| off| on)?)/, `$1 the ${last.name}`);
    // "place the bottle inside": inside the place spoken of last.
    if (this.lastPlaceThing && /\b(?:inside|in|into|on|onto|in there)\s*[.!?]?$/.test(out)) out = `${out.replace(/\s*[.!?]$/, '')} the ${this.lastPlaceThing}`;
    // "put a slice on the plate" after "slice the tomato": a tomato slice.
    // "a slice" alone could be a slice of anything: more than one sliced kind fits it.
    const bareSlice = named.some(isAnySlice);
    const food = named.filter((t) => !isAnySlice(t)).map((t) => wholeOf(t.words[0]!)).find((w) => (SLICEABLE as readonly string[]).includes(w));
    if (food) this.lastFood = food;
    else if (bareSlice && this.lastFood) out = out.replace(/\b(a|the|one|another)?\s*slices?\b/, (_m, det: string | undefined) => `${det ?? 'a'} ${this.lastFood} slice`);
    const place = [...thingsNamed(out)].reverse().find((t) => !t.pronoun && t.words.length > 0 && isPlaceWord(t.words[0]!));
    if (place) this.lastPlaceThing = place.name;
    // A landmark ("to the right of the mirror") says where; it is not what was spoken of.
    const head = thingsNamed(out).find((t) => !t.pronoun && !t.landmark && t.words.length > 0 && !isPlaceWord(t.words[0]!));
    if (head) this.lastNamed = { word: head.words[0]!, name: nameOf(head.words[0]!), fromRequest: true };
    return out;
  }
}

/** The lexicon's words for these commands, as one alternation. */
const wordsFor = (verbs: readonly (keyof typeof VERB_PHRASES)[]) => verbs.flatMap((v) => VERB_PHRASES[v]).sort((a, b) => b.length - a.length).join('|');

/** A request that is a verb alone, acting on nothing ("now slice"); walking and looking need no object. */
const BARE_VERB = new RegExp(`^\\s*(${wordsFor(['take', 'put', 'open', 'close', 'slice', 'clean', 'cook', 'boil', 'fill', 'empty', 'pour'])})\\s*[.!?]*$`);

/** A verb followed by a noun phrase of its own ("place the remaining items", "wash all of them"). */
const HAS_OBJECT = /^\s*\S+(?:\s+(?:up|out|off|on|down))?\s+(?:the|a|an|all|some|these|those|each|every|both|any|other|remaining)\b/;

/** Verbs done to food only ("toast it", "cut it"): their "it" is never a tool or a dish. */
const FOOD_VERBS = new RegExp(`^\\s*(?:${wordsFor(['cook', 'slice', 'boil'])})\\b`);

const isFood = (word: string) => (SLICEABLE as readonly string[]).includes(wholeOf(word)) || word === 'egg';

/** The first sliceable food among things named ("a cooked slice of potato" -> "potato"). */
function foodOf(things: readonly NamedThing[]): string | null {
  return things.map((t) => wholeOf(t.words[0]!)).find((w) => (SLICEABLE as readonly string[]).includes(w)) ?? null;
}

/** "tomatosliced" -> "tomato": the food a slice comes from. */
const wholeOf = (word: string) => (word.endsWith('sliced') && word.length > 6 ? word.slice(0, -6) : word);

/**
 * What a person answers a line that asks nothing, when nothing is under way: a greeting is greeted
 * back and asked what to do ("Hello, can you hear me?" too); thanks, praise and "ok" ask for the next
 * thing; a goodbye is thanked. Silence would read as a broken partner.
 */
function socialReply(line: string, acts: readonly LineAct[]): string | null {
  if (GREETING.test(line)) return 'Hi! What should I do?';
  if (acts.length === 0 || !acts.every((a) => a.kind === 'social')) return null;
  if (FAREWELL.test(line)) return 'Thanks!';
  return 'What should I do next?';
}

const GREETING = /^\s*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening))\b/i;
const FAREWELL = /\b(?:bye|goodbye|done|finished|that is it|that's it|thats it)\b/i;

/** Words that say where a thing is ("in the fridge", "next to the sink", "the bottle under the mirror"). */
const WHERE = ['in', 'on', 'inside', 'under', 'near', 'next to', 'by', 'beside', 'above', 'below', 'behind', 'at'];
const WHERE_AT_START = new RegExp(`^(?:${WHERE.join('|')})\\b`);

/** A place said alone as where a thing is: "in the fridge" stays, "fridge" / "the fridge" -> "in the fridge". */
function asPlace(text: string): string {
  return WHERE_AT_START.test(text) ? text : `in the ${text.replace(/^(?:the|a|an)\s+/, '')}`;
}

/** A step without the hint sentences in front of it. */
function stripHints(step: string): string {
  return step.replace(/^(?:The [^.]* is [^.]*\.\s+)+/, '');
}

/** "with the knife", "in the sink", "under the water", "using a sponge": what a verb works with, not on. */
const INSTRUMENT = /\b(?:with|using|in|into|under|at|from)\s+(?:(?:the|a|an|some)\s+)?[a-z]+(?:\s+(?:basin|knife|water|top))?\b/g;

/** The type words of the things a step names, and of a knife when it slices ("slice the lettuce" needs one it need not name). */
function thingsUsed(step: string): Set<string> {
  const used = new Set(thingsNamed(step).flatMap((t) => t.words));
  if (/\b(?:slice|cut|chop)\b/.test(step)) for (const tool of ['knife', 'butterknife']) used.add(tool);
  return used;
}


/**
 * The type words of the things a step says where they are: a place or a landmark right after the
 * thing ("the mug in the sink", "the plate next to the stove"). Where a put puts it ("put the mug
 * in the sink") is where it goes, not where it is: only "from" and landmarks count there.
 */
function thingsLocated(step: string): Set<string> {
  const parsed = parseWithCatalog(step);
  const puts = parsed.verbs[0] === 'put' || parsed.verbs[0] === 'pour';
  const out = new Set<string>();
  parsed.mentions.forEach((m, k) => {
    const next = parsed.mentions[k + 1];
    if (m.pronoun || next === undefined) return;
    const says = next.relation !== null || next.preposition === 'from' || (!puts && next.preposition !== null && WHERE.includes(next.preposition));
    if (says) for (const w of m.types.keys()) out.add(w);
  });
  return out;
}

/** Things a request uses on what it names, not what it acts on: "rinse with water", "slice with the knife". */
const TOOL_WORDS = new Set(['water', 'sinkbasin', 'faucet', 'knife', 'butterknife', 'countertop', 'sink']);

/** Furniture and appliances are where things are, not the things a step is about. */
function isPlaceWord(word: string): boolean {
  return ['countertop', 'diningtable', 'fridge', 'cabinet', 'drawer', 'sinkbasin', 'sink', 'microwave', 'stoveburner', 'shelf', 'shelvingunit', 'sidetable', 'coffeetable', 'garbagecan', 'toaster', 'coffeemachine'].includes(word);
}

/**
 * An answer to "Where is the knife?" as a hint sentence the mapping and the search read: "It's in
 * the fridge." / "in the fridge" / "fridge" -> "The knife is in the fridge."
 */
export function answerAsHint(thing: string, answer: string): string {
  const state = new DialogueState();
  state.hearAnswer(thing.replace(/\s+/g, ''), answer);
  const hint = state.hintsFor(`take the ${thing}`);
  return hint || answer;
}
