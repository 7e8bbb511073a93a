/** Worker thread: replays tutorial submissions off the server's event loop (2,000 actions take a few hundred ms). */
import { parentPort } from 'node:worker_threads';
import { tutorialProgress } from './tutorial-progress.js';

parentPort?.on('message', (m: { readonly id: number; readonly actions: readonly unknown[] }) => {
  try {
    parentPort?.postMessage({ id: m.id, done: tutorialProgress(m.actions) });
  } catch (err) {
    parentPort?.postMessage({ id: m.id, error: String(err) });
  }
});
