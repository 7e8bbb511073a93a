/** Server -> client messages (on SERVER_EVENT) and the acknowledgement replies to client messages. */
import type { World } from '@chorehouse/sim';
import { z } from 'zod';
import { protocolErrorSchema } from './errors.js';
import { eventRecordSchema, goalConditionsSchema, outcomeSchema, roleSchema, searchResultSchema, sessionOutcomeSchema } from './events.js';

/** The world is the simulator's plain data; clients render it and apply `step` to action events. */
const worldSchema = z.custom<World>((v) => typeof v === 'object' && v !== null && 'objects' in v);

export const SESSION_STATUSES = ['active', 'paused', 'ended'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const viewerSchema = z.enum(['commander', 'follower', 'spectator']);
export type Viewer = z.infer<typeof viewerSchema>;

/** What the Commander (and spectators) know about the task; never sent to the Follower. */
export const taskViewSchema = z.object({
  /** The task library's name (what the checker and the agents take), e.g. 'Boil X'. */
  name: z.string(),
  /** The benchmark's name shown to people, e.g. 'Boil Potato'. */
  benchmark: z.string(),
  params: z.array(z.string()),
  description: z.string(),
});
export type TaskView = z.infer<typeof taskViewSchema>;

/**
 * What a worker gets when its part is over. `paid`: the pay rule's verdict (the worker who timed out
 * or left gets a distinct no-pay code, or none: completionCode null); `reason`: why the game ended.
 */
export const completionSchema = z.object({
  completionCode: z.string().nullable(), redirectUrl: z.string().nullable(), paid: z.boolean(), reason: z.string(),
});
export type Completion = z.infer<typeof completionSchema>;

export const sessionStateSchema = z.object({
  type: z.literal('session/state'),
  sessionId: z.string(),
  viewer: viewerSchema,
  status: sessionStatusSchema,
  partner: z.object({ name: z.string(), bot: z.boolean(), connected: z.boolean() }).nullable(),
  /** The world as of `seq` (the last event included). */
  world: worldSchema,
  seq: z.number().int(),
  /** The viewer's projection of every event so far (chat, actions, and for the Commander its checks and searches). */
  events: z.array(eventRecordSchema),
  task: taskViewSchema.nullable(),
  surveyAnswered: z.boolean(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'), protocolVersion: z.number().int(),
    worker: z.object({ id: z.string(), name: z.string() }), admin: z.boolean(),
  }),
  z.object({ type: z.literal('lobby/queued'), timeoutMs: z.number() }),
  z.object({ type: z.literal('lobby/no_partner'), ...completionSchema.shape }),
  sessionStateSchema,
  z.object({ type: z.literal('session/event'), sessionId: z.string(), event: eventRecordSchema }),
  z.object({ type: z.literal('session/idle_warning'), sessionId: z.string(), timeoutMs: z.number() }),
  z.object({ type: z.literal('session/ended'), sessionId: z.string(), outcome: sessionOutcomeSchema, reason: z.string() }),
  z.object({ type: z.literal('completion'), sessionId: z.string().nullable(), ...completionSchema.shape }),
  z.object({ type: z.literal('error'), ...protocolErrorSchema.shape }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type SessionStateMessage = z.infer<typeof sessionStateSchema>;

/** The acknowledgement of a client message: ok with a per-message body, or a typed error. */
export const replySchema = z.union([
  z.object({ ok: z.literal(true), seq: z.number().int().optional() }).catchall(z.unknown()),
  z.object({ ok: z.literal(false), error: protocolErrorSchema }),
]);
export type Reply = z.infer<typeof replySchema>;
export type OkReply<T extends object = object> = { ok: true; seq?: number } & T;

/** Bodies of the ok replies, by message type. */
export const actionReplySchema = z.object({ ok: z.literal(true), seq: z.number().int(), outcome: outcomeSchema });
export const progressCheckReplySchema = z.object({
  ok: z.literal(true), seq: z.number().int(), success: z.boolean(), goalConditions: goalConditionsSchema, response: z.unknown(),
});
export const searchReplySchema = z.object({ ok: z.literal(true), seq: z.number().int(), results: z.array(searchResultSchema) });
export const finishReplySchema = z.object({ ok: z.literal(true), seq: z.number().int(), success: z.boolean() });
export type ActionReply = z.infer<typeof actionReplySchema>;
export type ProgressCheckReply = z.infer<typeof progressCheckReplySchema>;
export type SearchReply = z.infer<typeof searchReplySchema>;

/** GET /api/completion (the worker's token): the completions of this browser's seats, newest first, again after a reload. */
export const completionLookupSchema = z.object({
  completions: z.array(completionSchema.extend({ sessionId: z.string().nullable(), outcome: z.string().nullable(), at: z.number() })),
});
export type CompletionLookup = z.infer<typeof completionLookupSchema>;

export { roleSchema };
