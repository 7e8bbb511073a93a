/**
 * Build-time import: reads the AI2-THOR metadata dumps and ALFRED layouts in
 * ../shared/reference/thor-scenes and writes the project's scene files to data/floorplans/.
 *
 *   npm run generate:scenes -w @chorehouse/scenes [-- --reference <dir>] [-- --only 1,201]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { FLOOR_PLANS, SCENE_DIR, importFloorPlan, rawLayoutSchema, rawSceneSchema, sceneFileName, serializeScene } from '../src/index.js';

const args = z.object({
  reference: z.string().default(resolve(import.meta.dirname, '../../../../shared/reference/thor-scenes')),
  only: z.string().regex(/^\d+(,\d+)*$/, '--only takes floor plan numbers like 1,201').optional(),
}).parse(parseArgs({ options: { reference: { type: 'string' }, only: { type: 'string' } } }).values);

const layouts = z.record(z.string(), rawLayoutSchema).parse(JSON.parse(readFileSync(join(args.reference, 'alfred_layouts.json'), 'utf8')));
const wanted = args.only ? args.only.split(',').map(Number) : FLOOR_PLANS;
mkdirSync(SCENE_DIR, { recursive: true });

for (const floorPlan of wanted) {
  const started = performance.now();
  const dump = rawSceneSchema.parse(JSON.parse(readFileSync(join(args.reference, `FloorPlan${floorPlan}_physics.json`), 'utf8')));
  const layout = layouts[`FloorPlan${floorPlan}`];
  if (!layout) throw new Error(`alfred_layouts.json has no FloorPlan${floorPlan}`);
  let repairs = '';
  const scene = importFloorPlan({ floorPlan, objects: Object.values(dump), reachable: layout.reachable }, {
    onRepair: ({ moved, dropped }) => { if (moved.length + dropped.length > 0) repairs = `; moved ${moved.length}, dropped ${dropped.length}`; },
  });
  writeFileSync(join(SCENE_DIR, sceneFileName(floorPlan)), serializeScene(scene));
  const walkable = [...scene.nav.walkable].filter((c) => c === '1').length;
  console.log(`FloorPlan${floorPlan}: ${scene.objects.length} objects, ${walkable} walkable cells (ALFRED: ${layout.reachable.length}), ${scene.walls.length} walls${repairs} (${Math.round(performance.now() - started)} ms)`);
}
