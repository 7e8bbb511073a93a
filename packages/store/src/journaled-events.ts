/**
 * The SQLite store's event appends, written ahead to a journal file and stored in SQLite a moment
 * later, many at once.
 *
 * Why: an append is the one write every message of a game makes, and the server may answer only
 * once it is durable. A SQLite commit costs six file locks and four writes (17-50 us, a quarter of
 * the game server's time per message); a line appended to a file costs one `write`, with the same
 * durability (event-journal.ts). So an append is checked, written to the journal, and resolved; every
 * `FILL_EVERY_MS` the rows it holds go into SQLite in one transaction and the journal is emptied.
 *
 * What stays as it was:
 * - **Write-ahead.** An append resolves only once its journal write is done.
 * - **The contract.** A duplicate (session, seq) refuses its whole batch, as the table's key did:
 *   the highest seq of each session that appended lately is kept, and a seq at or below it is
 *   looked up in what is pending and in the table.
 * - **Reads.** Every read of the events table fills what is pending first (`settle`), so a read
 *   sees every append that resolved before it. Other processes that open the same file read the
 *   table and see appends up to `FILL_EVERY_MS` late.
 * - **Crash recovery.** A process that ends without filling leaves its rows in the journal; the
 *   next store to open the directory stores them (skipping any that were stored before the crash
 *   cut the journal's emptying short) before it reads or appends anything.
 * - **One writer.** Only the store that holds the directory's lock (process-lock.ts) journals; any
 *   other store on the same directory, in this process or another, appends straight to SQLite.
 * - **The checkpointer's hold** (write-gate.ts) now holds the fills, not the appends.
 *
 * Rows SQLite refuses when they are filled (only possible if some other writer stored the same
 * (session, seq), which the one-writer rule excludes) and journal lines that do not parse are
 * set aside, with the reason, in `<journal>.set-aside`, never dropped; a failure that is not a row's
 * (a full disk) keeps the rows pending and in the journal, and the fill is tried again.
 */
import type Sqlite from 'better-sqlite3';
import { EventJournal, journalLine, setAside } from './event-journal.js';
import { EVENT_COLUMNS, eventParameters } from './kysely-store.js';
import type { EventRow } from './store.js';
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
  /** Told of each fill: how many rows, when it began (`performance.now()`), and how long it held the thread (the bench's trace). */
  readonly onFill?: (fill: FillTiming) => void;
}

export interface FillTiming {
  readonly rows: number;
  readonly startedMs: number;
  readonly ms: number;
}

interface SessionSeq {
  highest: number;
  /** The fill count when the session last appended. */
  touched: number;
}

