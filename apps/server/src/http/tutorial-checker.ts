/**
 * Where tutorial submissions are replayed: one worker thread, started on first use, with a bounded
 * queue. A full queue answers "busy" at once instead of growing; live games never wait for a replay.
 */
import { Worker } from 'node:worker_threads';

export interface TutorialChecker {
  /** Per tutorial task: done. Rejects with TutorialBusy when the queue is full. */
  check(actions: readonly unknown[]): Promise<boolean[]>;
  readonly pending: number;
  close(): Promise<void>;
}

export class TutorialBusy extends Error {}

function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./tutorial-worker.js', import.meta.url));
  // From the sources (tests, tsx): register tsx in the worker first; workers do not inherit loaders.
  const entry = new URL('./tutorial-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`, {
    eval: true, execArgv: ['--conditions=source'],
  });
}

type Pending = { resolve: (done: boolean[]) => void; reject: (e: Error) => void };

export function threadTutorialChecker(maxPending = 16): TutorialChecker {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, Pending>();
  const ensure = (): Worker => {
    if (worker) return worker;
    const w = startWorker();
    w.on('message', (m: { id: number; done?: boolean[]; error?: string }) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.done) p?.resolve(m.done);
      else p?.reject(new Error(m.error ?? 'tutorial check failed'));
      if (pending.size === 0) w.unref();
    });
    w.on('error', (err) => { for (const p of pending.values()) p.reject(err); pending.clear(); worker = null; });
    return (worker = w);
  };
  return {
    get pending() { return pending.size; },
    check(actions) {
      if (pending.size >= maxPending) return Promise.reject(new TutorialBusy('The tutorial checker is busy.'));
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const w = ensure();
        w.ref();
        w.postMessage({ id, actions });
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
