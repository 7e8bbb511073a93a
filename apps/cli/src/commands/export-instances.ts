/** `chorehouse export edh|tfd`: game files -> EDH or TfD instances in TEACh's folders. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeProblem, exportInstances, INSTANCE_FOLDER, type InstanceKind } from '@chorehouse/dataset';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { NO_GAMES_HINT, option, parseOptions } from './cli-args.js';
import { ProgressBar } from './progress.js';

function usage(kind: InstanceKind): string {
  const what = kind === 'edh'
    ? [
      'Cuts every game into EDH (Execution from Dialog History) instances by the TEACh paper\'s rules: a',
      'history ends on an utterance; the future runs to the next one and must hold a successful Follower',
      'object interaction that changes something the game\'s task checks; the state changes are the goal.',
      `Writes <dir>/${INSTANCE_FOLDER.edh}/<split>/<game_id>.edh<k>.json.`,
    ]
    : [
      'Makes one TfD (Trajectory from Dialog) instance per game: the whole dialogue, and every successful',
      `Follower action as the reference trajectory. Writes <dir>/${INSTANCE_FOLDER.tfd}/<split>/<game_id>.tfd0.json.`,
    ];
  return [
    `Usage: chorehouse export ${kind} --games <dir> --out <dir> [--json]`,
    '',
    ...what,
    '',
    'Options:',
    '  --games <dir>   exported games: the folder holding games/, or games/ itself',
    '  --out <dir>     where the instance folder goes',
    '  --json          one JSON document: instances per split and games that could not be cut',
    '',
    'Exit code: 0 every game was read and replayed, 1 some were not, 2 bad usage.',
  ].join('\n');
}

function instancesCommand(kind: InstanceKind): Command {
  return {
    group: 'export',
    verb: kind,
    summary: kind === 'edh' ? 'cut game files into EDH instances (edh_instances/<split>/)' : 'make TfD instances from game files (tfd_instances/<split>/)',
    usage: usage(kind),
    async run(args, io) {
      const { values } = parseOptions(args, { games: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean', default: false } });
      const games = resolve(io.cwd, option('games', z.string({ error: 'required' }).min(1), values.games));
      const out = resolve(io.cwd, option('out', z.string({ error: 'required' }).min(1), values.out));
      if (!existsSync(games)) throw new UsageError(`--games: ${values.games} does not exist`);
      let bar: ProgressBar | null = null;
      const summary = await exportInstances(kind, games, out, (done, total, note) => { bar ??= new ProgressBar(io.stderr, total, kind); bar.update(done, note); });
      if (values.json) {
        io.stdout.write(`${JSON.stringify({ out, ...summary }, null, 2)}\n`);
      } else {
        const splits = Object.entries(summary.perSplit).map(([s, n]) => `${s} ${n}`).join(', ');
        io.stdout.write(`Wrote ${summary.written} ${kind.toUpperCase()} instance(s) from ${summary.games} game(s) to ${out}/${INSTANCE_FOLDER[kind]}${splits ? ` (${splits})` : ''}.\n`);
        if (summary.games === 0) io.stdout.write(`${NO_GAMES_HINT}\n`);
        for (const f of summary.flagged) {
          io.stdout.write(`  ${f.gameId}:\n`);
          for (const p of f.problems.slice(0, 5)) io.stdout.write(`    ${describeProblem(p)}\n`);
        }
      }
      return summary.flagged.length === 0 ? EXIT.ok : EXIT.checkFailed;
    },
  };
}

export const exportEdhCommand = instancesCommand('edh');
export const exportTfdCommand = instancesCommand('tfd');
