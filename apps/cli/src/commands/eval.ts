/** `chorehouse eval`: run an agent on EDH or TfD instances and compute TEACh's metrics. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeProblem, evaluateInstances, findGamesDir, MAX_API_FAILS, MAX_TRAJ_STEPS } from '@chorehouse/dataset';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { agentFromSpec } from './eval-agents.js';
import { openRenderer } from './images-options.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse eval --instances <dir> --agent rule-based|text|llm:<url>|module:<path>|http:<url>|teach-api:<url> [--model <name>] [--games <dir>] [--max-steps <n>]',
  '                       [--output-dir <dir>] [--save-frames] [--images-dir <dir>] [--use-img-file] [--symbolic] [--json]',
  '',
  'Runs the agent as the Follower on every EDH or TfD instance under <dir> (the history replayed first),',
  'showing it the Follower\'s frame (900x900 JPEG, drawn by the headless renderer) before every step,',
  `until it says Stop, takes ${MAX_TRAJ_STEPS} steps or has ${MAX_API_FAILS} failed actions, then checks the instance's goal`,
  '(EDH: its state changes; TfD: the game\'s whole task) and prints TEACh\'s metrics: success rate,',
  'goal-condition success rate and their trajectory-length-weighted versions, plus each instance\'s record.',
  '',
  'Agents:',
  '  rule-based        the rule-based Follower, following the template instructions in the dialogue (reference)',
  '  text              the text Follower: plain English in the dialogue, through the text world (issue 19)',
  '  llm:<url>         the text Follower driven by a chat model (OpenAI-compatible /v1/chat/completions at <url>;',
  '                    --model names the model, OPENAI_API_KEY the key if the server wants one)',
  '  module:<path>     a JS module exporting createAgent() -> { nextAction(request), start?(instance) }',
  '  http:<url>        POST <url>/start_instance, then POST <url>/next_action for each step;',
  '                    the request holds the frame (frame.jpeg_base64), observation, dialogue history and previous action;',
  '                    the answer is {"action": "Pickup", "obj_relative_coord": [y, x]} (TEACh\'s order)',
  '  teach-api:<url>   TEACh\'s remote model API as TEACh\'s RemoteModel speaks it: POST <url>/start_new_edh_instance',
  '                    (edh_name: the instance file\'s name, edh_instance, the history frames from <export>/images/ as',
  '                    edh_history_images), then POST <url>/get_next_action (img_name, edh_name, prev_action, edh_instance,',
  '                    the frame as img); TEACh\'s teach_api runs unchanged, with or without --use_edh_file/--use_img_file',
  '',
  'Options:',
  '  --instances <dir>   edh_instances/ or tfd_instances/ (or a split folder, or the export root)',
  '  --games <dir>       the game files (default: the games/ folder next to the instances)',
  `  --max-steps <n>     steps per instance (default ${MAX_TRAJ_STEPS})`,
  '  --output-dir <dir>  write TEACh\'s runner files there: inference__<id>.json, pred_actions__<id>.json,',
  '                      metrics.json.0 (per instance) and metrics.json (aggregate)',
  '  --save-frames       also save every frame as <output-dir>/img__<instance_id>_<step>.jpeg (as TEACh\'s runner does)',
  '  --images-dir <dir>  save every frame there before the agent is asked (TEACh\'s runner\'s --images_dir)',
  '  --use-img-file      teach-api: as TEACh\'s runner\'s --use_img_file, send no history frames (the server reads',
  '                      them from its --data_dir); for a server started with --use_img_file and --images_dir <dir>',
  '  --symbolic          draw no frames (agents get frame: null; not with teach-api)',
  '  --json              one JSON document: the aggregate metrics with traj_stats',
  '',
  'Exit code: 0 evaluated, 1 some instances could not be read or every instance ended in an agent',
  '           error (the agent never worked: the metrics would only measure that), 2 bad usage.',
].join('\n');

export const evalCommand: Command = {
  group: 'eval',
  verb: '',
  summary: 'run an agent on EDH/TfD instances; TEACh\'s success and goal-condition metrics',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      instances: { type: 'string' }, agent: { type: 'string' }, games: { type: 'string' }, 'max-steps': { type: 'string' }, json: { type: 'boolean', default: false },
      'output-dir': { type: 'string' }, model: { type: 'string' }, 'save-frames': { type: 'boolean', default: false }, symbolic: { type: 'boolean', default: false },
      'images-dir': { type: 'string' }, 'use-img-file': { type: 'boolean', default: false },
    });
    const instances = resolve(io.cwd, option('instances', z.string({ error: 'required' }).min(1), values.instances));
    if (!existsSync(instances)) throw new UsageError(`--instances: ${values.instances} does not exist`);
    const spec = option('agent', z.string({ error: 'required' }).min(1), values.agent);
    const maxSteps = option('max-steps', z.coerce.number().int().min(1).max(100_000).default(MAX_TRAJ_STEPS), values['max-steps']);
    const games = values.games !== undefined ? resolve(io.cwd, values.games) : findGamesDir(instances);
    if (!games || !existsSync(games)) throw new UsageError('--games: no games/ folder next to the instances; say where the game files are');
    if (values.symbolic && spec.startsWith('teach-api:')) throw new UsageError('--symbolic: TEACh\'s API sends a frame with every request');
    const outputDir = values['output-dir'] === undefined ? undefined : resolve(io.cwd, values['output-dir']);
    if (values['save-frames'] && !outputDir) throw new UsageError('--save-frames: say where with --output-dir');
    if (values['save-frames'] && values.symbolic) throw new UsageError('--save-frames: there are no frames with --symbolic');
    const imagesDir = values['images-dir'] === undefined ? undefined : resolve(io.cwd, values['images-dir']);
    if (imagesDir && values.symbolic) throw new UsageError('--images-dir: there are no frames with --symbolic');
    if (values['save-frames'] && imagesDir) throw new UsageError('--save-frames and --images-dir both say where frames go; give one');
    if (values['use-img-file'] && !spec.startsWith('teach-api:')) throw new UsageError('--use-img-file: only with --agent teach-api:<url>');
    if (values['use-img-file'] && !imagesDir) throw new UsageError('--use-img-file: the server reads each frame from its --images_dir; say where that is with --images-dir');
    const frameDir = imagesDir ?? (values['save-frames'] ? outputDir : undefined);
    const agent = await agentFromSpec(spec, io.cwd, { ...(values.model === undefined ? {} : { model: values.model }), useImgFile: values['use-img-file'] });
    const renderer = values.symbolic ? null : await openRenderer(1, io.stderr);
    let bar: ProgressBar | null = null;
    let report;
    try {
      report = await evaluateInstances(instances, games, agent, {
        maxSteps, onProgress: (done, total, note) => { bar ??= new ProgressBar(io.stderr, total, 'eval'); bar.update(done, note); },
        ...(outputDir ? { outputDir } : {}),
        ...(renderer ? { frames: { renderer, ...(frameDir ? { saveDir: frameDir } : {}) } } : {}),
      });
    } finally {
      await renderer?.close();
    }
    if (values.json) {
      io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      const m = report.metrics;
      const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
      io.stdout.write([
        `Agent ${report.agent} on ${m.success.num_evals} of ${report.instances} instance(s) under ${instances}`,
        `  success rate                    ${pct(m.success.success_rate)} (${m.success.num_successes}/${m.success.num_evals})`,
        `  GC success, micro average       ${pct(m.goal_condition_success.micro_goal_condition_success_rate)} (${m.goal_condition_success.completed_goal_conditions}/${m.goal_condition_success.total_goal_conditions}; TEACh's evaluator)`,
        `  GC success, macro average       ${pct(m.goal_condition_success.macro_goal_condition_success_rate)} (mean per instance; the paper's, footnote 2)`,
        `  path-length-weighted success    ${pct(m.path_length_weighted_success_rate)}`,
        `  path-length-weighted GC success ${pct(m.path_length_weighted_goal_condition_success_rate)}`,
        `  predicted stops ${m.num_predicted_stops}, failure limit ${m.num_fails_by_api_limit}, step limit ${m.num_fails_by_traj_len_limit}, errors ${m.num_fails_by_error}`,
        ...endings(report.ended),
        '',
      ].join('\n'));
      for (const p of report.problems) io.stdout.write(`  ${describeProblem(p)}\n`);
    }
    const m = report.metrics;
    const agentNeverWorked = m.success.num_evals > 0 && m.num_fails_by_error === m.success.num_evals;
    if (agentNeverWorked) io.stderr.write(`eval: every instance ended in an agent error; see how they ended${values.json ? ' (`ended` in the JSON)' : ' above'}\n`);
    return report.problems.length === 0 && !agentNeverWorked ? EXIT.ok : EXIT.checkFailed;
  },
};

/** How the instances ended, the commonest first ("agent error: fetch failed (connect ECONNREFUSED ...)" says what to fix). */
function endings(ended: Readonly<Record<string, string>>): string[] {
  const counts = new Map<string, number>();
  for (const how of Object.values(ended)) counts.set(how, (counts.get(how) ?? 0) + 1);
  const shown = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const rest = counts.size - shown.length;
  return [
    '  how the instances ended:',
    ...shown.map(([how, n]) => `    ${String(n).padStart(5)}  ${how.length > 160 ? `${how.slice(0, 157)}...` : how}`),
    ...(rest > 0 ? [`    (and ${rest} other ending${rest === 1 ? '' : 's'}; --json lists every instance's)`] : []),
  ];
}
