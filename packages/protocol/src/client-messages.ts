/**
 * Client -> server messages. Every one travels on CLIENT_EVENT with a socket.io acknowledgement,
 * is parsed with `clientMessageSchema`, and is answered with the reply its type names in
 * replies.ts (`ReplyTo<T>`).
 */
import { isObjectAction } from '@chorehouse/sim';
import { z } from 'zod/mini';
import { actionNameSchema } from './events.js';
import { ROLES } from './roles.js';
import { LIMITS } from './version.js';
import { workerText } from './worker-text.js';

const unit = z.number().check(z.minimum(0), z.lt(1));

export const lobbyJoinSchema = z.strictObject({
  type: z.literal('lobby/join'),
  /** 'bot' seats the rule-based agent as partner (solo trial, demos, tests). */
  partner: z._default(z.enum(['human', 'bot']), 'human'),
  /** With a bot partner: the seat the bot takes (default: the bot commands). */
  botRole: z._default(z.enum(ROLES), 'commander'),
});

export const lobbyLeaveSchema = z.strictObject({ type: z.literal('lobby/leave') });

/** A Follower action (16 of them, plus Stop) or, for the Commander, a move of its own camera. */
export const actionMessageSchema = z.strictObject({
  type: z.literal('action'),
  name: actionNameSchema,
  x: z.optional(unit),
  y: z.optional(unit),
}).check(z.refine((m) => isObjectAction(m.name) === (m.x !== undefined && m.y !== undefined), {
  message: 'object actions need a click (x and y); motion actions take none',
}));

export const chatMessageSchema = z.strictObject({ type: z.literal('chat'), text: workerText(1, LIMITS.maxChatChars) });

export const progressCheckMessageSchema = z.strictObject({ type: z.literal('progress_check') });

/** SearchObject by free text ("mug", "Coffee Machine") or by an object id from a Progress Check. */
export const searchMessageSchema = z.strictObject({
  type: z.literal('search'),
  by: z.enum(['text', 'id']),
  value: workerText(1, LIMITS.maxSearchChars),
});

/** Finish needs `confirmed: true`; without it the server answers 'finish/unconfirmed' and nothing ends. */
export const finishMessageSchema = z.strictObject({ type: z.literal('finish'), confirmed: z.boolean() });

export const surveyMessageSchema = z.strictObject({
  type: z.literal('survey'),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z._default(workerText(0, LIMITS.maxCommentChars, { multiline: true }), ''),
});

/** Ask for the whole view again (after a client lost track). */
export const resyncMessageSchema = z.strictObject({ type: z.literal('session/resync') });

/**
 * The partner left and did not come back within the grace period: the one who stayed takes the
 * offer (`session/seat_empty`) to finish with the rule-based bot in the empty seat, or declines.
 */
export const seatReplaceMessageSchema = z.strictObject({ type: z.literal('seat/replace'), accept: z.boolean() });

/** Admin sockets only: watch a live session with both players' views. */
export const spectateMessageSchema = z.strictObject({ type: z.literal('spectate'), sessionId: z.string().check(z.minLength(1), z.maxLength(64)) });

const CLIENT_MESSAGE_SCHEMAS = [
  lobbyJoinSchema, lobbyLeaveSchema, actionMessageSchema, chatMessageSchema, progressCheckMessageSchema,
  searchMessageSchema, finishMessageSchema, surveyMessageSchema, resyncMessageSchema, seatReplaceMessageSchema, spectateMessageSchema,
] as const;

export const clientMessageSchema = z.discriminatedUnion('type', CLIENT_MESSAGE_SCHEMAS);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** What a client writes (defaults may be left out). */
export type ClientMessageInput = z.input<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = CLIENT_MESSAGE_SCHEMAS.map((o) => o.shape.type.def.values[0] as ClientMessageType);

/** The socket.io handshake `auth` object. */
export const handshakeSchema = z.object({
  protocolVersion: z.int(),
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
});
export type Handshake = z.infer<typeof handshakeSchema>;
