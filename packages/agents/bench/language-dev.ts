/**
 * The text Follower's reading of real Commander lines (`npm run bench`, or alone:
 * `npx tsx --conditions=source bench/language-dev.ts [--misses]`). The development set is built
 * outside the repository (scripts/build-language-devset.ts); its path is CHOREHOUSE_LANGUAGE_DEVSET.
 * Without it the figures are skipped, saying so.
 * Then whole games: the text Follower (partial view) led by the people-like Commander and by the
 * plain one, on the demo kitchen's tasks (`--no-games` leaves them out).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createDemoKitchen } from '@chorehouse/sim';
import { evaluateDevSet, parseDevSet, PeopleLikeCommanderSeat, RuleBasedCommanderSeat, runSeatedTatc, TextFollowerSeat, type DevLine } from '@chorehouse/agents';

const path = process.env.CHOREHOUSE_LANGUAGE_DEVSET;
if (!path || !existsSync(path)) {
  console.log(`bench: language.dev skipped: ${path ? `no development set at ${path}` : 'CHOREHOUSE_LANGUAGE_DEVSET is not set'} (build the set with scripts/build-language-devset.ts; see the agents README)`);
} else {
  const { lines, problems } = parseDevSet(readFileSync(path, 'utf8'));
  if (problems.length > 0) console.log(`  ${problems.length} malformed lines left out (first: line ${problems[0]!.line})`);
  const showMisses = process.argv.includes('--misses');
  for (const [name, part] of [['dev', lines], ['held_out', lines.filter((l) => l.split === 'held-out')]] as const) {
    const r = await evaluateDevSet(part as DevLine[]);
    const rate = (n: number) => (r.total === 0 ? 0 : n / r.total).toFixed(3);
    const key = name === 'dev' ? 'language.dev' : 'language.held_out';
    console.log(`  ${name === 'dev' ? 'all lines' : 'held-out lines'}: ${r.total} read (${r.skipped} whose label the floor plan cannot host left out): ${r.counts.correct} correct, ${r.counts.ask} questions, ${r.counts.wrong} wrong, ${r.counts.silent} silent`);
    console.log(`bench: ${key}_correct ${rate(r.counts.correct)} ratio`);
    console.log(`bench: ${key}_ask ${rate(r.counts.ask)} ratio`);
    console.log(`bench: ${key}_wrong ${rate(r.counts.wrong)} ratio`);
    if (showMisses && name === 'dev') {
      const byId = new Map(part.map((l) => [l.id, l]));
      for (const x of r.results.filter((y) => y.outcome !== 'correct')) {
        const l = byId.get(x.id)!;
        // Held-out lines are for figures only: their misses are not shown.
        if (l.split === 'held-out') continue;
        console.log(`  ${x.outcome.padEnd(6)} ${JSON.stringify(l.line).slice(0, 110)} -> ${x.did.slice(0, 90)}  [${l.label ? `${l.label.verb} ${l.label.object}${l.label.receptacle ? ` ${l.label.receptacle}` : ''}` : 'none'}]`);
      }
    }
  }
}

// Whole games on the demo kitchen: the same tasks, led by a Commander that writes like people
// (typos, hints in lines of their own, requests that are not imperatives) and by the plain one.
const GAMES: [string, readonly string[]][] = [
  ['Water Plant', []], ['Coffee', []], ['Clean All X', ['Dishware']], ['Put All X On Y', ['Condiments', 'on', 'CounterTop']], ['Boil X', ['Potato']],
  ['Plate Of Toast', []], ['N Slices Of X In Y', ['2', 'Tomato', 'on', 'Plate']], ['Put All X In One Y', ['Fork', 'in', 'Drawer']],
  ['N Cooked Slices Of X In Y', ['2', 'Potato', 'in', 'Bowl']], ['Sandwich', ['1', '1']], ['Salad', ['1', '1', '1']],
  ['Breakfast', ['1', '1', '0', 'Plate', '0', 'Plate', '1', '1', '1', '1', '1', '1', '1', 'CounterTop']],
];
if (!process.argv.includes('--no-games')) {
  for (const who of ['people_like', 'plain'] as const) {
    let wins = 0;
    const lost: string[] = [];
    for (const [taskName, params] of GAMES) {
      const commander = who === 'people_like' ? new PeopleLikeCommanderSeat({ seed: 3 }) : new RuleBasedCommanderSeat();
      const r = await runSeatedTatc(createDemoKitchen(), { taskName, params: [...params] }, { commander, follower: new TextFollowerSeat() });
      if (r.success) wins++; else lost.push(taskName);
    }
    console.log(`  text Follower led by the ${who === 'plain' ? 'plain' : 'people-like'} Commander on the demo kitchen: ${wins} of ${GAMES.length} tasks${lost.length ? ` (not: ${lost.join(', ')})` : ''}`);
    console.log(`bench: language.tatc_text_${who}_success ${(wins / GAMES.length).toFixed(3)} ratio`);
  }
}
