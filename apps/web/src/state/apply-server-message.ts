/**
 * How each server message changes the client's state: a pure function, so it is tested without a
 * socket. The world is kept current by applying each event with the protocol's `worldAfter` (the
 * simulator's `step` for actions; it is deterministic), exactly as the server does.
 */
import { worldAfter, type EventRecord, type ServerMessage } from '@chorehouse/protocol';
import { commanderToolsFrom } from './commander-tools.js';
import type { GameState } from './game-store.js';

export function applyServerMessage(s: GameState, msg: ServerMessage, now: number): Partial<GameState> {
  switch (msg.type) {
    case 'welcome':
      return { worker: msg.worker, problem: null };
    case 'lobby/queued':
      return { queued: s.queued ?? { since: now, timeoutMs: msg.timeoutMs } };
    case 'lobby/no_partner':
      return { queued: null, noPartner: { completionCode: msg.completionCode, redirectUrl: msg.redirectUrl, paid: msg.paid, reason: msg.reason, ending: msg.ending } };
    case 'session/state':
      return {
        queued: null, sessionId: msg.sessionId, viewer: msg.viewer, status: msg.status, partner: msg.partner,
        world: msg.world, seq: msg.seq, events: msg.events, task: msg.task, surveyAnswered: msg.surveyAnswered,
        ended: endOf(msg.events), idleWarning: null,
        // A state comes after the offer on a reload (the server sends the offer again) and after a bot took the seat.
        ...(msg.sessionId !== s.sessionId || msg.partner?.bot || msg.status === 'ended' ? { seatOffer: null } : {}),
        // A new session (or a reloaded page) takes its tools from the log; a reconnect to the same one keeps them.
        ...(msg.sessionId !== s.sessionId ? { ...commanderToolsFrom(msg.events), toolMessage: null, completion: null } : {}),
      };
    case 'session/event':
      if (msg.sessionId !== s.sessionId || msg.event.seq <= s.seq) return {};
      return applyEvent(s, msg.event);
    case 'session/idle_warning':
      return msg.sessionId === s.sessionId ? { idleWarning: { at: now, timeoutMs: msg.timeoutMs } } : {};
    case 'session/seat_empty':
      return msg.sessionId === s.sessionId ? { seatOffer: { role: msg.role, at: now, timeoutMs: msg.decideWithinMs } } : {};
    case 'session/ended':
      return msg.sessionId === s.sessionId ? { status: 'ended', ended: { outcome: msg.outcome, reason: msg.reason }, seatOffer: null } : {};
    case 'completion':
      return { completion: { completionCode: msg.completionCode, redirectUrl: msg.redirectUrl, paid: msg.paid, reason: msg.reason, ending: msg.ending } };
    case 'error':
      return { problem: msg.message };
  }
}

function applyEvent(s: GameState, e: EventRecord): Partial<GameState> {
  const next: { -readonly [K in keyof GameState]?: GameState[K] } = { seq: e.seq, events: [...s.events, e] };
  const partnerRole = s.viewer === 'commander' ? 'follower' : s.viewer === 'follower' ? 'commander' : null;
  switch (e.kind) {
    case 'action':
      if (s.world) next.world = worldAfter(s.world, e);
      break;
    case 'pause':
      next.status = 'paused';
      break;
    case 'resume':
      next.status = 'active';
      // The partner came back (or a bot took its seat): nothing left to decide.
      next.seatOffer = null;
      break;
    case 'connect':
    case 'disconnect':
      if (e.role === partnerRole && s.partner) next.partner = { ...s.partner, connected: e.kind === 'connect' };
      break;
    case 'end':
      next.status = 'ended';
      next.seatOffer = null;
      next.ended = { outcome: e.outcome, reason: e.reason };
      break;
    case 'progress_check':
      next.progress = { success: e.success, goalConditions: e.goalConditions, response: e.response };
      break;
    case 'search':
      if (e.results.length) {
        next.searchResults = e.results;
        next.searchLabel = e.value;
        next.targetIndex = 0;
      }
      break;
    default:
      break;
  }
  // The warning is over once this player does something.
  if (e.kind !== 'idle_warning' && 'role' in e && e.role === s.viewer) next.idleWarning = null;
  return next;
}

function endOf(events: readonly EventRecord[]): GameState['ended'] {
  const end = events.findLast((e) => e.kind === 'end');
  return end?.kind === 'end' ? { outcome: end.outcome, reason: end.reason } : null;
}
