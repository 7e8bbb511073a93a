/**
 * The language layer, pattern by pattern, in our own words: the English reader (compromise),
 * spelling against the domain's words, a line read into acts, household jobs, and the dialogue
 * state that carries hints, referents and counts from line to line.
 */
import { describe, expect, it } from 'vitest';
import { answerAsHint, DialogueState } from './dialogue-state.js';
import { readEnglish } from './english.js';
import { findJob, jobSteps } from './household-jobs.js';
import { nounEntries, parsePhrase } from './parse-phrase.js';
import { readLine } from './read-line.js';
import { SpellingIndex } from './spelling.js';
import { thingsNamed } from './things.js';
import { tokenize } from './tokens.js';
import { unknownObject } from './unknown-object.js';
import { DOMAIN_SPELLING } from './vocabulary.js';

describe('English read by compromise', () => {
  it('splits sentences, expands contractions, reads number words and lemmas', () => {
    const [a, b] = readEnglish("I'd like two slices. Don't boil the potatoes!");
    expect(a!.words.map((w) => w.text)).toEqual(['i', 'would', 'like', '2', 'slices']);
    expect(a!.words.find((w) => w.text === '2')!.value).toBe(2);
    expect(a!.words.at(-1)!.lemma).toBe('slice');
    expect(b!.words.map((w) => w.text)).toContain('not');
    expect(b!.words.find((w) => w.text === 'potatoes')!.lemma).toBe('potato');
  });

  it('reads "its" as "it is" before a place or a state, and as the possessive before a thing', () => {
    expect(readEnglish('its on the shelf')[0]!.words.map((w) => w.text)).toEqual(['it', 'is', 'on', 'the', 'shelf']);
    expect(readEnglish('its lid is open')[0]!.words.map((w) => w.text)[0]).toBe('its');
  });

  it('keeps "left" a side, not the verb "leave"', () => {
    expect(tokenize('the mug to your left')).toContain('left');
  });
});

describe('spelling against the domain', () => {
  it.each([['potatoe', 'potato'], ['letuce', 'lettuce'], ['kinfe', 'knife'], ['tomatoe', 'tomato'], ['micowave', 'microwave'], ['fridgee', 'fridge'], ['spatual', 'spatula']])('%s -> %s', (typo, word) => {
    expect(DOMAIN_SPELLING.correct(typo)).toBe(word);
  });

  it('leaves ordinary English, short words and ties alone', () => {
    for (const w of ['then', 'there', 'please', 'cut', 'pan', 'xyzzy']) expect(DOMAIN_SPELLING.correct(w)).toBe(w);
    // "boke" is one edit from both: a guess between two would be worse than none.
    expect(new SpellingIndex(['bake', 'bike']).correct('boke')).toBe('boke');
  });

  it('corrects towards nearest words of one sense ("dice" and "slice" both slice), never between two senses', () => {
    const sense = (w: string) => (w === 'dice' ? 'slice' : w);
    expect(new SpellingIndex(['slice', 'dice'], sense).correct('sice')).toMatch(/^(?:slice|dice)$/);
    expect(new SpellingIndex(['slice', 'dice', 'side'], sense).correct('sice')).toBe('sice');
    expect(new SpellingIndex(['slice', 'dice']).correct('sice')).toBe('sice');
  });

  it('corrects inside the tokens the mapping reads', () => {
    expect(tokenize('grab the potatoe')).toEqual(['grab', 'the', 'potato']);
  });
});

