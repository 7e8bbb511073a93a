/**
 * `npx tsx bench/bundle.ts <dir>`: the bench as plain .js files in <dir>, for a machine with node
 * but without this repo's node_modules (a many-core box where the load client can have cores of its
 * own). Then, there: `node <dir>/main.js` (and `node <dir>/serial.js`, `node <dir>/flood.js`), with the usual BENCH_* vars.
 *
 * The bench, its child scripts and the server's worker threads are entry points of one esbuild
 * build, side by side in <dir> as the server's `new URL('./x-worker.js', import.meta.url)` expects;
 * better-sqlite3 (a native addon) and the two small packages it loads itself with are copied beside
 * them, so the addon must have been built for the target's platform and node version.
 */
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const out = process.argv[2];
if (!out) {
  console.error('usage: npx tsx bench/bundle.ts <output dir>');
  process.exit(2);
}
const dir = resolve(out);
const server = fileURLToPath(new URL('..', import.meta.url));
const packages = fileURLToPath(new URL('../../../packages/', import.meta.url));

const BANNER = [
  "import { createRequire as __chorehouseRequire } from 'node:module';",
  "import { fileURLToPath as __chorehousePath } from 'node:url';",
  'const require = __chorehouseRequire(import.meta.url);',
  'const __filename = __chorehousePath(import.meta.url);',
  "const __dirname = __chorehousePath(new URL('.', import.meta.url));",
].join(' ');

rmSync(dir, { recursive: true, force: true });
await build({
  absWorkingDir: server,
  entryPoints: [
    ...['main', 'serial', 'flood', 'game-server', 'echo-server', 'probe-client', 'crowd-process'].map((name) => ({ in: `bench/${name}.ts`, out: name })),
    // Worker threads the server starts from files beside the module that starts them.
    { in: 'src/pool/draw-worker.ts', out: 'draw-worker' },
    { in: 'src/http/tutorial-worker.ts', out: 'tutorial-worker' },
    { in: join(packages, 'dataset/src/game/export-worker.ts'), out: 'export-worker' },
  ],
  outdir: dir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['source'],
  // Native or optional: loaded at run time where present (ws and pg fall back without theirs).
  external: ['better-sqlite3', 'bufferutil', 'utf-8-validate', 'pg-native'],
  // Bundled CommonJS (express, socket.io, playwright-core...) uses require() and __dirname: give the modules both.
  banner: { js: BANNER },
  // Chunks stay beside the entries: a worker's URL is resolved from the chunk that holds the code starting it.
  chunkNames: 'chunk-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
});

// better-sqlite3 and what it requires at run time: its JavaScript, its built addon, `bindings`, `file-uri-to-path`.
const require = createRequire(join(packages, 'store/package.json'));
const sqlite = dirname(require.resolve('better-sqlite3/package.json'));
const copy = (from: string, to: string) => cpSync(from, join(dir, 'node_modules', to), { recursive: true });
copy(join(sqlite, 'package.json'), 'better-sqlite3/package.json');
copy(join(sqlite, 'lib'), 'better-sqlite3/lib');
copy(join(sqlite, 'build/Release/better_sqlite3.node'), 'better-sqlite3/build/Release/better_sqlite3.node');
const sqliteRequire = createRequire(join(sqlite, 'package.json'));
for (const name of ['bindings', 'file-uri-to-path']) copy(dirname(sqliteRequire.resolve(`${name}/package.json`)), name);
console.log(`bench bundled into ${dir}: node ${join(dir, 'main.js')}`);
