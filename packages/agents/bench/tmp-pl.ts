import { createDemoKitchen } from '@chorehouse/sim';
import { PeopleLikeCommanderSeat, TextFollowerSeat, runSeatedTatc, RuleBasedCommanderSeat } from '../src/index.js';
const tasks: [string, string[]][] = [['Coffee', []], ['Plate Of Toast', []], ['Boil X', ['Potato']], ['N Slices Of X In Y', ['2', 'Tomato', 'on', 'Plate']], ['Water Plant', []], ['Clean All X', ['Dishware']]];
for (const [taskName, params] of tasks) {
  for (const who of ['people', 'plain']) {
    const commander = who === 'people' ? new PeopleLikeCommanderSeat() : new RuleBasedCommanderSeat();
    const t = performance.now();
    const r = await runSeatedTatc(createDemoKitchen(), { taskName, params }, { commander, follower: new TextFollowerSeat() }, { recordEvents: true } as any);
    console.log(`${who} ${taskName}: ${r.success} steps ${r.steps} ${(performance.now() - t).toFixed(0)}ms`);
    if (who === 'people' && process.env.V) for (const u of r.utterances) console.log('   ', u.speaker ?? '', JSON.stringify(u).slice(0, 200));
  }
}
