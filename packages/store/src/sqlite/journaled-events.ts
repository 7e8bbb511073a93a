/**
 * The SQLite store's event appends, written ahead to a journal file and stored in SQLite a moment
 * later, many at once, by a thread of their own.
 *
 * Why: an append is the one write every message of a game makes, and the server may answer only
 * once it is durable. A SQLite commit costs six file locks and four writes (a large share of the
 * game server's time per message); a line appended to a file costs one `write`, with the same
 * durability (event-journal.ts). So an append is checked, written to the journal, and resolved.
 * Every `FILL_EVERY_MS` the journal is handed off (renamed to `<journal>.filling`, a new one begun)
 * and a thread with its own connection stores its rows in one transaction (journal-filler.ts); the
 * file is deleted once they are stored. Filling on the event loop cost the server time for every
 * event of every game at once, and held every game for as long as a fill took.
 *
 * What stays as it was:
 * - **Write-ahead.** An append resolves only once its journal write is done.
 * - **The contract.** A duplicate (session, seq) refuses its whole batch, as the table's key did:
 *   the highest seq of each session that appended lately is kept, and a seq at or below it is
 *   looked up in what is pending, in what was handed off, and in the table.
 * - **Reads.** The event log's read takes a session's rows that are not stored yet (`unstored`)
 *   with the table's (sqlite-event-log.ts), so it sees every append that resolved before it without
 *   waiting for a fill; the store's counts over the table store what is pending first (`drain`).
 *   Other processes that open the same file read the table and see appends up to `FILL_EVERY_MS`
 *   (and a fill) late.
 * - **Crash recovery.** A process that ends without filling leaves its rows in the handed-off file
 *   and the journal; the next store to open the directory stores them, in that order (skipping any
 *   that were stored before the crash cut the file's deletion short), before it reads or appends.
 * - **One writer.** Only the store that holds the directory's lock (process-lock.ts) journals; any
 *   other store on the same directory, in this process or another, appends straight to SQLite.
 * - **The checkpointer's hold** (write-gate.ts) holds the fills, not the appends: none is handed
 *   off while it is shut, and it is not shut while the thread fills.
 *
 * What the thread cannot store (a row SQLite refuses, a busy or failing database, a thread that
 * died) is stored on the event loop, as before the thread: rows SQLite refuses (only possible if
 * some other writer stored the same (session, seq), which the one-writer rule excludes) and journal
 * lines that do not parse are set aside, with the reason, in `<journal>.set-aside`, never dropped;
 * a failure that is not a row's (a full disk) keeps the rows handed off, and the fill is tried again.
 */
import { existsSync, unlinkSync } from 'node:fs';
import type Sqlite from 'better-sqlite3';
import { EventJournal, journalLine, readJournal, setAside } from './event-journal.js';
import { startJournalFiller, type JournalFiller } from './journal-filler.js';
import { EventLogError } from '../event-log/event-log.js';
import { EVENT_COLUMNS, eventParameters } from '../event-log/event-rows.js';
import type { EventRow } from '../store.js';
import type { WriteGate } from './write-gate.js';

/** How long an appended event may wait in the journal before it is stored in SQLite. */
export const FILL_EVERY_MS = 50;
/** A session that appended nothing in this many fills has its highest seq looked up again when it next appends. */
const FORGET_AFTER_FILLS = 200;

/**
 * The rows stored in one transaction (a lone row is its own); `bodies`: each event's JSON, when the
 * caller has written it already. `skipStored`: a row whose (session, seq) is stored already is skipped, not refused.
 */
export function eventInserter(database: Sqlite.Database, options: { readonly skipStored: boolean }): (rows: readonly EventRow[], bodies?: readonly string[]) => void {
  const onConflict = options.skipStored ? ' on conflict ("session_id", "seq") do nothing' : '';
  const insert = database.prepare(`insert into "events" (${EVENT_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${EVENT_COLUMNS.map(() => '?').join(', ')})${onConflict}`);
  const batch = database.transaction((rows: readonly EventRow[], bodies?: readonly string[]) => { rows.forEach((row, i) => insert.run(eventParameters(row, bodies?.[i]))); });
  return (rows, bodies) => { if (rows.length === 1) insert.run(eventParameters(rows[0]!, bodies?.[0])); else batch(rows, bodies); };
}

/** What the journal held when the store opened. */
export interface Recovery {
  /** Rows read back (those already in the table are among them, and were skipped). */
  readonly rows: number;
  /** Lines that did not parse, set aside. */
  readonly setAside: number;
  /** The last line was cut short by the crash (never acknowledged, so dropped). */
  readonly torn: boolean;
}

