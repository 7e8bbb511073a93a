/**
 * Client -> server messages. Every one travels on CLIENT_EVENT with a socket.io acknowledgement,
 * is parsed with `clientMessageSchema`, and is answered with a `Reply` (server-messages.ts).
 */
import { ACTION_NAMES, isObjectAction, type ActionName } from '@chorehouse/sim';
import { z } from 'zod';
import { LIMITS } from './version.js';

const actionName = z.enum(ACTION_NAMES as readonly ActionName[] as [ActionName, ...ActionName[]]);
const unit = z.number().min(0).lt(1);

export const lobbyJoinSchema = z.object({
  type: z.literal('lobby/join'),
  /** 'bot' seats the rule-based agent as partner (solo trial, demos, tests). */
  partner: z.enum(['human', 'bot']).default('human'),
  /** With a bot partner: the seat the bot takes (default: the bot commands). */
  botRole: z.enum(['commander', 'follower']).default('commander'),
}).strict();

export const lobbyLeaveSchema = z.object({ type: z.literal('lobby/leave') }).strict();

/** A Follower action (16 of them, plus Stop) or, for the Commander, a move of its own camera. */
export const actionMessageSchema = z.object({
  type: z.literal('action'),
  name: actionName,
  x: unit.optional(),
  y: unit.optional(),
}).strict().refine((m) => isObjectAction(m.name) === (m.x !== undefined && m.y !== undefined), {
  message: 'object actions need a click (x and y); motion actions take none',
});

export const chatMessageSchema = z.object({
  type: z.literal('chat'),
  text: z.string().trim().min(1).max(LIMITS.maxChatChars),
}).strict();

export const progressCheckMessageSchema = z.object({ type: z.literal('progress_check') }).strict();

/** SearchObject by free text ("mug", "Coffee Machine") or by an object id from a Progress Check. */
export const searchMessageSchema = z.object({
  type: z.literal('search'),
  by: z.enum(['text', 'id']),
  value: z.string().trim().min(1).max(LIMITS.maxSearchChars),
}).strict();

/** Finish needs `confirmed: true`; without it the server answers 'finish/unconfirmed' and nothing ends. */
export const finishMessageSchema = z.object({ type: z.literal('finish'), confirmed: z.boolean() }).strict();

export const surveyMessageSchema = z.object({
  type: z.literal('survey'),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(LIMITS.maxCommentChars).default(''),
}).strict();

/** Ask for the whole view again (after a client lost track). */
export const resyncMessageSchema = z.object({ type: z.literal('session/resync') }).strict();

/** Admin sockets only: watch a live session with both players' views. */
export const spectateMessageSchema = z.object({ type: z.literal('spectate'), sessionId: z.string().min(1).max(64) }).strict();

export const clientMessageSchema = z.discriminatedUnion('type', [
  lobbyJoinSchema, lobbyLeaveSchema, actionMessageSchema, chatMessageSchema, progressCheckMessageSchema,
  searchMessageSchema, finishMessageSchema, surveyMessageSchema, resyncMessageSchema, spectateMessageSchema,
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** What a client writes (defaults may be left out). */
export type ClientMessageInput = z.input<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = clientMessageSchema.options.map((o) => o.shape.type.value);

/** The socket.io handshake `auth` object. */
export const handshakeSchema = z.object({
  protocolVersion: z.number().int(),
  token: z.string().min(1).max(1000),
});
export type Handshake = z.infer<typeof handshakeSchema>;
