/**
 * SQLite's WAL checkpoints off the event loop. By default the connection that commits past 1,000
 * pages of WAL copies them into the database file and syncs it, inside that commit: on the server
 * that is the event loop, stalled for tens of ms every few thousand events. Here the writing
 * connection never checkpoints (`wal_autocheckpoint = 0`); a thread with its own connection runs a
 * PASSIVE checkpoint (it never waits for, nor blocks, the writer) every `everyMs`.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// The thread's whole program, eval'd (the store runs from its sources in tests, from dist/ in production);
// dynamic imports only, so it runs whether the eval is taken as a CommonJS script or as a module.
const PROGRAM = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { setPriority } = await import('node:os');
  try { setPriority(0, 10); } catch {}
  const { default: Database } = await import(workerData.driver);
  const db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 0');
  const checkpoint = () => { try { return db.pragma('wal_checkpoint(PASSIVE)', { simple: false })[0]; } catch (e) { return { error: String(e) }; } };
  const timer = setInterval(checkpoint, workerData.everyMs);
  parentPort.on('message', (m) => {
    if (m === 'checkpoint') parentPort.postMessage({ checkpoint: checkpoint() });
    if (m === 'stop') { clearInterval(timer); db.close(); parentPort.close(); }
  });
})();
`;

export interface Checkpointer {
  /** One checkpoint now (for tests): SQLite's answer, busy 0 when nothing kept it from running. */
  checkpointNow(): Promise<{ busy: number; log: number; checkpointed: number }>;
  stop(): Promise<void>;
}

/** `failed`: the thread could not start or died; the caller checkpoints some other way (the store falls back to SQLite's own). */
export function startCheckpointer(file: string, everyMs: number, failed: (error: Error) => void): Checkpointer {
  const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
  // No flags of the parent's (`--input-type`, loaders): the program needs none.
  const worker = new Worker(PROGRAM, { eval: true, execArgv: [], workerData: { file, driver, everyMs } });
  let alive = true;
  worker.on('error', (error) => { alive = false; failed(error); });
  worker.on('exit', () => { alive = false; });
  // A program that forgets to close its store still exits.
  worker.unref();
  return {
    checkpointNow: () => new Promise((resolve, reject) => {
      worker.ref();
      const on = (m: { checkpoint?: { busy: number; log: number; checkpointed: number; error?: string } }) => {
        if (!m.checkpoint) return;
        worker.off('message', on);
        worker.unref();
        if (m.checkpoint.error) reject(new Error(m.checkpoint.error));
        else resolve(m.checkpoint);
      };
      worker.on('message', on);
      worker.postMessage('checkpoint');
    }),
    stop: async () => {
      if (!alive) return;
      // Held until it is gone: an unreferenced thread's exit would not keep a closing program waiting for it.
      worker.ref();
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
