/**
 * The admin token check in front of every admin and console route: `Authorization: Bearer <ADMIN_TOKEN>`.
 * Wrong tokens are counted per token and per address (auth-failures.ts): past either budget the
 * request is refused (429, with Retry-After) before its token is compared, so it cannot be guessed by trying.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Store } from '@chorehouse/store';
import type { Clock } from '../clock.js';
import type { Lobby } from '../lobby/lobby.js';
import type { SessionRegistry } from '../session/registry.js';
import { safeEqual } from '../identity/tokens.js';
import { authRefusalMessage, type AuthFailures } from './auth-failures.js';
import { sendError } from './json-errors.js';

/** What every admin route reads with: the store, the clock, and the token check's inputs. */
export interface AdminRouteDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly adminToken: string;
  readonly authFailures: AuthFailures;
}

/** An admin route that also sees this process's live games and the lobby. */
export interface LiveAdminRouteDeps extends AdminRouteDeps {
  readonly registry: SessionRegistry;
  readonly lobby: Lobby;
}

export function requireAdminToken(adminToken: string, failures: AuthFailures) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const address = req.ip ?? 'unknown';
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const refused = failures.refusal(address, token);
    if (refused) {
      res.set('retry-after', String(Math.ceil(refused.retryAfterMs / 1000)));
      sendError(res, 429, 'admin/rate_limited', authRefusalMessage(refused, 'admin token'));
      return;
    }
    if (!token || !safeEqual(token, adminToken)) {
      failures.failed(address, token);
      sendError(res, 401, 'admin/unauthorized', 'Send Authorization: Bearer <ADMIN_TOKEN>.');
      return;
    }
    next();
  };
}
