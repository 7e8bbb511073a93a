/**
 * Where sessions come from. Exports and replay read sessions one at a time through this interface,
 * so a source never needs to hold every session in memory: files and JSONL here, the live store
 * (a store-backed source) later, without changing the commands.
 */
import type { SessionEntry } from './parse-session.js';
import { hasBotSeat, type RecordedSession } from './recorded-session.js';

/** Which sessions a caller wants. Sources may use it to read less; callers still check `matchesQuery`. */
export interface SessionQuery {
  /** Episode splits (train, valid_seen, ...); all when absent or empty. */
  readonly splits?: readonly string[];
  /** Benchmark names ("Make Coffee") or task library names ("Coffee"); all when absent or empty. */
  readonly tasks?: readonly string[];
  /** Only sessions started at or after this epoch millisecond. */
  readonly since?: number;
  /** Keep sessions whose outcome is not `success` (the export default drops them). */
  readonly includeUnsuccessful?: boolean;
  /** Keep sessions still being played (replay checks them; exports never want them). */
  readonly includeLive?: boolean;
  /** Keep sessions with a bot seat (practice games, `bots play`); exports leave them out by default. */
  readonly includeBots?: boolean;
  /** Keep pilot sessions (the pilot switch was on, or staff played); exports leave them out by default. */
  readonly includePilot?: boolean;
  /** Keep sessions a reviewer rejected; exports leave them out by default. */
  readonly includeRejected?: boolean;
}

export interface SessionSource {
  /** For reports: "sessions.jsonl", "store (sqlite)". */
  readonly description: string;
  /** How many entries `sessions()` will yield for this query (the default one leaves some out), for a progress bar; null if unknown. */
  count(query?: SessionQuery): Promise<number | null>;
  /** Complete sessions, one at a time, in a stable order (start time, then id, for the store). */
  sessions(query?: SessionQuery): AsyncIterable<SessionEntry>;
  /**
   * The sessions this query leaves out and why (`exclusionOf`'s reasons, 'not_asked' left out),
   * where the source can tell from its rows alone (the store's); a source without it is read in full.
   */
  exclusions?(query?: SessionQuery): Promise<{ readonly sessionId: string; readonly reason: Exclude<ExclusionReason, 'not_asked'> }[]>;
}

/** Every session a source holds: live, unsuccessful and bot sessions too (what replay checks; "how many at all"). */
export const EVERY_SESSION: SessionQuery = { includeUnsuccessful: true, includeLive: true, includeBots: true, includePilot: true, includeRejected: true };

/** Whether a query leaves out some sessions (the default one does: live, unsuccessful, bot, pilot and rejected sessions). */
export function narrows(query: SessionQuery = {}): boolean {
  return Boolean(query.splits?.length || query.tasks?.length || query.since !== undefined || !query.includeUnsuccessful || !query.includeLive || !query.includeBots || !query.includePilot || !query.includeRejected);
}

/**
 * Why a query leaves a session out, the first reason in this order: not asked for (another split,
 * task or time), still live, a bot seat, a pilot session, rejected by a reviewer, not successful.
 * A dataset card counts exclusions by it.
 */
export const EXCLUSION_REASONS = ['not_asked', 'live', 'bots', 'pilot', 'rejected', 'unsuccessful'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export function exclusionOf(s: RecordedSession, query: SessionQuery = {}): ExclusionReason | null {
  if (query.splits?.length && !query.splits.includes(s.episode.split)) return 'not_asked';
  if (query.tasks?.length && !query.tasks.includes(s.episode.benchmarkName) && !query.tasks.includes(s.episode.taskName)) return 'not_asked';
  if (query.since !== undefined && s.session.startedAt < query.since) return 'not_asked';
  if (!query.includeLive && s.session.status === 'live') return 'live';
  if (!query.includeBots && hasBotSeat(s)) return 'bots';
  if (!query.includePilot && s.session.pilot) return 'pilot';
  if (!query.includeRejected && s.session.review?.decision === 'rejected') return 'rejected';
  if (!query.includeUnsuccessful && s.session.outcome !== 'success') return 'unsuccessful';
  return null;
}

export function matchesQuery(s: RecordedSession, query: SessionQuery = {}): boolean {
  return exclusionOf(s, query) === null;
}
