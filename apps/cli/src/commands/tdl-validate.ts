/** `chorehouse tdl validate [dir]`: load task definition files and report every problem at once. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtinTaskFiles, describeProblem, loadTaskLibrary, type TaskSource } from '@chorehouse/tdl';
import { EXIT, UsageError, type Command } from '../command.js';

const USAGE = [
  'Usage: chorehouse tdl validate [dir] [--json]',
  '',
  'Loads task definition files (every *.json file in dir; without dir, the built-in library) and',
  'reports every problem: the file, the key inside it and the reason, one per line.',
  '',
  'Options:',
  '  --json   print one JSON document: {ok, source, tasks, problems: [{path, key, code, message}]}',
  '',
  'Exit code: 0 all valid, 1 problems found, 2 bad usage (dir missing or not a directory).',
].join('\n');

async function readDefinitionDir(dir: string, cwd: string): Promise<TaskSource[]> {
  const absolute = resolve(cwd, dir);
  const info = await stat(absolute).catch(() => null);
  if (!info?.isDirectory()) throw new UsageError(`${dir} is not a directory`);
  const names = (await readdir(absolute)).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => ({ path: join(dir, name), text: await readFile(join(absolute, name), 'utf8') })));
}

export const tdlValidateCommand: Command = {
  group: 'tdl',
  verb: 'validate',
  summary: 'check task definition files and list every problem',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args: [...args], options: { json: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    if (parsed.positionals.length > 1) throw new UsageError(`expected at most one directory, got ${parsed.positionals.length}`);
    const dir = parsed.positionals[0];
    const files = dir === undefined ? builtinTaskFiles() : await readDefinitionDir(dir, io.cwd);
    const source = dir ?? 'built-in library';
    if (files.length === 0) throw new UsageError(`${source} holds no .json files`);

    const result = loadTaskLibrary(files);
    const problems = result.ok ? [] : result.problems;
    if (parsed.values.json) {
      io.stdout.write(`${JSON.stringify({ ok: result.ok, source, tasks: files.length, problems }, null, 2)}\n`);
    } else if (result.ok) {
      io.stdout.write(`ok: ${files.length} task definition(s) in ${source}\n`);
    } else {
      for (const problem of problems) io.stdout.write(`${describeProblem(problem)}\n`);
      const badFiles = new Set(problems.map((p) => p.path)).size;
      io.stdout.write(`${problems.length} problem(s) in ${badFiles} of ${files.length} file(s)\n`);
    }
    return result.ok ? EXIT.ok : EXIT.checkFailed;
  },
};
