/**
 * What the Follower's chat line means to the Commander: a question "where is X?" (in its many
 * forms), a report that the step is done, or that it cannot do it. Plain patterns, tolerant of case,
 * contractions and trailing punctuation.
 */
export type FollowerLine =
  | { readonly kind: 'where'; readonly thing: string }
  | { readonly kind: 'done' }
  | { readonly kind: 'cannot' }
  /** "ok", "hi", "got it": heard, nothing to answer. */
  | { readonly kind: 'ack' }
  /** Any other question ("which one?", "the one on the left?"): answered with where things are. */
  | { readonly kind: 'question' }
  | { readonly kind: 'other' };

const ARTICLES = /^(?:the|a|an|some|any|my|that|this|another|other)\s+/i;
const WHERE = [
  /\bwhere(?:'s|s| is| are|'re| was| were| do i find| can i find| could i find| would i find| should i look for| can i get| do i get| to find)\s+(.+)$/i,
  /\b(?:can'?t|cannot|couldn'?t|could not|can not|don'?t|do not|didn'?t|did not|unable to)\s+(?:find|see|locate|spot)\s+(.+)$/i,
  /\b(?:where|how) (?:can|do|could|should|would) i (?:find|get|look for|get to)\s+(.+)$/i,
  /\b(?:looking for|need to find|help me find|find me)\s+(.+)$/i,
];

/** The thing asked about, without articles, fillers and punctuation: "the knife?" -> "knife". */
function thingOf(raw: string): string {
  let t = raw.toLowerCase().replace(/[?.!,;:]+.*$/, '').trim();
  t = t.replace(/\b(?:located|at|please|pls|again|anywhere|here|now|then)\b/g, ' ').replace(/\s+/g, ' ').trim();
  while (ARTICLES.test(t)) t = t.replace(ARTICLES, '');
  return t.replace(/\b(?:is|are|at)$/, '').trim();
}

export function readFollowerLine(text: string): FollowerLine {
  const line = text.trim();
  for (const re of WHERE) {
    const m = re.exec(line);
    const thing = m?.[1] ? thingOf(m[1]) : '';
    if (thing && !/^(it|that|them|one|this)$/.test(thing)) return { kind: 'where', thing };
  }
  if (/^(?:ok(?:ay)?|k|sure|got it|will do|on it|alright|all right|yes|yep|yeah|cool|great|thanks?(?: you)?|hi|hello|hey|hi there|hello there|roger)(?:[\s,]+(?:ok(?:ay)?|sure|will do|on it|thanks?|there))*[\s.!]*$/i.test(line)) return { kind: 'ack' };
  if (/\b(?:can'?t|cannot|can not|couldn'?t|unable|not able|won'?t|doesn'?t work|did not work|didn'?t work|stuck|no luck|not sure how|sorry)\b/i.test(line)) return { kind: 'cannot' };
  if (/\b(?:done|finished|did it|did that|complete|completed|next|what now|now what|what else|anything else)\b/i.test(line)) return { kind: 'done' };
  if (/\?\s*$/.test(line) || /^(?:which|what|how|is it|do you mean|the one)\b/i.test(line)) return { kind: 'question' };
  return { kind: 'other' };
}

/** Other names people use for an object type; tried when the words themselves find nothing. */
export const THING_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  cup: ['Mug', 'Cup'], mug: ['Mug', 'Cup'], 'coffee maker': ['CoffeeMachine'], 'coffee machine': ['CoffeeMachine'], coffeemaker: ['CoffeeMachine'],
  stove: ['StoveBurner'], burner: ['StoveBurner'], oven: ['StoveBurner', 'Microwave'], counter: ['CounterTop'], countertop: ['CounterTop'],
  refrigerator: ['Fridge'], fridge: ['Fridge'], plant: ['HousePlant'], trash: ['GarbageCan'], bin: ['GarbageCan'], 'trash can': ['GarbageCan'],
  garbage: ['GarbageCan'], table: ['DiningTable', 'CoffeeTable', 'SideTable'], dish: ['Plate', 'Bowl'], sponge: ['DishSponge'],
  salt: ['SaltShaker'], pepper: ['PepperShaker'], 'paper towel': ['PaperTowelRoll'], phone: ['CellPhone'], remote: ['RemoteControl'],
  'tv': ['Television'], 'spray': ['SprayBottle'], 'soap': ['SoapBottle', 'SoapBar'], water: ['Faucet', 'SinkBasin'], tap: ['Faucet'], faucet: ['Faucet'],
};
