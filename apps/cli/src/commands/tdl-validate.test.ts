import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const tasksDir = join(repoRoot, 'packages/tdl/tasks');

const run = (args: readonly string[], cwd: string) => runCli(['tdl', 'validate', ...args], cwd);

/** A copy of some built-in definitions, edited by `edit`, in a fresh directory. */
function definitionsDir(names: readonly string[], edit: (name: string, json: Record<string, unknown>) => string | undefined = () => undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'tdl-validate-'));
  mkdirSync(join(dir, 'defs'));
  for (const name of names) {
    const json = JSON.parse(readFileSync(join(tasksDir, name), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'defs', name), edit(name, json) ?? JSON.stringify(json, null, 2));
  }
  return dir;
}

const SOME = ['101-toast.json', '103-clean-x.json', '106-plate-of-toast.json'];

describe('chorehouse tdl validate', () => {
  it('validates the built-in library by default', async () => {
    const { code, out } = await run([], repoRoot);
    expect(code).toBe(0);
    expect(out).toBe('ok: 25 task definition(s) in built-in library\n');
  });

  it('validates a directory', async () => {
    const dir = definitionsDir(SOME);
    const { code, out } = await run(['defs'], dir);
    expect(code).toBe(0);
    expect(out).toBe('ok: 3 task definition(s) in defs\n');
  });

  it('lists every problem of every file, one line each, and exits 1', async () => {
    const dir = definitionsDir(SOME, (name, json) => {
      const components = json.components as Record<string, Record<string, unknown>>;
      if (name === '101-toast.json') delete json.task_nparams;
      if (name === '106-plate-of-toast.json') {
        components.plate!.task_params = [];
        components.toast!.determiner = 'many';
      }
      if (name === '103-clean-x.json') return '{ "task_id": ';
      return undefined;
    });
    const { code, out } = await run(['defs'], dir);
    expect(code).toBe(1);
    expect(out.split('\n')).toEqual([
      expect.stringMatching(/^defs\/101-toast\.json: task_nparams: missing required key$/),
      expect.stringMatching(/^defs\/103-clean-x\.json: not valid JSON: /),
      'defs/106-plate-of-toast.json: components.toast.determiner: determiner must be "a", a digit string or "#n", not "many"',
      // Clean X's own file is unreadable, so the reference cannot be checked further.
      'defs/106-plate-of-toast.json: components.plate.task_name: no task is named "Clean X" (perhaps in a file that failed to load)',
      '4 problem(s) in 3 of 3 file(s)',
      '',
    ]);
  });

  it('prints one JSON document with --json', async () => {
    const dir = definitionsDir(SOME, (name, json) => {
      if (name === '101-toast.json') json.task_id = 103;
      return undefined;
    });
    const { code, out } = await run(['defs', '--json'], dir);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual({
      ok: false, source: 'defs', tasks: 3,
      problems: [{ path: 'defs/103-clean-x.json', key: 'task_id', code: 'task/duplicate_id', message: 'task_id 103 is also used by defs/101-toast.json' }],
    });
  });

  it.each([
    [['no-such-dir'], 'no-such-dir is not a directory'],
    [['a', 'b'], 'expected at most one directory, got 2'],
    [['--strict'], "Unknown option '--strict'"],
  ] as const)('%j is bad usage', async (args, message) => {
    const { code, err } = await run(args, repoRoot);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });

  it('says so when a directory holds no definitions', async () => {
    const dir = definitionsDir([]);
    const { code, err } = await run(['defs'], dir);
    expect(code).toBe(2);
    expect(err).toContain('defs holds no .json files');
  });
});
