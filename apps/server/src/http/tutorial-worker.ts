/**
 * Worker thread: reads, parses and replays tutorial submissions off the server's event loop (2,000
 * actions take a few hundred ms), at the lowest CPU priority so live games keep the cores first.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkSubmission } from './tutorial-progress.js';

// On Linux a nice value belongs to a thread: pid 0 here lowers this thread only, never the main one.
try { setPriority(0, 19); } catch { /* not permitted here: the rest between checks still bounds its share */ }

parentPort?.on('message', (m: { readonly id: number; readonly body: string }) => {
  try {
    parentPort?.postMessage({ id: m.id, result: checkSubmission(m.body) });
  } catch (err) {
    parentPort?.postMessage({ id: m.id, error: String(err) });
  }
});
