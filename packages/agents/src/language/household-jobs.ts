/**
 * Jobs a line may name as a whole ("make coffee", "we need a sandwich with toast"), spelled out as
 * the steps anyone in a kitchen would take. This is general household knowledge, not the task the
 * Commander sees: the Follower hears "make toast" and knows toast is a slice of bread toasted.
 * Each step is plain English for the free-form mapping, so the words are read the same way as a
 * person's.
 */
import { tokenize } from './tokens.js';

export const JOB_NAMES = ['coffee', 'toast', 'plate-of-toast', 'sandwich', 'salad', 'breakfast', 'boiled-potato', 'water-plant'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Token sequences that name each job, most specific first. */
const JOB_WORDS: readonly (readonly [JobName, readonly string[]])[] = [
  ['breakfast', ['breakfast']],
  ['sandwich', ['sandwich']],
  ['salad', ['salad']],
  ['plate-of-toast', ['plate', 'of', 'toast']],
  ['plate-of-toast', ['toast', 'on', 'a', 'plate']],
  ['plate-of-toast', ['toast', 'on', 'the', 'plate']],
  ['plate-of-toast', ['serve', 'toast']],
  ['plate-of-toast', ['plate', 'with', 'toast']],
  ['coffee', ['coffee']],
  ['toast', ['toast']],
  ['boiled-potato', ['boil', 'potato']],
  ['boiled-potato', ['boil', 'a', 'potato']],
  ['boiled-potato', ['boil', 'the', 'potato']],
  ['water-plant', ['water', 'the', 'plant']],
  ['water-plant', ['water', 'plant']],
];

/**
 * The job a request names, or null. "make coffee in the mug" and "toast the bread slice" are
 * single commands the mapping reads better, so a job's word must be the thing asked for: the last
 * noun of a short request, not a verb or a detail.
 */
export function findJob(text: string): JobName | null {
  const tokens = tokenize(text);
  if (tokens.length === 0 || tokens.length > 9) return null;
  for (const [job, words] of JOB_WORDS) {
    const at = indexOf(tokens, words);
    if (at < 0) continue;
    // "toast the bread", "toast it": toasting a named thing is a command; "make toast" is a job.
    if (job === 'toast' && (at === 0 || ['slice', 'bread', 'it', 'in', 'with'].some((w) => tokens.slice(at + 1).includes(w)))) continue;
    // "make coffee in the mug": the command names its mug; the job is coffee with nothing else said.
    if (job === 'coffee' && tokens.slice(at + 1).some((w) => ['in', 'into', 'with', 'machine', 'maker', 'mug', 'cup'].includes(w))) continue;
    return job;
  }
  return null;
}

function indexOf(tokens: readonly string[], words: readonly string[]): number {
  for (let i = 0; i + words.length <= tokens.length; i++) if (words.every((w, k) => tokens[i + k] === w)) return i;
  return -1;
}

/** The steps of a job, `count` times what it makes ("2 slices of toast"). */
export function jobSteps(job: JobName, count = 1): string[] {
  const n = Math.max(1, Math.min(count, 4));
  const times = (k: number, step: string) => Array.from({ length: k }, () => step);
  switch (job) {
    case 'coffee': return times(n, 'make coffee in a clean mug');
    case 'toast': return ['slice the bread with a knife', ...times(n, 'toast a bread slice')];
    case 'plate-of-toast': return ['slice the bread with a knife', ...times(n, 'toast a bread slice'), ...times(n, 'put a toasted bread slice on a clean plate')];
    case 'sandwich': return [
      'slice the bread with a knife', 'toast a bread slice', 'toast a bread slice', 'slice the lettuce with a knife',
      'put a toasted bread slice on a clean plate', 'put a toasted bread slice on the plate', 'put a lettuce slice on the plate',
    ];
    case 'salad': return [
      'slice the lettuce with a knife', 'slice the tomato with a knife',
      'put a lettuce slice on a clean plate', 'put a tomato slice on the plate',
    ];
    // Breakfast differs from house to house; the Commander is asked what it should hold (see questionFor).
    case 'breakfast': return [];
    case 'boiled-potato': return times(n, 'boil a potato');
    case 'water-plant': return ['water the plant'];
  }
}

/** What to ask when a job's steps depend on what the Commander wants. */
export function questionFor(job: JobName): string | null {
  return job === 'breakfast' ? 'What should the breakfast have? Coffee, toast, a sandwich, a salad?' : null;
}
