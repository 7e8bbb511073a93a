/**
 * Golden cases: for one random object list per task, the exact Progress Check, goal conditions
 * and preconditions that TEACh's own algorithm gives with this project's task files. The expected
 * values were produced by running a transcription of TEACh's Python checker (alexa/teach,
 * src/teach/dataset/task_THOR.py; not part of this repository) on these lists. Objects are loose
 * on purpose: 0/1 for booleans, missing fields, parents known only through simbotLastParentReceptacle.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ObjectRecord } from '../check/world-objects.js';
import { builtinLibrary } from '../library/builtin-library.js';
import { checkPreconditions, progressCheck } from './progress-check.js';

interface GoldenCase {
  readonly task: string;
  readonly params: readonly string[];
  readonly objects: readonly ObjectRecord[];
  readonly expected: { readonly progress_check: unknown; readonly goal_conditions: unknown; readonly preconditions_met: boolean };
}

const CASES = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'teach-reference-cases.json'), 'utf8')) as GoldenCase[];

describe("agreement with TEACh's reference checker", () => {
  it('has a case for every task of the library', () => {
    expect(new Set(CASES.map((c) => c.task))).toEqual(new Set(builtinLibrary().tasks.map((t) => t.taskName)));
  });

  it.each(CASES.map((c) => [c.task, JSON.stringify(c.params), c] as const))('%s %s', (_, __, c) => {
    const outcome = progressCheck(builtinLibrary(), c.task, c.params, c.objects);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    // Compared as text so that key order counts too.
    expect(JSON.stringify(outcome.response)).toBe(JSON.stringify(c.expected.progress_check));
    expect(outcome.goalConditions).toEqual(c.expected.goal_conditions);
    const preconditions = checkPreconditions(builtinLibrary(), c.task, c.params, c.objects);
    expect(preconditions.ok && preconditions.met).toBe(c.expected.preconditions_met);
  });
});
