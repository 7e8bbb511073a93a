/**
 * Build step: read the object types of the 120 AI2-THOR floor plans and write the task parameter
 * variants to src/variants/generated/scene-variants.ts (committed; CI has no access to the dumps).
 * Run: npm run generate:variants [-- <thor-scenes dir>]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { deriveVariants } from '../src/variants/derive-variants.js';
import { VARIANTS_MODULE, renderVariantsModule } from '../src/variants/render-variants.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const scenesDir = process.argv[2] ?? '/work/shared/reference/thor-scenes';

/** A dump maps object ids to metadata; only the type matters here. */
const dumpSchema = z.record(z.string(), z.looseObject({ objectType: z.string() }));

const sceneTypes: Record<number, string[]> = {};
for (const name of readdirSync(scenesDir)) {
  const match = /^FloorPlan(\d+)_physics\.json$/.exec(name);
  if (!match) continue;
  const dump = dumpSchema.parse(JSON.parse(readFileSync(join(scenesDir, name), 'utf8')));
  sceneTypes[Number(match[1])] = [...new Set(Object.values(dump).map((o) => o.objectType))].sort();
}
const count = Object.keys(sceneTypes).length;
if (count !== 120) throw new Error(`expected 120 floor plans in ${scenesDir}, found ${count}`);

const variantSets = deriveVariants(sceneTypes);
writeFileSync(join(packageDir, VARIANTS_MODULE), renderVariantsModule(sceneTypes, variantSets));
const total = variantSets.reduce((n, s) => n + s.variants.length, 0);
console.log(`wrote ${VARIANTS_MODULE}: ${count} floor plans, ${total} variants over ${variantSets.length} tasks`);
for (const s of variantSets) console.log(`  ${s.taskName}: ${s.variants.length}`);
