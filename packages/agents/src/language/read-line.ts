/**
 * A Commander's line read into what each sentence does, however it is phrased: a greeting or chat,
 * a request ("grab the mug", "could you grab the mug?", "we need to boil a potato", "the potato
 * needs to be boiled"), a whole job ("make toast", "I'd like a sandwich"), a hint where something
 * is ("the knife is in the fridge"), a prohibition ("don't open the fridge"), a bare noun phrase
 * ("two slices of lettuce"), a question, or a statement. Requests come out as plain imperatives,
 * one per clause, with their count ("put 2 slices in the bowl" is twice "put a slice in the bowl").
 */
import { infinitiveOf, readEnglish, type Sentence, type Word } from './english.js';
import { findJob, type JobName } from './household-jobs.js';
import { hasCommandVerb } from './instruction-steps.js';
import { DOMAIN_SPELLING, VERB_SPELLING } from './vocabulary.js';

export type LineAct =
  | { readonly kind: 'social'; readonly text: string }
  /** "hold on", "let me look": the Commander asks for a moment. */
  | { readonly kind: 'wait'; readonly text: string }
  | { readonly kind: 'prohibition'; readonly text: string }
  | { readonly kind: 'hint'; readonly thing: string; readonly place: string; readonly text: string }
  | { readonly kind: 'request'; readonly text: string; readonly count: number }
  | { readonly kind: 'job'; readonly job: JobName; readonly count: number; readonly text: string }
  | { readonly kind: 'mention'; readonly text: string; readonly count: number }
  /** `seen`: the words after "do you see", "can you find" ("Do you see the blue plate?"). */
  | { readonly kind: 'question'; readonly text: string; readonly seen?: string }
  /** "turn right and walk forward": the body moved, no place named. The Follower finds its own way, so it asks where to. */
  | { readonly kind: 'motion'; readonly text: string }
  | { readonly kind: 'statement'; readonly text: string };

/** Words that open a sentence without asking anything ("Hi!", "OK so", "Great, now", "First,"). */
const OPENERS = new Set([
  'hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'ok', 'okay', 'k', 'please', 'pls', 'plz', 'so', 'now', 'next', 'then', 'first', 'firstly',
  'second', 'secondly', 'great', 'good', 'awesome', 'perfect', 'nice', 'cool', 'thanks', 'thank', 'alright', 'well', 'um', 'uh', 'also', 'and',
  'finally', 'lastly', 'today', 'sure', 'yes', 'yeah', 'yep', 'partner', 'buddy', 'robot', 'again', 'after', 'afterwards', 'that', 'oh',
  'just', 'kindly', 'oops', 'sorry', 'wow', 'excellent', 'job', 'done', 'work', 'ahead',
]);

/** A whole sentence of courtesy: nothing to do. */
const SOCIAL = /^(?:(?:hi|hello|hey)(?: there)?|good (?:morning|afternoon|evening|job|work)|well done|nice(?: job| work)?|great(?: job| work)?|thanks?(?: you)?(?: so much)?|thank you(?: so much)?|how are you(?: doing)?(?: today)?|i am (?:good|fine|great|well)(?: thanks?(?: you)?)?|(?:we are|that is|you are) (?:all )?(?:done|finished|it)|(?:we are|you are) (?:doing )?great|awesome|perfect|excellent|ok(?:ay)?|yes|no|sure|cool|sounds good|what can i do(?: for you)?|what should i do(?: today| first| next)?|bye|goodbye|lets? (?:get )?(?:started|begin)|let us (?:get )?(?:started|begin)|ready)\b[\s.!?,]*$/;

