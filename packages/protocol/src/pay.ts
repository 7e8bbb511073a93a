/**
 * Pay (issue 47): the pay rule (base plus bonuses for success and per minute) and what the console
 * shows before the platforms' files are downloaded (`GET /api/admin/review/pay`): each worker's
 * total and effective hourly rate.
 */
import { z } from 'zod/mini';

const money = z.number().check(z.minimum(0), z.maximum(1000));

export const payRuleSchema = z.object({
  /** The study's or HIT's reward per submission, in the currency's major unit (2.50). */
  base: money,
  /** Added when the session ended in success. */
  successBonus: z._default(money, 0),
  /** Added per minute played (the session's duration). */
  perMinute: z._default(money, 0),
  /** For people reading the files: MTurk pays in USD, Prolific in the study's currency. */
  currency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), 'USD'),
});
export type PayRule = z.infer<typeof payRuleSchema>;

export const PAY_FILES = ['prolific-approve.txt', 'prolific-bonus.csv', 'mturk-batch-results.csv', 'mturk-bonus.csv'] as const;
export const payFileSchema = z.enum(PAY_FILES);
export type PayFileName = z.infer<typeof payFileSchema>;

export const workerPaySchema = z.object({
  workerId: z.string(),
  platform: z.enum(['mturk', 'prolific', 'local', 'bot']),
  externalId: z.string(),
  sessions: z.number(),
  paidSessions: z.number(),
  minutes: z.number(),
  totalCents: z.number(),
  /** Total over the hours played; null with no time played. */
  hourlyCents: z.nullable(z.number()),
});
export type WorkerPayBody = z.infer<typeof workerPaySchema>;

export const paySummarySchema = z.object({
  rule: payRuleSchema,
  workers: z.array(workerPaySchema),
  /** MTurk seats whose arrival carried no assignment id: no file can name them. */
  unmatched: z.array(z.object({ sessionId: z.string(), workerId: z.string() })),
});
export type PaySummary = z.infer<typeof paySummarySchema>;
