/**
 * Review (issue 47): a reviewer's decision on a finished session before it becomes data, as TEACh's
 * authors filtered theirs. One decision per session; a later one replaces it (a reviewer may change
 * their mind). Exports leave rejected sessions out unless asked for.
 */
import { REVIEW_DECISIONS, type ReviewDecision } from '@chorehouse/protocol';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type { ReviewDecision };

export interface ReviewRecord {
  readonly sessionId: string;
  readonly decision: ReviewDecision;
  /** Why (required words for a rejection; may be empty for an approval). */
  readonly reason: string;
  /** Who decided, as the reviewer signed the decision in the console or the command line. */
  readonly reviewer: string;
  readonly at: number;
}

/** Which sessions a list wants by their review: none yet, approved, rejected. */
export type ReviewState = 'unreviewed' | ReviewDecision;

function decisionOf(value: string): ReviewDecision {
  const d = REVIEW_DECISIONS.find((x) => x === value);
  if (!d) throw new Error(`session_reviews.decision is "${value}", not one of ${REVIEW_DECISIONS.join(', ')}`);
  return d;
}

const toReview = (r: { session_id: string; decision: string; reason: string; reviewer: string; at: number | bigint | string }): ReviewRecord => ({
  sessionId: r.session_id, decision: decisionOf(r.decision), reason: r.reason, reviewer: r.reviewer, at: Number(r.at),
});

/** Records the decisions of one bulk action in one transaction: all of them or none. */
export async function reviewSessions(db: Kysely<Database>, reviews: readonly ReviewRecord[]): Promise<void> {
  if (!reviews.length) return;
  await db.transaction().execute(async (tx) => {
    for (const r of reviews) {
      const row = { decision: r.decision, reason: r.reason, reviewer: r.reviewer, at: r.at };
      await tx.insertInto('session_reviews').values({ session_id: r.sessionId, ...row })
        .onConflict((oc) => oc.column('session_id').doUpdateSet(row)).execute();
    }
  });
}

/** The decisions on these sessions (one query); sessions without one are absent. */
export async function reviewsOf(db: Kysely<Database>, sessionIds: readonly string[]): Promise<Map<string, ReviewRecord>> {
  if (!sessionIds.length) return new Map();
  const rows = await db.selectFrom('session_reviews').selectAll().where('session_id', 'in', [...new Set(sessionIds)]).execute();
  return new Map(rows.map((r) => [r.session_id, toReview(r)]));
}

/** Every decision, oldest first (exports read them once, not per session). */
export async function listReviews(db: Kysely<Database>): Promise<ReviewRecord[]> {
  const rows = await db.selectFrom('session_reviews').selectAll().orderBy('at').orderBy('session_id').execute();
  return rows.map(toReview);
}