/** The Commander asks for a moment: "hold on, let me look", "wait", "just a sec", "I'm trying to find the knife" (the Commander's own search). Nothing to do yet. */
const WAIT = /^(?:(?:ok(?:ay)?|please|sorry)\s+)?(?:hold on|hang on|wait(?: a (?:moment|minute|sec(?:ond)?))?|one (?:moment|minute|sec(?:ond)?)|just a (?:moment|minute|sec(?:ond)?)|give me a (?:moment|minute|sec(?:ond)?)|let me (?:check|look|see|find|direct|think)|(?:i am|im|i'm) (?:still |just )?(?:trying to (?:find|locate|see)|looking|searching|checking))\b/;

/**
 * Words that may come before the verb of a request without changing it: who is asked, modals,
 * "need to", "go ahead and", "let us", "our task is to", "make sure to".
 */
const FRAME = new Set([
  'we', 'you', 'i', 'u', 'ya', 'can', 'could', 'would', 'will', 'should', 'must', 'might', 'may', 'shall', 'need', 'needs', 'have', 'has', 'got', 'gotta',
  'to', 'want', 'like', 'let', 'us', 'go', 'ahead', 'and', 'try', 'going', 'are', 'is', 'gonna', 'task', 'our', 'the', 'your', 'first', 'now', 'today',
  'please', 'kindly', 'just', 'then', 'next', 'also', 'be', 'able', 'help', 'me', 'do', 'make', 'sure', 'remember', 'forget', 'start', 'by', 'begin',
  'lets', 'time', 'it', 'for', 'goal', 'job', 'mission', 'again', 'quickly', 'so', 'second', 'finally', 'lastly', 'after', 'that',
]);

/** Frames that ask for a thing rather than an action: "I'd like a coffee", "we need a sandwich", "get me two slices". */
const WANT = [['i', 'would', 'like'], ['i', 'want'], ['i', 'need'], ['we', 'need'], ['we', 'want'], ['we', 'would', 'like'], ['can', 'i', 'have'], ['could', 'i', 'have'], ['can', 'i', 'get'], ['could', 'i', 'get'], ['bring', 'me'], ['get', 'me'], ['make', 'me'], ['i', 'would', 'love']];

const PLACE_PREPOSITIONS = new Set(['in', 'on', 'inside', 'under', 'underneath', 'near', 'next', 'by', 'beside', 'above', 'below', 'behind', 'at', 'left', 'right', 'atop', 'onto', 'into', 'within', 'beneath', 'over', 'between', 'in front']);
const COPULA = new Set(['is', 'are', 'was', 'were', 'be']);
const LOCATED = new Set(['located', 'sitting', 'kept', 'placed', 'lying', 'found', 'stored', 'put', 'left', 'somewhere', 'probably', 'also', 'currently', 'still', 'right', 'just', 'already']);
const MOTION = new Set(['turn', 'turning', 'left', 'right', 'around', 'walk', 'go', 'move', 'forward', 'forwards', 'straight', 'ahead', 'back', 'backwards', 'step', 'steps', 'a', 'few', 'take', 'face', 'look', 'up', 'down', 'your', 'to', 'the', 'of', 'little', 'bit', 'all', 'way', 'slightly', 'again', 'away', 'towards', 'toward', 'over', 'head', 'you', 'hang', 'make', 'u', 'until', 'reach', 'then', 'and', 'so', 'that', 'are', 'facing', 'at', 'room', 'across', 'continue', 'keep', 'going', 'walking', 'please', 'now', 'little']);
const NEGATION = new Set(['not', 'never', 'no']);
const PRONOUN_THINGS = new Set(['it', 'they', 'that', 'this', 'them', 'those', 'these', 'one']);

/** The model's template "(Clean Mug at -1.95 1.45)" is for the rule-based Follower; the reader takes only the English. */
const TEMPLATE = /\(\s*[A-Z][A-Za-z]* [A-Za-z]+ at -?\d+(?:\.\d+)? -?\d+(?:\.\d+)?(?: (?:in|on) [A-Za-z]+ at -?\d+(?:\.\d+)? -?\d+(?:\.\d+)?)?\s*\)/g;

/** A sentence that starts a list of steps: what came before it in the line was an overview. */
const FIRST_STEP = /^\s*(?:first(?:ly)?|to (?:start|begin)|start by|begin by)\b/i;

export function readLine(line: string): LineAct[] {
  const clean = line.replace(TEMPLATE, '').replace(/\(s\)/g, 's').replace(/\n+/g, '. ').replace(/;/g, '.').replace(/\s*\(([^)]*)\)/g, ', $1,')
    // "Make coffee in it: put it in the coffee maker and switch it on." What follows the colon says how.
    .replace(/([^.!?:]+):\s[^.!?]*([.!?]?)/g, (whole, before: string, end: string) => (hasCommandVerb(before) ? `${before}${end || '.'}` : whole));
  const sentences = readEnglish(clean);
  const first = sentences.findIndex((s) => FIRST_STEP.test(s.text));
  // "Today we need to make coffee. First, grab the mug ...": the steps spell the overview out.
  return sentences.flatMap((s, k) => readSentence(s).filter((a) => k >= first || (a.kind !== 'request' && a.kind !== 'job')));
}

function readSentence(s: Sentence): LineAct[] {
  const words = s.words.filter((w) => w.text !== '');
  const all = words.map((w) => w.text).join(' ');
  if (SOCIAL.test(all)) return [{ kind: 'social', text: s.text }];
  if (WAIT.test(all)) return [{ kind: 'wait', text: s.text }];
  let start = 0;
  // "I meant the mug is near the towels", "I mean the other one": a correction says the same as the words after it.
  if (words[0]?.text === 'i' && ['mean', 'meant'].includes(words[1]?.text ?? '') && words.length > 2) start = 2;
  // "I'm sorry, one slice of tomato": an apology opens the sentence as "sorry" does.
  const sorry = words.findIndex((w, k) => k <= 2 && w.text === 'sorry');
  if (sorry > 0 && words.slice(0, sorry).every((w) => ['i', 'im', 'am', "i'm"].includes(w.text))) start = sorry;
  // Openers go, but a sentence that is only openers and courtesy is social.
  while (start < words.length && (OPENERS.has(words[start]!.text) || words[start]!.tags.has('Expression'))) start++;
  const rest = words.slice(start);
  if (rest.length === 0 || SOCIAL.test(rest.map((w) => w.text).join(' '))) return [{ kind: 'social', text: s.text }];
  const split = splitBeforeRequest(rest);
  if (split) return [...readSentence({ text: join(split.head), words: split.head, question: false }), ...readSentence({ text: join(split.tail), words: split.tail, question: s.question })];
  const hint = readHint(rest);
  if (hint) return [{ ...hint, text: s.text }];
  const wanted = afterFrame(rest, WANT);
  if (wanted) {
    const text = join(wanted);
    // "we need toast": what is wanted is made ("make toast"), never a command to toast something.
    const job = findJob(text) ?? findJob(`make ${text}`);
    if (job) return [{ kind: 'job', job, count: countIn(wanted), text }];
    return hasCommandVerb(text) ? requests(wanted, s) : [{ kind: 'mention', text, count: countIn(wanted) }];
  }
  // "make a slice of lettuce", "get two slices of tomato": asking for a thing to be made or had.
  const made = ['make', 'prepare', 'get', 'need', 'want'].includes(stripFrame(rest)[0]?.lemma ?? '') ? stripFrame(rest).slice(1) : null;
  if (made && made[0] && (made[0].value !== null || made[0].tags.has('Determiner')) && !hasCommandVerb(join(made))) {
    const text = join(made);
    const job = findJob(text);
    if (job) return [{ kind: 'job', job, count: countIn(made), text }];
    // "prepare a coffee in a clean mug": coffee made in a mug the line names.
    const coffee = /^(?:(?:a|an|some|the)\s+)?(?:(?:cup|mug)\s+of\s+)?coff?e+\b/.exec(text);
    if (coffee) return [{ kind: 'request', text: `make coffee${text.slice(coffee[0].length)}`, count: countIn(made) }];
    return [{ kind: 'mention', text, count: countIn(made) }];
  }
  const passive = readPassive(rest);
  if (passive) return requests(passive, s);
  if (isStateRemark(rest)) return [{ kind: 'statement', text: s.text }];
  const body = asImperative(rest, stripFrame(rest));
  const negated = rest.slice(0, Math.max(1, rest.length - body.length) + 1).some((w) => NEGATION.has(w.text));
  const text = join(body);
  if (negated && !/^(?:forget)\b/.test(text)) return [{ kind: hasCommandVerb(text) ? 'prohibition' : 'statement', text: s.text }];
  const job = findJob(text);
  if (job && jobVerbFirst(body)) return [{ kind: 'job', job, count: countIn(body), text }];
  // "2 slices", "a mug": a thing with no verb, whatever a tagger makes of "slices".
  const bare = body[0] !== undefined && (body[0].value !== null || body[0].tags.has('Determiner'));
  if (!bare && (hasCommandVerb(text) || routeGoal(body) !== null) && !isQuestionAboutState(rest, s)) return requests(body, s);
  if (s.question) return [{ kind: 'question', text: s.text, ...seenAsked(rest) }];
  if (bare || (!body.some((w) => w.tags.has('Verb') && !w.tags.has('Gerund')) && body.some((w) => w.tags.has('Noun')))) {
    if (job) return [{ kind: 'job', job, count: countIn(body), text }];
    return [{ kind: 'mention', text, count: countIn(body) }];
  }
  return [{ kind: 'statement', text: s.text }];
}

/** Frames a verb's -ing form may follow as the request itself: "try holding the mug", "start slicing the bread". */
const GERUND_FRAMES = new Set(['try', 'start', 'begin', 'keep', 'go', 'continue']);

/**
 * The request's verb as meant: "try holding the mug" -> "hold the mug" (after such a frame, the
 * -ing form is the verb asked for); "sice it" -> "slice it".
 */
function asImperative(rest: readonly Word[], body: readonly Word[]): readonly Word[] {
  const first = body[0];
  // A misspelt verb where the request's verb stands ("could you sice it"): corrected towards verbs only.
  const verbMeant = first === undefined ? first : VERB_SPELLING.correct(first.text);
  if (first && verbMeant !== first.text && !DOMAIN_SPELLING.has(first.text) && !hasCommandVerb(join(body.slice(1)))) return [{ ...first, text: verbMeant!, lemma: verbMeant!, tags: new Set(['Verb', 'Imperative']) }, ...body.slice(1)];
  const before = rest[rest.length - body.length - 1];
  if (!first || !before || !GERUND_FRAMES.has(before.text) || !first.text.endsWith('ing')) return body;
  const verb = infinitiveOf(first.text);
  return verb === null ? body : [{ ...first, text: verb, lemma: verb, tags: new Set(['Verb', 'Imperative']) }, ...body.slice(1)];
}

/** Subjects a remark about a thing's state starts with ("it", "that one", "the plate"), not the people asked ("you", "we"). */
const REMARK_SUBJECTS = new Set(['it', 'that', 'this', 'they', 'these', 'those', 'everything', 'all', 'both', 'both of them', 'one', 'which']);
const REMARK_VERBS = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'looks', 'look', 'seems', 'seem']);
/** Words between the verb and the state: "it is already clean", "its checked off as clean". */
const REMARK_FILLER = new Set(['already', 'now', 'all', 'still', 'not', 'very', 'really', 'pretty', 'also', 'both', 'completely', 'fully', 'been', 'checked', 'marked', 'off', 'as', 'just', 'probably', 'quite', 'like', 'being']);

