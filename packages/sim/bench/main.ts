/**
 * `npm run bench` for the simulator: actions per second on the ~80-object demo kitchen, for a
 * navigation mix and an object-interaction mix. Prints `bench: <name> <value> <unit>` lines.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  act, createDemoKitchen, findClickPoint, idOf, standBefore, step,
  type Action, type ObjectActionName, type World,
} from '@chorehouse/sim';

const NAV: Action[] = [
  { name: 'Forward' }, { name: 'Turn Right' }, { name: 'Forward' }, { name: 'Look Down' }, { name: 'Pan Left' },
  { name: 'Look Up' }, { name: 'Backward' }, { name: 'Turn Left' }, { name: 'Pan Right' }, { name: 'Forward' },
];

function timeLoop(label: string, seconds: number, body: () => number): number {
  // Warm up, then measure whole batches until the time is spent.
  body();
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) count += body();
  const rate = count / ((performance.now() - start) / 1000);
  console.log(`${label}: ${Math.round(rate).toLocaleString('en-US')} actions/s`);
  return rate;
}

/** An object-interaction cycle in the kitchen, as (world, action) pairs precomputed with real clicks. */
function objectCycle(kitchen: World): { world: World; action: Action }[] {
  const plan: [ObjectActionName, string][] = [
    ['Open', idOf(kitchen, 'Fridge')], ['Close', idOf(kitchen, 'Fridge')],
    ['Pickup', idOf(kitchen, 'Mug')], ['Place', idOf(kitchen, 'SinkBasin')], ['ToggleOn', idOf(kitchen, 'Faucet')],
    ['ToggleOff', idOf(kitchen, 'Faucet')], ['Pickup', idOf(kitchen, 'Mug')], ['Pour', idOf(kitchen, 'SinkBasin')],
    ['Place', idOf(kitchen, 'CoffeeMachine')], ['ToggleOn', idOf(kitchen, 'CoffeeMachine')],
    ['Pickup', idOf(kitchen, 'Knife')], ['Slice', idOf(kitchen, 'Tomato')], ['Place', idOf(kitchen, 'CounterTop')],
    ['Open', idOf(kitchen, 'Microwave')], ['Close', idOf(kitchen, 'Microwave')],
  ];
  const steps: { world: World; action: Action }[] = [];
  let w = kitchen;
  for (const [name, id] of plan) {
    w = standBefore(w, id);
    const click = findClickPoint(w, id)!;
    steps.push({ world: w, action: { name, ...click } });
    const r = act(w, name, id);
    if (!r.outcome.success) throw new Error(`bench plan: ${name} ${id}: ${r.outcome.message}`);
    w = r.world;
  }
  return steps;
}

const kitchen = createDemoKitchen(1);
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} x${os.cpus().length}, node ${process.version}; world: ${kitchen.objects.length} objects`);

let navWorld = kitchen;
const nav = timeLoop('navigation mix', 3, () => {
  for (const a of NAV) navWorld = step(navWorld, 'follower', a).world;
  return NAV.length;
});

const cycle = objectCycle(kitchen);
const obj = timeLoop('object-interaction mix', 3, () => {
  for (const { world, action } of cycle) {
    // A fresh objects array, as every real step produces, so no per-world cache is reused.
    const fresh = { ...world, objects: [...world.objects] };
    if (!step(fresh, 'follower', action).outcome.success) throw new Error(`bench: ${action.name} failed`);
  }
  return cycle.length;
});

console.log(`bench: sim.nav_actions_per_s ${Math.round(nav)} 1/s`);
console.log(`bench: sim.object_actions_per_s ${Math.round(obj)} 1/s`);
