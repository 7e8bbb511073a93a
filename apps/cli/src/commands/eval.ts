/** `chorehouse eval`: run an agent on EDH or TfD instances and compute TEACh's metrics. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeProblem, evaluateInstances, findGamesDir, MAX_API_FAILS, MAX_TRAJ_STEPS } from '@chorehouse/dataset';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { agentFromSpec } from './eval-agents.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse eval --instances <dir> --agent rule-based|module:<path>|http:<url> [--games <dir>] [--max-steps <n>] [--json]',
  '',
  'Runs the agent as the Follower on every EDH or TfD instance under <dir> (the history replayed first),',
  `until it says Stop, takes ${MAX_TRAJ_STEPS} steps or has ${MAX_API_FAILS} failed actions, then checks the instance's goal`,
  '(EDH: its state changes; TfD: the game\'s whole task) and prints TEACh\'s metrics: success rate,',
  'goal-condition success rate and their trajectory-length-weighted versions, plus each instance\'s record.',
  '',
  'Agents:',
  '  rule-based        the rule-based Follower, following the template instructions in the dialogue (reference)',
  '  module:<path>     a JS module exporting createAgent() -> { nextAction(request), start?(instance) }',
  '  http:<url>        POST <url>/start_instance, then POST <url>/next_action for each step;',
  '                    the request holds the observation, dialogue history and previous action;',
  '                    the answer is {"action": "Pickup", "obj_relative_coord": [y, x]} (TEACh\'s order)',
  '',
  'Options:',
  '  --instances <dir>   edh_instances/ or tfd_instances/ (or a split folder, or the export root)',
  '  --games <dir>       the game files (default: the games/ folder next to the instances)',
  `  --max-steps <n>     steps per instance (default ${MAX_TRAJ_STEPS})`,
  '  --json              one JSON document: the aggregate metrics with traj_stats',
  '',
  'Exit code: 0 evaluated, 1 some instances could not be read, 2 bad usage.',
].join('\n');

export const evalCommand: Command = {
  group: 'eval',
  verb: '',
  summary: 'run an agent on EDH/TfD instances; TEACh\'s success and goal-condition metrics',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      instances: { type: 'string' }, agent: { type: 'string' }, games: { type: 'string' }, 'max-steps': { type: 'string' }, json: { type: 'boolean', default: false },
    });
    const instances = resolve(io.cwd, option('instances', z.string({ error: 'required' }).min(1), values.instances));
    if (!existsSync(instances)) throw new UsageError(`--instances: ${values.instances} does not exist`);
    const spec = option('agent', z.string({ error: 'required' }).min(1), values.agent);
    const maxSteps = option('max-steps', z.coerce.number().int().min(1).max(100_000).default(MAX_TRAJ_STEPS), values['max-steps']);
    const games = values.games !== undefined ? resolve(io.cwd, values.games) : findGamesDir(instances);
    if (!games || !existsSync(games)) throw new UsageError('--games: no games/ folder next to the instances; say where the game files are');
    const agent = await agentFromSpec(spec, io.cwd);
    let bar: ProgressBar | null = null;
    const report = await evaluateInstances(instances, games, agent, {
      maxSteps, onProgress: (done, total, note) => { bar ??= new ProgressBar(io.stderr, total, 'eval'); bar.update(done, note); },
    });
    if (values.json) {
      io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      const m = report.metrics;
      const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
      io.stdout.write([
        `Agent ${report.agent} on ${m.success.num_evals} of ${report.instances} instance(s) under ${instances}`,
        `  success rate                    ${pct(m.success.success_rate)} (${m.success.num_successes}/${m.success.num_evals})`,
        `  goal-condition success rate     ${pct(m.goal_condition_success.goal_condition_success_rate)} (${m.goal_condition_success.completed_goal_conditions}/${m.goal_condition_success.total_goal_conditions})`,
        `  path-length-weighted success    ${pct(m.path_length_weighted_success_rate)}`,
        `  path-length-weighted GC success ${pct(m.path_length_weighted_goal_condition_success_rate)}`,
        `  predicted stops ${m.num_predicted_stops}, failure limit ${m.num_fails_by_api_limit}, step limit ${m.num_fails_by_traj_len_limit}, errors ${m.num_fails_by_error}`,
        '',
      ].join('\n'));
      for (const p of report.problems) io.stdout.write(`  ${describeProblem(p)}\n`);
    }
    return report.problems.length === 0 ? EXIT.ok : EXIT.checkFailed;
  },
};