/**
 * "It's clean", "already clean", "that one is done", "the plate looks dirty": a remark about how a
 * thing is, not a request. Without this, a state word that is also a verb ("clean", "empty") was
 * read as the request to do it.
 */
function isStateRemark(ws: readonly Word[]): boolean {
  const texts = ws.map((w) => w.text);
  const cop = texts.findIndex((t, k) => k <= 4 && REMARK_VERBS.has(t));
  let k = cop + 1;
  if (cop < 0) {
    // "already clean", "all done", "still dirty".
    if (!['already', 'still', 'all'].includes(texts[0] ?? '')) return false;
    k = 1;
  } else {
    const subject = ws.slice(0, cop);
    const pronounSubject = subject.length > 0 && subject.every((w) => REMARK_SUBJECTS.has(w.text) || w.value === 1);
    const thingSubject = subject.length > 0 && ['the', 'that', 'this', 'those', 'these', 'your', 'my'].includes(subject[0]!.text) && !subject.some((w) => w.tags.has('Verb'));
    if (!pronounSubject && !thingSubject) return false;
  }
  while (k < ws.length && REMARK_FILLER.has(texts[k]!)) k++;
  const state = ws[k];
  if (!state || texts.slice(k).includes('to') || texts.includes('please')) return false;
  return (STATE_REMARKS as readonly string[]).includes(state.text) || (state.tags.has('Adjective') && !state.tags.has('Verb'));
}