export interface JournaledEventsOptions {
  readonly database: Sqlite.Database;
  readonly journalFile: string;
  readonly gate: WriteGate;
  readonly fillEveryMs?: number;
  /** Told of what an operator should know: a recovery that found damage, rows set aside, fills failing and resuming. */
  readonly warn: (message: string) => void;
  /** Told of each fill: how many rows, when it began (`performance.now()`), how long it took, and where it ran (the bench's trace). */
  readonly onFill?: (fill: FillTiming) => void;
}

export interface FillTiming {
  readonly rows: number;
  readonly startedMs: number;
  readonly ms: number;
  /** Stored by the filling thread (journal-filler.ts): the caller's thread was not held. False: stored on the caller's thread, which it held for `ms`. */
  readonly onThread: boolean;
}

interface SessionSeq {
  highest: number;
  /** The fill count when the session last appended. */
  touched: number;
}

/** Rows the journal handed off to a file of their own (`<journal>.filling`), stored and then deleted. */
interface HandedOff {
  rows: readonly EventRow[];
  bodies: readonly string[];
  /** To be stored on the caller's thread: the filling thread could not (a refused row, a busy or failing database, a thread that died). */
  here: boolean;
}

export class JournaledEvents {
  readonly recovery: Recovery;
  private readonly journal: EventJournal;
  private readonly insert: (rows: readonly EventRow[], bodies?: readonly string[]) => void;
  private readonly highestStored: Sqlite.Statement<[string], { highest: number | null }>;
  private readonly storedSeq: Sqlite.Statement<[string, number], unknown>;
  /** Rows in the journal, not handed off yet. */
  private pending: EventRow[] = [];
  /** Each pending row's event as JSON, written once for the journal and the table alike. */
  private pendingBodies: string[] = [];
  private handedOff: HandedOff | null = null;
  /** The filling thread's fill of `handedOff`, while it runs. */
  private inFlight: Promise<void> | null = null;
  /** Started with the journal, so that it is ready by the first fill (it takes some 30 ms to start). */
  private readonly filler: JournalFiller;
  private readonly sessions = new Map<string, SessionSeq>();
  private fills = 0;
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private closed = false;

  /** Opens the journal and stores what a crashed process left in it; the caller holds the directory's lock and no transaction is open. */
  constructor(private readonly options: JournaledEventsOptions) {
    const { database } = options;
    this.journal = new EventJournal(options.journalFile);
    this.insert = eventInserter(database, { skipStored: false });
    this.highestStored = database.prepare('select max("seq") as "highest" from "events" where "session_id" = ?');
    this.storedSeq = database.prepare('select 1 from "events" where "session_id" = ? and "seq" = ?');
    try {
      this.recovery = recover(this.journal, options);
    } catch (error) {
      // Not migrated yet (no events table), or the journal cannot be read: the caller tries again later.
      this.journal.close();
      throw error;
    }
    this.filler = startJournalFiller(database.name);
  }

  /** Rows not yet in SQLite. */
  get pendingCount(): number {
    return this.pending.length + (this.handedOff?.rows.length ?? 0);
  }

  /**
   * A session's rows not known to be in SQLite yet (pending, or handed off and maybe filled a
   * moment ago), as (seq, body): a read takes these before it reads the table, and the table wins
   * where both have a seq (sqlite-event-log.ts).
   */
  unstored(sessionId: string): { readonly seq: number; readonly body: string }[] {
    const out: { seq: number; body: string }[] = [];
    const collect = (rows: readonly EventRow[], bodies: readonly string[]) => rows.forEach((row, i) => { if (row.sessionId === sessionId) out.push({ seq: row.event.seq, body: bodies[i]! }); });
    if (this.handedOff) collect(this.handedOff.rows, this.handedOff.bodies);
    collect(this.pending, this.pendingBodies);
    return out;
  }

  /** The filling thread is writing to SQLite now. */
  get filling(): boolean {
    return this.inFlight !== null;
  }

  /** Write-ahead: checked and written to the journal, or refused whole (a duplicate, a failed write). */
  append(rows: readonly EventRow[]): void {
    if (this.closed) throw new EventLogError('event-log/closed', 'The store is closed: nothing can be appended to its event journal.');
    const highest = this.checkNew(rows);
    const bodies = rows.map((row) => JSON.stringify(row.event));
    this.journal.append(rows, bodies);
    for (const [sessionId, seq] of highest) this.sessions.set(sessionId, { highest: seq, touched: this.fills });
    rows.forEach((row, i) => {
      this.pending.push(row);
      this.pendingBodies.push(bodies[i]!);
    });
    this.schedule();
  }

