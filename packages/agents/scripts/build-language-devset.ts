/**
 * Builds the language development set from real human instructions, outside the repository:
 *
 *   npx tsx scripts/build-language-devset.ts --corpus <dir> --out <file.jsonl>
 *
 * <dir> holds `storage/fixtures/` of github.com/emma-heriot-watt/datasets (fetch it, then e.g.
 * `git archive HEAD storage/fixtures/alfred storage/fixtures/teach_edh | tar -x -C <dir>`).
 * No corpus text is in this file; the labelling rules are:
 *   ALFRED   each human step description (`high_descs[i]`) with the planner step it was written for
 *            (`high_pddl[i]`): GotoLocation X -> go X, PickupObject O -> take O, PutObject O R ->
 *            put O R, SliceObject, CleanObject, HeatObject, ToggleObject likewise. Its floor plan is
 *            the trajectory's. The earlier descriptions of the same annotation are its context.
 *   TEACh    each Commander utterance of an EDH instance, labelled with a Follower object interaction
 *            after it, before three more Commander utterances (Pickup O -> take O, Place on R -> put
 *            <held> R, Open, Close, ToggleOn/Off, Slice, Pour): when the line names things (object
 *            words, or a dish such as coffee or salad and what it is made with), the first interaction
 *            with one of them; a line whose named things the Follower did not touch in that window is
 *            left out (what it asked for is not known). A line that names nothing but asks for an
 *            action ("slice it", "try again") gets the first interaction, else "no object action
 *            yet"; one that names nothing and asks for no action ("just a moment", "still looking")
 *            gets "no object action yet" (until 2026-11-29's third session it got the first
 *            interaction too). Its floor plan is the first of the 120 that holds the most of the
 *            game's object types. The Commander's earlier
 *            utterances are its context. (Until 2026-11-29 every line got the first interaction, so
 *            turning off a faucet or putting down what was held became the label of "make coffee".)
 * Lines are deduplicated by game and text. Lines of TEACh's valid_unseen games and ALFRED's
 * valid_seen trajectories are the held-out part ("split": "held-out"), looked at only for figures.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OBJECT_TYPES } from '@chorehouse/sim';
import { FLOOR_PLANS, loadScene } from '@chorehouse/scenes';
import { z } from 'zod/mini';
import type { DevLabel, DevLine } from '../src/language/dev-set.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, out: { type: 'string' } } });
if (!values.corpus || !values.out) {
  console.error('usage: build-language-devset --corpus <dir with storage/fixtures> --out <file.jsonl>');
  process.exit(2);
}
const fixtures = join(values.corpus, 'storage', 'fixtures');

const TYPE_OF = new Map(OBJECT_TYPES.map((t) => [t.toLowerCase(), t]));
const typeOf = (word: string): string | undefined => TYPE_OF.get(word.toLowerCase().replace(/[^a-z]/g, ''));

function files(dir: string, name: RegExp): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...files(p, name));
    else if (name.test(e)) out.push(p);
  }
  return out.sort();
}

const AlfredTraj = z.object({
  scene: z.object({ floor_plan: z.string() }),
  plan: z.object({ high_pddl: z.array(z.object({ discrete_action: z.object({ action: z.string(), args: z.array(z.string()) }) })) }),
  turk_annotations: z.object({ anns: z.array(z.object({ high_descs: z.array(z.string()) })) }),
});

const ALFRED_VERBS: Record<string, DevLabel['verb']> = {
  GotoLocation: 'go', PickupObject: 'take', PutObject: 'put', SliceObject: 'slice', CleanObject: 'clean', HeatObject: 'cook', ToggleObject: 'turn on',
};

/** Lines of unseen games are kept apart: tuned on "dev", reported on "held-out" too. */
const splitOf = (file: string): DevLine['split'] => (/valid_unseen|alfred\/valid_seen/.test(file) ? 'held-out' : 'dev');

const lines: DevLine[] = [];
const seen = new Set<string>();
const add = (d: DevLine) => { const key = `${d.id.split('#')[0]}|${d.line.trim().toLowerCase()}`; if (!seen.has(key)) { seen.add(key); lines.push(d); } };

