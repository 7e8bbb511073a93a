/**
 * Frames for the data (issue 14): a corpus of real floor-plan games played by the rule-based agents
 * (`chorehouse tatc record --per-task 2`: 24 games over the 12 benchmark tasks; IMAGES_BENCH_GAMES, at least 20),
 * exported as game files, then
 * - `render.teach_scale_hours`: their driver frames drawn by the headless renderer (TEACh's
 *   900x900 JPEGs), frames per game and frames per second measured, extrapolated to 3,000 games;
 * - `render.click_agreement`: the share of successful Follower object interactions whose recorded
 *   object the id buffer shows inside TEACh's click window (target at least 0.99), checked in the
 *   same pass on the driver frames drawn before them (`export images --check-clicks`).
 * Needs `npm run build` (the CLI and the render page). Timing never fails anything.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { exportGames, exportImages, fileSessionSource, listGameFiles, readGame } from '@chorehouse/dataset';
import { drawnOn, launchFrameRenderer } from '@chorehouse/render/headless';

const line = (name: string, value: number, unit: string, digits = 2) => console.log(`bench: ${name} ${value.toFixed(digits)} ${unit}`);
const GAMES = Math.max(20, Number(process.env.IMAGES_BENCH_GAMES ?? 24));
const PAGES = Number(process.env.IMAGES_BENCH_PAGES ?? 2);
const TEACH_GAMES = 3000;

const dir = mkdtempSync(join(os.tmpdir(), 'images-bench-'));
const cli = fileURLToPath(new URL('../../../apps/cli/bin/chorehouse.js', import.meta.url));
const perTask = Math.ceil(GAMES / 12);
execFileSync(process.execPath, [cli, 'tatc', 'record', '--out', join(dir, 's.jsonl'), '--per-task', String(perTask)], { stdio: ['ignore', 'ignore', 'inherit'] });
await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: join(dir, 'all'), query: { includeUnsuccessful: true, includeBots: true } });
// The first GAMES of them (by id) make the corpus.
const corpus = join(dir, 'data');
const floorPlans = new Set<number>();
const chosen = (await listGameFiles(join(dir, 'all'))).slice(0, GAMES);
for (const ref of chosen) {
  mkdirSync(join(corpus, 'games', ref.split), { recursive: true });
  copyFileSync(ref.path, join(corpus, 'games', ref.split, basename(ref.path)));
  const g = await readGame(ref);
  if (g.ok) floorPlans.add(g.game.floorPlan);
}
console.log(`images bench: ${chosen.length} games on ${floorPlans.size} floor plans, ${os.cpus().length} cores (load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}), ${PAGES} renderer pages`);

const renderer = await launchFrameRenderer({ pages: PAGES });
console.log(`images bench: drawing frames on ${drawnOn(renderer.graphics)}`);
try {
  const t0 = performance.now();
  // One pass: the driver frames, and the click check on the id buffers of the frames before clicks.
  const s = await exportImages(corpus, renderer, { outDir: corpus, views: ['driver'], size: 900, checkClicks: true });
  const seconds = (performance.now() - t0) / 1000;
  const perGame = s.frames / s.written;
  const framesPerS = s.frames / seconds;
  console.log(`driver frames of ${s.written} games: ${s.frames} files (${perGame.toFixed(1)} per game), ${s.rendered} drawn, in ${seconds.toFixed(1)} s`);
  line('render.export_driver_frames_per_s', framesPerS, '1/s');
  line('render.export_drawn_frames_per_s', s.rendered / seconds, '1/s');
  line('render.driver_frames_per_game', perGame, '1', 1);
  line('render.teach_scale_hours', (TEACH_GAMES * perGame) / framesPerS / 3600, 'h');

  const clicks = s.clickAgreement!;
  console.log(`click agreement: ${clicks.agreeing}/${clicks.clicks} clicks (under the click exactly: ${clicks.underClick})`);
  for (const d of clicks.disagreements) console.log(`  disagrees: ${d.gameId} #${d.index} ${d.action} ${d.oid} at (${d.x}, ${d.y}); under the click ${d.underClick}; window ${JSON.stringify(d.inWindow)}`);
  line('render.click_agreement', clicks.rate, 'ratio', 4);
} finally {
  await renderer.close();
}
