/** The shapes the console reads from the admin API and its console routes, parsed at the boundary (STYLE.md item 4). */
import { eventRecordSchema, sessionOutcomeSchema } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { z } from 'zod';

const seatSchema = z.object({
  id: z.string(), name: z.string(), bot: z.boolean(), connected: z.boolean().nullable(),
  /** Provenance and pay (servers before issue 16 did not send them). */
  kind: z.enum(['human', 'bot', 'replaced']).optional(),
  paid: z.enum(['paid', 'unpaid']).nullable().optional(),
  code: z.string().nullable().optional(),
});

export const sessionRowSchema = z.object({
  id: z.string(),
  status: z.enum(['live', 'ended']),
  state: z.enum(['active', 'paused', 'ended', 'orphaned']),
  outcome: sessionOutcomeSchema.nullable(),
  endReason: z.string().nullable(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  durationMs: z.number(),
  lastActivityAt: z.number(),
  task: z.object({ name: z.string(), params: z.array(z.string()), floorPlan: z.number(), split: z.string() }).nullable(),
  commander: seatSchema,
  follower: seatSchema,
  actions: z.object({ follower: z.number(), commander: z.number(), utterances: z.number() }),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

export const sessionListSchema = z.object({ now: z.number(), sessions: z.array(sessionRowSchema) });

const worldSchema = z.custom<World>((v) => typeof v === 'object' && v !== null && 'objects' in v && 'follower' in v);

export const replayBundleSchema = z.object({
  session: sessionRowSchema,
  episode: z.object({
    id: z.string(), taskName: z.string(), benchmarkName: z.string(), params: z.array(z.string()),
    floorPlan: z.number(), split: z.string(), worldHash: z.string(), world: worldSchema,
  }),
  events: z.array(eventRecordSchema),
  surveys: z.array(z.object({ workerId: z.string(), role: z.enum(['commander', 'follower']), rating: z.number(), comment: z.string() })),
  finalWorldHash: z.string(),
});
export type ReplayBundle = z.infer<typeof replayBundleSchema>;

export const workerRowSchema = z.object({
  id: z.string(),
  platform: z.enum(['mturk', 'prolific', 'local']),
  externalId: z.string(),
  name: z.string(),
  vetted: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.number(),
  activity: z.enum(['waiting', 'playing', 'idle']),
  sessions: z.array(z.string()),
  successes: z.number(),
  ended: z.number(),
  ratings: z.object({ count: z.number(), mean: z.number().nullable() }),
});
export type WorkerRow = z.infer<typeof workerRowSchema>;
/** One page of workers; `next` names the page after it (null on the last). */
export const workerListSchema = z.object({ workers: z.array(workerRowSchema), next: z.string().nullable().optional() });

export const episodeSummarySchema = z.object({
  id: z.string(), taskName: z.string(), benchmarkName: z.string(), params: z.array(z.string()),
  floorPlan: z.number(), split: z.string(), solutionSteps: z.number(), sessions: z.number(),
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;
export const poolSchema = z.object({ size: z.number(), episodes: z.array(episodeSummarySchema) });
export const tasksSchema = z.object({ tasks: z.array(z.string()) });
export const growReportSchema = z.object({ added: z.number(), rejected: z.number(), failures: z.array(z.string()) });

export const statsSchema = z.object({
  live: z.number(),
  ended: z.number(),
  perTask: z.array(z.object({ task: z.string(), sessions: z.number(), successes: z.number(), successRate: z.number() })),
  sessions: z.array(z.object({
    id: z.string(), task: z.string(), split: z.string(), outcome: z.string().nullable(), success: z.boolean(),
    actions: z.number(), utterances: z.number(), durationMs: z.number(),
  })),
  edhPerSplit: z.record(z.string(), z.number()),
  unexportable: z.number(),
});
export type ConsoleStats = z.infer<typeof statsSchema>;

export const okSchema = z.object({ ok: z.literal(true) }).loose();
export const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const auditSchema = z.object({
  audit: z.array(z.object({ id: z.string(), at: z.number(), action: z.string(), target: z.string(), reason: z.string() })),
});
export type AuditEntry = z.infer<typeof auditSchema>['audit'][number];
