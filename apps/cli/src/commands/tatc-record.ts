/** `chorehouse tatc record`: the rule-based agents play verified episodes; their sessions are written as dataset records. */
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { generateVerifiedEpisode } from '@chorehouse/agents';
import { SPLIT_NAMES, SPLITS, hostsOf, splitSeed, type SplitName } from '@chorehouse/scenes';
import { BENCHMARK_TASKS, benchmarkTask, builtinLibrary } from '@chorehouse/tdl';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { ProgressBar } from './progress.js';
import { playedSession, sessionLine } from './tatc-sessions.js';

const USAGE = [
  'Usage: chorehouse tatc record --out <file.jsonl> [--split <split>] [--task <benchmark name>] [--per-task <n>] [--json]',
  '',
  'Lets the rule-based Commander and Follower play verified episodes (as `tatc run` does) and writes',
  'each session, with its full event log, as one line of a JSONL file in the format the dataset',
  'commands read (`replay`, `export games --sessions`). Event times are synthetic (about 2 s apart).',
  'For trying the research-data pipeline without people or a server.',
  '',
  'Options:',
  '  --out <file>      the JSONL file to write',
  `  --split <split>   ${SPLIT_NAMES.join(', ')} (default valid_unseen)`,
  '  --task <name>     only this benchmark task; repeatable (default all 12)',
  '  --per-task <n>    sessions per task (default 1)',
  '  --json            one JSON document: the sessions written',
  '',
  'Exit code: 0 written, 2 bad usage.',
].join('\n');

const DRAWS_PER_SESSION = 4;

export const tatcRecordCommand: Command = {
  group: 'tatc',
  verb: 'record',
  summary: 'the rule-based agents play episodes; sessions written as dataset records (JSONL)',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      out: { type: 'string' }, split: { type: 'string' }, task: { type: 'string', multiple: true }, 'per-task': { type: 'string' }, json: { type: 'boolean', default: false },
    });
    const out = resolve(io.cwd, option('out', z.string({ error: 'required' }).min(1), values.out));
    const split: SplitName = option('split', z.enum(SPLIT_NAMES).default('valid_unseen'), values.split);
    const perTask = option('per-task', z.coerce.number().int().min(1).max(1000).default(1), values['per-task']);
    const tasks = (values.task ?? []).map((name) => benchmarkTask(name) ?? (() => { throw new UsageError(`--task: "${name}" is not a benchmark task`); })());
    const chosen = tasks.length > 0 ? tasks : BENCHMARK_TASKS;
    const library = builtinLibrary();
    const file = createWriteStream(out);
    const bar = new ProgressBar(io.stderr, chosen.length * perTask, 'sessions');
    const written: { sessionId: string; task: string; episode: string; outcome: string | null; events: number }[] = [];
    let slot = 0;
    for (const task of chosen) {
      const hosts = hostsOf(task.taskName, task.fixedParams, SPLITS[split]);
      let played = 0;
      for (let k = 0; hosts.length > 0 && played < perTask && k < perTask * DRAWS_PER_SESSION; k++) {
        const drawn = generateVerifiedEpisode({ floorPlan: hosts[k % hosts.length]!, task: task.benchmarkName, seed: splitSeed(split, k) }, library);
        if (!drawn.ok) continue;
        const sessionId = `tatc-${split}-${drawn.episode.id}`;
        const s = playedSession(drawn.episode, task.benchmarkName, split, sessionId, Date.UTC(2026, 10, 1) + slot * 3_600_000);
        if (!file.write(`${sessionLine(s)}\n`)) await new Promise<void>((res) => file.once('drain', () => res()));
        written.push({ sessionId, task: task.benchmarkName, episode: drawn.episode.id, outcome: s.session.outcome, events: s.events.length });
        played++;
        slot++;
        bar.update(slot, task.benchmarkName);
      }
    }
    await new Promise<void>((res, rej) => { file.once('error', rej); file.end(() => res()); });
    if (values.json) io.stdout.write(`${JSON.stringify({ out, sessions: written }, null, 2)}\n`);
    else io.stdout.write(`Wrote ${written.length} session(s) (${written.filter((w) => w.outcome === 'success').length} successful) to ${out}.\n`);
    return EXIT.ok;
  },
};
