/**
 * The event log, one port of the store (DESIGN.md section 3): `append` resolves once the events are
 * durable, `read` gives a session's log back. How an implementation gets fast (group commit, the
 * SQLite journal and its threads, PostgreSQL's multi-row INSERT) stays behind this interface, and no
 * reader reaches into a writer's buffers from outside it.
 */
import type { EventRecord } from '@chorehouse/protocol';

/**
 * The owner of a session's log and its fencing token. The store admits an append whose token is at
 * least the highest it has seen for that session and refuses an older one, so a process that lost
 * its lease to a newer owner cannot write (issue 46). Tokens only grow; the owner's name is for the
 * error message and the operator.
 */
export interface Fence {
  readonly owner: string;
  readonly token: number;
}

/** One append: events of one session, in order, stored together or not at all. */
export interface EventAppend {
  readonly sessionId: string;
  readonly events: readonly EventRecord[];
  /** Wall-clock milliseconds the events were recorded at (the rows' `created_at`). */
  readonly at: number;
  /** The appending owner's fence; without one the append is admitted (the embedded server, the command line, imports). */
  readonly fence?: Fence;
}

export interface ReadOptions {
  /**
   * True: the events are parsed but not checked against the schema again. For a live session's own
   * log (its state messages): the server's typed code made them, and a restart checks them; checking
   * again on every join and resync cost the event loop time for every event of the log.
   */
  readonly trusted?: boolean;
}

export interface EventLog {
  /**
   * Write-ahead: resolves once every event of the append is durable; rejects with nothing of it
   * stored. Appends made in the same turn of the event loop are written together (group commit),
   * each answered on its own: one refused append does not refuse the others.
   * Rejects with an `EventLogError` (`event-log/duplicate`, `event-log/fenced`, `event-log/closed`)
   * or, for a failure of the database itself (a full disk), with the driver's error.
   */
  append(append: EventAppend): Promise<void>;
  /** The session's events in `seq` order: every append that resolved before the read began is in it. */
  read(sessionId: string, options?: ReadOptions): Promise<EventRecord[]>;
  /**
   * Resolves once every append that resolved before is visible to other connections to the same
   * database (another store, a reader thread), not only to this log's `read`.
   */
  settle(): Promise<void>;
}

export const EVENT_LOG_ERRORS = ['event-log/duplicate', 'event-log/fenced', 'event-log/closed'] as const;
export type EventLogErrorCode = (typeof EVENT_LOG_ERRORS)[number];

/** A refusal of the log's contract (not a failure of the database): its code says which. */
export class EventLogError extends Error {
  override readonly name = 'EventLogError';
  constructor(readonly code: EventLogErrorCode, message: string) {
    super(message);
  }
}

export const isEventLogError = (error: unknown, code?: EventLogErrorCode): error is EventLogError =>
  error instanceof EventLogError && (code === undefined || error.code === code);
