/**
 * Where tutorial submissions are parsed and replayed: one worker thread at the lowest CPU priority
 * (tutorial-worker.ts), started on first use, with a bounded queue. A full queue answers "busy" at
 * once instead of growing; live games never wait for a replay. Checks run one at a time, and after
 * each the thread rests as long as the check took, so a flood of tutorials uses at most half a core,
 * and only what the live games leave.
 */
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread.js';
import type { TutorialCheck } from './tutorial-progress.js';

export interface TutorialChecker {
  /** The submission's body text, parsed and replayed off the event loop. Rejects with TutorialBusy when the queue is full. */
  check(body: string): Promise<TutorialCheck>;
  readonly pending: number;
  close(): Promise<void>;
}

export class TutorialBusy extends Error {}

const startWorker = (): Worker => startWorkerThread('tutorial-worker', import.meta.url);

type Pending = { readonly id: number; readonly body: string; resolve: (result: TutorialCheck) => void; reject: (e: Error) => void };

export function threadTutorialChecker(maxPending = 16): TutorialChecker {
  let worker: Worker | null = null;
  let next = 0;
  const waiting: Pending[] = [];
  let running: (Pending & { readonly started: number }) | null = null;
  let restUntil = 0;
  const pump = () => {
    if (running || !waiting.length) return;
    const rest = restUntil - performance.now();
    if (rest > 0) { setTimeout(pump, rest); return; }
    const job = waiting.shift()!;
    running = { ...job, started: performance.now() };
    const w = ensure();
    w.ref();
    w.postMessage({ id: job.id, body: job.body });
  };
  const ensure = (): Worker => {
    if (worker) return worker;
    const w = startWorker();
    w.on('message', (m: { id: number; result?: TutorialCheck; error?: string }) => {
      const job = running;
      if (!job || job.id !== m.id) return;
      running = null;
      restUntil = performance.now() + (performance.now() - job.started);
      if (m.result) job.resolve(m.result);
      else job.reject(new Error(m.error ?? 'tutorial check failed'));
      if (!waiting.length) w.unref();
      pump();
    });
    w.on('error', (err) => {
      for (const p of [...waiting, ...(running ? [running] : [])]) p.reject(err);
      waiting.length = 0;
      running = null;
      worker = null;
    });
    return (worker = w);
  };
  return {
    get pending() { return waiting.length + (running ? 1 : 0); },
    check(body) {
      if (waiting.length + (running ? 1 : 0) >= maxPending) return Promise.reject(new TutorialBusy('The tutorial checker is busy.'));
      return new Promise((resolve, reject) => {
        waiting.push({ id: next++, body, resolve, reject });
        pump();
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
