/** A worker thread of the export pool: sessions in, file texts out. */
import { parentPort } from 'node:worker_threads';
import type { RecordedSession } from '../session/recorded-session.js';
import { exportJob, type InstanceKinds } from './export-job.js';

parentPort?.on('message', (m: { id: number; session: RecordedSession; kinds: InstanceKinds | null }) => {
  parentPort!.postMessage({ id: m.id, result: exportJob(m.session, m.kinds) });
});
