/** `chorehouse tdl check`: the Commander's Progress Check for an object list file. */
import { parseArgs } from 'node:util';
import {
  builtinLibrary, checkPreconditions, countWithoutObjectClasses, progressCheck, withDerivedObjectClasses,
} from '@chorehouse/tdl';
import { EXIT, UsageError, type Command } from '../command.js';
import { parseParams, readObjects, resolveTask } from './tdl-inputs.js';
import { formatProgressCheck } from './tdl-report.js';

const USAGE = [
  'Usage: chorehouse tdl check --task <name> [--params <json array>] --objects <file.json> [--derive-classes] [--json]',
  '',
  'Checks a task against an object list, as TEACh\'s Progress Check does, and prints each subgoal with',
  'what is still wrong (the JSON output holds the full TEACh payload, success steps included).',
  '',
  'Options:',
  '  --task <name>       task name ("Plate Of Toast"), task id (106) or benchmark name ("Make Coffee", "Boil Potato")',
  '  --params <json>     the task\'s parameters as a JSON array, e.g. \'["2","Tomato","in","Bowl"]\' (default: none)',
  '  --objects <file>    objects in AI2-THOR/TEACh metadata shape: a JSON array, or an object with an "objects" array',
  '  --derive-classes    give objects without simbotObjectClass the classes TEACh would (for plain AI2-THOR dumps)',
  '  --json              print one JSON document: {task_name, task_id, task_params, progress_check,',
  '                      goal_conditions: {satisfied, total}, preconditions_met}',
  '',
  'Exit code: 0 the task is done, 1 it is not, 2 bad usage (unknown task, bad parameters, unreadable objects).',
  '',
  'Example:',
  '  chorehouse tdl check --task "Plate Of Toast" --objects packages/tdl/examples/kitchen-objects.json',
].join('\n');

function parse(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: {
        task: { type: 'string' }, params: { type: 'string' }, objects: { type: 'string' },
        'derive-classes': { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export const tdlCheckCommand: Command = {
  group: 'tdl',
  verb: 'check',
  summary: 'print the Progress Check of a task for an object list file',
  usage: USAGE,
  async run(args, io) {
    const options = parse(args);
    if (!options.task) throw new UsageError('--task is required');
    if (!options.objects) throw new UsageError('--objects is required');
    const { definition, defaultParams } = resolveTask(options.task);
    const params = options.params === undefined ? [...defaultParams] : parseParams(options.params);
    const read = await readObjects(options.objects, io.cwd);
    const objects = options['derive-classes'] ? withDerivedObjectClasses(read) : read;

    const outcome = progressCheck(builtinLibrary(), definition.taskName, params, objects);
    if (!outcome.ok) throw new UsageError(outcome.errors.map((e) => `${e.where}: ${e.message}`).join('\n'));
    const preconditions = checkPreconditions(builtinLibrary(), definition.taskName, params, objects);

    const missingClasses = countWithoutObjectClasses(objects);
    if (missingClasses > 0) {
      io.stderr.write(`note: ${missingClasses} object(s) have no simbotObjectClass, so class conditions cannot match them; --derive-classes fills it in\n`);
    }
    if (options.json) {
      io.stdout.write(`${JSON.stringify({
        task_name: definition.taskName,
        task_id: definition.taskId,
        task_params: params,
        progress_check: outcome.response,
        goal_conditions: outcome.goalConditions,
        preconditions_met: preconditions.ok && preconditions.met,
      }, null, 2)}\n`);
    } else {
      io.stdout.write(formatProgressCheck(definition, params, outcome.result, outcome.goalConditions, preconditions));
    }
    return outcome.result.success ? EXIT.ok : EXIT.checkFailed;
  },
};
