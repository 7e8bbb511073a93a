/**
 * `npx tsx bench/bundle.ts <dir>` (after `npm run build`): the render bench as one plain .js file,
 * for a machine with node and a Chromium but without this repo's node_modules (a GPU box). Then,
 * there: `CHROMIUM_PATH=<chromium> node <dir>/bench/render/main.js`, with the usual RENDER_* vars.
 *
 * playwright-core goes beside it in `<dir>/node_modules`. The layout keeps the paths the code resolves from its own module: the page script at
 * `<dir>/dist/page/render-page.js` and the floor plans at `<dir>/data/floorplans/`, both two
 * folders above the bundle, as they are above `src/headless/` and `src/scene/` in the checkout.
 */
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PAGE_SCRIPT } from '../src/headless/launch.js';
import { SCENE_DIR } from '@chorehouse/scenes';

const out = process.argv[2];
if (!out) {
  console.error('usage: npx tsx bench/bundle.ts <output dir>');
  process.exit(2);
}
const dir = resolve(out);
const render = fileURLToPath(new URL('..', import.meta.url));

rmSync(dir, { recursive: true, force: true });
await build({
  absWorkingDir: render,
  entryPoints: ['bench/main.ts'],
  outfile: join(dir, 'bench/render/main.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['source'],
  // It reads its own package.json and files beside its modules: copied whole below.
  external: ['playwright-core'],
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(PAGE_SCRIPT, join(dir, 'dist/page/render-page.js'));
cpSync(SCENE_DIR, join(dir, 'data/floorplans'), { recursive: true });
const require = createRequire(import.meta.url);
cpSync(dirname(require.resolve('playwright-core/package.json')), join(dir, 'node_modules/playwright-core'), { recursive: true });
console.log(`render bench bundled into ${dir}: CHROMIUM_PATH=<chromium> node ${join(dir, 'bench/render/main.js')}`);
