// Bundles the headless render page (the render package, the simulator's pure code and three.js)
// into one script the headless renderer injects into each page: nothing is fetched at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({
  absWorkingDir: root,
  entryPoints: ['src/headless/page/main.ts'],
  outfile: 'dist/page/render-page.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  conditions: ['source'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
