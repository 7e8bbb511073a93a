/**
 * Running a collection (issue 47): the plan's REST bodies (`/api/admin/collection/plan`) and the
 * lobby's control (`/api/admin/collection/lobby`). The store keeps the plan; the server counts
 * progress against it; the console and the command line read and change it through these.
 */
import { z } from 'zod/mini';

export const PLAN_STATES = ['active', 'paused', 'retired'] as const;
/** active: drawn toward its targets; paused: not drawn for now; retired: not drawn again. */
export const planStateSchema = z.enum(PLAN_STATES);
export type PlanState = z.infer<typeof planStateSchema>;

/** Far above any study (TEACh has 3,047 sessions in all), low enough to catch a slip of the keyboard. */
export const PLAN_MAX_TARGET = 100_000;
const target = z.int().check(z.minimum(0), z.maximum(PLAN_MAX_TARGET));
export const planTaskNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const splitName = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/, 'a split name such as train or valid_seen'));

/** `PUT plan/:task`: what is given replaces what was; `splits` replaces every split target of the task. */
export const planTaskChangeSchema = z.strictObject({
  /** Finished sessions wanted over all splits; null: no limit. */
  target: z.optional(z.nullable(target)),
  state: z.optional(planStateSchema),
  splits: z.optional(z.record(splitName, target)),
});
export type PlanTaskChange = z.infer<typeof planTaskChangeSchema>;

const splitProgressSchema = z.object({
  split: z.string(),
  target: z.nullable(z.number()),
  /** Sessions two people played to the end (success or finished). */
  done: z.number(),
  inPlay: z.number(),
  /** Sessions still to draw: target less done and in play, never below 0; null without a target. */
  remaining: z.nullable(z.number()),
  /** Episodes of this task and split in the pool. */
  episodes: z.number(),
});
export type SplitProgress = z.infer<typeof splitProgressSchema>;

export const taskProgressSchema = z.object({
  task: z.string(),
  /** Whether the plan names the task (a task only in the pool is drawn without a target). */
  planned: z.boolean(),
  state: planStateSchema,
  target: z.nullable(z.number()),
  done: z.number(),
  inPlay: z.number(),
  remaining: z.nullable(z.number()),
  successes: z.number(),
  /** Successes over done; null before the first. */
  successRate: z.nullable(z.number()),
  medianDurationMs: z.nullable(z.number()),
  episodes: z.number(),
  /** Whether the plan lets a new session draw it: active, its targets not met, episodes in the pool (targeted tasks are drawn before the rest). */
  open: z.boolean(),
  splits: z.array(splitProgressSchema),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

export const planProgressSchema = z.object({
  tasks: z.array(taskProgressSchema),
  totals: z.object({ target: z.number(), done: z.number(), inPlay: z.number(), remaining: z.number() }),
});
export type PlanProgress = z.infer<typeof planProgressSchema>;

export const LOBBY_MESSAGE_MAX = 500;
/** What arriving workers read while the lobby is paused, unless the researcher writes their own. */
export const DEFAULT_PAUSE_MESSAGE = 'The study is paused for a short while. Please come back later; no new games start until then.';

/** `POST lobby`: pause (no new pairing; games under way go on) or resume. */
export const lobbyControlBodySchema = z.strictObject({
  paused: z.boolean(),
  /** Shown to workers who try to join while paused. */
  message: z.optional(z.string().check(z.trim(), z.maxLength(LOBBY_MESSAGE_MAX))),
});
export type LobbyControlBody = z.infer<typeof lobbyControlBodySchema>;

/** The lobby's switch as the store keeps it. */
export const lobbyControlSchema = z.object({ paused: z.boolean(), message: z.string(), since: z.nullable(z.number()) });
export type LobbyControl = z.infer<typeof lobbyControlSchema>;

/** `POST pilot`: the pilot switch; sessions started while it is on are pilot sessions (left out of the plan and of exports). */
export const pilotSwitchBodySchema = z.strictObject({ on: z.boolean() });

/** `GET lobby`: the switch, what a drain waits for, and whether new sessions are pilot sessions. */
export const lobbyStatusSchema = z.object({ ...lobbyControlSchema.shape, waiting: z.number(), liveSessions: z.number(), pilot: z.boolean() });
export type LobbyStatus = z.infer<typeof lobbyStatusSchema>;

/** `GET /api/consent` (worker token): the consent text the researcher provides, and this worker's decision on its version. */
export const consentStatusSchema = z.object({
  /** false: the server has no consent text (CONSENT_FILE unset); nothing to agree to. */
  required: z.boolean(),
  version: z.nullable(z.string()),
  /** The researcher's Markdown, rendered by the server (raw HTML in it is shown as text). */
  html: z.string(),
  decision: z.nullable(z.enum(['agreed', 'declined'])),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** `POST /api/consent`: the worker's answer to the version they read (a stale version is refused: they read another text). */
export const consentAnswerSchema = z.strictObject({ version: z.string().check(z.minLength(1), z.maxLength(200)), agree: z.boolean() });
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

/** `GET /api/admin/collection/consents`: every decision, for the ethics board. */
export const consentListSchema = z.object({
  version: z.nullable(z.string()),
  consents: z.array(z.object({ workerId: z.string(), version: z.string(), decision: z.enum(['agreed', 'declined']), at: z.number() })),
});
export type ConsentList = z.infer<typeof consentListSchema>;
