/**
 * Where the console's research work goes: a worker thread (research-worker.ts) over a reader store
 * of its own on the same database, started on first use, so live games' event loop never replays a
 * session, cuts instances, draws frames or builds a tar. Export chunks come one at a time, at the
 * pace the HTTP response takes them. A bounded number of jobs may be under way; more are refused as
 * busy. Before each job the game's store makes what it appended visible to the reader
 * (`EventLog.settle`: SQLite's journal holds appends up to 50 ms before they reach the file).
 */
import { threadId as thisThread, type Worker } from 'node:worker_threads';
import { databaseOf, type Store, type StoreLocation } from '@chorehouse/store';
import { startWorkerThread } from '../worker-thread.js';
import { asJson, type Answer, type ExportRequest, type JsonAnswer, type ReplayParts, type ResearchJob, type ResearchReply, type ResearchWorkerData, type SheetQuery } from './research-messages.js';
import { ResearchWork } from './research-work.js';

export class ResearchBusy extends Error {}

/** Told of each job: its kind and the thread that ran it (tests check it was not the game's). */
export type JobHook = (job: { readonly type: 'stats' | 'contact-sheet' | 'replay' | 'export'; readonly threadId: number }) => void;

export interface ResearchDesk {
  /** The body: protocol's `ConsoleStats`, as JSON text. */
  stats(): Promise<JsonAnswer>;
  contactSheet(sessionId: string, query: SheetQuery): Promise<JsonAnswer>;
  /** The replay viewer's bundle of a session, by its id or short id: all but the session's row (replay-bundle.ts). */
  replay(idOrPrefix: string): Promise<Answer<ReplayParts>>;
  /** The export's tar in chunks; ending the iteration early (`return`) stops the export. Throws ResearchBusy when full. */
  exportTar(request: ExportRequest): AsyncGenerator<Uint8Array>;
  close(): Promise<void>;
}

export interface ThreadDeskOptions {
  readonly store: Store;
  readonly location: StoreLocation;
  /** Jobs under way at once, exports included (default 4); more are refused as busy. */
  readonly maxJobs?: number;
  readonly statsCacheSize?: number;
  readonly onJob?: JobHook;
  readonly log?: (line: string) => void;
}

type Reply = Exclude<ResearchReply, { fault: string } | { log: string }>;

export function threadResearchDesk(options: ThreadDeskOptions): ResearchDesk {
  const maxJobs = options.maxJobs ?? 4;
  let worker: Worker | null = null;
  let next = 0;
  let jobs = 0;
  const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  const ensure = (): Worker => {
    if (worker) return worker;
    const data: ResearchWorkerData = { location: options.location, statsCacheSize: options.statsCacheSize ?? 10_000 };
    const w = startWorkerThread('research-worker', import.meta.url, { workerData: data });
    w.on('message', (m: ResearchReply) => {
      if ('log' in m) { options.log?.(m.log); return; }
      const p = waiting.get(m.id);
      if (!p) return;
      waiting.delete(m.id);
      if ('fault' in m) p.reject(new Error(`research thread: ${m.fault}`));
      else p.resolve(m);
    });
    const lost = (err: Error) => {
      for (const p of waiting.values()) p.reject(err);
      waiting.clear();
      if (worker === w) worker = null;
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`research thread: exited (${code})`)));
    w.unref();
    return (worker = w);
  };
  const ask = (job: ResearchJob): Promise<Reply> => new Promise((resolve, reject) => {
    const w = ensure();
    waiting.set(job.id, { resolve, reject });
    w.postMessage(job);
  });
  // The thread keeps the process alive only while a job is under way.
  const begin = async () => {
    if (jobs >= maxJobs) throw new ResearchBusy('the research thread is busy; try again shortly');
    jobs++;
    ensure().ref();
    try { await options.store.events.settle(); } catch (err) { end(); throw err; }
  };
  const end = () => { if (--jobs === 0) worker?.unref(); };
  const run = async <T>(job: ResearchJob & { type: 'stats' | 'contact-sheet' | 'replay' }, pick: (r: Reply) => T): Promise<T> => {
    await begin();
    try {
      const r = await ask(job);
      options.onJob?.({ type: job.type, threadId: r.threadId });
      return pick(r);
    } finally { end(); }
  };
  const json = (r: Reply) => (r as Extract<Reply, { answer: unknown }>).answer;
  return {
    stats: () => run({ type: 'stats', id: next++ }, json),
    contactSheet: (sessionId, query) => run({ type: 'contact-sheet', id: next++, sessionId, query }, json),
    replay: (session) => run({ type: 'replay', id: next++, session }, (r) => (r as Extract<Reply, { replay: unknown }>).replay),
    async* exportTar(request) {
      await begin();
      const id = next++;
      let done = false;
      try {
        let r = await ask({ type: 'export', id, request });
        options.onJob?.({ type: 'export', threadId: r.threadId });
        for (;;) {
          const chunk = r as Extract<Reply, { chunk: Uint8Array }>;
          done = chunk.done;
          if (chunk.chunk.length) yield chunk.chunk;
          if (done) return;
          r = await ask({ type: 'pull', id });
        }
      } finally {
        if (!done) worker?.postMessage({ type: 'cancel', id } satisfies ResearchJob);
        end();
      }
    },
    async close() {
      const w = worker;
      if (!w) return;
      await ask({ type: 'close', id: next++ }).catch(() => undefined);
      worker = null;
      await w.terminate();
    },
  };
}

/**
 * The research thread over the configured store, or, when the store the server was given is not the
 * database its configuration names (another SQLite file, another PostgreSQL server or schema: tests
 * that hand a server a store of their own), the same work on the calling thread: a reader of the
 * configured database would export the wrong data.
 */
export function researchDesk(location: StoreLocation, store: Store, options: { readonly onJob?: JobHook; readonly log: (line: string) => void }): ResearchDesk {
  if (store.database === databaseOf(location)) return threadResearchDesk({ store, location, ...options });
  // Neither database is named in the log: a PostgreSQL URL may hold a password.
  options.log(`chorehouse console: research work runs on the event loop (the server was given a ${store.dialect} store on another database than its configured one)`);
  return inlineResearchDesk(store, options);
}

/** The same work on the calling thread, over the caller's store: where no reader store can be opened beside it. */
export function inlineResearchDesk(store: Store, options: { readonly onJob?: JobHook; readonly log?: (line: string) => void } = {}): ResearchDesk {
  const { onJob } = options;
  const work = new ResearchWork(store, options.log ? { log: options.log } : {});
  return {
    async stats() { onJob?.({ type: 'stats', threadId: thisThread }); return asJson({ ok: true, body: await work.stats() }); },
    async contactSheet(sessionId, query) { onJob?.({ type: 'contact-sheet', threadId: thisThread }); return asJson(await work.contactSheet(sessionId, query)); },
    async replay(idOrPrefix) { onJob?.({ type: 'replay', threadId: thisThread }); return work.replay(idOrPrefix); },
    async* exportTar(request) { onJob?.({ type: 'export', threadId: thisThread }); yield* work.exportTar(request); },
    close: () => work.close(),
  };
}