  /**
   * Stores every row appended so far (the filling thread's fill first, then what it could not
   * store, then what is pending), so that a read of the table sees them; a failure that is not a
   * row's leaves rows in the journal, to be tried again. The caller makes sure no transaction is
   * open on the store's connection (Kysely's, across awaits): rows stored on this thread must not
   * join it, and the filling thread would wait for it.
   */
  async drain(): Promise<void> {
    await this.landed();
    // What was handed off before, then what is pending now: each batch in one step, or two when the thread
    // could not store it and this thread does. None while the checkpointer holds the fills; a failure that
    // is not a row's ends it (the timer tries again).
    for (let step = 0; step < 4 && this.pendingCount && !this.closed; step++) {
      await this.options.gate.passed();
      this.step();
      await this.landed();
      if (this.failing) return;
    }
  }

  /** Stores what is pending and stops; what cannot be stored stays in the journal for the next store to recover. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.options.database.inTransaction) await this.landed();
    else await this.drain();
    this.closed = true;
    await this.filler.stop();
    this.journal.close();
  }

  /** Resolves once no fill runs on the filling thread. */
  async landed(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /**
   * One fill: what was handed off and not stored yet, or else what is pending, handed off now. The
   * filling thread stores it; when it cannot, this thread does (unless a transaction is open: the
   * next step does).
   */
  private step(): void {
    if (this.inFlight || this.closed) return;
    if (!this.handedOff && !this.handOff()) return;
    const batch = this.handedOff!;
    if (!batch.here && this.filler.alive) {
      this.inFlight = this.fillOnThread(batch);
      return;
    }
    if (!this.options.database.inTransaction) this.fillHere(batch);
  }

  /** Renames the journal's rows over to the handed-off file; false when there is nothing to hand off, or the rename failed (the rows stay pending). */
  private handOff(): boolean {
    if (!this.pending.length) return false;
    try {
      this.journal.handOff(this.handedOffFile);
    } catch (error) {
      this.fillFailed(error);
      return false;
    }
    this.handedOff = { rows: this.pending, bodies: this.pendingBodies, here: false };
    this.pending = [];
    this.pendingBodies = [];
    return true;
  }

  private async fillOnThread(batch: HandedOff): Promise<void> {
    const filled = await this.filler.fill(this.handedOffFile, batch.rows.length);
    this.inFlight = null;
    if ('error' in filled) {
      // This thread stores it next: it sets refused rows aside one by one, and says what failed.
      batch.here = true;
      if (!this.filler.alive) this.options.warn(`chorehouse store: the event journal's filling thread stopped (${filled.error}); SQLite is filled on the event loop from now on.`);
    } else {
      this.stored();
      this.options.onFill?.({ rows: batch.rows.length, startedMs: filled.startedMs, ms: filled.ms, onThread: true });
    }
    this.schedule();
  }

  /** The handed-off rows stored on this thread in one transaction, or one by one if SQLite refuses a row of them. */
  private fillHere(batch: HandedOff): void {
    const startedMs = performance.now();
    try {
      this.insert(batch.rows, batch.bodies);
    } catch (error) {
      if (!isRowError(error)) return this.fillFailed(error);
      if (!this.fillOneByOne(batch)) return;
    }
    this.stored();
    this.options.onFill?.({ rows: batch.rows.length, startedMs, ms: performance.now() - startedMs, onThread: false });
  }

  /** The handed-off rows are in SQLite: their file goes. */
  private stored(): void {
    this.handedOff = null;
    // Should it stay, the next hand-off's rename replaces it, and a recovery skips rows already stored.
    try { unlinkSync(this.handedOffFile); } catch { /* see above */ }
    if (this.failing) this.options.warn('chorehouse store: the event journal is filling SQLite again.');
    this.failing = false;
    if (++this.fills % FORGET_AFTER_FILLS === 0) this.forgetQuietSessions();
  }

  /** The new highest seq per session of the batch; throws if any (session, seq) is stored, pending, or twice in the batch. */
  private checkNew(rows: readonly EventRow[]): Map<string, number> {
    const highest = new Map<string, number>();
    rows.forEach((row, i) => {
      const { sessionId, event: { seq } } = row;
      const top = highest.get(sessionId) ?? this.highestOf(sessionId);
      if (seq <= top && this.taken(sessionId, seq, rows, i)) {
        throw new EventLogError('event-log/duplicate', `session ${sessionId} has an event ${seq} already`);
      }
      highest.set(sessionId, Math.max(top, seq));
    });
    return highest;
  }

  private highestOf(sessionId: string): number {
    return this.sessions.get(sessionId)?.highest ?? this.highestStored.get(sessionId)?.highest ?? -1;
  }

  /** Whether (session, seq) is in the batch before `before`, pending, handed off, or stored: only asked of a seq at or below the session's highest. */
  private taken(sessionId: string, seq: number, batch: readonly EventRow[], before: number): boolean {
    const same = (r: EventRow) => r.sessionId === sessionId && r.event.seq === seq;
    return batch.slice(0, before).some(same) || this.pending.some(same) || (this.handedOff?.rows.some(same) ?? false)
      || this.storedSeq.get(sessionId, seq) !== undefined;
  }

  private schedule(): void {
    // A fill on the thread schedules the next when it ends.
    if (this.timer || this.inFlight || !this.pendingCount) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fillWhenFree();
    }, this.options.fillEveryMs ?? FILL_EVERY_MS);
    // A program that forgets to close its store still exits; the journal keeps what was not filled.
    this.timer.unref();
  }

  private fillWhenFree(): void {
    // A hold the checkpointer lets go of while the store closes: the close filled what there was.
    if (this.closed) return;
    const held = this.options.gate.waiting;
    if (held) {
      void held.then(() => this.fillWhenFree());
      return;
    }
    this.step();
    this.schedule();
  }

  /** Each row alone, after the batch was refused for a row of it: refused rows are set aside. False when a failure that is not a row's stopped it (the rest stays handed off). */
  private fillOneByOne(batch: HandedOff): boolean {
    const { rows, bodies } = batch;
    const aside: { reason: string; line: string }[] = [];
    let k = 0;
    for (; k < rows.length; k++) {
      try {
        this.insert([rows[k]!], [bodies[k]!]);
      } catch (error) {
        if (!isRowError(error)) break;
        aside.push({ reason: String(error), line: journalLine(rows[k]!, bodies[k]!) });
      }
    }
    setAside(this.setAsideFile, aside);
    if (aside.length) this.options.warn(`chorehouse store: SQLite refused ${aside.length} journaled event(s); they are set aside in ${this.setAsideFile}.`);
    if (k === rows.length) return true;
    // The file keeps every row (a recovery skips those stored); this thread stores the rest next time.
    this.handedOff = { rows: rows.slice(k), bodies: bodies.slice(k), here: true };
    this.fillFailed(new Error('a failure that is not a row\'s'));
    return false;
  }

  private fillFailed(error: unknown): void {
    if (!this.failing) this.options.warn(`chorehouse store: storing journaled events in SQLite failed (${String(error)}); they stay in ${this.journal.file} and are tried again.`);
    this.failing = true;
  }

  private forgetQuietSessions(): void {
    for (const [sessionId, s] of this.sessions) if (s.touched < this.fills - FORGET_AFTER_FILLS) this.sessions.delete(sessionId);
  }

  private get handedOffFile(): string {
    return handedOffFile(this.journal.file);
  }

  private get setAsideFile(): string {
    return setAsideFile(this.journal.file);
  }
}

