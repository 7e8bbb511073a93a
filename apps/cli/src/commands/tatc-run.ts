/** `chorehouse tatc run`: the rule-based Commander and Follower play episodes; TEACh's Table 5 for them. */
import { resolve } from 'node:path';
import {
  SeatKindError, createCommanderSeat, createFollowerSeat, formatTatcTable, runSeatedTatc, tatcTable, type CommanderSeat, type FollowerSeat, type TatcResult, type TatcTable,
} from '@chorehouse/agents';
import { listGameFiles, readGame } from '@chorehouse/dataset';
import { SPLIT_NAMES, type SplitName } from '@chorehouse/scenes';
import { BENCHMARK_TASKS, benchmarkTask } from '@chorehouse/tdl';
import { z } from 'zod';
import type { TaskRef } from '@chorehouse/agents';
import type { World } from '@chorehouse/sim';
import { EXIT, UsageError, type CliIo, type Command, type ExitCode } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { ProgressBar } from './progress.js';
import { tatcSweep, type SweepRejection, type SweepSession } from './tatc-sweep.js';

const USAGE = [
  'Usage: chorehouse tatc run [--commander <kind>] [--follower <kind>] [--observability partial|full] [--model <name>] [--games <dir>] [--split <split>|all] [--per-task <n>] [--task <benchmark name>] [--first-seed <n>] [--unverified] [--json]',
  '',
  'Two-Agent Task Completion: for each of the 12 benchmark tasks, draws episodes on the split\'s floor',
  'plans that host the task, keeps those the solver proves solvable (as the pool players get), and',
  'lets a Commander and a Follower (the rule-based pair by default) play each one through chat, with TEACh\'s limits',
  '(1000 steps, 30 failed actions). Prints success and mean actions per session per task, like the',
  'TEACh paper\'s Table 5, and how many drawn episodes the solver rejected.',
  '',
  'Options:',
  '  --commander <kind>   rule-based (plain English, no coordinates or ids), rule-based-template (plain English',
  '                       and the coordinate template), people-like[:<seed>] (the plain Commander written as',
  '                       people write: typos, hints in lines of their own, requests that are not imperatives),',
  '                       module:<file>, http:<url>, llm:<url> (a chat model);',
  '                       default rule-based-template with the rule-based Follower, rule-based with any other',
  '  --follower <kind>    rule-based (parses the template), text (dialogue and the text view only), module:<file>,',
  '                       http:<url> (a text policy served over HTTP), llm:<url> (a chat model driving the text',
  '                       Follower) (default rule-based)',
  '  --observability <o>  the text Follower\'s view: partial (what it has seen, default) or full',
  '  --model <name>       the model llm:<url> seats ask for (an OpenAI-compatible /v1/chat/completions server;',
  '                       the key, if it needs one, from OPENAI_API_KEY)',
  '  --games <dir>        play the initial states of collected games instead (game files from `export games`)',
  `  --split <split>      ${SPLIT_NAMES.join(', ')}, or all (default valid_unseen)`,
  '  --per-task <n>       sessions per task and split (default 10)',
  '  --task <name>        only this benchmark task ("Make Coffee"); repeatable',
  '  --first-seed <n>     the first seed index within each split\'s seed range (default 0)',
  '  --unverified         play every drawn episode, without proving it solvable first',
  '  --json               one JSON document: the table, every session and every rejection',
  '',
  'Exit code: 0 every session succeeded, 1 some did not, 2 bad usage.',
].join('\n');

interface Report {
  readonly commander: string;
  readonly follower: string;
  readonly observability: string;
  readonly splits: readonly SplitName[];
  readonly perTask: number;
  readonly verified: boolean;
  readonly table: TatcTable;
  readonly rejectedByTask: Record<string, number>;
  readonly sessions: readonly object[];
  readonly rejections: readonly SweepRejection[];
}

function sessionRecord(s: SweepSession): object {
  const r = s.result;
  return {
    split: s.split, task: s.benchmarkName, episode: s.episodeId, floorPlan: s.floorPlan, params: s.params, success: r.success, reason: r.reason,
    commanderActions: r.commanderActions, followerActions: r.followerActions, steps: r.steps, failedActions: r.failedActions, goalConditions: r.goalConditions,
  };
}

