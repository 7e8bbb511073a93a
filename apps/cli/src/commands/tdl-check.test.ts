import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const EXAMPLE = 'packages/tdl/examples/kitchen-objects.json';

const run = (args: readonly string[], cwd = repoRoot) => runCli(['tdl', 'check', ...args], cwd);

function tempFile(name: string, content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tdl-check-'));
  writeFileSync(join(dir, name), content);
  return join(dir, name);
}

describe('chorehouse tdl check', () => {
  it('prints each subgoal and what is still wrong; exit 1 while the task is not done', async () => {
    const { code, out, err } = await run(['--task', 'Plate Of Toast', '--objects', EXAMPLE]);
    expect(code).toBe(1);
    expect(err).toBe('');
    expect(out).toContain('"Serve a slice of toast on a plate."  NOT DONE, goal conditions 5/7, preconditions met');
    expect(out).toMatch(/\[x\] toast: Toast a slice of bread\.\s+2\/2/);
    expect(out).toContain('- Plate|+00.96|+01.65|-02.61: The plate is clean: rinse it under the faucet in the sink.');
    expect(out).toContain('- no object qualifies yet as the container/target of this relation');
  });

  it('exits 0 when the task is done, and accepts a benchmark name', async () => {
    const { code, out } = await run(['--task', 'Make Coffee', '--objects', EXAMPLE]);
    expect(code).toBe(0);
    expect(out).toContain('Coffee (task 102) []');
    expect(out).toContain('DONE, goal conditions 3/3');
  });

  it('prints exactly one JSON document with --json', async () => {
    const { code, out } = await run(['--task', '106', '--objects', EXAMPLE, '--json']);
    expect(code).toBe(1);
    const doc = JSON.parse(out);
    expect(Object.keys(doc)).toEqual(['task_name', 'task_id', 'task_params', 'progress_check', 'goal_conditions', 'preconditions_met']);
    expect(doc.progress_check.task_desc).toBe('Serve a slice of toast on a plate.');
    expect(doc.progress_check.subgoals[2].problem_keys).toEqual([]);
    expect(doc.goal_conditions).toEqual({ satisfied: 5, total: 7 });
    expect(doc.preconditions_met).toBe(true);
  });

  it('takes parameters as a JSON array, numbers written as digit strings', async () => {
    const { out } = await run(['--task', 'Breakfast', '--params', '[1,1,0,"Plate",0,"Plate",0,1,1,0,1,1,1,"CounterTop"]', '--objects', EXAMPLE, '--json']);
    const doc = JSON.parse(out);
    expect(doc.task_params).toEqual(['1', '1', '0', 'Plate', '0', 'Plate', '0', '1', '1', '0', '1', '1', '1', 'CounterTop']);
    expect(doc.progress_check.subgoals.map((s: { description: string }) => s.description)).toEqual([
      '1 x Make coffee in a clean mug.', '1 x Serve a slice of toast on a plate.', 'A counter to serve on', 'Everything served on the counter',
    ]);
  });

  it('fills in the benchmark parameters of "Boil Potato"', async () => {
    const { out } = await run(['--task', 'Boil Potato', '--objects', EXAMPLE]);
    expect(out).toContain('Boil X (task 112) ["Potato"]');
  });

  it('reads a bare array of objects as well as a state with "objects"', async () => {
    const file = tempFile('objects.json', JSON.stringify([{ objectId: 'HousePlant|1', objectType: 'HousePlant', isFilledWithLiquid: 1 }]));
    const { code, out } = await run(['--task', 'Water Plant', '--objects', file]);
    expect(code).toBe(0);
    expect(out).toContain('DONE, goal conditions 2/2');
  });

  it('warns about objects without classes, and derives them on request', async () => {
    const file = tempFile('thor.json', JSON.stringify({ objects: [
      { objectId: 'Sink|1', objectType: 'Sink', receptacle: true },
      { objectId: 'Mug|1', objectType: 'Mug', isDirty: false },
    ] }));
    const plain = await run(['--task', 'Clean X', '--params', '["Drinkware"]', '--objects', file]);
    expect(plain.code).toBe(1);
    expect(plain.err).toBe('note: 2 object(s) have no simbotObjectClass, so class conditions cannot match them; --derive-classes fills it in\n');
    const derived = await run(['--task', 'Clean X', '--params', '["Drinkware"]', '--objects', file, '--derive-classes']);
    expect(derived.code).toBe(0);
    expect(derived.err).toBe('');
  });

  it.each([
    [['--objects', EXAMPLE], '--task is required'],
    [['--task', 'Coffee'], '--objects is required'],
    [['--task', 'Tea', '--objects', EXAMPLE], 'unknown task "Tea"; known tasks: Toast, Coffee,'],
    [['--task', 'Clean X', '--objects', EXAMPLE], 'Clean X: "Clean X" takes 1 parameter(s), 0 given'],
    [['--task', 'Clean X', '--params', '["Mug"', '--objects', EXAMPLE], '--params must be a JSON array'],
    [['--task', 'Clean X', '--params', '[["Mug"]]', '--objects', EXAMPLE], '--params[0]: each parameter must be a string (or a whole number)'],
    [['--task', 'Sandwich', '--params', '["x","1"]', '--objects', EXAMPLE], 'Sandwich > lettuce: determiner "x" is not "a" or a count'],
    [['--task', 'Coffee', '--objects', 'missing.json'], 'cannot read --objects file missing.json: no such file'],
    [['--task', 'Coffee', '--objects', 'package.json'], 'must hold a JSON array of objects, or an object with an "objects" array'],
    [['--task', 'Coffee', '--objects', EXAMPLE, '--fast'], "Unknown option '--fast'"],
  ] as const)('%j is bad usage: %s', async (args, message) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
  });

  it('names the object and key of a malformed object list', async () => {
    const file = tempFile('bad.json', JSON.stringify([{ objectId: 'Mug|1', objectType: 'Mug' }, { objectId: 'Cup|1' }]));
    const { code, err } = await run(['--task', 'Coffee', '--objects', file]);
    expect(code).toBe(2);
    expect(err).toContain(`--objects file ${file}: objects[1].objectType: missing required key`);
  });

  it('prints its help with --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: chorehouse tdl check --task <name>');
  });
});