/** Stores what a crashed writer left, for a store that only reads: the caller holds the directory's lock and no transaction is open. */
export function recoverJournal(options: Pick<JournaledEventsOptions, 'database' | 'journalFile' | 'warn'>): Recovery {
  const journal = new EventJournal(options.journalFile);
  try {
    return recover(journal, options);
  } finally {
    journal.close();
  }
}

/** The journal's rows in a file of their own while they are stored. */
const handedOffFile = (journalFile: string) => `${journalFile}.filling`;
/** Lines and rows that could not be stored, each with why. */
const setAsideFile = (journalFile: string) => `${journalFile}.set-aside`;

/**
 * What a crashed writer left: the rows it had handed off (stored or not) and then its journal's,
 * stored in that order, skipping rows already stored; lines that do not parse are set aside.
 */
function recover(journal: EventJournal, options: Pick<JournaledEventsOptions, 'database' | 'warn'>): Recovery {
  const handedOff = handedOffFile(journal.file);
  const files = [...(existsSync(handedOff) ? [handedOff] : []), ...(journal.empty ? [] : [journal.file])];
  if (!files.length) return { rows: 0, setAside: 0, torn: false };
  const read = files.map(readJournal);
  const rows = read.flatMap((r) => r.rows);
  const corrupt = read.flatMap((r) => r.corrupt);
  const torn = read.some((r) => r.torn);
  const aside = setAsideFile(journal.file);
  setAside(aside, corrupt.map((line) => ({ reason: 'not a journal line', line })));
  eventInserter(options.database, { skipStored: true })(rows);
  if (existsSync(handedOff)) unlinkSync(handedOff);
  journal.reset();
  if (corrupt.length || torn) {
    options.warn(`chorehouse store: recovered ${rows.length} event(s) from ${files.join(' and ')}`
      + `${corrupt.length ? `; ${corrupt.length} line(s) did not parse and are set aside in ${aside}` : ''}`
      + `${torn ? '; its last line was cut short by the crash (an event never acknowledged) and is dropped' : ''}.`);
  }
  return { rows: rows.length, setAside: corrupt.length, torn };
}

/** A constraint SQLite checks per row (a duplicate key, a missing value): the row's fault, not the database's. */
function isRowError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_CONSTRAINT');
}
