/**
 * The plain-speaking rule-based Commander's lines on a few episodes (the README quotes them):
 * `npx tsx --conditions=source bench/plain-lines.ts`. The Follower is the rule-based one, told
 * each step's goal directly (a stand-in for a Follower that reads plain English).
 */
import { generateEpisode } from '@chorehouse/scenes';
import { createDemoKitchen } from '@chorehouse/sim';
import { RuleBasedCommanderSeat } from '../src/commander/commander-seat.js';
import { playCommanderSeat } from '../src/test-support/play-commander-seat.js';

const episodes = [
  { label: 'demo kitchen, Make Coffee', world: createDemoKitchen(), task: { taskName: 'Coffee', params: [] as string[] } },
  { label: 'demo kitchen, Plate Of Toast', world: createDemoKitchen(), task: { taskName: 'Plate Of Toast', params: [] as string[] } },
  ...([[10, 'Plate Of Toast', 536870914], [29, 'Boil Potato', 1073741825], [424, 'Clean All X', 536870913]] as const).map(([floorPlan, task, seed]) => {
    const g = generateEpisode({ floorPlan, task, seed });
    if (!g.ok) throw new Error(g.reason);
    return { label: `FloorPlan${floorPlan}, ${task} (seed ${seed})`, world: g.episode.world, task: { taskName: g.episode.task.name, params: [...g.episode.task.params] } };
  }),
];

for (const e of episodes) {
  const r = await playCommanderSeat(e.world, e.task, new RuleBasedCommanderSeat(), 'peek');
  console.log(`\n${e.label}: ${r.finished && !r.reason ? 'done' : `not done (${r.reason ?? ''})`}`);
  for (const u of r.dialogue) console.log(`  ${u.speaker}: ${u.text}`);
}
