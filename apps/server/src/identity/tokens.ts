/**
 * Worker tokens: `base64url(payload).base64url(hmac)`, signed with TOKEN_SECRET and bound to the
 * worker id, so a socket can only ever act as the worker it arrived as.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueToken(secret: string, workerId: string, issuedAt: number): string {
  const payload = b64(JSON.stringify({ w: workerId, i: issuedAt }));
  return `${payload}.${sign(secret, payload)}`;
}

/** When given, a token older than `maxAgeMs` at `now` (epoch ms) is refused: a stolen one does not last. */
export interface TokenAge {
  readonly now: number;
  readonly maxAgeMs: number;
}

/** The worker id a token was issued to, or null when it is malformed, not ours, or too old. */
export function verifyToken(secret: string, token: string, age?: TokenAge): string | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { w?: unknown; i?: unknown };
    if (age && (typeof body.i !== 'number' || age.now - body.i > age.maxAgeMs)) return null;
    return typeof body.w === 'string' ? body.w : null;
  } catch {
    return null;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
