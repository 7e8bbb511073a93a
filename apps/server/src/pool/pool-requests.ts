/**
 * An admin's pool request checked against the task library: every name must be a library task or
 * a benchmark name, and chosen parameters must instantiate the task. Nothing is dropped silently:
 * the first unknown name or bad parameter list refuses the whole request with a typed error.
 */
import { protocolError, type PoolGrowRequest, type ProtocolError } from '@chorehouse/protocol';
import { BENCHMARK_NAMES, BENCHMARK_TASKS, benchmarkTask, instantiateTask, type TaskLibrary } from '@chorehouse/tdl';

/** One task to collect, resolved. */
export interface PoolTask {
  /** What the pool (and exported games' `benchmark_name`) calls it: the benchmark name, else the task name with its chosen parameters. */
  readonly label: string;
  /** Set when the task is one of TEACh's 12 benchmark tasks. */
  readonly benchmarkName: string | null;
  readonly taskName: string;
  /** Chosen parameters; null draws a variant per floor plan. */
  readonly params: readonly string[] | null;
  readonly count: number;
}

export type PoolRequestResult = { readonly ok: true; readonly tasks: readonly PoolTask[] } | { readonly ok: false; readonly error: ProtocolError };

const sameParams = (a: readonly string[] | null, b: readonly string[] | null) => a !== null && b !== null && a.join('\u0000') === b.join('\u0000');

/** The benchmark a library task with these parameters is, if any (Boil X with Potato is Boil Potato). */
function benchmarkOf(taskName: string, params: readonly string[] | null): string | null {
  const b = BENCHMARK_TASKS.find((t) => t.taskName === taskName && (t.fixedParams === null ? params === null : sameParams(t.fixedParams, params ?? t.fixedParams)));
  return b?.benchmarkName ?? null;
}

function resolveOne(library: TaskLibrary, name: string, chosen: readonly string[] | undefined, count: number): PoolTask | ProtocolError {
  const bench = benchmarkTask(name);
  const definition = bench ? library.byName(bench.taskName) : library.lookup(name);
  if (!definition) {
    const known = library.tasks.map((t) => t.taskName).join(', ');
    return protocolError('pool/unknown_task', `No task is named "${name}". Library tasks: ${known}; or a benchmark name (${BENCHMARK_NAMES.join(', ')}).`);
  }
  const taskName = definition.taskName;
  if (bench?.fixedParams && chosen && !sameParams(bench.fixedParams, chosen)) {
    return protocolError('pool/bad_params', `"${bench.benchmarkName}" fixes its parameters to [${bench.fixedParams.join(', ')}]; ask for "${taskName}" to choose others.`);
  }
  const params = chosen ? [...chosen] : bench?.fixedParams ? [...bench.fixedParams] : definition.nparams === 0 ? [] : null;
  if (params) {
    const checked = instantiateTask(library, taskName, params);
    if (!checked.ok) {
      const first = checked.errors[0]!;
      return protocolError('pool/bad_params', `"${taskName}" [${params.join(', ')}]: ${first.message} (it takes ${definition.nparams} parameter${definition.nparams === 1 ? '' : 's'})`);
    }
  }
  const benchmarkName = benchmarkOf(taskName, params);
  const label = benchmarkName ?? (params && params.length > 0 ? `${taskName} [${params.join(', ')}]` : taskName);
  return { label, benchmarkName, taskName, params, count };
}

export function resolvePoolRequest(library: TaskLibrary, request: PoolGrowRequest): PoolRequestResult {
  const wanted = request.tasks ?? BENCHMARK_NAMES;
  const tasks: PoolTask[] = [];
  for (const w of wanted) {
    const r = typeof w === 'string' ? resolveOne(library, w, undefined, request.perTask) : resolveOne(library, w.task, w.params, w.count ?? request.perTask);
    if ('code' in r) return { ok: false, error: r };
    tasks.push(r);
  }
  return { ok: true, tasks };
}
