/**
 * Wrong tokens (admin or worker), counted per token and per address. Many honest workers share an
 * address (a university, a lab, a carrier's NAT), so one stale tab retrying an expired token must
 * lock out that token, not its neighbours: the per-token budget is small, the per-address one far
 * above what a shared address honestly sends, so only a guesser trying many tokens from one place
 * meets it. A refused request is not checked at all (not even a right token), or guessing would
 * go on at full speed behind the refusal.
 */
import { createHash } from 'node:crypto';
import type { KeyedLimiter } from './address-limit.js';

export interface AuthRefusal {
  /** Whose budget ran out: the token's (a stale tab, fixed by arriving again) or the whole address's. */
  readonly by: 'token' | 'address';
  readonly retryAfterMs: number;
}

/** The key a token is counted under: a digest, so memory never holds a presented secret. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

export class AuthFailures {
  constructor(private readonly perToken: KeyedLimiter, private readonly perAddress: KeyedLimiter) {}

  /** Whether a request from `address` presenting `token` is refused before it is checked, and for how long. */
  refusal(address: string, token: string): AuthRefusal | null {
    const key = tokenKey(token);
    if (!this.perToken.allows(key)) return { by: 'token', retryAfterMs: this.perToken.retryAfterMs(key) };
    if (!this.perAddress.allows(address)) return { by: 'address', retryAfterMs: this.perAddress.retryAfterMs(address) };
    return null;
  }

  /** Counts a wrong token against both budgets. */
  failed(address: string, token: string): void {
    this.perToken.take(tokenKey(token));
    this.perAddress.take(address);
  }
}

/** The words a refused client shows: what happened and when to try again. */
export function authRefusalMessage(r: AuthRefusal, what: string): string {
  const seconds = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
  return r.by === 'token'
    ? `This ${what} was refused too many times in the last minute; try again in ${seconds} s (or arrive again for a new one).`
    : `Too many wrong tokens came from your network in the last minute; try again in ${seconds} s.`;
}