/** How a thing may be said to be. */
const STATE_REMARKS = ['clean', 'dirty', 'empty', 'full', 'filled', 'sliced', 'cooked', 'raw', 'whole', 'open', 'closed', 'toasted', 'done', 'finished', 'ready', 'fine', 'good', 'ok', 'okay', 'complete', 'completed', 'correct', 'right', 'wrong', 'enough', 'boiled', 'washed', 'rinsed', 'broken', 'off', 'on'] as const;

/** "make toast", "prepare a salad", "serve coffee": a job named with the verb that does jobs, or alone. */
function jobVerbFirst(body: readonly Word[]): boolean {
  const verb = body[0]?.lemma ?? '';
  return ['make', 'prepare', 'cook', 'serve', 'fix', 'get', 'bring', 'do', 'have', 'put', 'build', 'assemble', 'create', 'water', 'brew', 'toast'].includes(verb) || !body[0]?.tags.has('Verb');
}

/** "Do you see the blue plate?", "can you find a knife?": the thing the Commander asks about. */
function seenAsked(rest: readonly Word[]): { seen: string } | Record<string, never> {
  const texts = rest.map((w) => w.text);
  const verb = texts.findIndex((t, k) => k <= 3 && ['see', 'find', 'found', 'spot', 'notice'].includes(t));
  if (verb < 1 || !['do', 'did', 'can', 'could', 'have', 'you'].includes(texts[0]!)) return {};
  const thing = join(rest.slice(verb + 1));
  return thing === '' ? {} : { seen: thing };
}

