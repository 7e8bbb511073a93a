/**
 * The one table of what a session accepts: for each message type, who may send it, in which stage
 * of the session, and its handler. `GameSession.handle` is the only caller of `dispatch`; the
 * gateway, the bot seat and the admin routes reach a session through `handle` and nothing else.
 */
import { ROLES, type ClientMessage, type ErrorCode, type ErrorReply, type Reply, type ReplyTo, type Role } from '@chorehouse/protocol';
import { isObjectAction } from '@chorehouse/sim';
import type { Connection } from './connection.js';
import { action, adminEnd, chat, finish, progressCheck, refuse, resync, search, seatReplace, survey, type AdminEndCommand, type SessionContext } from './handlers.js';

/** Who knocks: one of the two players, or an admin (REST console). */
export type DoorCaller = Role | 'admin';

/** The client messages a session handles (the rest belong to the lobby or the gateway). */
export type PlayerSessionMessage = Extract<ClientMessage, { type: 'action' | 'chat' | 'progress_check' | 'search' | 'finish' | 'survey' | 'session/resync' | 'seat/replace' }>;
export type SessionMessage = PlayerSessionMessage | AdminEndCommand;
export type SessionMessageType = SessionMessage['type'];

/** The reply to a message at the door: the protocol's reply table for client messages; ok or an error for admin/end. */
export type DoorReply<T extends SessionMessageType> = T extends PlayerSessionMessage['type'] ? ReplyTo<T> : { ok: true } | ErrorReply;

/**
 * When a message is accepted: `any` stage; `live` (active or paused); `active` only; `ended` only.
 * A refused stage answers with the code below and changes nothing.
 */
export type Stage = 'any' | 'live' | 'active' | 'ended';

export interface DoorEntry<M extends SessionMessage, C extends DoorCaller> {
  readonly roles: readonly C[];
  readonly stage: Stage;
  /** A finer role rule on the payload (the Commander may move its camera, never an object); null when allowed. */
  readonly forbids?: (caller: C, message: M) => string | null;
  /** `origin`: the connection that sent the message, when it came from one. */
  readonly run: (session: SessionContext, caller: C, message: M, origin?: Connection) => Promise<DoorReply<M['type']>>;
}

type Table = {
  readonly [T in PlayerSessionMessage['type']]: DoorEntry<Extract<PlayerSessionMessage, { type: T }>, Role>;
} & {
  readonly 'admin/end': DoorEntry<AdminEndCommand, 'admin'>;
};

const PLAYERS: readonly Role[] = ROLES;
const COMMANDER: readonly Role[] = ['commander'];

export const DOOR: Table = {
  'session/resync': { roles: PLAYERS, stage: 'any', run: resync },
  survey: { roles: PLAYERS, stage: 'ended', run: survey },
  chat: { roles: PLAYERS, stage: 'live', run: chat },
  action: {
    roles: PLAYERS, stage: 'active', run: action,
    // The Commander moves only its own camera; objects (and Stop) are the Follower's.
    forbids: (role, m) => (role === 'commander' && (isObjectAction(m.name) || m.name === 'Stop') ? 'Only the Follower can interact with objects.' : null),
  },
  // Looking the task up and finishing need nothing from the Follower: a Commander whose partner is
  // away may still see that everything is done and end the game (both are paid; views.ts).
  progress_check: { roles: COMMANDER, stage: 'live', run: progressCheck },
  search: { roles: COMMANDER, stage: 'active', run: search },
  finish: { roles: COMMANDER, stage: 'live', run: finish },
  // While paused: the partner is gone and the one who stayed decides.
  'seat/replace': { roles: PLAYERS, stage: 'live', run: seatReplace },
  'admin/end': { roles: ['admin'], stage: 'live', run: adminEnd },
};

/** Every client message type the door handles: the gateway and the bot seat ask this, nothing else lists them. */
export const SESSION_MESSAGE_TYPES: readonly PlayerSessionMessage['type'][] = ['session/resync', 'survey', 'chat', 'action', 'progress_check', 'search', 'finish', 'seat/replace'];

export function isSessionMessage(m: ClientMessage): m is PlayerSessionMessage {
  return (SESSION_MESSAGE_TYPES as readonly string[]).includes(m.type);
}

const STAGE_REFUSAL: Record<Exclude<Stage, 'any'>, { readonly ok: (s: SessionContext['state']) => boolean; readonly code: ErrorCode; readonly message: string }> = {
  live: { ok: (s) => s !== 'ended', code: 'session/ended', message: 'The session is over.' },
  active: { ok: (s) => s === 'active', code: 'session/paused', message: 'Your partner is disconnected; the session is paused.' },
  ended: { ok: (s) => s === 'ended', code: 'survey/not_ended', message: 'The survey comes after the session.' },
};

const ROLE_REFUSAL: Record<DoorCaller, string> = {
  commander: 'Only the Follower can do that.',
  follower: 'Only the Commander can do that.',
  admin: 'Admins watch and end sessions; they do not play.',
};

/** Role, then stage, then the payload's role rule; only then does the handler run (inside the session's queue). */
export async function dispatch<M extends SessionMessage>(session: SessionContext, caller: DoorCaller, message: M, origin?: Connection): Promise<DoorReply<M['type']>>;
export async function dispatch(session: SessionContext, caller: DoorCaller, message: SessionMessage, origin?: Connection): Promise<Reply> {
  // One lookup of a table typed per message type; the entry and the message agree by construction.
  const entry = DOOR[message.type] as DoorEntry<SessionMessage, DoorCaller>;
  if (!entry.roles.includes(caller)) return refuse('session/not_your_role', ROLE_REFUSAL[caller]);
  if (entry.stage !== 'any') {
    const rule = STAGE_REFUSAL[entry.stage];
    if (!rule.ok(session.state)) {
      // A message that needs an active session also fails on an ended one, with the ended code.
      return session.state === 'ended' && entry.stage !== 'ended' ? refuse('session/ended', 'The session is over.') : refuse(rule.code, rule.message);
    }
  }
  const forbidden = entry.forbids?.(caller, message);
  if (forbidden) return refuse('session/not_your_role', forbidden);
  if (caller !== 'admin' && entry.stage !== 'any' && entry.stage !== 'ended') session.touch(caller);
  return entry.run(session, caller, message, origin);
}