describe('a line read into acts', () => {
  const kinds = (line: string) => readLine(line).map((a) => a.kind === 'request' ? `request:${a.text}${a.count > 1 ? ` x${a.count}` : ''}` : a.kind === 'job' ? `job:${a.job}${a.count > 1 ? ` x${a.count}` : ''}` : a.kind === 'hint' ? `hint:${a.thing}|${a.place}` : a.kind);

  it.each([
    // Requests that are not imperatives.
    ['we need to make a salad', ['job:salad']],
    ['could you make me a coffee?', ['job:coffee']],
    ['lets boil a potato', ['request:boil a potato']],
    ["I'd like 2 slices of toast", ['job:toast x2']],
    ['the potato needs to be boiled', ['request:boil the potato']],
    ['the plant needs water', ['job:water-plant']],
    ['fill a mug with coffee', ['request:fill a mug with coffee']],
    ['can you please rinse the bowl', ['request:rinse the bowl']],
    ['i need you to open the fridge', ['request:open the fridge']],
    // Greetings and chat never hide the instruction.
    ['Hi! We need to make toast. The bread is inside the microwave. Please go there and open the microwave.', ['social', 'job:toast', 'hint:bread|inside the microwave', 'request:go there', 'request:open the microwave']],
    ['Good job! Next, cut the lettuce.', ['social', 'request:cut the lettuce']],
    ['hello. how are you today?', ['social', 'social']],
    // Hints, however phrased.
    ['the knife is in the fridge', ['hint:knife|in the fridge']],
    ['there is a knife in the sink', ['hint:knife|in the sink']],
    ['you can find the mug in the cabinet above the stove', ['hint:mug|in the cabinet above the stove']],
    ["it's on the table", ['hint:it|on the table']],
    // A hint or a remark, then a request in the same sentence: the request is not part of the place.
    ['the knife is in the fridge, grab it and slice the bread', ['hint:knife|in the fridge', 'request:grab it', 'request:slice the bread']],
    ['the bread is on the table so please slice it', ['hint:bread|on the table', 'request:slice it']],
    ['it is dirty, could you wash it and then make the coffee?', ['statement', 'request:wash it', 'job:coffee']],
    // An apology opens the sentence: what follows is read (a dish named is its job).
    ['i am sorry, a tomato slice for the salad', ['job:salad']],
    // Prohibitions are not requests; feedback with "not" is not a prohibition.
    ["don't open the fridge", ['prohibition']],
    ['not quite yet', ['statement']],
    // Counts and lists: the count stays with its clause.
    ['put 2 slices of potato in the bowl', ['request:put a slice of potato in the bowl x2']],
    ['slice the tomato and put a slice on the plate', ['request:slice the tomato', 'request:put a slice on the plate']],
    ['cut 2 slices of bread', ['request:cut 2 slices of bread']],
    // A clause that asks nothing says more about the request before it.
    ['grab the potato and cook it, in a pan or in the microwave', ['request:grab the potato', 'request:cook it in a pan or in the microwave']],
    ['grab the mug, the one behind the toaster', ['request:grab the mug behind the toaster']],
    // Bare noun phrases and fragments.
    ['two slices of lettuce', ['mention']],
    ['make a slice of lettuce', ['mention']],
    // Routes: the Follower finds its own way; the place where the route ends stays.
    ['turn around and walk to the counter', ['request:go to the counter']],
    ['Turn right and face the white table to your left.', ['request:go to the white table to your left']],
    ['cross the room to the trashcan next to the fridge', ['request:go to the trashcan next to the fridge']],
    ['Move to the dining table to the left of the door', ['request:go to the dining table to the left of the door']],
    ['turn around and face the fridge', ['request:go to the fridge']],
    // Verbs of routes that also take a thing stay requests for the thing.
    ['turn on the stove', ['request:turn on the stove']],
    ['move the mug to the table', ['request:move the mug to the table']],
    // Motions alone ask nothing of the hands (the Follower asks where to); a route goes on in its purpose; a request and a route in one line are two.
    ['turn left and walk ahead, then turn around', ['motion']],
    ['please shift to your left', ['statement']],
    // A thing after "the" is no verb of a route ("the stand"); "veer" is a route's verb.
    ['turn right and walk to the stand with the tv on it', ['request:go to the stand with the tv on it']],
    ['veer left towards the far end of the sofa', ['request:go to the sofa']],
    // "take a left", "hang a right": turns, which take nothing.
    ['take a left at the table', ['request:go to the table']],
    ['hang a right and go to the sink', ['request:go to the sink']],
    // A correction and an apology open a sentence without changing it; the Commander's own search is a wait.
    ['i meant the mug is next to the paper towels', ['hint:mug|next to the paper towels']],
    ["I'm sorry, two slices of bread", ['mention']],
    ['im still looking for the plate', ['wait']],
    ['turn around to walk over to the stove', ['request:go to the stove']],
    ['shut the drawer and step back and face the fridge', ['request:shut the drawer', 'request:go to the fridge']],
    // A route that ends standing somewhere ends at that place.
    ['walk over and stand next to the bathtub', ['request:go to the bathtub']],
    ['turn left to stand in front of the sink', ['request:go to the sink']],
    // Remarks on how a thing is: a state word is not the request to make it so.
    ['its clean', ['statement']],
    ['that one is already clean', ['statement']],
    ['already rinsed', ['statement']],
    ['the bowl looks dirty', ['statement']],
    // Chat without apostrophes reads as the contraction it stands for; a possessive stays one.
    ['its in the drawer', ['hint:it|in the drawer']],
    ['theres a pan on the stove', ['hint:pan|on the stove']],
    // "prepare a coffee in the clean cup": coffee made in the cup named.
    ['please prepare a coffee in the clean cup', ['request:make coffee in the clean cup']],
    // Questions from the Commander ask nothing of the Follower's hands.
    ['Can you see the knife?', ['question']],
  ] as const)('%s', (line, acts) => {
    expect(kinds(line)).toEqual(acts);
  });

  it('reads an overview before "First," as the why of the steps that follow', () => {
    expect(kinds('Hi! Today we need to make coffee. First, grab the mug and make coffee in it: put it in the coffee maker and switch it on.'))
      .toEqual(['social', 'request:grab the mug', 'request:make coffee in it']);
  });
});