/** "Is the mug clean?", "Do you see the knife?": the Commander asks; nothing is requested. */
function isQuestionAboutState(rest: readonly Word[], s: Sentence): boolean {
  return s.question && ['is', 'are', 'do', 'does', 'did', 'have', 'has', 'was', 'were', 'what', 'where', 'which', 'how', 'why', 'who'].includes(rest[0]?.text ?? '');
}

/** Splits a request into clauses that each ask for something ("grab the mug and rinse it"), with each one's count. */
function requests(body: readonly Word[], s: Sentence): LineAct[] {
  const clauses: Word[][] = [[]];
  for (const w of body) {
    const joiner = ['and', 'then', 'afterwards', 'after'].includes(w.text) || (w.text === 'that' && clauses[clauses.length - 1]!.at(-1)?.text === 'after');
    if (joiner) { clauses.push([]); continue; }
    clauses[clauses.length - 1]!.push(w);
    if (w.after.includes(',') && w !== body[body.length - 1]) clauses.push([]);
  }
  // "Turn around", "walk forward", "take a step to the left": the Follower finds its own way, so
  // clauses that only move the body and name nothing are left to it.
  const moved = clauses.filter((c) => c.length > 0).map(stripFrame).filter((c) => c.length > 0 && !c.every((w) => MOTION.has(w.text) || w.value !== null));
  // A clause that asks nothing on its own says more about the one before it: "grab the potato and
  // cook it, in a pan or in the microwave", "grab the mug, the one behind the toaster".
  const parts: Word[][] = [];
  for (const c of moved) {
    const asks = hasCommandVerb(join(c)) || findJob(join(c)) !== null || routeGoal(c) !== null;
    // "the one behind the toaster" says where the thing is; "one" is no count there.
    const said = c[0]?.value === 1 && c.length > 1 ? c.slice(1) : c;
    // "... and turn left to face it": a motion that names nothing new adds nothing to the request.
    if (!asks && !said.some((w) => w.tags.has('Noun') && !PRONOUN_THINGS.has(w.text) && !MOTION.has(w.text))) continue;
    if (!asks && parts.length > 0) parts[parts.length - 1] = [...parts[parts.length - 1]!, ...said];
    else parts.push(c);
  }
  const texts = parts.map(join);
  // Clauses that are not requests on their own, with nothing before them to join, stay with their sentence.
  const split = texts.length > 1 && parts.every((p, k) => hasCommandVerb(texts[k]!) || findJob(texts[k]!) !== null || routeGoal(p) !== null);
  // Only motions ("turn right and walk forward, then turn around"): nothing is asked of the hands.
  const pieces = split || parts.length <= 1 ? parts : [stripFrame(body)];
  const out: LineAct[] = [];
  for (const piece of pieces) {
    const text = join(piece);
    if (text === '') continue;
    const job = findJob(text);
    const goal = routeGoal(piece);
    if (job && jobVerbFirst(piece)) out.push({ kind: 'job', job, count: countIn(piece), text });
    else if (goal) out.push({ kind: 'request', text: `go to the ${join(goal)}`, count: 1 });
    else out.push({ kind: 'request', text: withoutCount(piece), count: countFor(piece) });
  }
  if (out.length > 0) return out;
  // Every clause only moved the body ("turn right and walk forward"): the Follower asks where to.
  const motion = moved.length === 0 && clauses.some((c) => c.some((w) => ROUTE_VERBS.has(w.lemma)));
  return [{ kind: motion ? 'motion' : 'statement', text: s.text }];
}

