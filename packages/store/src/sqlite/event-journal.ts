/**
 * The event log's journal file: events appended as lines of JSON, one `write` per batch, read back
 * only after a crash. It is what makes an event durable on the SQLite store's hot path (see
 * journaled-events.ts): a `write` to the end of a file survives the process's crash as a SQLite
 * commit in WAL mode with `synchronous = NORMAL` does (the page cache keeps both; neither survives a
 * power cut), for one system call instead of a commit's six locks and four writes.
 *
 * A line is `[sessionId, at, event]`. A batch is written whole or cut back to where it began, so a
 * failed write (a full disk) leaves no part of a batch behind; a crash in the middle of a `write`
 * can leave a last line without its newline, which was never acknowledged and is dropped on reading.
 */
import { appendFileSync, closeSync, fstatSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { eventRecordSchema } from '@chorehouse/protocol';
import type { EventRow } from '../store.js';

/** What a journal held when it was read back. */
export interface JournalContents {
  /** Every complete line that parsed, in the order written. */
  readonly rows: EventRow[];
  /** Complete lines that did not parse (kept aside by the caller, never dropped silently). */
  readonly corrupt: string[];
  /** A last line without its newline: a batch whose write the crash cut, never acknowledged. */
  readonly torn: boolean;
}

export class EventJournal {
  private fd: number;
  /** Bytes in the file, all of them whole batches. */
  private size: number;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'a+');
    this.size = fstatSync(this.fd).size;
  }

  get empty(): boolean {
    return this.size === 0;
  }

  /** Writes the rows (`bodies`: each event's JSON), all or none: on failure the file is cut back and the error thrown. */
  append(rows: readonly EventRow[], bodies: readonly string[]): void {
    let text = '';
    rows.forEach((row, i) => { text += `${journalLine(row, bodies[i]!)}\n`; });
    const bytes = Buffer.from(text);
    try {
      for (let done = 0; done < bytes.length;) done += writeSync(this.fd, bytes, done);
    } catch (error) {
      try { ftruncateSync(this.fd, this.size); } catch { /* the write's own error says more */ }
      throw error;
    }
    this.size += bytes.length;
  }

  /** Empties the file, once everything in it is stored elsewhere. */
  reset(): void {
    ftruncateSync(this.fd, 0);
    this.size = 0;
  }

  /**
   * Hands what the journal holds over to `to` (a rename, replacing any file there) and starts an
   * empty journal: the rows stay durable in `to` until whoever stores them deletes it. On failure
   * nothing has changed.
   */
  handOff(to: string): void {
    renameSync(this.file, to);
    let fd: number;
    try {
      fd = openSync(this.file, 'a+');
    } catch (error) {
      try { renameSync(to, this.file); } catch { /* the open's own error says more */ }
      throw error;
    }
    closeSync(this.fd);
    this.fd = fd;
    this.size = 0;
  }

  read(): JournalContents {
    return readJournal(this.file);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** A journal file's contents (this one's, or one it handed off). */
export function readJournal(file: string): JournalContents {
  const lines = readFileSync(file, 'utf8').split('\n');
  // The text after the last newline: '' when the file ends on a whole line.
  const tail = lines.pop()!;
  const rows: EventRow[] = [];
  const corrupt: string[] = [];
  for (const line of lines) {
    const row = parseLine(line);
    if (row) rows.push(row);
    else corrupt.push(line);
  }
  return { rows, corrupt, torn: tail !== '' };
}

/** A row as the journal writes it: `[sessionId, at, event]`, the event's JSON as it is stored. */
export function journalLine(row: EventRow, body: string): string {
  return `[${JSON.stringify(row.sessionId)},${JSON.stringify(row.at)},${body}]`;
}

function parseLine(line: string): EventRow | null {
  let value: unknown;
  try { value = JSON.parse(line); } catch { return null; }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [sessionId, at, event] = value as unknown[];
  if (typeof sessionId !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  const parsed = eventRecordSchema.safeParse(event);
  return parsed.success ? { sessionId, at, event: parsed.data } : null;
}

/** Sets lines aside in a file of their own, each with why, so that nothing the journal held is lost. */
export function setAside(file: string, entries: readonly { readonly reason: string; readonly line: string }[]): void {
  if (entries.length) appendFileSync(file, entries.map((e) => `${JSON.stringify({ reason: e.reason, line: e.line })}\n`).join(''));
}
