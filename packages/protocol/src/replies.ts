/**
 * The reply table: for every client message type, the schema of its acknowledgement. A reply is
 * that type's ok body or a typed error; `ReplyTo<T>` is its type, what `request()` returns in the
 * web and in the agents' wire client, and what the server's handler for T must produce.
 */
import { z } from 'zod/mini';
import type { ClientMessageType } from './client-messages.js';
import { protocolErrorSchema } from './errors.js';
import { outcomeSchema, searchResultSchema } from './events.js';
import { goalConditionsSchema } from './progress-check.js';

export const errorReplySchema = z.object({ ok: z.literal(false), error: protocolErrorSchema });
export type ErrorReply = z.infer<typeof errorReplySchema>;

const ok = z.literal(true);
const seq = z.int();

/** The ok body of each message type's reply. */
export const OK_REPLY_SCHEMAS = {
  /** With a bot partner or a waiting partner: the session; otherwise queued (a `lobby/queued` message follows). */
  'lobby/join': z.union([z.object({ ok, sessionId: z.string() }), z.object({ ok, queued: z.literal(true) })]),
  'lobby/leave': z.object({ ok }),
  action: z.object({ ok, seq, outcome: outcomeSchema }),
  chat: z.object({ ok, seq }),
  /**
   * The verdict only: the whole response (every subgoal and step) is in the `progress_check` event
   * with this `seq`, which the Commander is sent just before this reply. Until protocol 3 the reply
   * repeated it, so a Commander parsed every Progress Check twice.
   */
  progress_check: z.object({ ok, seq, success: z.boolean(), goalConditions: goalConditionsSchema }),
  search: z.object({ ok, seq, results: z.array(searchResultSchema) }),
  finish: z.object({ ok, seq, success: z.boolean() }),
  survey: z.object({ ok, seq }),
  'session/resync': z.object({ ok }),
  'seat/replace': z.object({ ok }),
  spectate: z.object({ ok }),
} as const satisfies Record<ClientMessageType, z.ZodMiniType>;

export type OkReplyTo<T extends ClientMessageType> = z.infer<(typeof OK_REPLY_SCHEMAS)[T]>;
/** The reply to a message of type T: its ok body, or an error. */
export type ReplyTo<T extends ClientMessageType> = OkReplyTo<T> | ErrorReply;
/** Any reply (what the socket's acknowledgement carries). */
export type Reply = ReplyTo<ClientMessageType>;

export type ActionReply = OkReplyTo<'action'>;
export type ProgressCheckReply = OkReplyTo<'progress_check'>;
export type SearchReply = OkReplyTo<'search'>;

const cache = new Map<ClientMessageType, z.ZodMiniType>();

/** The whole reply schema of type T: its ok body or an error. */
export function replySchemaFor<T extends ClientMessageType>(type: T): z.ZodMiniType<ReplyTo<T>> {
  let schema = cache.get(type);
  if (!schema) cache.set(type, (schema = z.union([OK_REPLY_SCHEMAS[type], errorReplySchema])));
  return schema as z.ZodMiniType<ReplyTo<T>>;
}

/** Parses the acknowledgement of a message of type T; null when it is not what the table says. */
export function parseReply<T extends ClientMessageType>(type: T, raw: unknown): ReplyTo<T> | null {
  const r = replySchemaFor(type).safeParse(raw);
  return r.success ? r.data : null;
}