export const tatcRunCommand: Command = {
  group: 'tatc',
  verb: 'run',
  summary: 'play episodes with any Commander and Follower (rule-based, text, ...); a table like TEACh\'s Table 5',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      split: { type: 'string' }, 'per-task': { type: 'string' }, task: { type: 'string', multiple: true }, 'first-seed': { type: 'string' },
      unverified: { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
      commander: { type: 'string' }, follower: { type: 'string' }, observability: { type: 'string' }, games: { type: 'string' },
      model: { type: 'string' },
    });
    const followerKind = values.follower ?? 'rule-based';
    const commanderKind = values.commander ?? (followerKind === 'rule-based' ? 'rule-based-template' : 'rule-based');
    const observability = option('observability', z.enum(['partial', 'full']).default('partial'), values.observability);
    const oldPair = followerKind === 'rule-based' && commanderKind === 'rule-based-template';
    const apiKey = process.env.OPENAI_API_KEY;
    const chatModel = values.model === undefined ? undefined : { model: values.model, ...(apiKey ? { apiKey } : {}) };
    const seatsFor = async () => {
      try {
        const context = { observability, ...(chatModel ? { chatModel } : {}) };
        return { commander: await createCommanderSeat(commanderKind, context), follower: await createFollowerSeat(followerKind, context) };
      } catch (err) {
        if (err instanceof SeatKindError) throw new UsageError(err.message);
        throw err;
      }
    };
    await seatsFor();
    const split = option('split', z.enum([...SPLIT_NAMES, 'all']).default('valid_unseen'), values.split);
    const perTask = option('per-task', z.coerce.number().int().min(1).max(10_000).default(10), values['per-task']);
    const firstSeed = option('first-seed', z.coerce.number().int().nonnegative().default(0), values['first-seed']);
    const tasks = (values.task ?? []).map((name) => {
      const task = benchmarkTask(name);
      if (!task) throw new UsageError(`--task: "${name}" is not a benchmark task (${BENCHMARK_TASKS.map((b) => b.benchmarkName).join(', ')})`);
      return task;
    });
    if (values.games !== undefined) return playGames(resolve(io.cwd, values.games), seatsFor, `Commander ${commanderKind}, Follower ${followerKind}`, values.json, io);
    const splits: SplitName[] = split === 'all' ? [...SPLIT_NAMES] : [split];
    const play = oldPair ? undefined : async (world: World, task: TaskRef) => runSeatedTatc(world, task, await seatsFor());
    const sweep = tatcSweep({ splits, tasks: tasks.length > 0 ? tasks : BENCHMARK_TASKS, perTask, firstSeed, unverified: values.unverified, ...(play ? { play } : {}) });
    const bar = new ProgressBar(io.stderr, splits.length * (tasks.length || BENCHMARK_TASKS.length) * perTask, 'sessions');
    let next = await sweep.next();
    while (!next.done) {
      bar.update(next.value.done, next.value.note);
      next = await sweep.next();
    }
    const { sessions, rejections } = next.value;
    const table = tatcTable(sessions.map((s) => s.result), (tasks.length > 0 ? tasks : BENCHMARK_TASKS).map((t) => t.benchmarkName));
    const rejectedByTask: Record<string, number> = {};
    for (const r of rejections) rejectedByTask[r.benchmarkName] = (rejectedByTask[r.benchmarkName] ?? 0) + 1;
    const report: Report = { commander: commanderKind, follower: followerKind, observability, splits, perTask, verified: !values.unverified, table, rejectedByTask, sessions: sessions.map(sessionRecord), rejections };
    if (values.json) {
      io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      io.stdout.write(`TATC, Commander ${commanderKind}, Follower ${followerKind}${followerKind === 'rule-based' ? '' : ` (${observability} observability)`}, ${splits.join(' + ')}, up to ${perTask} session(s) per task${values.unverified ? ', unverified episodes' : ''}\n\n`);
      io.stdout.write(`${formatTatcTable(table)}\n`);
      if (rejections.length > 0) {
        io.stdout.write(`\nDrawn episodes rejected before play (${rejections.length}):\n`);
        for (const r of rejections) io.stdout.write(`  ${r.split} ${r.benchmarkName} ${r.episodeId ?? ''} [${r.code}] ${r.reason}\n`);
      }
      const failed = sessions.filter((s) => !s.result.success);
      if (failed.length > 0) {
        io.stdout.write(`\nSessions that failed (${failed.length}):\n`);
        for (const s of failed) io.stdout.write(`  ${s.split} ${s.episodeId}: ${s.result.reason ?? 'not done'}\n`);
      }
    }
    return sessions.every((s) => s.result.success) ? EXIT.ok : EXIT.checkFailed;
  },
};

/** TATC on the initial states of collected games: each game's first world and task, played afresh. */
async function playGames(dir: string, seatsFor: () => Promise<{ commander: CommanderSeat; follower: FollowerSeat }>, who: string, json: boolean, io: CliIo): Promise<ExitCode> {
  const refs = await listGameFiles(dir);
  if (refs.length === 0) throw new UsageError(`--games: no game files under ${dir}`);
  const played: { game: string; result: TatcResult }[] = [];
  const unreadable: string[] = [];
  for (const ref of refs) {
    const loaded = await readGame(ref);
    if (!loaded.ok) { unreadable.push(`${ref.path}: ${loaded.problems.map((p) => p.message).join('; ')}`); continue; }
    const g = loaded.game;
    played.push({ game: g.gameId, result: await runSeatedTatc(g.initialWorld, { taskName: g.taskName, params: g.taskParams }, await seatsFor()) });
  }
  const table = tatcTable(played.map((p) => p.result));
  if (json) {
    const sessions = played.map(({ game, result: r }) => ({ game, task: r.taskName, params: r.params, success: r.success, reason: r.reason, commanderActions: r.commanderActions, followerActions: r.followerActions, steps: r.steps, goalConditions: r.goalConditions }));
    io.stdout.write(`${JSON.stringify({ games: dir, table, sessions, unreadable }, null, 2)}\n`);
  } else {
    io.stdout.write(`TATC, ${who}, on the initial states of ${played.length} game(s) under ${dir}\n\n${formatTatcTable(table)}\n`);
    for (const u of unreadable) io.stdout.write(`  unreadable: ${u}\n`);
  }
  return played.every((p) => p.result.success) && unreadable.length === 0 ? EXIT.ok : EXIT.checkFailed;
}
