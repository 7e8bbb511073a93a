// Gzipped size of the JavaScript the game page (index.html) loads: its entry chunk and every chunk
// it imports statically, from vite's build manifest. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) chunksOf(dep, seen);
  return seen;
}

const files = [...chunksOf('index.html')].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
let raw = 0;
let gzip = 0;
for (const f of files) {
  const bytes = readFileSync(new URL(f, dist));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(`game page: ${files.length} chunks, ${(raw / 1024).toFixed(1)} kB minified`);
console.log(`bench: web.game_js_gzip_kb ${(gzip / 1024).toFixed(1)} kB`);
