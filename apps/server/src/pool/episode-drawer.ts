/**
 * How the pool draws a verified episode: inline (start-up, tests), or on a worker thread while the
 * server plays games, so an admin growing the pool never stalls live sessions.
 */
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread.js';
import { generateVerifiedEpisode, type VerifiedEpisodeResult } from '@chorehouse/agents';
import type { EpisodeRequest } from '@chorehouse/scenes';

export interface EpisodeDrawer {
  draw(request: EpisodeRequest): Promise<VerifiedEpisodeResult>;
  close(): Promise<void>;
}

export const inlineDrawer: EpisodeDrawer = { draw: async (request) => generateVerifiedEpisode(request), close: async () => undefined };

const startWorker = (): Worker => startWorkerThread('draw-worker', import.meta.url);

/** One worker thread, started on first use; draws queue up on it. */
export function workerDrawer(): EpisodeDrawer {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (r: VerifiedEpisodeResult) => void; reject: (e: Error) => void }>();
  const ensure = (): Worker => {
    if (worker) return worker;
    const w = startWorker();
    w.on('message', (m: { id: number; result: VerifiedEpisodeResult }) => {
      pending.get(m.id)?.resolve(m.result);
      pending.delete(m.id);
      // An idle worker does not keep the process alive; one with draws under way does.
      if (pending.size === 0) w.unref();
    });
    // A crash in the worker is a bug: fail what it held, and start a new one next time.
    w.on('error', (err) => { for (const p of pending.values()) p.reject(err); pending.clear(); worker = null; });
    return (worker = w);
  };
  return {
    draw(request) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const w = ensure();
        w.ref();
        w.postMessage({ id, request });
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
