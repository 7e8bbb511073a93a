/** `chorehouse episodes generate`: task episodes for the floor plans of a split, written as files. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateVerifiedEpisode } from '@chorehouse/agents';
import {
  SPLIT_NAMES, SPLITS, episodeFileName, generateEpisode, hostsOf, serializeEpisode, splitSeed,
} from '@chorehouse/scenes';
import { builtinLibrary } from '@chorehouse/tdl';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { ProgressBar } from './progress.js';
import { parseParams, resolveTask } from './tdl-inputs.js';

const USAGE = [
  'Usage: chorehouse episodes generate --task <name> [--params <json array>] [--split <split>] --count <n> --out <dir> [--first-seed <n>] [--verify]',
  '',
  'Generates task episodes on the floor plans of a split that can host the task, round-robin, and',
  'writes each as <dir>/<episode id>.episode.json (initial world, task, parameters, seed, hash).',
  'Without --params, each episode draws a parameter variant its floor plan allows.',
  '',
  'Options:',
  '  --task <name>        task or benchmark name ("Make Coffee", "Boil Potato", "Put All X On Y")',
  '  --params <json>      the task\'s parameters, e.g. \'["RemoteControl","On","Sofa"]\'',
  `  --split <split>      ${SPLIT_NAMES.join(', ')} (default train)`,
  '  --count <n>          how many episodes (1-100000)',
  '  --out <dir>          where to write them (created if missing)',
  '  --first-seed <n>     the first seed index within the split\'s seed range (default 0)',
  '  --verify             keep only episodes the rule-based agents solve (as the pool players get);',
  '                       rejected draws are counted with the reason the solver gave',
  '',
  'Exit code: 0 all written, 1 some could not be generated (reasons are printed), 2 bad usage.',
].join('\n');

export const episodesGenerateCommand: Command = {
  group: 'episodes',
  verb: 'generate',
  summary: 'generate task episodes for a split and write them as files',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      task: { type: 'string' }, params: { type: 'string' }, split: { type: 'string' }, count: { type: 'string' },
      out: { type: 'string' }, 'first-seed': { type: 'string' }, verify: { type: 'boolean', default: false },
    });
    if (!values.task) throw new UsageError('--task is required');
    if (!values.out) throw new UsageError('--out is required');
    const count = option('count', z.coerce.number().int().min(1).max(100_000), values.count);
    const split = option('split', z.enum(SPLIT_NAMES).default('train'), values.split);
    const firstSeed = option('first-seed', z.coerce.number().int().nonnegative().default(0), values['first-seed']);
    const { definition, defaultParams } = resolveTask(values.task);
    const params = values.params === undefined ? (defaultParams.length > 0 ? defaultParams : undefined) : parseParams(values.params);
    const hosts = hostsOf(definition.taskName, params ?? null, SPLITS[split]);
    if (hosts.length === 0) {
      io.stderr.write(`chorehouse episodes generate: no ${split} floor plan can host "${definition.taskName}"${params ? ` with ${JSON.stringify(params)}` : ''}\n`);
      return EXIT.checkFailed;
    }
    const dir = resolve(io.cwd, values.out);
    await mkdir(dir, { recursive: true });
    const library = builtinLibrary();
    const bar = new ProgressBar(io.stderr, count, 'episodes');
    const failures = new Map<string, number>();
    let written = 0;
    // Up to three seeds per wanted episode: a draw can fail (everything already done, say).
    for (let k = 0; written < count && k < count * 3; k++) {
      const floorPlan = hosts[k % hosts.length]!;
      const request = { floorPlan, task: definition.taskName, ...(params ? { params } : {}), seed: splitSeed(split, firstSeed + k) };
      const result = values.verify ? generateVerifiedEpisode(request, library) : generateEpisode(request, library);
      if (!result.ok) {
        const reason = result.code === 'episode/unsolvable' ? `unsolvable: ${result.reason}` : result.reason;
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
        continue;
      }
      await writeFile(join(dir, episodeFileName(result.episode)), serializeEpisode(result.episode, split));
      bar.update(++written, `FloorPlan${floorPlan}`);
    }
    const verified = values.verify ? 'verified ' : '';
    io.stdout.write(`wrote ${written} ${verified}${split} episodes of "${definition.taskName}" over ${Math.min(hosts.length, written)} floor plans to ${dir}\n`);
    for (const [reason, n] of failures) io.stderr.write(`  ${n} draw(s) failed: ${reason}\n`);
    return written === count ? EXIT.ok : EXIT.checkFailed;
  },
};
