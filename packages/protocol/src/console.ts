/**
 * The console's REST bodies (`/api/admin/console/*`): what the server's console routes send and
 * what the console parses at its boundary (STYLE.md item 4). One schema per body, both sides.
 */
import { z } from 'zod/mini';
import { endingSchema } from './endings.js';
import { eventRecordSchema, sessionOutcomeSchema } from './events.js';
import { platformSchema } from './arrival-response.js';
import { roleSchema } from './roles.js';
import { worldSchema } from './server-messages.js';

const seatSchema = z.object({
  id: z.string(), name: z.string(), bot: z.boolean(), connected: z.nullable(z.boolean()),
  /** Provenance: who held the seat (a person, a bot, or a bot in a person's place). */
  kind: z.optional(z.enum(['human', 'bot', 'replaced'])),
  /** The pay rule's verdict (null: a bot seat, or still live) and the code handed out (null: none). */
  paid: z.optional(z.nullable(z.enum(['paid', 'unpaid']))),
  code: z.optional(z.nullable(z.string())),
  /** How the game ended for this seat's worker, as its completion recorded it (null: no completion yet, or recorded before endings had kinds). */
  ending: z.optional(z.nullable(endingSchema)),
});

/**
 * A row's state as the process answering sees it: its own live game's (`active`, `paused`), `ended`;
 * with several processes, `elsewhere` (live, owned by another process: `owner` names it) and
 * `taking_over` (live, its owner's lease lapsed: a process takes it over at its next look);
 * `orphaned`: live in the store with no process running it (one process on SQLite, before a restart).
 */
export const SESSION_ROW_STATES = ['active', 'paused', 'ended', 'orphaned', 'elsewhere', 'taking_over'] as const;

