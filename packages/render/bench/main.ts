/**
 * `npm run bench` for the renderer: headless frames per second at 900 and 300 pixels, and the
 * click agreement of drawing and picking over games the rule-based agents play. Prints
 * `bench: <name> <value> <unit>` lines; the machine's load and what draws the frames are printed
 * too (figures are shared-CPU, or GPU where one drew).
 *
 * RENDER_GPU=1 or 0 asks for the GPU or SwiftShader (default: the GPU when one is detected). On
 * the GPU, the same views are also drawn by SwiftShader and compared (RENDER_BENCH_SKIP_COMPARE=1
 * skips it; RENDER_BENCH_FRAMES_DIR keeps two views of each as PNG). RENDER_CHROMIUM_ARGS adds
 * Chromium switches (space-separated) after the project's. Which Chromium: CHROMIUM_PATH, else the
 * system's, else the npm package's; CHROMIUM_NPM=1 takes the npm package's even where the system has one.
 */
import os from 'node:os';
import { z } from 'zod';
import { gpuDetected, launchFrameRenderer } from '../src/headless/index.js';
import { clickAgreement } from './click-agreement.js';
import { benchViews, framesPerSecond } from './frames.js';
import { softwareAgreement } from './software-agreement.js';

const flag = z.enum(['0', '1']).optional();
const env = z.object({
  RENDER_PAGES: z.coerce.number().int().min(1).max(16).default(2),
  RENDER_GPU: flag,
  RENDER_AGREEMENT_EPISODES: z.coerce.number().int().min(1).default(12),
  RENDER_BENCH_SKIP_FRAMES: flag,
  RENDER_BENCH_SKIP_AGREEMENT: flag,
  RENDER_BENCH_SKIP_COMPARE: flag,
  RENDER_BENCH_FRAMES_DIR: z.string().min(1).optional(),
  RENDER_CHROMIUM_ARGS: z.string().optional(),
}).parse(process.env);
const args = env.RENDER_CHROMIUM_ARGS?.split(/\s+/).filter(Boolean) ?? [];

const gpu = env.RENDER_GPU === undefined ? gpuDetected() : env.RENDER_GPU === '1';
const renderer = await launchFrameRenderer({ pages: env.RENDER_PAGES, gpu, args });
const { graphics } = renderer;
console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${env.RENDER_PAGES} pages`);
console.log(`graphics: ${graphics.software ? 'software' : 'GPU'}: ${graphics.renderer} (${graphics.version}) in ${graphics.browser}`);
try {
  const views = benchViews();
  if (env.RENDER_BENCH_SKIP_FRAMES !== '1') {
    for (const [size, rounds] of [[900, 2], [300, 3]] as const) {
      for (const pattern of ['export', 'mixed'] as const) {
        const r = await framesPerSecond(renderer, views, size, rounds, pattern);
        const suffix = `${size}${pattern === 'mixed' ? '_mixed' : ''}`;
        const kinds = [...r.cpuMsByKind].filter(([, ms]) => ms >= 0.05).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
        console.log(`  ${size} px, ${pattern}: the page draws and encodes a frame in ${r.pageMsP50.toFixed(1)} ms (p50); CPU a frame by process: ${kinds}; load ${os.loadavg()[0]!.toFixed(2)}`);
        console.log(`bench: render.frames_per_s_${suffix} ${r.perSecond.toFixed(1)} 1/s`);
        console.log(`bench: render.cpu_ms_per_frame_${suffix} ${r.cpuMsPerFrame.toFixed(1)} ms`);
      }
    }
  }
  if (!graphics.software && env.RENDER_BENCH_SKIP_COMPARE !== '1') {
    const software = await launchFrameRenderer({ pages: env.RENDER_PAGES, gpu: false });
    try {
      const agreement = await softwareAgreement(renderer, software, views, 300, env.RENDER_BENCH_FRAMES_DIR);
      console.log(`compared with ${software.graphics.renderer} over ${views.length} views at 300 px; worst view's mean difference ${agreement.worstViewDiff.toFixed(3)}`);
      console.log(`bench: render.gpu_swiftshader_id_agreement ${agreement.idAgreement.toFixed(5)} ratio`);
      console.log(`bench: render.gpu_swiftshader_mean_abs_diff ${agreement.meanAbsDiff.toFixed(3)} levels`);
    } finally {
      await software.close();
    }
  }
  if (env.RENDER_BENCH_SKIP_AGREEMENT !== '1') {
    const agreement = await clickAgreement(renderer, { episodes: env.RENDER_AGREEMENT_EPISODES });
    for (const miss of agreement.misses.slice(0, 20)) console.log(`  miss: ${miss}`);
    console.log(`clicks checked: ${agreement.checked} in ${agreement.games} games`);
    console.log(`bench: render.click_agreement_solver_games ${agreement.ratio.toFixed(4)} ratio`);
  }
} finally {
  await renderer.close();
}
