/**
 * SQLite's WAL checkpoints off the event loop. By default the connection that commits past 1,000
 * pages of WAL copies them into the database file and syncs it, inside that commit: on the server
 * that is the event loop, stalled for tens of ms every few thousand events. Here the writing
 * connection never checkpoints (`wal_autocheckpoint = 0`); a thread with its own connection runs a
 * PASSIVE checkpoint (it never waits for, nor blocks, the writer) every `everyMs`.
 *
 * Catching up. SQLite starts the WAL over (writes it again from its start) only when a write begins
 * after a checkpoint has copied every frame. Under steady writes that never happens: each checkpoint
 * copies what was there when it began while the writer adds more, so the WAL grew for as long as the
 * load lasted (1.1 GB after 40 s of the bench's 1,936 sessions), and with it the cost of every page
 * lookup in its index. So once the WAL holds `restartFrames` frames, the thread closes in (a few
 * checkpoints back to back, each copying what was written during the one before) and then asks the
 * writer to hold its appends (`hold`) while one last checkpoint copies the little that is left; the
 * next append starts the WAL over, and `journal_size_limit` gives the file back to the disk.
 *
 * Priority. The thread runs at the event loop's priority. At nice 10 it starved whenever the cores
 * were busy (other programs, or test suites beside it): with three busy processes on two cores its
 * first look at the WAL came 15 s late, the WAL had reached 1.5 GB, and the catch-up's last copy no
 * longer fit in the hold. Copying pages costs far less than committing them, so at an equal share
 * it keeps up and takes little from the event loop.
 */
import { startSqliteThread } from './sqlite-thread.js';

/** How many frames may be left for the held checkpoint: about 1 MB of pages (with its sync, appends waited up to 16 ms). */
const CLOSE_IN_FRAMES = 256;
/** Checkpoints back to back at most before asking for the hold anyway (a writer faster than the copies is held longer). */
const CLOSE_IN_RUNS = 4;
/** How soon the thread looks again while the WAL is past `restartFrames` (ms). */
const BEHIND_EVERY_MS = 50;
/**
 * The writer is held no longer than this, whatever the thread does (ms). Released sooner, it only
 * writes on during the checkpoint, and the WAL starts over at a later catch-up.
 */
const HOLD_LIMIT_MS = 250;

// The thread's whole program (sqlite-thread.ts says how it runs).
const PROGRAM = `
(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { default: Database } = await import(workerData.driver);
  const db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('busy_timeout = 0');
  const checkpoint = () => { try { return db.pragma('wal_checkpoint(PASSIVE)', { simple: false })[0]; } catch (e) { return { error: String(e) }; } };
  const { everyMs, restartFrames, closeInFrames, closeInRuns, behindEveryMs } = workerData;
  let timer = null;
  const usable = (r) => !r.error && !r.busy;
  const periodic = () => {
    let last = checkpoint();
    let next = everyMs;
    if (usable(last) && last.log >= restartFrames) {
      // The WAL's frame count only grows until it starts over: what each run found beyond the last one was written meanwhile.
      let written = last.log;
      for (let i = 0; i < closeInRuns && usable(last); i++) {
        const run = checkpoint();
        written = run.log - last.log;
        last = run;
        if (written < closeInFrames) break;
      }
      // A run that failed or was kept from copying (a reader) asks for no hold: the last one would fare no better.
      // Nor does one that copied every frame when none had been written since the run before (or the WAL started
      // over meanwhile): the WAL starts over at the next write without a hold. A run that copied every frame it
      // found while the writer went on (on a thread of its own, it writes during the copy) is no such proof.
      if (usable(last) && (last.checkpointed < last.log || written > 0)) parentPort.postMessage({ behind: last.log });
      // Soon again: the hold may have been refused (a transaction was open), or the writer outpaced the runs.
      next = behindEveryMs;
    }
    timer = setTimeout(periodic, next);
  };
  timer = setTimeout(periodic, everyMs);
  parentPort.on('message', (m) => {
    if (m === 'checkpoint') parentPort.postMessage({ checkpoint: checkpoint() });
    if (m === 'catch-up') parentPort.postMessage({ caughtUp: checkpoint() });
    if (m === 'stop') { clearTimeout(timer); db.close(); parentPort.close(); }
  });
})();
`;

/** What the writer lends the checkpointer: a way to hold its appends for a moment. */
export interface WriterHold {
  /**
   * Holds the writer's appends: true when held, a promise when held once it resolves (a write under
   * way finishes first), false when it cannot now (a transaction is open) and the catch-up waits
   * for the next time.
   */
  hold(): boolean | Promise<void>;
  release(): void;
}

export interface CheckpointerOptions {
  /** How often the thread checkpoints (ms). */
  readonly everyMs: number;
  /** WAL size, in frames (pages), past which the thread catches up and the WAL starts over (see the module comment). */
  readonly restartFrames: number;
  /** The writer to hold for a catch-up; none: the WAL is left to grow under steady writes, as before. */
  readonly writer?: WriterHold;
  /** The thread could not start or died; the caller checkpoints some other way (the store falls back to SQLite's own). */
  readonly failed: (error: Error) => void;
}

export interface Checkpointer {
  /** One checkpoint now (for tests): SQLite's answer, busy 0 when nothing kept it from running. */
  checkpointNow(): Promise<{ busy: number; log: number; checkpointed: number }>;
  /** How many catch-ups copied the whole WAL with the writer held (each lets the WAL start over). */
  readonly catchUps: number;
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, options: CheckpointerOptions): Checkpointer {
  const workerData = { file, everyMs: options.everyMs, restartFrames: options.restartFrames, closeInFrames: CLOSE_IN_FRAMES, closeInRuns: CLOSE_IN_RUNS, behindEveryMs: Math.min(options.everyMs, BEHIND_EVERY_MS) };
  const worker = startSqliteThread(PROGRAM, workerData);
  let alive = true;
  let catchUps = 0;
  /** The writer is held for a catch-up; cleared (and the writer released) when it is done, fails or takes too long. */
  let held: NodeJS.Timeout | null = null;
  const release = () => {
    if (!held) return;
    clearTimeout(held);
    held = null;
    options.writer?.release();
  };
  worker.on('error', (error) => { alive = false; release(); options.failed(error); });
  worker.on('exit', () => { alive = false; release(); });
  worker.on('message', (m: { behind?: number; caughtUp?: { busy: number; log: number; checkpointed: number; error?: string } }) => {
    const hold = m.behind !== undefined && !held ? options.writer?.hold() : false;
    if (hold) {
      const holding = setTimeout(release, HOLD_LIMIT_MS);
      held = holding;
      // Not if the hold ran out (or the thread went) while the writer finished what it was writing.
      void Promise.resolve(hold).then(() => { if (held === holding) worker.postMessage('catch-up'); });
    }
    if (m.caughtUp) {
      if (!m.caughtUp.error && !m.caughtUp.busy && m.caughtUp.checkpointed === m.caughtUp.log) catchUps++;
      release();
    }
  });
  // A program that forgets to close its store still exits.
  worker.unref();
  return {
    get catchUps() { return catchUps; },
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
