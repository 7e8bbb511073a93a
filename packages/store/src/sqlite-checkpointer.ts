/**
 * SQLite's WAL checkpoints off the event loop. By default the connection that commits past 1,000
 * pages of WAL copies them into the database file and syncs it, inside that commit: on the server
 * that is the event loop, stalled for tens of ms every few thousand events. Here the writing
 * connection never checkpoints (`wal_autocheckpoint = 0`); a thread with its own connection runs a
 * PASSIVE checkpoint (it never waits for, nor blocks, the writer) every `everyMs`.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// The thread's whole program (an eval'd CommonJS script: the store runs from its sources in tests and from dist/ in production).
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, 10); } catch {}
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = () => { try { return db.pragma('wal_checkpoint(PASSIVE)', { simple: false })[0]; } catch (e) { return { error: String(e) }; } };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m === 'checkpoint') parentPort.postMessage({ checkpoint: checkpoint() });
  if (m === 'stop') { clearInterval(timer); db.close(); parentPort.close(); }
});
`;

export interface Checkpointer {
  /** One checkpoint now (for tests): SQLite's answer, busy 0 when nothing kept it from running. */
  checkpointNow(): Promise<{ busy: number; log: number; checkpointed: number }>;
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, everyMs = 1000): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(PROGRAM, { eval: true, workerData: { file, driver, everyMs } });
  // A program that forgets to close its store still exits.
  worker.unref();
  return {
    checkpointNow: () => new Promise((resolve, reject) => {
      const on = (m: { checkpoint?: { busy: number; log: number; checkpointed: number; error?: string } }) => {
        if (!m.checkpoint) return;
        worker.off('message', on);
        if (m.checkpoint.error) reject(new Error(m.checkpoint.error));
        else resolve(m.checkpoint);
      };
      worker.on('message', on);
      worker.postMessage('checkpoint');
    }),
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
