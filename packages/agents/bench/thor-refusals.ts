/**
 * How much lower our failure rates run than TEACh's, because `step` leaves out refusals
 * AI2-THOR adds (packages/sim `thorOnlyRefusals`): the rule-based agents solve generated episodes
 * on real floor plans, and every successful object action of theirs is checked against each rule.
 * Prints `bench: agents.thor_only.<rule> <percent> %` lines (share of successful object actions
 * the rule would have refused). Run: `npx tsx bench/thor-refusals.ts [episodes]`.
 */
import { solveEpisode } from '@chorehouse/agents';
import { generateEpisode } from '@chorehouse/scenes';
import { THOR_ONLY_RULES, step, thorOnlyRefusals, type ThorOnlyRule } from '@chorehouse/sim';
import { BENCHMARK_NAMES } from '@chorehouse/tdl';

const wanted = Number(process.argv[2] ?? 72);
const KITCHENS = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30];
const ROOMS = [201, 203, 205, 301, 302, 303, 401, 402, 403];

const counts = new Map<ThorOnlyRule | 'any', number>([...THOR_ONLY_RULES.map((r) => [r, 0] as const), ['any', 0]]);
const byAction = new Map<string, number>();
let objectActions = 0, failedActions = 0, allActions = 0, episodes = 0;
const tasks = BENCHMARK_NAMES;
for (let k = 0; episodes < wanted && k < wanted * 4; k++) {
  const task = tasks[k % tasks.length]!;
  const plans = task === 'Water Plant' || task === 'Put All X On Y' || task === 'Put All X In One Y' || task === 'Clean All X' ? [...KITCHENS, ...ROOMS] : KITCHENS;
  const floorPlan = plans[(k * 7) % plans.length]!;
  const generated = generateEpisode({ floorPlan, task, seed: k + 1 });
  if (!generated.ok) continue;
  const { world, task: t } = generated.episode;
  const solved = solveEpisode(world, { taskName: t.name, params: t.params });
  episodes++;
  let w = world;
  for (const entry of solved.trace) {
    const r = step(w, 'follower', entry.action);
    allActions++;
    if (!r.outcome.success) failedActions++;
    if ('x' in entry.action && r.outcome.success && r.outcome.objectId !== null) {
      objectActions++;
      byAction.set(entry.action.name, (byAction.get(entry.action.name) ?? 0) + 1);
      const refused = thorOnlyRefusals(w, r.world, entry.action, r.outcome.objectId);
      for (const rule of refused) counts.set(rule, counts.get(rule)! + 1);
      if (refused.length > 0) counts.set('any', counts.get('any')! + 1);
    }
    w = r.world;
  }
}
console.log(`${episodes} episodes, ${allActions} Follower actions (${failedActions} failed here), ${objectActions} successful object actions ${JSON.stringify(Object.fromEntries(byAction))}`);
for (const [rule, n] of counts) {
  console.log(`bench: agents.thor_only.${rule} ${((100 * n) / Math.max(1, objectActions)).toFixed(2)} %   (${n} of ${objectActions})`);
}
