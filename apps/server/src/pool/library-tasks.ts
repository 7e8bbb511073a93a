/** The tasks an admin can collect, as the console offers them: every library task, benchmark or not. */
import type { LibraryTask } from '@chorehouse/protocol';
import { BENCHMARK_TASKS, taskVariants, type TaskLibrary } from '@chorehouse/tdl';

const EXAMPLES = 3;

export function libraryTasks(library: TaskLibrary): LibraryTask[] {
  return library.tasks.map((t) => {
    const bench = BENCHMARK_TASKS.find((b) => b.taskName === t.taskName);
    const variants = t.nparams === 0 ? [] : (taskVariants(t.taskName)?.variants ?? []);
    // Spread over the list, so Put All X On Y does not offer three apples.
    const step = Math.max(1, Math.floor(variants.length / EXAMPLES));
    const exampleParams = variants.filter((_, i) => i % step === 0).slice(0, EXAMPLES).map((v) => [...v.params]);
    return { taskId: t.taskId, taskName: t.taskName, nparams: t.nparams, desc: t.desc, benchmarkName: bench?.benchmarkName ?? null, exampleParams };
  });
}
