/**
 * Review (issue 47): the console's list of finished sessions with what a reviewer needs to decide
 * (`GET /api/admin/review/sessions`), and the decisions it sends (`POST /api/admin/review/decisions`,
 * one session or many at once). Rejected sessions are left out of exports unless asked for.
 */
import { z } from 'zod/mini';
import { sessionOutcomeSchema } from './events.js';

export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** Which sessions the list shows: not reviewed yet (the default), approved, rejected, or all. */
export const REVIEW_FILTERS = ['unreviewed', 'approved', 'rejected', 'all'] as const;
export const reviewFilterSchema = z.enum(REVIEW_FILTERS);
export type ReviewFilter = z.infer<typeof reviewFilterSchema>;

/** How many sessions one bulk decision may name (their ids fit the server's 16 kB body limit). */
export const REVIEW_BULK_MAX = 200;
export const REVIEW_REASON_MAX = 500;

/** `POST decisions`: a rejection needs a reason (it is what the worker may be told); an approval may have none. */
export const reviewBodySchema = z.strictObject({
  sessionIds: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1), z.maxLength(REVIEW_BULK_MAX)),
  decision: reviewDecisionSchema,
  reason: z._default(z.string().check(z.trim(), z.maxLength(REVIEW_REASON_MAX)), ''),
  reviewer: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
}).check(z.refine((b) => b.decision !== 'rejected' || b.reason.length > 0, { message: 'a rejection needs a reason', path: ['reason'] }));
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewRecordSchema = z.object({ decision: reviewDecisionSchema, reason: z.string(), reviewer: z.string(), at: z.number() });
export type ReviewRecordBody = z.infer<typeof reviewRecordSchema>;

const perRole = z.object({ commander: z.number(), follower: z.number() });

export const reviewRowSchema = z.object({
  id: z.string(),
  task: z.string(),
  split: z.string(),
  startedAt: z.number(),
  endedAt: z.nullable(z.number()),
  durationMs: z.number(),
  outcome: z.nullable(sessionOutcomeSchema),
  success: z.boolean(),
  /** Chat messages each seat sent. */
  messages: perRole,
  /** The Follower's actions; the Commander's lookups (Progress Check, search) and camera moves. */
  actions: perRole,
  /** Times the server warned a seat it had been idle (an idle spell each). */
  idleSpells: perRole,
  /** The longest stretch with no event at all (ms): a pair that stalled shows here. */
  longestSilenceMs: z.number(),
  commander: z.object({ id: z.string(), name: z.string(), kind: z.enum(['human', 'bot', 'replaced']) }),
  follower: z.object({ id: z.string(), name: z.string(), kind: z.enum(['human', 'bot', 'replaced']) }),
  pilot: z.boolean(),
  review: z.nullable(reviewRecordSchema),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewListSchema = z.object({ sessions: z.array(reviewRowSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The answer to a decision: how many sessions it recorded. */
export const reviewResultSchema = z.object({ ok: z.literal(true), reviewed: z.number() });
export type ReviewResult = z.infer<typeof reviewResultSchema>;
