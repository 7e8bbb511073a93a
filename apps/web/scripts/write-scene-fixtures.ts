/**
 * Writes the worlds the browser's QA routes render (public/scenes/FloorPlanN.json and index.json).
 * packages/scenes reads its files with node:fs, so the browser gets them pre-built here: each file is
 * the simulator's World for the floor plan as imported (default start pose and states), plus a few
 * episodes so the preview can show task states.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { FLOOR_PLANS, generateEpisode, loadScene, sceneWorld } from '@chorehouse/scenes';

const outDir = new URL('../public/scenes/', import.meta.url);
mkdirSync(outDir, { recursive: true });

const index: { floorPlan: number; roomType: string; objects: number }[] = [];
for (const floorPlan of FLOOR_PLANS) {
  const scene = loadScene(floorPlan);
  const world = sceneWorld(scene);
  writeFileSync(new URL(`FloorPlan${floorPlan}.json`, outDir), JSON.stringify({ floorPlan, roomType: scene.roomType, world }));
  index.push({ floorPlan, roomType: scene.roomType, objects: world.objects.length });
}

// Episodes with states worth seeing (dirty dishes, running water, switched-on appliances).
const episodes = [
  { floorPlan: 12, task: 'Make Coffee', seed: 3 },
  { floorPlan: 1, task: 'Breakfast', seed: 1 },
];
for (const e of episodes) {
  const result = generateEpisode(e);
  if (!result.ok) throw new Error(`FloorPlan${e.floorPlan} ${e.task}: ${result.reason}`);
  const name = `FloorPlan${e.floorPlan}-${e.task.replace(/\s+/g, '')}-${e.seed}`;
  writeFileSync(new URL(`${name}.json`, outDir), JSON.stringify({ floorPlan: e.floorPlan, roomType: loadScene(e.floorPlan).roomType, world: result.episode.world }));
}
writeFileSync(new URL('index.json', outDir), JSON.stringify(index));
console.log(`wrote ${index.length} scene worlds and ${episodes.length} episodes to public/scenes/`);
