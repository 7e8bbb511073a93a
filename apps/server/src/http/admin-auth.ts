/**
 * The admin token check in front of every admin and console route: `Authorization: Bearer <ADMIN_TOKEN>`.
 * Wrong tokens are counted per address: past ADMIN_FAILURES_PER_MINUTE the address is refused
 * (429, even with the right token) until its budget refills, so the token cannot be guessed by trying.
 */
import type { NextFunction, Request, Response } from 'express';
import { safeEqual } from '../identity/tokens.js';
import type { KeyedLimiter } from './address-limit.js';
import { sendError } from './json-errors.js';

export function requireAdminToken(adminToken: string, failures: KeyedLimiter) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const address = req.ip ?? 'unknown';
    if (!failures.allows(address)) {
      res.set('retry-after', String(Math.ceil(failures.retryAfterMs(address) / 1000)));
      sendError(res, 429, 'admin/rate_limited', 'Too many wrong admin tokens from this address; wait a minute.');
      return;
    }
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !safeEqual(token, adminToken)) {
      failures.take(address);
      sendError(res, 401, 'admin/unauthorized', 'Send Authorization: Bearer <ADMIN_TOKEN>.');
      return;
    }
    next();
  };
}