export const sessionRowSchema = z.object({
  id: z.string(),
  status: z.enum(['live', 'ended']),
  state: z.enum(SESSION_ROW_STATES),
  /** The process (SERVER_ID) that owns the live game, when several share the store; older servers send none. */
  owner: z.optional(z.nullable(z.string())),
  outcome: z.nullable(sessionOutcomeSchema),
  endReason: z.nullable(z.string()),
  startedAt: z.number(),
  endedAt: z.nullable(z.number()),
  durationMs: z.number(),
  lastActivityAt: z.number(),
  /** `benchmark`: one of TEACh's 12 benchmark tasks' names, or null for a library task chosen by name; `taskName`: the library task. */
  task: z.nullable(z.object({ benchmark: z.nullable(z.string()), taskName: z.string(), params: z.array(z.string()), floorPlan: z.number(), split: z.string() })),
  commander: seatSchema,
  follower: seatSchema,
  actions: z.object({ follower: z.number(), commander: z.number(), utterances: z.number() }),
  /** A pilot session (older servers send none): left out of the plan and of exports unless asked for. */
  pilot: z.optional(z.boolean()),
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

export const sessionListSchema = z.object({ now: z.number(), sessions: z.array(sessionRowSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const surveyAnswerSchema = z.object({ workerId: z.string(), role: roleSchema, rating: z.number(), comment: z.string() });

export const replayBundleSchema = z.object({
  session: sessionRowSchema,
  episode: z.object({
    id: z.string(), taskName: z.string(), benchmarkName: z.string(), params: z.array(z.string()),
    floorPlan: z.number(), split: z.string(), worldHash: z.string(), world: worldSchema,
  }),
  events: z.array(eventRecordSchema),
  surveys: z.array(surveyAnswerSchema),
  finalWorldHash: z.string(),
});
export type ReplayBundle = z.infer<typeof replayBundleSchema>;

export const workerRowSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  externalId: z.string(),
  name: z.string(),
  vetted: z.boolean(),
  blocked: z.boolean(),
  /** The research team's own (older servers send none): their sessions are pilot sessions. */
  staff: z.optional(z.boolean()),
  createdAt: z.number(),
  activity: z.enum(['waiting', 'playing', 'idle']),
  sessions: z.array(z.string()),
  successes: z.number(),
  ended: z.number(),
  ratings: z.object({ count: z.number(), mean: z.nullable(z.number()) }),
});
export type WorkerRow = z.infer<typeof workerRowSchema>;
/** One page of workers; `next` names the page after it (null on the last). */
export const workerListSchema = z.object({ workers: z.array(workerRowSchema), next: z.optional(z.nullable(z.string())) });
export type WorkerList = z.infer<typeof workerListSchema>;

export const episodeSummarySchema = z.object({
  id: z.string(), taskName: z.string(), benchmarkName: z.string(), params: z.array(z.string()),
  floorPlan: z.number(), split: z.string(), solutionSteps: z.number(), sessions: z.number(),
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;
export const poolSchema = z.object({ size: z.number(), episodes: z.array(episodeSummarySchema) });
export type Pool = z.infer<typeof poolSchema>;
export const growReportSchema = z.object({ added: z.number(), rejected: z.number(), failures: z.array(z.string()) });
export type GrowReport = z.infer<typeof growReportSchema>;

const meanStdSchema = z.object({ mean: z.number(), std: z.number() });
const splitRowSchema = z.object({ split: z.string(), sessions: z.number(), edhInstances: z.number(), tfdInstances: z.number() });

/** packages/dataset's `dialogueTables` over the exportable successful sessions: the paper's Table 3 and Table 6 and friends. */
export const dialogueTablesSchema = z.object({
  table3: z.object({ rows: z.array(splitRowSchema), total: splitRowSchema }),
  table6: z.array(z.object({
    speaker: z.enum(['Commander', 'Driver', 'All']), utterances: z.number(), utterancesPerSession: meanStdSchema,
    wordsPerUtterance: meanStdSchema, tokens: z.number(), vocabulary: z.number(),
  })),
  vocabularySize: z.number(),
  utterancesPerSpeaker: z.object({ Commander: z.number(), Driver: z.number() }),
});
export type DialogueTablesBody = z.infer<typeof dialogueTablesSchema>;

export const consoleStatsSchema = z.object({
  live: z.number(),
  ended: z.number(),
  perTask: z.array(z.object({ task: z.string(), sessions: z.number(), successes: z.number(), successRate: z.number() })),
  sessions: z.array(z.object({
    id: z.string(), task: z.string(), split: z.string(), outcome: z.nullable(z.string()), success: z.boolean(),
    actions: z.number(), utterances: z.number(), durationMs: z.number(),
  })),
  edhPerSplit: z.record(z.string(), z.number()),
  /** Sessions the dataset's parser flags (the same ones `chorehouse replay` flags): left out of exports. */
  unexportable: z.number(),
  dialogue: dialogueTablesSchema,
});
export type ConsoleStats = z.infer<typeof consoleStatsSchema>;

export const okBodySchema = z.looseObject({ ok: z.literal(true) });
export const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const auditEntrySchema = z.object({ id: z.string(), at: z.number(), action: z.string(), target: z.string(), reason: z.string() });
export const auditSchema = z.object({ audit: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A JPEG thumbnail as a data URL (never a link elsewhere); null where the view has nothing yet. */
const thumbnailSchema = z.nullable(z.string().check(z.startsWith('data:image/jpeg;base64,')));

/** `GET sessions/:id/contact-sheet`: a page of a session's frames, as the dataset exports them. */
export const contactSheetSchema = z.object({
  sessionId: z.string(),
  gameId: z.string(),
  total: z.number().check(z.int()),
  from: z.number().check(z.int()),
  size: z.number().check(z.int()),
  interactions: z.array(z.object({
    index: z.number().check(z.int()),
    time: z.number(),
    agent: z.enum(['Commander', 'Driver']),
    actionId: z.number().check(z.int()),
    /** TEACh's name for the action id (the dataset's table: the console keeps no copy). */
    action: z.string(),
    success: z.boolean(),
    detail: z.nullable(z.string()),
    frames: z.object({ driver: thumbnailSchema, commander: thumbnailSchema, targetobject: thumbnailSchema }),
  })),
});
export type ContactSheet = z.infer<typeof contactSheetSchema>;
export type ContactSheetRow = ContactSheet['interactions'][number];
