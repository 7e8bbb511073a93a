/** Stable error codes of the protocol (STYLE.md item 5); simulator outcome codes travel inside outcomes. */
import { z } from 'zod/mini';

export const ERROR_CODES = [
  'protocol/version',
  'protocol/unknown_type',
  'protocol/bad_payload',
  'protocol/too_large',
  'protocol/rate_limited',
  'auth/missing_token',
  'auth/invalid_token',
  'auth/bad_arrival',
  'auth/blocked',
  'auth/rate_limited',
  'auth/too_many_sockets',
  'auth/origin',
  'lobby/not_vetted',
  'lobby/already_queued',
  'lobby/in_session',
  'lobby/no_episode',
  /** The researcher paused the lobby: no new games until it resumes. */
  'lobby/paused',
  'session/none',
  'session/not_your_role',
  'session/paused',
  'session/ended',
  'session/busy',
  'session/seat_elsewhere',
  /** `seat/replace` without an empty seat on offer. */
  'session/no_offer',
  'search/not_found',
  'finish/unconfirmed',
  'survey/not_ended',
  'survey/already_answered',
  'tutorial/unfinished',
  'tutorial/busy',
  'admin/unauthorized',
  'admin/not_found',
  'admin/rate_limited',
  /** The server has a consent text this worker has not agreed to (its current version). */
  'consent/required',
  /** An answer to another version of the consent text than the server's. */
  'consent/stale_version',
  'pool/unknown_task',
  'pool/bad_params',
  /** A plan names a task neither the pool nor the library knows. */
  'plan/unknown_task',
  /** A review decision on a session still being played: only finished sessions are reviewed. */
  'review/not_ended',
  'http/not_found',
  'http/bad_json',
  'http/too_large',
  'server/internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export const errorCodeSchema = z.enum(ERROR_CODES);
export const protocolErrorSchema = z.object({ code: errorCodeSchema, message: z.string() });
export type ProtocolError = z.infer<typeof protocolErrorSchema>;
export const protocolError = (code: ErrorCode, message: string): ProtocolError => ({ code, message });