/** Verbs of a route that name where it ends: "face the sink", "head to the fridge", "cross the room to the bin". */
const ROUTE_VERBS = new Set(['face', 'head', 'walk', 'go', 'cross', 'stand', 'approach', 'proceed', 'continue', 'move', 'turn', 'step', 'come', 'get', 'stop', 'veer']);
/** Verbs that also take a thing ("move the mug", "turn on the stove", "get the knife"): a route only when a direction or "to" follows. */
const TRANSITIVE_ROUTE = new Set(['move', 'turn', 'step', 'get', 'go', 'stop']);
/** Words between a route's verb and the place it ends at. */
const ROUTE_FILLER = new Set([
  'to', 'towards', 'toward', 'in', 'front', 'of', 'the', 'over', 'up', 'near', 'by', 'around', 'room', 'across', 'side', 'right', 'left',
  'forward', 'forwards', 'straight', 'ahead', 'back', 'a', 'bit', 'little', 'your', 'you', 'on', 'face', 'facing', 'so', 'that', 'are', 'at',
  'far', 'other', 'kitchen', 'and', 'then', 'again', 'slightly', 'all', 'way', 'direction', 'until', 'reach', 'step', 'steps', 'few', 'is',
  'next', 'beside', 'close', 'closer', 'behind',
]);

/**
 * Where a route clause ends, if it names a place: "turn right and face the white table" -> "white
 * table", "cross the room to the trashcan next to the fridge" -> "trashcan next to the fridge". The
 * Follower finds its own way there; a route that names nothing is left to it.
 */
function routeGoal(ws: readonly Word[]): Word[] | null {
  const verb = ws[0];
  if (!verb || !ROUTE_VERBS.has(verb.lemma)) return null;
  const next = ws[1]?.text ?? '';
  if (TRANSITIVE_ROUTE.has(verb.lemma) && !['to', 'towards', 'toward', 'left', 'right', 'around', 'over', 'back', 'forward', 'straight', 'up', 'at', 'by', 'in', 'near', 'next'].includes(next)) return null;
  if (verb.lemma === 'turn' && (next === 'on' || next === 'off')) return null;
  // The place is what follows the last "face", or else the route's first "to"/"towards" (what comes
  // after it, "the table to the left of the door", says which one).
  const texts = ws.map((w) => w.text);
  const face = texts.lastIndexOf('face');
  const to = texts.findIndex((t) => t === 'to' || t === 'towards' || t === 'toward');
  let k = face >= 0 ? face + 1 : to >= 0 ? to + 1 : 1;
  // "cross the room to stand in front of the sink", "turn to stand on the right side of the toilet".
  // "the stand with the tv on it": after an article, "stand" is a thing, not a verb.
  const afterArticle = (i: number) => ARTICLES.has(ws[i - 1]?.text ?? '');
  while (k < ws.length && (ROUTE_FILLER.has(ws[k]!.text) || (STAND_VERBS.has(ws[k]!.text) && !afterArticle(k)))) k++;
  const place = ws.slice(k);
  // "turn around to walk to the counter": the route goes on in its purpose.
  if (place[0] !== undefined && ROUTE_VERBS.has(place[0].lemma) && place[0] !== verb && !afterArticle(k)) return routeGoal(place);
  // A place names a thing: not a pronoun, not another leg of the route ("... and walk 8 steps").
  if (place.length === 0 || PRONOUN_THINGS.has(place[0]!.text) || place.some((w) => ROUTE_VERBS.has(w.text) && w.tags.has('Verb'))) return null;
  return place.some((w) => w.tags.has('Noun')) && !place.every((w) => MOTION.has(w.text)) ? place : null;
}

