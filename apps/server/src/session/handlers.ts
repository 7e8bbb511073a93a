/** What each in-session message does. Roles are enforced here; every change goes through the log first. */
import { isObjectAction, step, type Action } from '@chorehouse/sim';
import { protocolError, type ClientMessage, type Reply, type Role } from '@chorehouse/protocol';
import { assertNever } from './views.js';
import type { GameSession } from './game-session.js';
import { searchObjects } from './search.js';
import { checkProgress } from './task-view.js';

export type SessionMessage = Extract<ClientMessage, { type: 'action' | 'chat' | 'progress_check' | 'search' | 'finish' | 'survey' | 'session/resync' }>;

const COMMANDER_ONLY = new Set(['progress_check', 'search', 'finish']);

const refuse = (code: Parameters<typeof protocolError>[0], message: string): Reply => ({ ok: false, error: protocolError(code, message) });

export interface SurveyPort {
  /** Stores the answer; false when this worker already answered. */
  save(sessionId: string, workerId: string, role: Role, rating: number, comment: string): Promise<boolean>;
}

export async function handleSessionMessage(session: GameSession, role: Role, msg: SessionMessage, surveys: SurveyPort): Promise<Reply> {
  if (msg.type === 'session/resync') {
    session.sendTo(role, session.stateFor(role));
    return { ok: true };
  }
  if (msg.type === 'survey') return survey(session, role, msg, surveys);
  if (session.state === 'ended') return refuse('session/ended', 'The session is over.');
  if (COMMANDER_ONLY.has(msg.type) && role !== 'commander') return refuse('session/not_your_role', 'Only the Commander can do that.');
  if (session.state === 'paused' && msg.type !== 'chat') return refuse('session/paused', 'Your partner is disconnected; the session is paused.');
  session.touch(role);
  switch (msg.type) {
    case 'action': {
      const action = (msg.x !== undefined && msg.y !== undefined ? { name: msg.name, x: msg.x, y: msg.y } : { name: msg.name }) as Action;
      // The Commander moves only its own camera; objects are the Follower's.
      if (role === 'commander' && (isObjectAction(msg.name) || msg.name === 'Stop')) {
        return refuse('session/not_your_role', 'Only the Follower can interact with objects.');
      }
      const result = step(session.world, role, action);
      const event = await session.record({ kind: 'action', role, action, outcome: result.outcome as never }, result.world);
      return { ok: true, seq: event.seq, outcome: result.outcome };
    }
    case 'chat': {
      const event = await session.record({ kind: 'chat', role, text: msg.text });
      return { ok: true, seq: event.seq };
    }
    case 'progress_check': {
      const check = checkProgress(session.task, session.world);
      if (!check.ok) throw new Error(`Session ${session.id}: task does not instantiate: ${check.errors.map((e) => e.message).join('; ')}`);
      const success = check.result.success;
      const event = await session.record({ kind: 'progress_check', role: 'commander', success, goalConditions: check.goalConditions, response: check.response });
      return { ok: true, seq: event.seq, success, goalConditions: check.goalConditions, response: check.response };
    }
    case 'search': {
      const results = searchObjects(session.world, msg.by, msg.value);
      const event = await session.record({ kind: 'search', role: 'commander', by: msg.by, value: msg.value, results });
      if (!results.length) return refuse('search/not_found', `Nothing matches "${msg.value}".`);
      return { ok: true, seq: event.seq, results };
    }
    case 'finish': {
      if (!msg.confirmed) return refuse('finish/unconfirmed', 'Finish ends the session for both players; send it again with confirmed: true.');
      const check = checkProgress(session.task, session.world);
      const success = check.ok && check.result.success;
      const goalConditions = check.ok ? check.goalConditions : { satisfied: 0, total: 0 };
      const event = await session.record({ kind: 'finish', role: 'commander', success, goalConditions });
      await session.end(success ? 'success' : 'finished', success ? 'The task is done.' : 'The Commander finished before the task was done.');
      return { ok: true, seq: event.seq, success };
    }
    default:
      return assertNever(msg);
  }
}

async function survey(session: GameSession, role: Role, msg: Extract<SessionMessage, { type: 'survey' }>, surveys: SurveyPort): Promise<Reply> {
  if (session.state !== 'ended') return refuse('survey/not_ended', 'The survey comes after the session.');
  const worker = session.participants[role].workerId;
  if (session.surveyed.has(role) || !(await surveys.save(session.id, worker, role, msg.rating, msg.comment))) {
    return refuse('survey/already_answered', 'You already answered the survey.');
  }
  session.surveyed.add(role);
  const event = await session.record({ kind: 'survey', role, rating: msg.rating, comment: msg.comment });
  await session.sendCompletion(role);
  return { ok: true, seq: event.seq };
}
