/** `chorehouse check clicks`: does the drawn frame agree with the object the simulator resolved for every click? */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkClickAgreement, describeProblem } from '@chorehouse/dataset';
import { CLICK_WINDOW_RADIUS_PX } from '@chorehouse/sim';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { openRenderer } from './images-options.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse check clicks --games <dir> [--jobs <n>] [--min-rate 0.99] [--report <file>] [--json]',
  '',
  'For every successful Follower object interaction in the game files, draws the frame before it (900x900)',
  `with its object-id buffer and checks that the recorded object is drawn inside TEACh's click window`,
  `(${2 * CLICK_WINDOW_RADIUS_PX}x${2 * CLICK_WINDOW_RADIUS_PX} px) around the click. Prints the agreement rate and every disagreement:`,
  'the object under the click and the objects in the window, so a model or collision shape can be fixed.',
  '',
  'Options:',
  '  --games <dir>       exported games: the folder holding games/, or games/ itself',
  '  --jobs <n>          renderer pages drawing in parallel (default 2)',
  '  --min-rate <r>      exit 1 below this agreement rate (default 0.99, the issue\'s target)',
  '  --report <file>     also write the disagreements there as JSON',
  '  --json              one JSON document: the counts, the rate and the disagreements',
  '',
  'Exit code: 0 the rate is at least --min-rate and every game replayed, 1 otherwise, 2 bad usage.',
].join('\n');

export const checkClicksCommand: Command = {
  group: 'check',
  verb: 'clicks',
  summary: 'rendered id buffers vs. the objects the simulator resolved for every click (agreement rate)',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      games: { type: 'string' }, jobs: { type: 'string' }, 'min-rate': { type: 'string' }, report: { type: 'string' }, json: { type: 'boolean', default: false },
    });
    const games = resolve(io.cwd, option('games', z.string({ error: 'required' }).min(1), values.games));
    if (!existsSync(games)) throw new UsageError(`--games: ${values.games} does not exist`);
    const jobs = option('jobs', z.coerce.number().int().min(1).max(16).default(2), values.jobs);
    const minRate = option('min-rate', z.coerce.number().min(0).max(1).default(0.99), values['min-rate']);
    const renderer = await openRenderer(jobs, io.stderr);
    let bar: ProgressBar | null = null;
    let report;
    try {
      report = await checkClickAgreement(games, renderer, (done, total, note) => { bar ??= new ProgressBar(io.stderr, total, 'clicks'); bar.update(done, note); });
    } finally {
      await renderer.close();
    }
    if (values.report) writeFileSync(resolve(io.cwd, values.report), `${JSON.stringify(report.disagreements, null, 2)}\n`);
    if (values.json) {
      io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      io.stdout.write(`Click agreement: ${report.agreeing}/${report.clicks} = ${(report.rate * 100).toFixed(2)}% of successful Follower object interactions in ${report.games} game(s) `
        + `(object drawn exactly under the click: ${report.underClick}).\n`);
      for (const d of report.disagreements) {
        const window = Object.entries(d.inWindow).slice(0, 3).map(([id, n]) => `${id} ${n}px`).join(', ') || 'nothing';
        io.stdout.write(`  ${d.gameId} #${d.index} t=${d.timeStart} ${d.action} ${d.oid} at (${d.x.toFixed(4)}, ${d.y.toFixed(4)}): under the click ${d.underClick ?? 'nothing'}; window: ${window}\n`);
      }
      for (const f of report.flagged) for (const p of f.problems.slice(0, 3)) io.stdout.write(`  ${describeProblem(p)}\n`);
    }
    return report.rate >= minRate && report.flagged.length === 0 ? EXIT.ok : EXIT.checkFailed;
  },
};
