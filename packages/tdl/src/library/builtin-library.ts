/** The project's own task library, embedded at build time from packages/tdl/tasks. */
import { describeProblem } from '../loader/load-problem.js';
import { loadTaskLibrary } from '../loader/load-library.js';
import { TASK_FILES } from './generated/task-files.js';
import type { TaskLibrary } from './task-library.js';

let cached: TaskLibrary | undefined;

export function builtinTaskFiles(): typeof TASK_FILES {
  return TASK_FILES;
}

/** Loaded once; a broken built-in file is a bug in this package (a test guards it), so it throws. */
export function builtinLibrary(): TaskLibrary {
  if (cached) return cached;
  const result = loadTaskLibrary(TASK_FILES);
  if (!result.ok) throw new Error(`built-in task library is invalid:\n${result.problems.map(describeProblem).join('\n')}`);
  cached = result.library;
  return cached;
}