export class JournaledEvents {
  readonly recovery: Recovery;
  private readonly journal: EventJournal;
  private readonly insert: (rows: readonly EventRow[], bodies?: readonly string[]) => void;
  private readonly highestStored: Sqlite.Statement<[string], { highest: number | null }>;
  private readonly storedSeq: Sqlite.Statement<[string, number], unknown>;
  private pending: EventRow[] = [];
  /** Each pending row's event as JSON, written once for the journal and the table alike. */
  private pendingBodies: string[] = [];
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
    this.recovery = this.recover();
  }

  /** Rows not yet in SQLite. */
  get pendingCount(): number {
    return this.pending.length;
  }

  /** Write-ahead: checked and written to the journal, or refused whole (a duplicate, a failed write). */
  append(rows: readonly EventRow[]): void {
    if (this.closed) throw new Error('The store is closed: nothing can be appended to its event journal.');
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

  /** Stores what is pending now; the caller makes sure no transaction is open (Kysely's, across awaits). */
  fill(): void {
    if (this.closed || !this.pending.length) return;
    const { onFill } = this.options;
    if (!onFill) return this.store();
    const rows = this.pending.length;
    const startedMs = performance.now();
    this.store();
    onFill({ rows, startedMs, ms: performance.now() - startedMs });
  }

  /** The fill itself: the pending rows into SQLite in one transaction, then the journal emptied. */
  private store(): void {
    const rows = this.pending;
    const bodies = this.pendingBodies;
    try {
      this.insert(rows, bodies);
    } catch (error) {
      if (!isRowError(error)) return this.fillFailed(error);
      const stored = this.fillOneByOne(rows, bodies);
      if (stored < rows.length) return;
    }
    this.pending = [];
    this.pendingBodies = [];
    this.journal.reset();
    if (this.failing) this.options.warn('chorehouse store: the event journal is filling SQLite again.');
    this.failing = false;
    if (++this.fills % FORGET_AFTER_FILLS === 0) this.forgetQuietSessions();
  }

  /** Fills what is pending and stops; what cannot be filled stays in the journal for the next store to recover. */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.options.database.inTransaction) this.fill();
    this.closed = true;
    this.journal.close();
  }

  /** The new highest seq per session of the batch; throws if any (session, seq) is stored, pending, or twice in the batch. */
  private checkNew(rows: readonly EventRow[]): Map<string, number> {
    const highest = new Map<string, number>();
    rows.forEach((row, i) => {
      const { sessionId, event: { seq } } = row;
      const top = highest.get(sessionId) ?? this.highestOf(sessionId);
      if (seq <= top && this.taken(sessionId, seq, rows, i)) {
        throw new Error(`UNIQUE constraint failed: events.session_id, events.seq (session ${sessionId} has an event ${seq} already)`);
      }
      highest.set(sessionId, Math.max(top, seq));
    });
    return highest;
  }

  private highestOf(sessionId: string): number {
    return this.sessions.get(sessionId)?.highest ?? this.highestStored.get(sessionId)?.highest ?? -1;
  }

  /** Whether (session, seq) is in the batch before `before`, pending, or stored: only asked of a seq at or below the session's highest. */
  private taken(sessionId: string, seq: number, batch: readonly EventRow[], before: number): boolean {
    const same = (r: EventRow) => r.sessionId === sessionId && r.event.seq === seq;
    return batch.slice(0, before).some(same) || this.pending.some(same) || this.storedSeq.get(sessionId, seq) !== undefined;
  }

  private schedule(): void {
    if (this.timer || !this.pending.length) return;
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
    if (!this.options.database.inTransaction) this.fill();
    this.schedule();
  }

  /** Each row alone, after the batch was refused for a row of it: refused rows are set aside. Returns how many were dealt with before a failure that is not a row's. */
  private fillOneByOne(rows: readonly EventRow[], bodies: readonly string[]): number {
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
    if (k < rows.length) {
      this.pending = rows.slice(k);
      this.pendingBodies = bodies.slice(k);
      this.fillFailed(new Error('a failure that is not a row\'s'));
    }
    return k;
  }

  private fillFailed(error: unknown): void {
    if (!this.failing) this.options.warn(`chorehouse store: storing journaled events in SQLite failed (${String(error)}); they stay in ${this.journal.file} and are tried again.`);
    this.failing = true;
  }

  private forgetQuietSessions(): void {
    for (const [sessionId, s] of this.sessions) if (s.touched < this.fills - FORGET_AFTER_FILLS) this.sessions.delete(sessionId);
  }

  private recover(): Recovery {
    if (this.journal.empty) return { rows: 0, setAside: 0, torn: false };
    const { rows, corrupt, torn } = this.journal.read();
    setAside(this.setAsideFile, corrupt.map((line) => ({ reason: 'not a journal line', line })));
    eventInserter(this.options.database, { skipStored: true })(rows);
    this.journal.reset();
    if (corrupt.length || torn) {
      this.options.warn(`chorehouse store: recovered ${rows.length} event(s) from ${this.journal.file}`
        + `${corrupt.length ? `; ${corrupt.length} line(s) did not parse and are set aside in ${this.setAsideFile}` : ''}`
        + `${torn ? '; its last line was cut short by the crash (an event never acknowledged) and is dropped' : ''}.`);
    }
    return { rows: rows.length, setAside: corrupt.length, torn };
  }

  private get setAsideFile(): string {
    return `${this.journal.file}.set-aside`;
  }
}

/** A constraint SQLite checks per row (a duplicate key, a missing value): the row's fault, not the database's. */
function isRowError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_CONSTRAINT');
}