const ARTICLES = new Set(['the', 'a', 'an']);

/** Being somewhere, inside a route: "to stand in front of", "and stop at", "to be next to". */
const STAND_VERBS = new Set(['stand', 'standing', 'stop', 'be', 'wait', 'end', 'up']);

/** Where a clause may end and another begin: after a comma, or at one of these words. */
const CLAUSE_JOINERS = new Set(['and', 'so', 'then', 'but']);

/**
 * "the knife is in the fridge, grab it and slice the bread", "it is dirty, could you wash it?", "the
 * mug is in the sink so please rinse it": what is said about things, then a request in the same
 * sentence. At the first break (a comma, or a joining word after a hint) where the words before ask
 * for nothing and the words after do, the sentence is two; otherwise the request was read as part
 * of the place or the statement, and lost.
 */
function splitBeforeRequest(ws: readonly Word[]): { head: Word[]; tail: Word[] } | null {
  for (let i = 2; i < ws.length; i++) {
    const comma = ws[i - 1]!.after.includes(',');
    if (!comma && !CLAUSE_JOINERS.has(ws[i]!.text)) continue;
    const head = ws.slice(0, i);
    let tail = ws.slice(i);
    while (tail.length > 0 && CLAUSE_JOINERS.has(tail[0]!.text)) tail = tail.slice(1);
    const headText = join(head), tailText = join(tail);
    if (tail.length === 0 || hasCommandVerb(headText) || findJob(headText) !== null) continue;
    if (!hasCommandVerb(tailText) && !(findJob(tailText) !== null && tail[0]!.tags.has('Verb'))) continue;
    // Without a comma, only a hint ends at a joining word ("the bread is on the table so slice it").
    if (comma || readHint(head)) return { head, tail };
  }
  return null;
}

/** "The knife is in the fridge", "there's a knife in the sink", "you can find the knife in the cabinet", "it's on the table". */
function readHint(ws: readonly Word[]): { kind: 'hint'; thing: string; place: string } | null {
  const texts = ws.map((w) => w.text);
  let thingStart = 0, thingEnd = -1, placeStart = -1;
  if (texts[0] === 'there' && COPULA.has(texts[1] ?? '')) {
    thingStart = 2;
    placeStart = texts.findIndex((t, k) => k > 2 && PLACE_PREPOSITIONS.has(t));
    thingEnd = placeStart;
  } else {
    const find = texts.findIndex((t, k) => (t === 'find' || t === 'see') && k <= 3 && texts.slice(0, k).every((x) => ['you', 'i', 'can', 'will', 'should', 'might', 'may', 'could', 'would'].includes(x)));
    if (find >= 0) {
      thingStart = find + 1;
      placeStart = texts.findIndex((t, k) => k > find + 1 && PLACE_PREPOSITIONS.has(t));
      thingEnd = placeStart;
    } else {
      const cop = texts.findIndex((t, k) => k > 0 && COPULA.has(t));
      if (cop < 0) return null;
      thingEnd = texts[cop - 1] === 'should' || texts[cop - 1] === 'can' || texts[cop - 1] === 'might' ? cop - 1 : cop;
      let p = cop + 1;
      // "the knife is left to the stove", "plate is right of the fridge": a side is a place.
      while (p < texts.length && LOCATED.has(texts[p]!) && !(['left', 'right'].includes(texts[p]!) && ['to', 'of'].includes(texts[p + 1] ?? ''))) p++;
      if (NEGATION.has(texts[cop + 1] ?? '')) return null;
      placeStart = PLACE_PREPOSITIONS.has(texts[p] ?? '') ? p : -1;
    }
  }
  if (placeStart < 0 || thingEnd <= thingStart) return null;
  const thingWords = ws.slice(thingStart, thingEnd);
  if (thingWords.some((w) => w.tags.has('Verb') && !w.tags.has('Participle') && !w.tags.has('Adjective'))) return null;
  const place = join(ws.slice(placeStart));
  if (!ws.slice(placeStart).some((w) => w.tags.has('Noun') || w.tags.has('Adjective'))) return null;
  const thing = join(thingWords).replace(/^(?:the|a|an|some|one|another|your|our)\s+/, '');
  return { kind: 'hint', thing: PRONOUN_THINGS.has(thing) ? 'it' : thing, place };
}

