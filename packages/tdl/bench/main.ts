/** `npm run bench`: Progress Check time for Breakfast on a kitchen-sized object list. Timing never fails anything. */
import { builtinLibrary, progressCheck } from '../src/index.js';
import { BREAKFAST_PARAMS, breakfastKitchen } from './breakfast-kitchen.js';

const objects = breakfastKitchen();
const library = builtinLibrary();
const once = () => progressCheck(library, 'Breakfast', BREAKFAST_PARAMS, objects);

const first = once();
if (!first.ok) throw new Error(`bench: Breakfast does not instantiate: ${JSON.stringify(first.errors)}`);

for (let i = 0; i < 300; i++) once();
const RUNS = 3000;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  once();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const median = at(0.5);

console.log(`tdl: Progress Check of Breakfast (all dishes) on ${objects.length} objects: median ${median.toFixed(3)} ms, `
  + `p90 ${at(0.9).toFixed(3)} ms over ${RUNS} runs (GC ${first.goalConditions.satisfied}/${first.goalConditions.total}; target < 1 ms)`);
console.log(`bench: tdl.progress_check_breakfast_ms ${median.toFixed(4)} ms`);
