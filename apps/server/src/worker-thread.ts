/**
 * Starts a worker thread from a module beside the caller: the built `.js` file, or, from the sources
 * (tests, tsx), the `.ts` file with tsx registered in the thread first (workers do not inherit loaders).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `name`: the module's name without its extension; `from`: the caller's `import.meta.url`. */
export function startWorkerThread(name: string, from: string, options: Pick<WorkerOptions, 'workerData'> = {}): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const entry = new URL(`./${name}.ts`, from).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`, {
    ...options, eval: true, execArgv: ['--conditions=source'],
  });
}
