/** `chorehouse stats`: the TEACh paper's Table 2 and more for our games, as JSON, CSV and SVG charts. */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { datasetStats, describeProblem, statsFiles, type TaskRow } from '@chorehouse/dataset';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { NO_GAMES_HINT, option, parseOptions } from './cli-args.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse stats --games <dir> [--out <dir>] [--json]',
  '',
  'Statistics of exported games, like the TEACh paper\'s Table 2: per task the parameter variants,',
  'unique scenes, sessions, and per session the utterances, Follower actions and all actions (mean and',
  'standard deviation); the human success rate per task over every exported session (export with',
  '--include-unsuccessful to count the failures); utterance lengths by speaker; EDH instances per split;',
  'Table 3 (sessions, EDH and TfD instances per split); Table 6 (the dialogue per speaker: utterances,',
  'words per utterance, tokens, vocabulary); the vocabulary size and utterances per speaker.',
  '',
  'Options:',
  '  --games <dir>   exported games: the folder holding games/, or games/ itself',
  '  --out <dir>     also write stats.json, table2.csv, table3.csv, table6.csv, utterance_lengths.csv,',
  '                  edh_per_split.csv and SVG charts',
  '  --json          one JSON document with every figure',
  '',
  'Exit code: 0 every game was read, 1 some could not be, 2 bad usage.',
].join('\n');

const ms = (r: TaskRow['utterancesPerSession']) => `${r.mean.toFixed(1)} ± ${r.std.toFixed(1)}`;

/** A text table: the first column left-aligned, the others right-aligned. */
function textTable(header: readonly string[], cells: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return `${[line(header), ...cells.map(line)].join('\n')}\n`;
}

export const statsCommand: Command = {
  group: 'stats',
  verb: '',
  summary: 'Table 2 of the TEACh paper for our games, success rates, utterance lengths; JSON, CSV, SVG',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, { games: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean', default: false } });
    const games = resolve(io.cwd, option('games', z.string({ error: 'required' }).min(1), values.games));
    if (!existsSync(games)) throw new UsageError(`--games: ${values.games} does not exist`);
    let bar: ProgressBar | null = null;
    const stats = await datasetStats(games, (done, total) => { bar ??= new ProgressBar(io.stderr, total, 'stats'); bar.update(done); });
    if (values.out !== undefined) {
      const out = resolve(io.cwd, values.out);
      await mkdir(out, { recursive: true });
      for (const [name, text] of Object.entries(statsFiles(stats))) await writeFile(join(out, name), text);
    }
    if (values.json) {
      io.stdout.write(`${JSON.stringify(stats, null, 2)}\n`);
    } else {
      const rows = [...stats.table2, stats.overall];
      const header = ['Task', 'Variants', 'Scenes', 'Sessions', 'Utterances', 'Follower actions', 'All actions', 'Success'];
      const cells = rows.map((r) => [r.task, String(r.parameterVariants), String(r.uniqueScenes), String(r.sessions), ms(r.utterancesPerSession), ms(r.followerActionsPerSession), ms(r.allActionsPerSession), `${(r.successRate * 100).toFixed(1)}%`]);
      if (stats.overall.sessions === 0) io.stdout.write(`${NO_GAMES_HINT}\n\n`);
      io.stdout.write(`Table 2\n${textTable(header, cells)}\n`);
      const t3 = stats.dialogue.table3;
      io.stdout.write(`Table 3\n${textTable(['Split', 'Sessions', 'EDH instances', 'TfD instances'], [...t3.rows, t3.total].map((r) => [r.split, String(r.sessions), String(r.edhInstances), String(r.tfdInstances)]))}\n`);
      io.stdout.write(`Table 6\n${textTable(['Speaker', 'Utterances', 'Per session', 'Words per utterance', 'Tokens', 'Vocabulary'], stats.dialogue.table6.map((r) => [
        r.speaker === 'Driver' ? 'Follower' : r.speaker, String(r.utterances), ms(r.utterancesPerSession), ms(r.wordsPerUtterance), String(r.tokens), String(r.vocabulary),
      ]))}\n`);
      io.stdout.write(`Vocabulary size: ${stats.dialogue.vocabularySize} words; utterances: Commander ${stats.dialogue.utterancesPerSpeaker.Commander}, Follower ${stats.dialogue.utterancesPerSpeaker.Driver}\n`);
      io.stdout.write(`Utterance length (words): Commander ${ms(stats.utteranceLengthSummary.Commander)}, Follower ${ms(stats.utteranceLengthSummary.Driver)}\n`);
      io.stdout.write(`EDH instances per split: ${Object.entries(stats.edhInstancesPerSplit).map(([s, n]) => `${s} ${n}`).join(', ') || 'none'}\n`);
      if (values.out !== undefined) io.stdout.write(`Wrote ${Object.keys(statsFiles(stats)).join(', ')} to ${resolve(io.cwd, values.out)}\n`);
      for (const p of stats.problems) io.stdout.write(`  ${describeProblem(p)}\n`);
    }
    return stats.problems.length === 0 ? EXIT.ok : EXIT.checkFailed;
  },
};
