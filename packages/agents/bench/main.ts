/**
 * `npm run bench` for the agents: A* queries per second and viewpoint searches on the demo
 * kitchen, and the solver's time per task. Prints `bench: <name> <value> <unit>` lines; timing
 * never fails anything.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import {
  DistanceField, RuleBasedCommanderSeat, LexicalScorer, TextFollowerSeat, evaluatePhrasings, findPath, findViewpoint, parsePhrasings, runSeatedTatc, runTatc,
  solveEpisode, type NavState,
} from '@chorehouse/agents';
import { cellOf, createDemoKitchen, idOf, isWalkableCell, nextInt, seedRng, type Yaw } from '@chorehouse/sim';

const kitchen = createDemoKitchen();
const line = (name: string, value: number, unit: string, digits = 1) => console.log(`bench: ${name} ${value.toFixed(digits)} ${unit}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(`agents bench on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);

// A*: random pairs of walkable states, drawn with the simulator's PRNG.
const nav = kitchen.nav;
const cells: { i: number; j: number }[] = [];
for (let j = 0; j < nav.rows; j++) for (let i = 0; i < nav.cols; i++) if (isWalkableCell(nav, i, j)) cells.push({ i, j });
let rng = seedRng(42);
const draw = (n: number) => { const r = nextInt(rng, n); rng = r.state; return r.value; };
const yaw = (): Yaw => ([0, 90, 180, 270] as const)[draw(4)]!;
const pairs: [NavState, NavState][] = Array.from({ length: 2000 }, () => [{ ...cells[draw(cells.length)]!, yaw: yaw() }, { ...cells[draw(cells.length)]!, yaw: yaw() }]);
for (const [a, b] of pairs.slice(0, 200)) findPath(nav, a, b);
let start = performance.now();
let queries = 0;
while (performance.now() - start < 1000) for (const [a, b] of pairs) { findPath(nav, a, b); queries++; }
line('agents.astar_per_s', queries / ((performance.now() - start) / 1000), '1/s', 0);
start = performance.now();
for (let k = 0; k < 500; k++) new DistanceField(nav, pairs[k]![0]);
line('agents.distance_field_us', ((performance.now() - start) / 500) * 1000, 'us');

// Viewpoint search from the start pose, for objects around the kitchen.
const targets: [string, 'Pickup' | 'Open' | 'ToggleOn'][] = [['Mug', 'Pickup'], ['Apple', 'Pickup'], ['Fridge', 'Open'], ['Faucet', 'ToggleOn'], ['Plate', 'Pickup'], ['Microwave', 'Open']];
const times: number[] = [];
for (let rep = 0; rep < 5; rep++) {
  for (const [type, action] of targets) {
    const t = performance.now();
    findViewpoint(kitchen, idOf(kitchen, type), action);
    if (rep > 0) times.push(performance.now() - t);
  }
}
line('agents.viewpoint_ms', median(times), 'ms', 2);
console.log(`  (start cell ${JSON.stringify(cellOf(nav, kitchen.follower.x, kitchen.follower.z))}, ${cells.length} walkable cells)`);

// The solver per task on the demo kitchen: median of 3 runs after a warm-up.
const TASKS: [string, string, readonly string[]][] = [
  ['coffee', 'Coffee', []], ['water_plant', 'Water Plant', []], ['clean_all_x', 'Clean All X', ['Dishware']],
  ['put_all_x_on_y', 'Put All X On Y', ['Condiments', 'on', 'CounterTop']], ['boil_potato', 'Boil X', ['Potato']],
  ['plate_of_toast', 'Plate Of Toast', []], ['n_slices_of_x_in_y', 'N Slices Of X In Y', ['2', 'Tomato', 'on', 'Plate']],
  ['put_all_x_in_one_y', 'Put All X In One Y', ['Fork', 'in', 'Drawer']],
  ['n_cooked_slices_of_x_in_y', 'N Cooked Slices Of X In Y', ['2', 'Potato', 'in', 'Bowl']],
  ['sandwich', 'Sandwich', ['1', '1']], ['salad', 'Salad', ['1', '1', '1']],
  ['breakfast', 'Breakfast', ['1', '1', '0', 'Plate', '0', 'Plate', '1', '1', '1', '1', '1', '1', '1', 'CounterTop']],
  ['breakfast_full', 'Breakfast', ['2', '1', '1', 'Plate', '1', 'Bowl', '1', '2', '2', '1', '2', '2', '2', 'DiningTable']],
];
solveEpisode(createDemoKitchen(), { taskName: 'Coffee', params: [] });
for (const [key, taskName, params] of TASKS) {
  const runs: number[] = [];
  let steps = 0, solvable = true;
  for (let rep = 0; rep < 3; rep++) {
    const world = createDemoKitchen();
    const t = performance.now();
    const r = solveEpisode(world, { taskName, params });
    runs.push(performance.now() - t);
    steps = r.steps;
    solvable &&= r.solvable;
  }
  console.log(`  ${taskName} ${JSON.stringify(params)}: ${solvable ? 'solved' : 'NOT SOLVED'} in ${steps} steps`);
  line(`agents.solve_ms.${key}`, median(runs), 'ms');
}

const tatc = performance.now();
const session = runTatc(createDemoKitchen(), { taskName: 'Salad', params: ['1', '1', '1'] });
line('agents.tatc_ms.salad', performance.now() - tatc, 'ms');
console.log(`  TATC Salad: ${session.success ? 'success' : 'failure'}, ${session.commanderActions} Commander and ${session.followerActions} Follower actions`);

// The free-form mapping on the held-out phrasings (written before tuning; never tuned on) and the
// tuning set: mapping accuracy and executability (mapped steps that are admissible and run).
for (const set of ['held-out', 'tuning'] as const) {
  const text = readFileSync(new URL(`../src/text/free-form/phrasings/${set}.txt`, import.meta.url), 'utf8');
  const t = performance.now();
  const r = await evaluatePhrasings(parsePhrasings(text), new LexicalScorer(), { execute: true });
  const key = set.replace('-', '_');
  console.log(`  free-form ${set}: ${r.correct} of ${r.total} mapped to the expected command, ${r.executable} executable`);
  line(`agents.freeform_${key}_accuracy`, (100 * r.correct) / r.total, '%');
  line(`agents.freeform_${key}_executability`, (100 * (r.executable ?? 0)) / r.total, '%');
  line(`agents.freeform_${key}_ms_per_phrase`, (performance.now() - t) / r.total, 'ms');
}

// A text session: the plain-English Commander and the text Follower on the demo kitchen's Coffee.
const seated = performance.now();
const text = await runSeatedTatc(createDemoKitchen(), { taskName: 'Coffee', params: [] }, { commander: new RuleBasedCommanderSeat(), follower: new TextFollowerSeat() });
line('agents.tatc_text_ms.coffee', performance.now() - seated, 'ms');
console.log(`  TATC Coffee, text Follower: ${text.success ? 'success' : 'failure'} in ${text.steps} steps`);
