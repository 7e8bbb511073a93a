/** Server -> client messages, on SERVER_EVENT. The replies to client messages are in replies.ts. */
import type { World } from '@chorehouse/sim';
import { z } from 'zod/mini';
import { endingSchema } from './endings.js';
import { protocolErrorSchema } from './errors.js';
import { eventRecordSchema, sessionOutcomeSchema } from './events.js';
import { roleSchema, viewerSchema } from './roles.js';

/**
 * The world is the simulator's plain data, the server's own output; clients render it and apply
 * `step` to action events (apply-event.ts). Checked loosely: an object with objects and agents.
 */
export const worldSchema = z.custom<World>((v) => typeof v === 'object' && v !== null && 'objects' in v && 'follower' in v);

export const SESSION_STATUSES = ['active', 'paused', 'ended'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** What the Commander (and spectators) know about the task; never sent to the Follower. */
export const taskViewSchema = z.object({
  /** The task library's name (what the checker and the agents take), e.g. 'Boil X'. */
  name: z.string(),
  /** The benchmark's name shown to people, e.g. 'Boil Potato'. */
  benchmark: z.string(),
  params: z.array(z.string()),
  /** What the worker reads as the task: the library's description in people's words (tdl's `taskInWords`), never a template name. */
  description: z.string(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

/**
 * What a worker gets when its part is over. `ending`: how it ended from this worker's seat; the page
 * shows `ENDING_WORDS[ending]` (endings.ts). `paid`: the pay rule's verdict, always that ending's (the
 * worker who timed out or left gets a distinct no-pay code, or none: completionCode null); `reason`:
 * the same words as one line, for the record. `ending` is null only for codes recorded before endings
 * had kinds; the page then shows `reason`.
 */
export const completionSchema = z.object({
  completionCode: z.nullable(z.string()), redirectUrl: z.nullable(z.string()), paid: z.boolean(), reason: z.string(),
  ending: z.nullable(endingSchema),
});
export type Completion = z.infer<typeof completionSchema>;

export const sessionStateSchema = z.object({
  type: z.literal('session/state'),
  sessionId: z.string(),
  viewer: viewerSchema,
  status: sessionStatusSchema,
  partner: z.nullable(z.object({ name: z.string(), bot: z.boolean(), connected: z.boolean() })),
  /** The world as of `seq` (the last event included). */
  world: worldSchema,
  seq: z.int(),
  /** The viewer's projection of every event so far (chat, actions, and for the Commander its checks and searches). */
  events: z.array(eventRecordSchema),
  task: z.nullable(taskViewSchema),
  surveyAnswered: z.boolean(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'), protocolVersion: z.int(),
    worker: z.object({ id: z.string(), name: z.string() }), admin: z.boolean(),
  }),
  z.object({ type: z.literal('lobby/queued'), timeoutMs: z.number() }),
  z.object({ type: z.literal('lobby/no_partner'), ...completionSchema.shape }),
  sessionStateSchema,
  z.object({ type: z.literal('session/event'), sessionId: z.string(), event: eventRecordSchema }),
  z.object({ type: z.literal('session/idle_warning'), sessionId: z.string(), timeoutMs: z.number() }),
  /** To the one who stayed: the partner's seat (`role`) is empty; answer `seat/replace` within `decideWithinMs`, else the game ends. */
  z.object({ type: z.literal('session/seat_empty'), sessionId: z.string(), role: roleSchema, decideWithinMs: z.number() }),
  z.object({ type: z.literal('session/ended'), sessionId: z.string(), outcome: sessionOutcomeSchema, reason: z.string() }),
  z.object({ type: z.literal('completion'), sessionId: z.nullable(z.string()), ...completionSchema.shape }),
  z.object({ type: z.literal('error'), ...protocolErrorSchema.shape }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type SessionStateMessage = z.infer<typeof sessionStateSchema>;

/** GET /api/completion (the worker's token): the completions of this browser's seats, newest first, again after a reload. */
export const completionLookupSchema = z.object({
  completions: z.array(z.object({ ...completionSchema.shape, sessionId: z.nullable(z.string()), outcome: z.nullable(z.string()), at: z.number() })),
});
export type CompletionLookup = z.infer<typeof completionLookupSchema>;
