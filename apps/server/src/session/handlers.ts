/**
 * What each in-session message does, once the door (door.ts) has checked its sender and the
 * session's stage. Every change goes through the log first (`record` is write-ahead).
 */
import { step, type Action, type World } from '@chorehouse/sim';
import { protocolError, type ClientMessage, type EndingCause, type ErrorCode, type ErrorReply, type EventRecord, type NewEvent, type ReplyTo, type Role, type SessionOutcome, type SessionStatus } from '@chorehouse/protocol';
import type { Connection } from './connection.js';
import { searchObjects } from './search.js';
import { checkProgress, type SessionTask } from './task-view.js';

/** Ends a live session from the admin console (audit-logged by the route before it knocks). */
export interface AdminEndCommand {
  readonly type: 'admin/end';
  readonly reason: string;
  /** The seat that is not paid (its worker was blocked). */
  readonly unpaid?: Role;
}

export interface SurveyPort {
  /** Stores the answer; false when this worker already answered. */
  save(sessionId: string, workerId: string, role: Role, rating: number, comment: string): Promise<boolean>;
}

/** The session's private capabilities, lent to the handlers while they run inside its queue. */
export interface SessionContext {
  readonly id: string;
  readonly world: World;
  readonly task: SessionTask;
  readonly state: SessionStatus;
  workerOf(role: Role): { readonly workerId: string; readonly bot: boolean };
  /** Write-ahead: stored, then the world changes, then broadcast. */
  record(event: NewEvent, world?: World): Promise<EventRecord>;
  /** `unpaid`: the seat the pay rule refuses (it timed out, left, or was blocked). */
  /** `cause`: the seat that timed out, left or was removed, and how (null: nobody's doing). */
  end(outcome: SessionOutcome, reason: string, cause?: EndingCause | null): Promise<void>;
  touch(role: Role): void;
  sendState(role: Role): Promise<void>;
  /** The state to one connection of `role`'s seat (nothing if it is not one). */
  sendStateTo(conn: Connection, role: Role): Promise<void>;
  sendCompletion(role: Role): Promise<void>;
  surveyed(role: Role): boolean;
  markSurveyed(role: Role): void;
  /** The one who stayed takes or declines the bot for its partner's empty seat. */
  answerSeatOffer(role: Role, accept: boolean): Promise<ReplyTo<'seat/replace'>>;
  readonly surveys: SurveyPort;
}

type Msg<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

export const refuse = (code: ErrorCode, message: string): ErrorReply => ({ ok: false, error: protocolError(code, message) });

/** Answers the asking connection only: one state per resync, whatever the number of tabs (the socket limits how often). */
export async function resync(s: SessionContext, role: Role, _msg: Msg<'session/resync'>, origin?: Connection): Promise<ReplyTo<'session/resync'>> {
  if (origin) await s.sendStateTo(origin, role);
  else await s.sendState(role);
  return { ok: true };
}

export async function action(s: SessionContext, role: Role, msg: Msg<'action'>): Promise<ReplyTo<'action'>> {
  const act = (msg.x !== undefined && msg.y !== undefined ? { name: msg.name, x: msg.x, y: msg.y } : { name: msg.name }) as Action;
  const result = step(s.world, role, act);
  const event = await s.record({ kind: 'action', role, action: act, outcome: result.outcome }, result.world);
  return { ok: true, seq: event.seq, outcome: result.outcome };
}

export async function chat(s: SessionContext, role: Role, msg: Msg<'chat'>): Promise<ReplyTo<'chat'>> {
  const event = await s.record({ kind: 'chat', role, text: msg.text });
  return { ok: true, seq: event.seq };
}

export async function progressCheck(s: SessionContext): Promise<ReplyTo<'progress_check'>> {
  const check = checkProgress(s.task, s.world);
  if (!check.ok) throw new Error(`Session ${s.id}: task does not instantiate: ${check.errors.map((e) => e.message).join('; ')}`);
  const success = check.result.success;
  const event = await s.record({ kind: 'progress_check', role: 'commander', success, goalConditions: check.goalConditions, response: check.response });
  // The response itself went to the Commander in the event, just before this reply.
  return { ok: true, seq: event.seq, success, goalConditions: check.goalConditions };
}

export async function search(s: SessionContext, _role: Role, msg: Msg<'search'>): Promise<ReplyTo<'search'>> {
  const results = searchObjects(s.world, msg.by, msg.value);
  const event = await s.record({ kind: 'search', role: 'commander', by: msg.by, value: msg.value, results });
  if (!results.length) return refuse('search/not_found', `Nothing matches "${msg.value}".`);
  return { ok: true, seq: event.seq, results };
}

export async function finish(s: SessionContext, _role: Role, msg: Msg<'finish'>): Promise<ReplyTo<'finish'>> {
  if (!msg.confirmed) return refuse('finish/unconfirmed', 'Finish ends the session for both players; send it again with confirmed: true.');
  const check = checkProgress(s.task, s.world);
  const success = check.ok && check.result.success;
  const goalConditions = check.ok ? check.goalConditions : { satisfied: 0, total: 0 };
  const event = await s.record({ kind: 'finish', role: 'commander', success, goalConditions });
  await s.end(success ? 'success' : 'finished', success ? 'The task is done.' : 'The Commander finished before the task was done.');
  return { ok: true, seq: event.seq, success };
}

export async function survey(s: SessionContext, role: Role, msg: Msg<'survey'>): Promise<ReplyTo<'survey'>> {
  const seat = s.workerOf(role);
  if (seat.bot) return refuse('session/not_your_role', 'Bots do not answer the survey.');
  if (s.surveyed(role) || !(await s.surveys.save(s.id, seat.workerId, role, msg.rating, msg.comment))) {
    return refuse('survey/already_answered', 'You already answered the survey.');
  }
  s.markSurveyed(role);
  const event = await s.record({ kind: 'survey', role, rating: msg.rating, comment: msg.comment });
  await s.sendCompletion(role);
  return { ok: true, seq: event.seq };
}

export async function adminEnd(s: SessionContext, _caller: 'admin', msg: AdminEndCommand): Promise<{ ok: true } | ErrorReply> {
  await s.end('admin_ended', msg.reason, msg.unpaid ? { role: msg.unpaid, how: 'removed' } : null);
  return { ok: true };
}

export async function seatReplace(s: SessionContext, role: Role, msg: Msg<'seat/replace'>): Promise<ReplyTo<'seat/replace'>> {
  return s.answerSeatOffer(role, msg.accept);
}
