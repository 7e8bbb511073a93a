/** A session document (parsed JSON) -> `RecordedSession` plus the problems of its log. */
import type { EventRecord } from '@chorehouse/protocol';
import type { DatasetProblem } from '../problems.js';
import { eventRecordSchema, sessionFileSchema, type RecordedSession } from './recorded-session.js';

export interface SessionEntry {
  /** Null when the document could not be read at all. */
  readonly session: RecordedSession | null;
  /** Malformed or missing events, unreadable documents. A session with problems must not be exported. */
  readonly problems: readonly DatasetProblem[];
  readonly where: string;
}

function issueText(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  return first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : 'invalid';
}

/** Checks the log's own consistency: every event parses, sequence numbers run on, time never goes back, it ends. */
export function parseSessionDocument(doc: unknown, where: string): SessionEntry {
  const parsed = sessionFileSchema.safeParse(doc);
  if (!parsed.success) {
    const id = (doc as { session?: { id?: unknown } } | null)?.session?.id;
    return {
      session: null, where,
      problems: [{ code: 'source/bad_record', where, ...(typeof id === 'string' ? { sessionId: id } : {}), message: `not a session record: ${issueText(parsed.error.issues)}` }],
    };
  }
  const file = parsed.data;
  const sessionId = file.session.id;
  const problems: DatasetProblem[] = [];
  const events: EventRecord[] = [];
  let previous: EventRecord | null = null;
  file.events.forEach((raw, index) => {
    const event = eventRecordSchema.safeParse(raw);
    if (!event.success) {
      const seq = (raw as { seq?: unknown } | null)?.seq;
      problems.push({ code: 'log/malformed_event', sessionId, where, index, ...(typeof seq === 'number' ? { seq } : {}), message: `event does not match the log schema: ${issueText(event.error.issues)}` });
      return;
    }
    const e = event.data;
    if (previous && e.seq !== previous.seq + 1) {
      problems.push({ code: 'log/seq_gap', sessionId, where, index, seq: e.seq, field: 'seq', expected: previous.seq + 1, actual: e.seq, message: 'sequence numbers do not run on' });
    }
    if (previous && e.t < previous.t) {
      problems.push({ code: 'log/time_backwards', sessionId, where, index, seq: e.seq, field: 't', expected: `>= ${previous.t}`, actual: e.t, message: 'time goes backwards' });
    }
    events.push(e);
    previous = e;
  });
  // Surveys may follow the end event (players answer after the game); the end event itself must be there.
  if (file.session.status === 'ended' && !events.some((e) => e.kind === 'end')) {
    const last = events.at(-1);
    problems.push({
      code: 'log/truncated', sessionId, where, index: file.events.length,
      message: `the session ended but its log stops ${last ? `after event seq ${last.seq} (${last.kind})` : 'before any event'} without an end event`,
    });
  }
  const session: RecordedSession = {
    session: file.session,
    episode: file.episode,
    workers: file.workers,
    surveys: file.surveys,
    events,
    // The server's end event carries the live world's hash; an exported record may carry it too.
    finalWorldHash: file.finalWorldHash ?? endHash(events) ?? null,
  };
  return { session, problems, where };
}

function endHash(events: readonly EventRecord[]): string | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'end') return e.worldHash;
  }
  return undefined;
}
