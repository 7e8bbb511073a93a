/**
 * `chorehouse text play`: the text world in the terminal, like TextWorld. Each line read is a
 * command, admissible or free-form; the Follower carries it out with ordinary actions and the
 * observation is printed. `help` lists the admissible commands. With --record, the session is
 * written as a dataset record (JSONL), replayable and exportable like any other.
 */
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { TextEnvironment, type TatcEvent } from '@chorehouse/agents';
import { SPLIT_NAMES, SPLITS, generateEpisode, hostsOf, splitSeed, type Episode } from '@chorehouse/scenes';
import { createDemoKitchen } from '@chorehouse/sim';
import { BENCHMARK_TASKS, benchmarkTask } from '@chorehouse/tdl';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { recordedSession, sessionLine } from './tatc-sessions.js';

const USAGE = [
  'Usage: chorehouse text play [--demo | --task <benchmark name> [--floor-plan <n> | --split <split>] [--seed <n>]] [--observability partial|full] [--record <file.jsonl>]',
  '',
  'Plays an episode as text, in ALFWorld\'s style: the observation, then a prompt. Type a command',
  '("go to countertop 1", "take mug 1 from countertop 1") or plain English ("grab the mug from the',
  'counter"); the Follower carries it out with ordinary actions. Reads commands from stdin, so a',
  'script can be piped in. `help` lists the admissible commands, `quit` ends.',
  '',
  'Options:',
  '  --demo               the demo kitchen with Make Coffee (not with --record: it is no drawn episode)',
  `  --task <name>        a benchmark task (default Make Coffee): ${BENCHMARK_TASKS.map((b) => b.benchmarkName).join(', ')}`,
  '  --floor-plan <n>     the AI2-THOR floor plan (default: the first of the split\'s that hosts the task)',
  `  --split <split>      ${SPLIT_NAMES.join(', ')} (default valid_seen)`,
  '  --seed <n>           the episode\'s seed (default the split\'s first)',
  '  --observability <o>  partial: only what the Follower has seen (default); full: everything',
  '  --record <file>      write the session as a dataset record (JSONL) when the game ends',
  '',
  'Exit code: 0 the task was done, 1 it was not, 2 bad usage.',
].join('\n');

export const textPlayCommand: Command = {
  group: 'text',
  verb: 'play',
  summary: 'play an episode as text (ALFWorld style) in the terminal; commands from stdin',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      task: { type: 'string' }, 'floor-plan': { type: 'string' }, split: { type: 'string' }, seed: { type: 'string' },
      observability: { type: 'string' }, record: { type: 'string' }, demo: { type: 'boolean', default: false },
    });
    if (values.demo && (values.record || values.task || values['floor-plan'] || values.split || values.seed)) throw new UsageError('--demo plays the demo kitchen\'s Make Coffee; it takes no --task, --floor-plan, --split, --seed or --record');
    const task = benchmarkTask(values.task ?? 'Make Coffee');
    if (!task) throw new UsageError(`--task: "${values.task}" is not a benchmark task`);
    const split = option('split', z.enum(SPLIT_NAMES).default('valid_seen'), values.split);
    const observability = option('observability', z.enum(['partial', 'full']).default('partial'), values.observability);
    const hosts = hostsOf(task.taskName, task.fixedParams, SPLITS[split]);
    const floorPlan = option('floor-plan', z.coerce.number().int().positive().optional(), values['floor-plan']) ?? hosts[0];
    if (floorPlan === undefined) throw new UsageError(`no floor plan of ${split} hosts ${task.benchmarkName}`);
    const seed = option('seed', z.coerce.number().int().nonnegative().optional(), values.seed) ?? splitSeed(split, 0);
    const drawn = values.demo ? null : generateEpisode({ floorPlan, task: task.benchmarkName, seed });
    if (drawn && !drawn.ok) throw new UsageError(`no episode: ${drawn.reason}`);
    const demoWorld = createDemoKitchen();
    const episode: Pick<Episode, 'id' | 'world' | 'task'> = drawn?.ok ? drawn.episode : { id: 'demo-kitchen-coffee', world: demoWorld, task: { name: 'Coffee', params: [] } };
    const env = new TextEnvironment(episode.world, { task: { taskName: episode.task.name, params: episode.task.params }, observability });
    const say = (s: string) => io.stdout.write(`${s}\n`);
    say(`-= ${episode.id} =-`);
    say(`Your task is to: ${task.benchmarkName.toLowerCase()} (${episode.task.name}${episode.task.params.length ? ` ${episode.task.params.join(', ')}` : ''}).\n`);
    say(env.reset());
    const events: TatcEvent[] = [];
    let done = false;
    if (io.stdin) {
      const lines = createInterface({ input: io.stdin, terminal: false });
      io.stdout.write('> ');
      for await (const raw of lines) {
        const line = raw.trim();
        if (line === '') { io.stdout.write('> '); continue; }
        if (line === 'quit' || line === 'exit') break;
        if (line === 'help') {
          say(`Admissible commands:\n  ${env.admissible().join('\n  ')}`);
        } else {
          const r = env.step(line);
          if (r.command !== null && r.command !== line) say(`(${r.command})`);
          for (const a of r.actions) events.push({ agent: 'Follower', kind: 'action', action: a.action, outcome: a.outcome });
          say(r.observation);
          if (r.done) { done = true; say(`\nThe task is done, in ${env.actions.length} actions.`); break; }
        }
        io.stdout.write('> ');
      }
    }
    if (!done) say(`\nThe task is not done (${env.actions.length} actions).`);
    if (values.record && drawn?.ok) {
      const out = resolve(io.cwd, values.record);
      const s = recordedSession(drawn.episode, { events, success: done, goalConditions: env.progress().goalConditions, world: env.world }, task.benchmarkName, split, `text-${episode.id}`);
      const file = createWriteStream(out);
      file.write(`${sessionLine(s)}\n`);
      await new Promise<void>((res, rej) => { file.once('error', rej); file.end(() => res()); });
      say(`Recorded the session to ${out}.`);
    }
    return done ? EXIT.ok : EXIT.checkFailed;
  },
};
