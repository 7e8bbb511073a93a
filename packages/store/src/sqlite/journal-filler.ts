/**
 * The event journal's fills of SQLite off the event loop (journaled-events.ts). A fill stores a
 * handed-off journal file's rows in one transaction; on the event loop that was the server's one
 * piece of work that grew with every game at once, and a fill that met a slow disk stalled every
 * game for as long (the measurements: apps/server/docs/latency-log.md). Here a thread with
 * its own connection reads the file the journal handed off, parses its lines and inserts them; the
 * event loop only renames the journal and posts a message.
 *
 * The thread does the common case only: one batch, one transaction. Anything else (a row SQLite
 * refuses, a line that does not parse, a busy or full database, a thread that died) is answered
 * with the error, and the journal stores that batch on its own thread, where rows are set aside one
 * by one and failures are retried (journaled-events.ts). Its connection is set as the store's is
 * (WAL, `synchronous = NORMAL`, no checkpoint inside a commit), and it waits for a transaction the
 * store's own connection holds open (`busy_timeout`) as any second writer of SQLite does.
 */
import { EVENT_COLUMNS } from '../event-log/event-rows.js';
import { startSqliteThread } from './sqlite-thread.js';

// The thread's whole program (sqlite-thread.ts says how it runs).
// A journal line is `[sessionId, at, event]` (event-journal.ts); its values go in EVENT_COLUMNS' order,
// as eventParameters (kysely-store.ts) puts them, the event's JSON written back as it was read.
const PROGRAM = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { readFileSync } = await import('node:fs');
  const { default: Database } = await import(workerData.driver);
  const db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  const insert = db.prepare(workerData.insertSql);
  const store = db.transaction((lines) => {
    for (const line of lines) {
      const [sessionId, at, event] = JSON.parse(line);
      insert.run(sessionId, event.seq, event.t, event.kind, 'role' in event ? event.role : null, JSON.stringify(event), at);
    }
  });
  parentPort.on('message', (m) => {
    if (m === 'stop') { db.close(); parentPort.close(); return; }
    const startedMs = performance.now();
    try {
      const lines = readFileSync(m.journal, 'utf8').split('\\n');
      // The text after the last newline: '' for a file of whole lines, which is all the journal hands off.
      lines.pop();
      if (lines.length !== m.rows) throw new Error('the handed-off journal holds ' + lines.length + ' line(s), not ' + m.rows);
      store(lines);
      // When it began on the wall clock that both threads share (each thread's performance.now() has an origin of its own).
      parentPort.postMessage({ id: m.id, startedMs: performance.timeOrigin + startedMs, ms: performance.now() - startedMs });
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: String(e) });
    }
  });
})();
`;

/** What a fill on the thread came to: stored (when it began, as this thread's `performance.now()`, and how long it took), or the error. */
export type ThreadFill = { readonly startedMs: number; readonly ms: number } | { readonly error: string };

export interface JournalFiller {
  /** Stores the `rows` lines of the journal file `journal` in one transaction; never rejects (an error is answered). */
  fill(journal: string, rows: number): Promise<ThreadFill>;
  /** False once the thread failed or was stopped: the caller fills on its own thread. */
  readonly alive: boolean;
  stop(): Promise<void>;
}

export function startJournalFiller(file: string): JournalFiller {
  const insertSql = `insert into "events" (${EVENT_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${EVENT_COLUMNS.map(() => '?').join(', ')})`;
  const worker = startSqliteThread(PROGRAM, { file, insertSql });
  let alive = true;
  let nextId = 0;
  const waiting = new Map<number, (answer: ThreadFill) => void>();
  const fail = (error: string) => {
    alive = false;
    for (const answer of waiting.values()) answer({ error });
    waiting.clear();
  };
  worker.on('error', (error) => fail(String(error)));
  worker.on('exit', () => fail('the journal\'s filling thread stopped'));
  worker.on('message', (m: ThreadFill & { id: number }) => {
    const answer = waiting.get(m.id);
    waiting.delete(m.id);
    if (!waiting.size) worker.unref();
    answer?.('error' in m ? { error: m.error } : { startedMs: m.startedMs - performance.timeOrigin, ms: m.ms });
  });
  // A program that forgets to close its store still exits; the journal keeps what was not stored.
  worker.unref();
  return {
    get alive() { return alive; },
    fill: (journal, rows) => {
      if (!alive) return Promise.resolve({ error: 'the journal\'s filling thread stopped' });
      const id = nextId++;
      // Referenced while a fill is out, so that a store's close can wait for it.
      worker.ref();
      worker.postMessage({ id, journal, rows });
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    stop: async () => {
      if (!alive) return;
      worker.ref();
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
