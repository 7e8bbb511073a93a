/**
 * A task's description as a worker reads it: the library's own `desc` with its parameters filled in
 * by the words people use for them ("Wash every #0." with Mug: "Wash every mug."), a count agreeing
 * with its noun ("1 slice(s)": "1 slice", "2 slice(s)": "2 slices") and "a" before a vowel made "an".
 * The Progress Check's `task_desc` stays TEACh's own; this is only for what people read.
 */
import { displayName } from '@chorehouse/sim';
import type { TaskLibrary } from '../library/task-library.js';
import { fillParams } from './substitute.js';

// An object type as the library names it (Mug, RemoteControl), as opposed to a word ("on") or a count ("2").
const OBJECT_TYPE = /^[A-Z][A-Za-z]*$/;
// A count, the words between ("cooked"), and the noun it counts.
const COUNTED = /\b(\d+)((?: [a-z]+)*?) ([a-z]+)\(s\)/g;
const A_BEFORE_VOWEL = /\b([Aa]) (?=[aeiou])/g;

export function descriptionInWords(desc: string, params: readonly string[]): string {
  const words = params.map((p) => (OBJECT_TYPE.test(p) ? displayName(p) : p));
  return fillParams(desc, words)
    .replace(COUNTED, (_, n: string, between: string, noun: string) => `${n}${between} ${n === '1' ? noun : `${noun}s`}`)
    .replace(A_BEFORE_VOWEL, (_, a: string) => `${a}n `);
}

/** The library task's description in words, or null for a task the library does not have. */
export function taskInWords(library: TaskLibrary, taskName: string, params: readonly string[]): string | null {
  const task = library.byName(taskName);
  return task ? descriptionInWords(task.desc, params) : null;
}
