/**
 * Worker tokens: `base64url(payload).base64url(hmac)`, signed with TOKEN_SECRET. A token names the
 * worker it was issued to and the browser that arrived (a hash of that browser's seat secret), so a
 * socket can only act as that worker, and only in seats that browser took.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A new browser seat secret: 128 random bits, URL-safe. */
export function newBrowserSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** What the server keeps of a browser's secret (in tokens and seat bindings): never the secret itself. */
export function browserKey(browserSecret: string): string {
  return createHash('sha256').update(`browser:${browserSecret}`).digest('base64url').slice(0, 22);
}

export interface TokenClaims {
  readonly workerId: string;
  /** browserKey() of the browser that arrived. */
  readonly browser: string;
  readonly issuedAt: number;
}

export function issueToken(secret: string, workerId: string, browser: string, issuedAt: number): string {
  const payload = b64(JSON.stringify({ w: workerId, b: browser, i: issuedAt }));
  return `${payload}.${sign(secret, payload)}`;
}

/** A token older than `maxAgeMs` at `now` (epoch ms) is refused: a stolen one does not last. */
export interface TokenAge {
  readonly now: number;
  readonly maxAgeMs: number;
}

/** The claims of a token, or null when it is malformed, not ours, or too old. Every route checks the age. */
export function verifyToken(secret: string, token: string, age: TokenAge): TokenClaims | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { w?: unknown; b?: unknown; i?: unknown };
    if (typeof body.w !== 'string' || typeof body.b !== 'string' || typeof body.i !== 'number') return null;
    if (age.now - body.i > age.maxAgeMs || body.i > age.now + 60_000) return null;
    return { workerId: body.w, browser: body.b, issuedAt: body.i };
  } catch {
    return null;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