for (const file of files(join(fixtures, 'alfred'), /^traj_data\.json$/)) {
  const traj = AlfredTraj.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!traj.success) { console.error(`skipped ${file}: ${traj.error.message}`); continue; }
  const floorPlan = Number(traj.data.scene.floor_plan.replace(/\D/g, ''));
  const pddl = traj.data.plan.high_pddl;
  traj.data.turk_annotations.anns.forEach((ann, a) => {
    ann.high_descs.forEach((line, i) => {
      const step = pddl[i]?.discrete_action;
      const verb = step ? ALFRED_VERBS[step.action] : undefined;
      const object = step?.args[0] ? typeOf(step.args[0]) : undefined;
      if (!verb || !object) return;
      const receptacle = verb === 'put' && step!.args[1] ? typeOf(step!.args[1]) : undefined;
      const label: DevLabel = receptacle ? { verb, object, receptacle } : { verb, object };
      add({ source: 'alfred', split: splitOf(file), id: `${file.split('/').slice(-3, -1).join('/')}#${a}.${i}`, floorPlan, context: ann.high_descs.slice(0, i), line: line.trim(), label });
    });
  });
}

/** Words people use for things that are not the catalog's own names, and dishes with what they are made of. */
const THING_WORDS: Readonly<Record<string, readonly string[]>> = {
  fridge: ['Fridge'], refrigerator: ['Fridge'], 'coffee maker': ['CoffeeMachine'], stove: ['StoveBurner', 'StoveKnob'], burner: ['StoveBurner'],
  sink: ['SinkBasin', 'Sink', 'Faucet'], counter: ['CounterTop'], island: ['CounterTop'], table: ['DiningTable', 'CoffeeTable', 'SideTable'], trash: ['GarbageCan'], bin: ['GarbageCan'],
  knife: ['Knife', 'ButterKnife'], cup: ['Cup', 'Mug'], plant: ['HousePlant'], cupboard: ['Cabinet'], toast: ['Bread', 'Toaster'],
  coffee: ['Mug', 'CoffeeMachine'], salad: ['Lettuce', 'Tomato', 'Potato', 'Knife', 'ButterKnife', 'Plate'], sandwich: ['Bread', 'Lettuce', 'Tomato', 'Knife', 'ButterKnife', 'Toaster', 'Plate'],
  breakfast: ['Mug', 'CoffeeMachine', 'Bread', 'Toaster', 'Lettuce', 'Tomato', 'Potato', 'Apple', 'Knife', 'ButterKnife', 'Plate'], boil: ['Pot', 'StoveKnob', 'StoveBurner', 'Potato'],
  water: ['Cup', 'Pot', 'Bowl', 'Mug', 'HousePlant', 'Faucet', 'SinkBasin'], tableware: ['Plate', 'Bowl', 'Mug', 'Cup', 'Pot', 'Pan', 'Fork', 'Spoon', 'Knife', 'ButterKnife'],
  dishes: ['Plate', 'Bowl', 'Mug', 'Cup', 'Pot', 'Pan'], cutlery: ['Fork', 'Spoon', 'Knife', 'ButterKnife'], fruit: ['Apple', 'Tomato'],
};
const CATALOG_WORDS = new Map<string, string[]>();
for (const t of OBJECT_TYPES) {
  for (const w of [t.toLowerCase(), t.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()]) CATALOG_WORDS.set(w, [...(CATALOG_WORDS.get(w) ?? []), t]);
}
for (const [w, ts] of Object.entries(THING_WORDS)) CATALOG_WORDS.set(w, [...(CATALOG_WORDS.get(w) ?? []), ...ts]);