/** The words after a "want" frame ("I'd like two slices of toast" -> "two slices of toast"). */
function afterFrame(ws: readonly Word[], frames: readonly (readonly string[])[]): Word[] | null {
  const texts = ws.map((w) => w.text);
  for (const f of frames) {
    if (f.every((t, k) => texts[k] === t)) {
      const rest = ws.slice(f.length);
      // "I'd like you to ..." is a request with a verb, read by the caller as such.
      if (rest[0]?.text === 'you' || rest[0]?.text === 'to') return null;
      return rest.length > 0 ? [...rest] : null;
    }
  }
  return null;
}

/** "The potato needs to be boiled" -> "boil the potato"; "the plant needs water(ing)" -> "water the plant". */
function readPassive(ws: readonly Word[]): Word[] | null {
  const texts = ws.map((w) => w.text);
  const need = texts.findIndex((t, k) => k > 0 && ['needs', 'need', 'has', 'have', 'should', 'must', 'gotta'].includes(t));
  if (need < 0) return null;
  const subject = ws.slice(0, need);
  if (subject.some((w) => w.tags.has('Pronoun') && !PRONOUN_THINGS.has(w.text)) || subject.some((w) => w.tags.has('Verb'))) return null;
  let k = need + 1;
  if (texts[k] === 'to') k++;
  if (texts[k] === 'be' || texts[k] === 'get') {
    const verb = ws[k + 1];
    if (!verb) return null;
    const tail = ws.slice(k + 2);
    return [{ ...verb, text: verb.lemma }, ...subject, ...tail];
  }
  const what = ws[k];
  if (what && (what.tags.has('Gerund') || what.text === 'water' || what.text === 'watering' || what.text === 'cleaning' || what.text === 'washing')) {
    return [{ ...what, text: what.lemma.replace(/ing$/, '') }, ...subject, ...ws.slice(k + 1)];
  }
  return null;
}

/** The request's own words: frame words before its first command verb go. */
function stripFrame(ws: readonly Word[]): Word[] {
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!;
    if (!FRAME.has(w.text) && !NEGATION.has(w.text) && !w.tags.has('Modal') && !w.tags.has('Expression')) return ws.slice(k);
    // "make coffee", "make toast": "make" is the request, not a frame, when a thing follows.
    if (w.text === 'make' && ws[k + 1] && !['sure', 'it'].includes(ws[k + 1]!.text) && !FRAME.has(ws[k + 1]!.text)) return ws.slice(k);
    if (w.text === 'go' && ws[k + 1] && !['ahead', 'and'].includes(ws[k + 1]!.text)) return ws.slice(k);
    if (w.text === 'start' && ws[k + 1] && !['by', 'with'].includes(ws[k + 1]!.text)) return ws.slice(k);
    if (w.text === 'help' && ws[k + 1]?.text !== 'me') return ws.slice(k);
    if (w.text === 'have' && ws[k + 1] && ws[k + 1]!.text !== 'to') return ws.slice(k);
  }
  return [];
}

const join = (ws: readonly Word[]) => ws.map((w) => w.text).join(' ').replace(/\s+/g, ' ').trim();

/** The count before a thing ("2 slices", "two mugs"); 1 when none. */
function countIn(ws: readonly Word[]): number {
  const n = ws.find((w) => w.value !== null && w.value >= 1 && w.value <= 10);
  return n?.value ?? 1;
}

/** How many times a request runs: a count matters for moving and cooking things, not for slicing (one cut makes the slices). */
function countFor(ws: readonly Word[]): number {
  if (['slice', 'cut', 'chop', 'dice'].includes(ws[0]?.lemma ?? '')) return 1;
  return countIn(ws);
}

/** The request's text with its count replaced by "a" ("put 2 slices in the bowl" -> "put a slice in the bowl"). */
function withoutCount(ws: readonly Word[]): string {
  if (countFor(ws) === 1) return join(ws);
  return ws.map((w) => (w.value !== null ? 'a' : w.tags.has('Plural') ? w.lemma : w.text)).join(' ');
}