describe('household jobs', () => {
  it.each([['make coffee', 'coffee'], ['we need a sandwich with toast', 'sandwich'], ['a plate of toast', 'plate-of-toast'], ['make toast', 'toast'], ['prepare breakfast', 'breakfast']] as const)('"%s" names %s', (text, job) => {
    expect(findJob(text)).toBe(job);
  });

  it('leaves single commands to the mapping ("toast the bread slice", "make coffee in the mug")', () => {
    expect(findJob('toast the bread slice')).toBeNull();
    expect(findJob('make coffee in the mug')).toBeNull();
  });

  it('spells a job out as the steps anyone would take, counted', () => {
    expect(jobSteps('toast', 2)).toEqual(['slice the bread with a knife', 'toast a bread slice', 'toast a bread slice']);
    expect(jobSteps('sandwich').length).toBeGreaterThan(4);
  });
});

describe('the dialogue state', () => {
  it('carries a hint to the later request that uses the thing, and "it" to the thing hinted at', () => {
    const d = new DialogueState();
    expect(d.hear('the knife is in the fridge').steps).toEqual([]);
    // Slicing uses a knife: the hint goes with it too.
    expect(d.hear('grab it and slice the bread').steps).toEqual(['The knife is in the fridge. grab the knife', 'The knife is in the fridge. slice the bread']);
  });

  it('sends no older hint with a step that says where its thing is, and never takes a landmark for the thing spoken of', () => {
    const d = new DialogueState();
    d.hear('the mug is in the fridge');
    expect(d.hear('grab the mug in the sink').steps).toEqual(['grab the mug in the sink']);
    expect(d.hear('grab the mug').steps).toEqual(['The mug is in the fridge. grab the mug']);
    // Where a put puts it is not where it is.
    expect(d.hear('put the mug in the sink').steps).toEqual(['The mug is in the fridge. put the mug in the sink']);
    const e = new DialogueState();
    e.hear('grab the soap bottle');
    e.hear('put it in the cabinet to the right of the mirror');
    e.hear('the thing is in a cabinet');
    expect(e.hintsFor('take the soap bottle')).toBe('The soap bottle is in a cabinet.');
    expect(e.hintsFor('take the mirror')).toBe('');
  });

  it('reads "another one" and "one more" in a hint as the thing last spoken of, the newer hint replacing the older', () => {
    const d = new DialogueState();
    d.hear('the mug is near the paper towels');
    expect(d.hear('rinse the mug').steps).toEqual(['The mug is near the paper towels. rinse the mug']);
    expect(d.hear('there is another one in the fridge').steps).toEqual(['The mug is in the fridge. rinse the mug']);
    const e = new DialogueState();
    e.hear('wash the bowl');
    expect(e.hear('there is one more in the sink').steps).toEqual(['The bowl is in the sink. wash the bowl']);
  });

  it('keeps a job asked for after a request as the next step, and a job named before requests as their why', () => {
    expect(new DialogueState().hear('The mug is dirty, could you rinse it and then make the coffee?').steps).toEqual(['rinse the mug', 'make coffee in a clean mug']);
    expect(new DialogueState().hear('We need to make a salad. Open the fridge.').steps).toEqual(['open the fridge']);
  });

  it('resolves "there" to the place just named, and starts a job named alone', () => {
    const d = new DialogueState();
    const h = d.hear('Hi! The bread is inside the microwave. Please go there and open the microwave.');
    expect(h.steps).toEqual(['go to the microwave', 'open the microwave']);
    expect(new DialogueState().hear('we need to make toast').steps).toEqual(['slice the bread with a knife', 'toast a bread slice']);
  });

  it('binds a verb alone and a bare slice to what was named last', () => {
    const d = new DialogueState();
    d.hear('grab the bread');
    expect(d.hear('now slice').steps).toEqual(['slice the bread']);
    const e = new DialogueState();
    expect(e.hear('slice the tomato and put a slice on the plate').steps).toEqual(['slice the tomato', 'put a tomato slice on the plate']);
    const f = new DialogueState();
    f.hear('The plate is dirty.');
    expect(f.hear('Rinse with water.').steps).toEqual(['rinse the plate with water']);
  });

  it('leaves a verb with an object of its own unbound, even one it has no word for ("place the remaining items")', () => {
    const d = new DialogueState();
    d.hear('grab the plate');
    expect(d.hear('place the remaining items').steps).toEqual(['place the remaining items']);
    expect(d.hear('rinse').steps).toEqual(['rinse the plate']);
  });

  it('repeats a counted request, and reads "two slices of lettuce" as slicing it', () => {
    expect(new DialogueState().hear('put 2 slices of potato in the bowl').steps).toHaveLength(2);
    expect(new DialogueState().hear('two slices of lettuce').steps).toEqual(['slice the lettuce']);
  });

  it('asks what to do with a thing named alone, and what breakfast should hold', () => {
    expect(new DialogueState().hear('the mug').reply).toBe('What should I do with the mug?');
    expect(new DialogueState().hear('we need to prepare breakfast').reply).toMatch(/^What should the breakfast have\?/);
  });

  it('answers a line that asks nothing, when nothing is under way: a greeting with a question, praise with "what next", a goodbye with thanks', () => {
    expect(new DialogueState().hear('hi').reply).toBe('Hi! What should I do?');
    expect(new DialogueState().hear('Hello, can you hear me?').reply).toBe('Hi! What should I do?');
    expect(new DialogueState().hear('Great job!').reply).toBe('What should I do next?');
    expect(new DialogueState().hear('ok').reply).toBe('What should I do next?');
    expect(new DialogueState().hear('bye').reply).toBe('Thanks!');
    // A hint is acknowledged, not asked about.
    expect(new DialogueState().hear('the knife is in the sink').reply).toBe('OK.');
  });

  it('reads what people say around a request: "try holding the mug", "two slices please" after a food, "hold on" as a wait, a place alone as where the last thing is', () => {
    expect(new DialogueState().hear('try holding the mug we see').steps).toEqual(['hold the mug we see']);
    const d = new DialogueState();
    d.hear('we need a cooked slice of potato on the plate');
    expect(d.hear('two slices please').steps).toEqual(['slice the potato']);
    const w = new DialogueState().hear('hold on let me direct you');
    expect([w.steps, w.reply]).toEqual([[], 'OK.']);
    const p = new DialogueState();
    p.hear('grab the bread');
    const placed = p.hear('in the fridge');
    expect(placed.again).toBe(true);
    expect(placed.steps).toEqual(['The bread is in the fridge. grab the bread']);
  });

  it('reads "grab a knife" after a request as taking the knife, not as the last thing with a knife', () => {
    const d = new DialogueState();
    d.hear('we need to slice 3 pieces of lettuce');
    expect(d.hear('grab a knife').steps).toEqual(['grab a knife']);
    // A tool after "with" still leaves the verb to act on what was named: "now rinse with water".
    d.hear('The plate is dirty.');
    expect(d.hear('rinse it with water').steps).toEqual(['rinse the plate with water']);
  });

  it.each([
    // The knife slicing needs, named or not; a hint about anything else sends nothing.
    ['slice the lettuce', 'the plate is in the cabinet', 'knife is in the fridge', 'The knife is in the fridge. slice the lettuce'],
    ['slice the bread with the knife', 'the mug is in the sink', 'knife is in the sink', 'The knife is in the sink. slice the bread with the knife'],
  ])('sends a stopped request again only for a hint about one of its things: "%s"', (request, other, hint, again) => {
    const d = new DialogueState();
    d.hear(request);
    expect(d.hear(other).steps).toEqual([]);
    const heard = d.hear(hint);
    expect([heard.again, heard.steps]).toEqual([true, [again]]);
    // Done: a later hint is for what comes next.
    d.finished();
    expect(d.hear(hint).steps).toEqual([]);
  });

  it('asks where to after motions alone, what to slice after a verb or slices with nothing spoken of, and what a thing pointed at is for', () => {
    expect(new DialogueState().hear('turn around and walk forward').reply).toBe('Where should I go?');
    expect(new DialogueState().hear('now slice').reply).toBe('What should I slice?');
    expect(new DialogueState().hear('3 slices').reply).toBe('What should I slice?');
    const d = new DialogueState();
    expect(d.hear('Can you spot the red mug?').reply).toBe("I'll look for the mug. What should I do with it?");
    expect(d.hear('pick it up').steps).toEqual(['pick the mug up']);
  });

  it('reads "it" of a verb done to food as the food spoken of, never the tool hinted at or worked with', () => {
    const d = new DialogueState();
    expect(d.hear('we need toast').steps).toEqual(['slice the bread with a knife', 'toast a bread slice']);
    d.finished();
    d.hear('the knife is by the stove');
    expect(d.hear('toast it').steps).toEqual(['toast the bread']);
    const e = new DialogueState();
    e.hear('the tomato is on the shelf');
    e.hear('a knife is in the sink');
    expect(e.hear('could you cut it with a knife?').steps).toEqual(['The tomato is on the shelf. The knife is in the sink. cut the tomato with a knife']);
  });

  it('corrects a misspelt verb where the request\'s verb stands towards verbs only, and leaves a misspelt opener before a verb alone', () => {
    expect(readLine('i want you to sliec the bread')).toEqual([{ kind: 'request', text: 'slice the bread', count: 1 }]);
    // "sice" is one edit from "side" as well: only as a verb is it sure.
    expect(readLine('could you sice the bread')).toEqual([{ kind: 'request', text: expect.stringMatching(/^(?:slice|dice) the bread$/), count: 1 }]);
    expect(readLine('plese grab the mug').map((a) => a.kind === 'request' && a.text)).toEqual(['plese grab the mug']);
  });

  it('fetches a thing a later step of a stopped job uses when a hint says where it is, and only then', () => {
    const d = new DialogueState();
    d.hear('can you make a salad?');
    const plate = d.hear('the plate is in the cabinet above the toaster');
    expect(plate.again).toBe(true);
    expect(plate.steps[0]).toBe('The plate is in the cabinet above the toaster. pick up the plate');
    expect(plate.steps.slice(1).map((s) => s.replace(/^(?:The [^.]*\. )+/, ''))).toEqual(jobSteps('salad'));
    // A hint about the first step's own thing, or furniture, sends the steps again as they were.
    const knife = d.hear('knife is in the fridge');
    expect(knife.steps[0]).toMatch(/slice the lettuce/);
  });

  it('turns an answer to "Where is the knife?" into a hint sentence', () => {
    expect(answerAsHint('knife', "It's in the fridge.")).toBe('The knife is in the fridge.');
    expect(answerAsHint('knife', 'fridge')).toBe('The knife is in the fridge.');
    expect(answerAsHint('wine bottle', 'on the table')).toBe('The wine bottle is on the table.');
  });
});

