/**
 * Headers on every response: the console (admin.html and the admin API) may never be framed
 * (clickjacking an admin's block or end buttons); the game page only by the origins in
 * FRAME_ANCESTORS (MTurk shows HITs in a frame). No MIME sniffing, and no Referer carrying the
 * crowd ids of the task URL to other sites.
 */
import type { NextFunction, Request, Response } from 'express';

const CONSOLE = /^\/(admin(\.html)?(\/|$)|api\/admin(\/|$))/;

export function securityHeaders(frameAncestors: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (CONSOLE.test(req.path)) {
      res.set('content-security-policy', "frame-ancestors 'none'");
      res.set('x-frame-options', 'DENY');
    } else {
      res.set('content-security-policy', `frame-ancestors ${frameAncestors}`);
    }
    res.set('x-content-type-options', 'nosniff');
    res.set('referrer-policy', 'no-referrer');
    next();
  };
}
