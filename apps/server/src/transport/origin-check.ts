/**
 * Which browser pages may open a socket: the page's own origin (the Host it asked) and those in
 * ALLOWED_ORIGINS. A request without an Origin header is not from a browser page (bots, tests, the
 * CLI) and is let through to the token check; a page on another site is refused before the handshake,
 * so a hostile site cannot drive a worker's browser into the game.
 */
import type { IncomingMessage } from 'node:http';

export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** socket.io's `allowRequest`: refuses other sites' pages with 403. */
export function checkOrigin(allowed: readonly string[]) {
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void): void => {
    const ok = originAllowed(req.headers.origin, req.headers.host, allowed);
    callback(ok ? null : 'origin not allowed', ok);
  };
}