describe('a phrase read into verbs and things', () => {
  const nouns = nounEntries(['plate', 'mug'], (w) => w);
  it('reads a state word right before a thing as describing it, and as the verb where a request starts', () => {
    const described = parsePhrase('grab clean plate', nouns);
    expect(described.verbs).toEqual(['take']);
    expect(described.mentions[0]!.states).toEqual(['clean']);
    expect(parsePhrase('please clean mug', nouns).verbs).toEqual(['clean']);
    expect(parsePhrase('clean the plate', nouns).verbs).toEqual(['clean']);
  });
});

describe('the names people give things outside the kitchen', () => {
  it.each([
    ['the keys', 'keychain'], ['the card', 'creditcard'], ['the clock', 'alarmclock'], ['the couch', 'sofa'], ['the rag', 'cloth'],
    ['the hamper', 'laundryhamper'], ['the bat', 'baseballbat'], ['the tissues', 'tissuebox'], ['the disc', 'cd'], ['the nightstand', 'sidetable'],
    ['the bar of soap', 'soapbar'],
  ] as const)('%s', (phrase, type) => {
    expect(thingsNamed(phrase)[0]?.words).toContain(type);
  });

  it('names both kinds a word is used for, for the scene to choose or the Follower to ask ("the lamp", "the computer")', () => {
    expect(thingsNamed('the lamp')[0]?.words).toEqual(expect.arrayContaining(['desklamp', 'floorlamp']));
    expect(thingsNamed('the computer')[0]?.words).toEqual(expect.arrayContaining(['laptop', 'desktop']));
  });
});

