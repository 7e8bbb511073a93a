/** Definition files -> a TaskLibrary, or every problem across all of them at once. */
import { TaskLibrary } from '../library/task-library.js';
import type { LoadProblem } from './load-problem.js';
import { parseTaskDefinitionJson, parseTaskFile, type ParseResult } from './parse-task-file.js';
import { libraryProblems, type SourcedDefinition } from './validate-references.js';
import { taskProblems } from './validate-task.js';

/** A definition file's contents; reading files is the caller's job (this package does no I/O). */
export interface TaskSource {
  readonly path: string;
  readonly text: string;
}

export type LibraryResult =
  | { readonly ok: true; readonly library: TaskLibrary }
  | { readonly ok: false; readonly problems: readonly LoadProblem[] };

function collect(parsed: readonly (ParseResult & { readonly path: string })[]): LibraryResult {
  const problems: LoadProblem[] = [];
  const entries: SourcedDefinition[] = [];
  const broken = new Set<string>();
  let unnamedBroken = false;
  for (const result of parsed) {
    if (!result.ok) {
      problems.push(...result.problems);
      if (result.taskName !== null) broken.add(result.taskName);
      else unnamedBroken = true;
      continue;
    }
    const own = taskProblems(result.path, result.definition);
    problems.push(...own);
    // A file with problems of its own still takes part in cross-file checks, so that one run
    // also shows, say, a duplicate id in a file that has a bad determiner.
    entries.push({ path: result.path, definition: result.definition });
  }
  problems.push(...libraryProblems(entries, { broken, unnamedBroken }));
  // Grouped by file (the sort is stable, so each file keeps its own order).
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
  return { ok: true, library: new TaskLibrary(entries) };
}

export function loadTaskLibrary(files: readonly TaskSource[]): LibraryResult {
  return collect(files.map((f) => ({ ...parseTaskFile(f.path, f.text), path: f.path })));
}

/** Same as loadTaskLibrary for definitions already decoded from JSON (built in code, read from a game file). */
export function buildTaskLibrary(definitions: readonly { readonly path: string; readonly json: unknown }[]): LibraryResult {
  return collect(definitions.map((d) => ({ ...parseTaskDefinitionJson(d.path, d.json), path: d.path })));
}
