import { writeFileSync } from 'node:fs';
import { verifyEpisode } from '@chorehouse/agents';
import { generateEpisode, hostsOf, SPLITS, splitSeed } from '@chorehouse/scenes';
import { followerCamera, step, getObject } from '@chorehouse/sim';
import { BENCHMARK_TASKS, builtinLibrary } from '@chorehouse/tdl';
import { launchFrameRenderer } from '../src/headless/index.js';
const want = process.argv.slice(2); // episodeId stepCount
const library = builtinLibrary();
const r = await launchFrameRenderer({ pages: 1 });
for (let k = 0; k < 200; k++) {
  const task = BENCHMARK_TASKS[k % BENCHMARK_TASKS.length]!;
  const hosts = hostsOf(task.taskName, task.fixedParams, SPLITS.train);
  if (!hosts.length) continue;
  const round = Math.floor(k / BENCHMARK_TASKS.length);
  const g = generateEpisode({ floorPlan: hosts[(k * 5) % hosts.length]!, task: task.benchmarkName, seed: splitSeed('train', round) }, library);
  if (!g.ok || g.episode.id !== want[0]) continue;
  const solved = verifyEpisode(g.episode, library);
  let w = g.episode.world;
  for (const e of solved.trace) {
    if (w.stepCount === Number(want[1])) {
      const a = e.action as { x: number; y: number };
      const f = await r.render({ world: w, camera: followerCamera(w), size: 900, format: 'png', highlights: [{ objectId: e.outcome.objectId!, kind: 'target' }] });
      writeFileSync('/tmp/miss.png', f.image);
      const o = getObject(w, e.outcome.objectId!)!;
      console.log(e.action, e.outcome.objectId, JSON.stringify(o.bbox), o.parentId, getObject(w, o.parentId ?? '')?.bbox);
    }
    w = step(w, 'follower', e.action).world;
  }
  break;
}
await r.close();