describe('unknown words for the thing acted on and the place it goes', () => {
  it.each([
    ['pick up the yellow jar', 'the yellow jar'], ['place the blue object on the desk', 'the blue object'], ['grab the mug', null], ['grab the potatoe', null], ['slice it', null],
    // A route's place is its thing: an unknown one is asked about, not walked to at random.
    ['walk over to the purple crate', 'the purple crate'], ['go to the kitchen island', null],
    // The head noun decides, whatever a tagger calls the words before it.
    ['grab the rightmost plate on the table', null], ['grab the leftmost gizmo', 'the leftmost gizmo'],
    // A part of a longer name alone names nothing ("stand" of "tv stand"), nor does a word a tagger takes for an adjective.
    ['place the watch on the stand', 'the stand'], ['put it on the stand', 'the stand'], ['put the watch on the tv stand', null],
    ['grab the shiny from the shelf', 'the shiny'],
    // Where on a place is no place: "the middle of the table" is the table's.
    ['put the mug in the middle of the table', null], ['put it on the left side of the counter', null],
    // A part of a thing is the thing's ("the door of the cupboard"); where a take takes it from only says where it is.
    ['open the left hand door of the cupboard', null], ['open the left hand door of the crate', 'the crate'], ['take the newspaper from the sideboard', null],
    ['walk to the other side of the room', null],
    // Short names people use: "the machine" (coffee), "the shaker" (salt or pepper: the mapping asks which).
    ['put the mug in the machine', null], ['grab the shaker', null],
  ] as const)('%s', (line, unknown) => {
    expect(unknownObject(line)).toBe(unknown);
  });
});