/** The object types a line names, by plain word match (singular or plural), not by the reader under test. */
function typesNamedIn(line: string): Set<string> {
  const text = ` ${line.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const out = new Set<string>();
  for (const [w, ts] of CATALOG_WORDS) if (text.includes(` ${w} `) || text.includes(` ${w}s `) || text.includes(` ${w}es `)) for (const t of ts) out.add(t);
  return out;
}

/**
 * Words that ask the Follower to act on something, whatever names it: household verbs, and the
 * words that ask it to go on ("try again", "continue"), with their -s and -ed forms ("it needs to be
 * cleaned", "two slices"), not their -ing ones ("still looking" is the Commander's). Fixed here, not the reader's lexicon.
 */
const ACTION_WORDS = /\b(?:pick|grab|take|get|fetch|place|put|set|move|bring|carry|drop|open|close|shut|turn|switch|toggle|slice|cut|chop|pour|fill|empty|rinse|wash|clean|cook|boil|toast|heat|microwave|fry|make|prepare|serve|water|find|check|search|look|use|add|remove|try|continue|again|go|walk)(?:s|es|ed|d)?\b/i;

const TeachEdh = z.object({
  game_id: z.string(),
  interactions: z.array(z.object({ agent_id: z.number(), action_id: z.number(), utterance: z.optional(z.string()), oid: z.optional(z.nullable(z.string())) })),
});
const TEACH_VERBS: Record<number, DevLabel['verb']> = { 200: 'take', 201: 'put', 202: 'open', 203: 'close', 204: 'turn on', 205: 'turn off', 206: 'slice', 211: 'pour' };

/** The floor plan that holds the most of these types (the first such, in the 120's order). */
function floorPlanFor(types: readonly string[]): number {
  let best = FLOOR_PLANS[0]!, bestCount = -1;
  for (const fp of FLOOR_PLANS) {
    const have = new Set(loadScene(fp).objects.map((o) => o.type));
    const n = types.filter((t) => have.has(t)).length;
    if (n > bestCount) { best = fp; bestCount = n; }
  }
  return best;
}

for (const file of files(join(fixtures, 'teach_edh'), /\.edh\d+\.json$/)) {
  const edh = TeachEdh.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!edh.success) { console.error(`skipped ${file}: ${edh.error.message}`); continue; }
  const steps = edh.data.interactions;
  const typeOfOid = (oid: string | null | undefined) => (oid ? typeOf(oid.split('|')[0]!) : undefined);
  const types = [...new Set(steps.map((s) => typeOfOid(s.oid)).filter((t): t is string => t !== undefined))];
  const floorPlan = floorPlanFor(types);
  const said: string[] = [];
  let held: string | undefined;
  steps.forEach((s, k) => {
    if (s.agent_id === 1 && s.action_id === 200) held = typeOfOid(s.oid);
    if (s.agent_id === 1 && s.action_id === 201) held = undefined;
    if (s.agent_id !== 0 || s.action_id !== 100 || !s.utterance) return;
    let label: DevLabel | null = null;
    let holding = held;
    let later = 0;
    const named = typesNamedIn(s.utterance);
    let touched = named.size === 0;
    // A line that names nothing and asks for no action ("just a moment", "still looking", "its
    // clean") asks nothing of the Follower's hands, whatever it did next.
    const asks = named.size > 0 || ACTION_WORDS.test(s.utterance);
    for (const n of asks ? steps.slice(k + 1) : []) {
      // Commanders send a request and its hints in separate lines: the Follower's next interactions
      // answer the last few lines together, so a line is labelled from them unless three more lines came first.
      if (n.agent_id === 0 && n.action_id === 100 && ++later > 2) break;
      if (n.agent_id !== 1) continue;
      const verb = TEACH_VERBS[n.action_id];
      const type = typeOfOid(n.oid);
      if (!verb || !type) continue;
      const object = verb === 'put' ? holding : type;
      if (n.action_id === 200) holding = type;
      if (n.action_id === 201) holding = undefined;
      // Putting down what was held, turning off a running tap: not what a line naming other things asked for.
      if (named.size > 0 && !named.has(type) && !(object !== undefined && named.has(object))) continue;
      touched = true;
      label = verb === 'put' ? (object ? { verb, object, receptacle: type } : null) : { verb, object: type };
      break;
    }
    if (touched) add({ source: 'teach', split: splitOf(file), id: `${edh.data.game_id}#${k}`, floorPlan, context: [...said], line: s.utterance.trim(), label });
    said.push(s.utterance.trim());
  });
}

writeFileSync(values.out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
const by = (src: string) => lines.filter((l) => l.source === src).length;
console.log(`${lines.length} lines (${by('alfred')} ALFRED, ${by('teach')} TEACh; ${lines.filter((l) => l.label === null).length} with no object action yet; ${lines.filter((l) => l.split === 'held-out').length} held out) -> ${values.out}`);
