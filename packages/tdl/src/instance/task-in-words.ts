/**
 * A task's description as a worker reads it in its heading: the library's own `desc` with its
 * parameters in plain words (plain-words.ts: "Wash every #0." with Mug reads "Wash every mug."), and
 * what a template leaves for a reader to fix made right: a count agreeing with its noun ("1
 * slice(s)": "1 slice", "2 slice(s)": "2 slices") and "a" before a vowel made "an". The texts the
 * Progress Check answers with are left as they are; this is only the task's name for people.
 */
import type { TaskLibrary } from '../library/task-library.js';
import { textFiller } from './plain-words.js';
// A count, the words between ("cooked"), and the noun it counts.
const COUNTED = /\b(\d+)((?: [a-z]+)*?) ([a-z]+)\(s\)/g;
const A_BEFORE_VOWEL = /\b([Aa]) (?=[aeiou])/g;

export function descriptionInWords(desc: string, params: readonly string[]): string {
  return textFiller(params)(desc)
    .replace(COUNTED, (_, n: string, between: string, noun: string) => `${n}${between} ${n === '1' ? noun : `${noun}s`}`)
    .replace(A_BEFORE_VOWEL, (_, a: string) => `${a}n `);
}

/** The library task's description in words, or null for a task the library does not have. */
export function taskInWords(library: TaskLibrary, taskName: string, params: readonly string[]): string | null {
  const task = library.byName(taskName);
  return task ? descriptionInWords(task.desc, params) : null;
}
