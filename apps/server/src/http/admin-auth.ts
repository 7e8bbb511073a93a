/** The admin token check in front of every admin and console route: `Authorization: Bearer <ADMIN_TOKEN>`. */
import { protocolError } from '@chorehouse/protocol';
import type { NextFunction, Request, Response } from 'express';
import { safeEqual } from '../identity/tokens.js';

export function requireAdminToken(adminToken: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || !safeEqual(token, adminToken)) {
      res.status(401).json({ error: protocolError('admin/unauthorized', 'Send Authorization: Bearer <ADMIN_TOKEN>.') });
      return;
    }
    next();
  };
}
