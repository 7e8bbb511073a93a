/**
 * A hand-written check of what the server sends, equivalent to the protocol's zod schemas
 * (serverMessageSchema, replySchema, arrivalResponseSchema) without zod in the game page. The test
 * beside it feeds both the same messages, each field removed or mistyped, and requires the same
 * verdict. Returns the message itself (unknown extra keys are left in, as zod would ignore them).
 */
import type { ArrivalResponse, CompletionLookup, Reply, ServerMessage } from '@chorehouse/protocol';
import { ACTION_NAMES, OUTCOME_CODES } from '@chorehouse/sim';

// Copies of the protocol's lists (importing them would bring its schemas and zod); the test checks they are equal.
export const ERROR_CODES = [
  'protocol/version', 'protocol/unknown_type', 'protocol/bad_payload', 'protocol/too_large', 'protocol/rate_limited',
  'auth/missing_token', 'auth/invalid_token', 'auth/bad_arrival', 'auth/blocked',
  'lobby/not_vetted', 'lobby/already_queued', 'lobby/in_session', 'lobby/no_episode',
  'session/none', 'session/not_your_role', 'session/paused', 'session/ended', 'session/busy',
  'search/not_found', 'finish/unconfirmed', 'survey/not_ended', 'survey/already_answered', 'tutorial/unfinished',
  'admin/unauthorized', 'admin/not_found', 'server/internal',
] as const;
export const SESSION_OUTCOMES = ['success', 'finished', 'abandoned', 'admin_ended', 'no_episode'] as const;

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlain = (v: unknown): v is Obj => isObj(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));
const str = (v: unknown) => typeof v === 'string';
const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const int = (v: unknown) => num(v) && Number.isInteger(v);
const bool = (v: unknown) => typeof v === 'boolean';
const nullOr = (ok: (v: unknown) => boolean) => (v: unknown) => v === null || ok(v);
const optional = (ok: (v: unknown) => boolean) => (v: unknown) => v === undefined || ok(v);
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const arrayOf = (ok: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.every(ok);
const shape = (fields: Readonly<Record<string, (v: unknown) => boolean>>) => (v: unknown): boolean =>
  isObj(v) && Object.entries(fields).every(([k, ok]) => ok(v[k]));

const ROLES = ['commander', 'follower'];
const role = oneOf(ROLES);
const commander = (v: unknown) => v === 'commander';
const goalConditions = shape({ satisfied: num, total: num });
const xyz = { x: num, y: num, z: num };
const searchResult = shape({ objectId: str, objectType: str, position: shape(xyz), camera: shape({ ...xyz, yaw: num, pitch: num }) });
const outcome = shape({ success: bool, code: oneOf(OUTCOME_CODES), message: str, objectId: nullOr(str), changes: arrayOf(isPlain) });
const wireAction = shape({ name: oneOf(ACTION_NAMES), x: optional(num), y: optional(num) });
const seqT = (v: unknown) => int(v) && (v as number) >= 0;

const EVENTS: Readonly<Record<string, (v: unknown) => boolean>> = {
  action: shape({ role, action: wireAction, outcome }),
  chat: shape({ role, text: str }),
  // zod requires the key of an `unknown` field to be there, whatever its value.
  progress_check: (v) => shape({ role: commander, success: bool, goalConditions })(v) && 'response' in (v as Obj),
  search: shape({ role: commander, by: oneOf(['text', 'id']), value: str, results: arrayOf(searchResult) }),
  finish: shape({ role: commander, success: bool, goalConditions }),
  connect: shape({ role }),
  disconnect: shape({ role }),
  pause: shape({ role, reason: oneOf(['disconnected']) }),
  resume: () => true,
  idle_warning: shape({ role }),
  survey: shape({ role, rating: (v) => int(v) && (v as number) >= 1 && (v as number) <= 5, comment: str }),
  end: shape({ outcome: oneOf(SESSION_OUTCOMES), reason: str }),
};

export const isEventRecord = (v: unknown): boolean =>
  isObj(v) && seqT(v.seq) && seqT(v.t) && typeof v.kind === 'string' && Object.hasOwn(EVENTS, v.kind) && EVENTS[v.kind]!(v);

const completion = { completionCode: nullOr(str), redirectUrl: nullOr(str), paid: bool, reason: str };
const MESSAGES: Readonly<Record<string, (v: unknown) => boolean>> = {
  welcome: shape({ protocolVersion: int, worker: shape({ id: str, name: str }), admin: bool }),
  'lobby/queued': shape({ timeoutMs: num }),
  'lobby/no_partner': shape(completion),
  'session/state': shape({
    sessionId: str, viewer: oneOf(['commander', 'follower', 'spectator']), status: oneOf(['active', 'paused', 'ended']),
    partner: nullOr(shape({ name: str, bot: bool, connected: bool })),
    world: (w) => typeof w === 'object' && w !== null && 'objects' in w,
    seq: int, events: arrayOf(isEventRecord),
    task: nullOr(shape({ name: str, benchmark: str, params: arrayOf(str), description: str })), surveyAnswered: bool,
  }),
  'session/event': shape({ sessionId: str, event: isEventRecord }),
  'session/idle_warning': shape({ sessionId: str, timeoutMs: num }),
  'session/ended': shape({ sessionId: str, outcome: oneOf(SESSION_OUTCOMES), reason: str }),
  completion: shape({ sessionId: nullOr(str), ...completion }),
  error: shape({ code: oneOf(ERROR_CODES), message: str }),
};

export function checkServerMessage(v: unknown): ServerMessage | null {
  return isObj(v) && typeof v.type === 'string' && Object.hasOwn(MESSAGES, v.type) && MESSAGES[v.type]!(v) ? (v as ServerMessage) : null;
}

const protocolError = shape({ code: oneOf(ERROR_CODES), message: str });

export function checkReply(v: unknown): Reply | null {
  if (!isObj(v)) return null;
  if (v.ok === true) return optional(int)(v.seq) ? (v as Reply) : null;
  return v.ok === false && protocolError(v.error) ? (v as Reply) : null;
}

export function checkArrivalResponse(v: unknown): ArrivalResponse | null {
  return shape({ token: str, worker: shape({ id: str, name: str, platform: oneOf(['mturk', 'prolific', 'local', 'bot']) }), protocolVersion: int, browser: str })(v)
    ? (v as ArrivalResponse) : null;
}

/** GET /api/completion: this browser's completions, newest first. */
export function checkCompletionLookup(v: unknown): CompletionLookup | null {
  return shape({ completions: arrayOf(shape({ ...completion, sessionId: nullOr(str), outcome: nullOr(str), at: num })) })(v) ? (v as CompletionLookup) : null;
}
