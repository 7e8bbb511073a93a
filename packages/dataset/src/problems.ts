/** Problems found in session logs, game files and instances: data with stable codes, never exceptions. */

export const PROBLEM_CODES = [
  'source/unreadable',
  'source/bad_json',
  'source/bad_record',
  'log/malformed_event',
  'log/seq_gap',
  'log/time_backwards',
  'log/truncated',
  'replay/initial_hash',
  'replay/outcome_differs',
  'replay/final_hash',
  /** The session was recorded under another version of a part of the code (its provenance): named, with both versions. */
  'replay/version_differs',
  'game/bad_file',
  'game/no_world',
  'game/unknown_task',
  'game/replay_differs',
  'instance/bad_file',
  'instance/no_game',
  'agent/error',
  'agent/bad_reply',
] as const;

export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface DatasetProblem {
  readonly code: ProblemCode;
  readonly message: string;
  /** The session (or game) it concerns, when known. */
  readonly sessionId?: string;
  /** A file, or `file:line` for JSONL. */
  readonly where?: string;
  /** The event's sequence number and its index in the log, for event-level problems. */
  readonly seq?: number;
  readonly index?: number;
  /** What differed, for replay mismatches: the field and both values. */
  readonly field?: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

export function describeProblem(p: DatasetProblem): string {
  const at = [p.sessionId && `session ${p.sessionId}`, p.where, p.seq !== undefined && `event seq ${p.seq}`, p.index !== undefined && `#${p.index}`]
    .filter(Boolean).join(', ');
  const diff = p.field ? ` (${p.field}: expected ${JSON.stringify(p.expected)}, got ${JSON.stringify(p.actual)})` : '';
  return `[${p.code}] ${at ? `${at}: ` : ''}${p.message}${diff}`;
}
