/**
 * Export jobs on worker threads, one per core by default: replay is CPU-bound and sessions are
 * independent. Falls back to the calling thread for one job. Works from the built package and,
 * through tsx, from the sources (tests, `npx tsx`).
 */
import { Worker } from 'node:worker_threads';
import type { RecordedSession } from '../session/recorded-session.js';
import { exportJob, type ExportJobResult, type InstanceKinds } from './export-job.js';

export interface ExportRunner {
  /** `keepReplay`: hand back the replayed game too, where the job runs on this thread (a worker's result is text only). */
  run(session: RecordedSession, kinds: InstanceKinds | null, keepReplay?: boolean): Promise<ExportJobResult>;
  close(): Promise<void>;
}

export function inlineExportRunner(): ExportRunner {
  return { run: async (session, kinds, keepReplay) => exportJob(session, kinds, keepReplay), close: async () => undefined };
}

function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./export-worker.js', import.meta.url));
  // From the sources: register tsx in the worker first (workers do not inherit a parent's loaders).
  const entry = new URL('./export-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`, {
    eval: true, execArgv: ['--conditions=source'],
  });
}

export function workerExportRunner(jobs: number): ExportRunner {
  const pending = new Map<number, { resolve: (r: ExportJobResult) => void; reject: (e: Error) => void }>();
  const workers = Array.from({ length: jobs }, () => {
    const w = startWorker();
    w.on('message', (m: { id: number; result: ExportJobResult }) => { pending.get(m.id)?.resolve(m.result); pending.delete(m.id); });
    // A crash in a worker is a bug: fail every job it held rather than hang.
    w.on('error', (err) => { for (const [id, p] of pending) { p.reject(err); pending.delete(id); } });
    return w;
  });
  let next = 0;
  return {
    run(session, kinds) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        workers[id % jobs]!.postMessage({ id, session, kinds });
      });
    },
    async close() { await Promise.all(workers.map((w) => w.terminate())); },
  };
}

export function exportRunner(jobs: number): ExportRunner {
  return jobs > 1 ? workerExportRunner(jobs) : inlineExportRunner();
}
