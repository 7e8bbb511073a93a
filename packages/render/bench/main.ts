/**
 * `npm run bench` for the renderer: headless frames per second at 900 and 300 pixels, and the
 * click agreement of drawing and picking over games the rule-based agents play. Prints
 * `bench: <name> <value> <unit>` lines; the machine's load is printed too (figures are shared-CPU).
 */
import os from 'node:os';
import { launchFrameRenderer, gpuDetected } from '../src/headless/index.js';
import { clickAgreement } from './click-agreement.js';
import { benchViews, framesPerSecond } from './frames.js';

const pages = Number(process.env.RENDER_PAGES ?? 2);
const gpu = gpuDetected();
console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${gpu ? 'GPU' : 'SwiftShader'}, ${pages} pages`);
const renderer = await launchFrameRenderer({ pages, gpu });
try {
  if (process.env.RENDER_BENCH_SKIP_FRAMES !== '1') {
    const views = benchViews();
    const fps900 = await framesPerSecond(renderer, views, 900, 2);
    console.log(`bench: render.frames_per_s_900 ${fps900.toFixed(1)} 1/s`);
    const fps300 = await framesPerSecond(renderer, views, 300, 3);
    console.log(`bench: render.frames_per_s_300 ${fps300.toFixed(1)} 1/s`);
  }
  if (process.env.RENDER_BENCH_SKIP_AGREEMENT !== '1') {
    const agreement = await clickAgreement(renderer, { episodes: Number(process.env.RENDER_AGREEMENT_EPISODES ?? 12) });
    for (const miss of agreement.misses.slice(0, 20)) console.log(`  miss: ${miss}`);
    console.log(`clicks checked: ${agreement.checked} in ${agreement.games} games`);
    console.log(`bench: render.click_agreement_solver_games ${agreement.ratio.toFixed(4)} ratio`);
  }
} finally {
  await renderer.close();
}
