/**
 * The research thread: the console's statistics, contact sheets, replay bundles and export tars
 * (replay, EDH/TfD cutting, frames, JPEGs, tar building) off the game's event loop, over a reader
 * store of its own on the same database, at the lowest CPU priority so live games keep the cores first.
 */
import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { openStore } from '@chorehouse/store';
import { asJson, type ResearchJob, type ResearchReply, type ResearchWorkerData } from './research-messages.js';
import { ResearchWork } from './research-work.js';

// On Linux a nice value belongs to a thread: pid 0 here lowers this thread (and what it starts) only, never the main one.
try { setPriority(0, 19); } catch { /* not permitted here: the game's thread still runs apart from this one */ }

const data = workerData as ResearchWorkerData;
const port = parentPort!;
const work = openStore(data.location, { reader: true }).then((store) => new ResearchWork(store, { statsCacheSize: data.statsCacheSize, log: (line) => reply({ id: null, log: line }) }));
const exports = new Map<number, AsyncGenerator<Buffer>>();

const reply = (m: ResearchReply, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);
const fault = (id: number, err: unknown) => reply({ id, threadId, fault: err instanceof Error ? (err.stack ?? err.message) : String(err) });

async function pull(id: number): Promise<void> {
  const gen = exports.get(id);
  if (!gen) return;
  const next = await gen.next();
  if (next.done) { exports.delete(id); reply({ id, threadId, chunk: new Uint8Array(0), done: true }); return; }
  // A copy of its own, so the buffer can be handed over (a Buffer may share Node's pool).
  const chunk = new Uint8Array(next.value);
  reply({ id, threadId, chunk, done: false }, [chunk.buffer]);
}

async function handle(job: ResearchJob): Promise<void> {
  switch (job.type) {
    case 'stats': reply({ id: job.id, threadId, answer: asJson({ ok: true, body: await (await work).stats() }) }); return;
    case 'contact-sheet': reply({ id: job.id, threadId, answer: asJson(await (await work).contactSheet(job.sessionId, job.query)) }); return;
    case 'replay': reply({ id: job.id, threadId, replay: await (await work).replay(job.session) }); return;
    case 'export': exports.set(job.id, (await work).exportTar(job.request)); await pull(job.id); return;
    case 'pull': await pull(job.id); return;
    case 'cancel': { const gen = exports.get(job.id); exports.delete(job.id); await gen?.return(undefined); return; }
    case 'close': {
      for (const gen of exports.values()) await gen.return(undefined);
      exports.clear();
      const w = await work;
      await w.close();
      await w.store.close();
      reply({ id: job.id, threadId, answer: { ok: true, body: 'null' } });
      return;
    }
    default: { const never: never = job; throw new Error(`research thread: unknown job ${JSON.stringify(never)}`); }
  }
}

port.on('message', (job: ResearchJob) => {
  handle(job).catch((err: unknown) => { exports.delete(job.id); fault(job.id, err); });
});
