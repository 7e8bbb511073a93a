/** Reading what `chorehouse tdl ...` is given: a task, its parameters, an object list file. Bad input is a UsageError. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { benchmarkTask, builtinLibrary, type ObjectRecord, type TaskDefinition } from '@chorehouse/tdl';
import { z } from 'zod';
import { UsageError } from '../command.js';

/** Strings as TEACh passes them; a non-negative integer is accepted and written as its digits. */
const paramsSchema = z.array(z.union([z.string(), z.int().nonnegative()], { error: 'each parameter must be a string (or a whole number)' }))
  .transform((params) => params.map(String));

const objectSchema = z.looseObject({ objectId: z.string(), objectType: z.string() });
const objectListSchema = z.array(objectSchema);

function firstIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  const where = issue?.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') ?? '';
  const message = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'missing required key' : issue?.message;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${prefix}${where}: ${message}${more}`;
}

export interface ResolvedTask {
  readonly definition: TaskDefinition;
  /** Parameters the benchmark name fixes ("Boil Potato" -> ["Potato"]), used when --params is absent. */
  readonly defaultParams: readonly string[];
}

/** A task by name, id, name in any case, or benchmark name ("Make Coffee"). */
export function resolveTask(query: string): ResolvedTask {
  const library = builtinLibrary();
  const direct = library.lookup(query);
  if (direct) return { definition: direct, defaultParams: [] };
  const benchmark = benchmarkTask(query);
  const viaBenchmark = benchmark && library.byName(benchmark.taskName);
  if (benchmark && viaBenchmark) return { definition: viaBenchmark, defaultParams: benchmark.fixedParams ?? [] };
  throw new UsageError(`unknown task "${query}"; known tasks: ${library.tasks.map((t) => t.taskName).join(', ')}`);
}

export function parseParams(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`--params must be a JSON array such as '["2","Tomato","in","Bowl"]', got: ${text}`);
  }
  const parsed = paramsSchema.safeParse(json);
  if (!parsed.success) throw new UsageError(firstIssue(parsed.error, '--params'));
  return parsed.data;
}

/** A JSON array of objects, or a document with an `objects` array (a TEACh state, a snapshot). */
export async function readObjects(path: string, cwd: string): Promise<ObjectRecord[]> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new UsageError(`cannot read --objects file ${path}: ${reason}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`--objects file ${path} is not valid JSON: ${(err as Error).message}`);
  }
  const list = Array.isArray(json) ? json : (typeof json === 'object' && json !== null && 'objects' in json ? json.objects : undefined);
  if (list === undefined) throw new UsageError(`--objects file ${path} must hold a JSON array of objects, or an object with an "objects" array`);
  const parsed = objectListSchema.safeParse(list);
  if (!parsed.success) throw new UsageError(firstIssue(parsed.error, `--objects file ${path}: objects`));
  return parsed.data;
}
