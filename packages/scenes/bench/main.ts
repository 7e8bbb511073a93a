/** Scene and episode throughput. Run with `npm run bench` (after a build); figures only, never a pass/fail. */
import { FLOOR_PLANS, generateEpisode, loadScene, sceneWorld } from '@chorehouse/scenes';

function measure(label: string, run: () => number): void {
  const started = performance.now();
  const n = run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`bench: ${label} ${(n / seconds).toFixed(1)} 1/s`);
}

// Scene files: read, validate and build the initial world.
measure('scenes.load_per_s', () => {
  for (const fp of FLOOR_PLANS) sceneWorld(loadScene(fp));
  return FLOOR_PLANS.length;
});

// Episodes without the solvability check: the 12 benchmark tasks over their host floor plans.
const tasks = ['Make Coffee', 'Water Plant', 'Clean All X', 'Put All X On Y', 'Boil Potato', 'Plate Of Toast', 'N Slices Of X In Y',
  'Put All X In One Y', 'N Cooked Slices Of X In Y', 'Sandwich', 'Salad', 'Breakfast'];
const kitchens = FLOOR_PLANS.filter((f) => f <= 30);
generateEpisode({ floorPlan: 1, task: 'Make Coffee', seed: 0 }); // warm the caches
measure('scenes.episodes_per_s', () => {
  let made = 0;
  for (let k = 0; k < 240; k++) {
    const r = generateEpisode({ floorPlan: kitchens[k % kitchens.length]!, task: tasks[k % tasks.length]!, seed: k });
    if (r.ok) made++;
  }
  return made;
});
