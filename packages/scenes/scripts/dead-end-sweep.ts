/**
 * The full dead-end sweep (issue 48): every floor plan as imported, and with `--episodes` one
 * episode of every benchmark task it hosts (the pool's kind of draw), from every walkable pose
 * that sees a receptacle or an openable within reach. Prints one line per world and the totals;
 * exit 1 when any dead end is found. The test suite runs a fixed sample of the same sweep.
 *
 *   npx tsx --conditions=source packages/scenes/scripts/dead-end-sweep.ts [--floor-plans 1-30,201] [--stride 1] [--episodes] [--shard 0/4] [--json]
 */
import { parseArgs } from 'node:util';
import { BENCHMARK_TASKS } from '@chorehouse/tdl';
import { generateEpisode } from '../src/episodes/generate-episode.js';
import { hostsOf } from '../src/episodes/hosting.js';
import { floorPlanSplit, splitSeed } from '../src/episodes/splits.js';
import { sweepDeadEnds, type DeadEnd, type SweepCounts } from '../src/reach/dead-ends.js';
import { loadScene } from '../src/scene/load-scene.js';
import { FLOOR_PLANS } from '../src/scene/room-types.js';
import { sceneWorld } from '../src/scene/scene-world.js';

const { values } = parseArgs({
  options: {
    'floor-plans': { type: 'string' }, stride: { type: 'string', default: '1' }, episodes: { type: 'boolean', default: false },
    shard: { type: 'string', default: '0/1' }, json: { type: 'boolean', default: false },
  },
});

function floorPlans(spec: string | undefined): number[] {
  if (!spec) return [...FLOOR_PLANS];
  return spec.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    return b === undefined ? [a!] : FLOOR_PLANS.filter((fp) => fp >= a! && fp <= b);
  });
}

const stride = Number(values.stride);
const [shard, shards] = values.shard.split('/').map(Number) as [number, number];
const plans = floorPlans(values['floor-plans']).filter((_, k) => k % shards === shard);
const total: { worlds: number } & { -readonly [K in keyof SweepCounts]: number } = { worlds: 0, objects: 0, poses: 0, clicks: 0, succeeded: 0, redirected: 0, content: 0 };
const deadEnds: (DeadEnd & { world: string })[] = [];
const started = performance.now();

for (const fp of plans) {
  const worlds: { label: string; world: ReturnType<typeof sceneWorld> }[] = [{ label: `FloorPlan${fp}`, world: sceneWorld(loadScene(fp)) }];
  if (values.episodes) {
    for (const task of BENCHMARK_TASKS) {
      if (hostsOf(task.taskName, task.fixedParams, [fp]).length === 0) continue;
      const r = generateEpisode({ floorPlan: fp, task: task.benchmarkName, seed: splitSeed(floorPlanSplit(fp), 1) });
      if (r.ok) worlds.push({ label: r.episode.id, world: r.episode.world });
    }
  }
  for (const { label, world } of worlds) {
    const r = sweepDeadEnds(world, { poseStride: stride });
    total.worlds++;
    for (const k of ['objects', 'poses', 'clicks', 'succeeded', 'redirected', 'content'] as const) total[k] += r[k];
    deadEnds.push(...r.deadEnds.map((d) => ({ ...d, world: label })));
    if (!values.json) console.log(`${label}: ${r.objects} objects, ${r.poses} poses, ${r.clicks} clicks, ${r.deadEnds.length} dead ends`);
  }
}

const seconds = Math.round((performance.now() - started) / 1000);
if (values.json) console.log(JSON.stringify({ stride, floorPlans: plans.length, ...total, deadEnds, seconds }));
else {
  for (const d of deadEnds) console.log(`dead end: ${d.world} ${d.action} ${d.objectId} from ${JSON.stringify(d.pose)} at ${d.click.x.toFixed(3)},${d.click.y.toFixed(3)}: ${d.kind}: ${d.message}`);
  console.log(`${plans.length} floor plans, ${total.worlds} worlds, stride ${stride}: ${total.objects} objects, ${total.poses} poses, ${total.clicks} clicks ` +
    `(${total.succeeded} carried out, ${total.redirected} told a move that works, ${total.content} refused for what the receptacle holds); ${deadEnds.length} dead ends; ${seconds} s`);
}
process.exitCode = deadEnds.length > 0 ? 1 : 0;
