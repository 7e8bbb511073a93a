/**
 * What the Commander reads in a Progress Check: for every variant of all 25 tasks, each subgoal is
 * named by what it asks and every text is in plain words (no type names such as "CounterTop",
 * no "#n" left over), and each step reads as a state that a tick can mark done.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { TASK_VARIANTS } from '../variants/task-variants.js';
import { instantiateTask } from './instantiate.js';
import { plainParam } from './plain-words.js';
import type { TaskInstance } from './task-instance.js';

/** Every text of an instance and its subtasks, with where it comes from. */
function* texts(task: TaskInstance, at = task.taskName): Generator<readonly [string, string]> {
  yield [`${at} desc`, task.desc];
  for (const c of task.components) {
    if (c.kind === 'task') { yield* texts(c.task, `${at} > ${c.name}`); continue; }
    yield [`${at} > ${c.name} (subgoal)`, c.desc];
    for (const f of c.failureDescs) yield [`${at} > ${c.name}.${f.property}`, f.desc];
  }
  for (const r of task.relations) {
    yield [`${at} > relation (subgoal)`, r.desc];
    yield [`${at} > relation`, r.failureDesc];
  }
}

const CAMEL_CASE = /\b[A-Z][a-z]+[A-Z]/;
/** Words that say a step is still to do: a ticked step must read as done. */
const NOT_DONE = /\b(not|no|yet|still|has to|have to|needs?)\b/i;

describe('plain words', () => {
  it('reads type and class names as people say them', () => {
    expect(['CounterTop', 'Tables', 'WritingUtensils', 'StoveBurner', 'Mug', 'on', '2'].map(plainParam))
      .toEqual(['counter', 'table', 'writing utensil', 'stove burner', 'mug', 'on', '2']);
  });

  for (const set of TASK_VARIANTS) {
    it(`${set.taskName}: every subgoal is named, every text is plain and states a goal`, () => {
      expect(set.variants.length).toBeGreaterThan(0);
      for (const { params } of set.variants) {
        const result = instantiateTask(builtinLibrary(), set.taskName, params);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        for (const [where, text] of texts(result.task)) {
          const label = `${where} ${JSON.stringify(params)}: ${JSON.stringify(text)}`;
          expect(text, label).not.toBe('');
          expect(text, label).not.toMatch(/#[0-9]/);
          expect(text, label).not.toMatch(CAMEL_CASE);
          expect(text, label).not.toMatch(NOT_DONE);
        }
      }
    });
  }
});
