/** Worker thread: draws and verifies episodes off the server's event loop (a solve can take 300 ms). */
import { parentPort } from 'node:worker_threads';
import { generateVerifiedEpisode } from '@chorehouse/agents';
import type { EpisodeRequest } from '@chorehouse/scenes';

parentPort?.on('message', (m: { readonly id: number; readonly request: EpisodeRequest }) => {
  parentPort?.postMessage({ id: m.id, result: generateVerifiedEpisode(m.request) });
});
