/**
 * Every failure answers typed JSON (`{error: {code, message}}`), never Express's HTML page or a stack
 * trace: malformed bodies 400, oversize bodies 413, unknown routes 404, anything unexpected 500.
 */
import { protocolError, type ErrorCode } from '@chorehouse/protocol';
import type { NextFunction, Request, Response } from 'express';

export function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  res.status(status).json({ error: protocolError(code, message) });
}

/** An async route handler whose rejection goes to the error handler below (Express 4 does not await handlers). */
export type AsyncHandler = (req: Request, res: Response) => Promise<void>;
export const wrap = (h: AsyncHandler) => (req: Request, res: Response, next: NextFunction): void => { h(req, res).catch(next); };

/** The last route: whatever nobody answered. */
export function jsonNotFound(req: Request, res: Response): void {
  sendError(res, 404, 'http/not_found', `Nothing at ${req.method} ${req.path.slice(0, 100)}.`);
}

interface HttpishError { type?: unknown; status?: unknown; statusCode?: unknown }

/** Express error handler (four arguments): body-parser's errors by type, the rest as a 500 logged here, not shown. */
export function jsonErrorHandler(failed: (error: unknown) => void) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) { next(err); return; }
    const e = (typeof err === 'object' && err !== null ? err : {}) as HttpishError;
    const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
    if (e.type === 'entity.too.large' || status === 413) return sendError(res, 413, 'http/too_large', 'The request body is too large.');
    if (e.type === 'entity.parse.failed') return sendError(res, 400, 'http/bad_json', 'The request body is not valid JSON (send a JSON object, with Content-Type: application/json).');
    if (status >= 400 && status < 500) return sendError(res, 400, 'protocol/bad_payload', 'The request is malformed.');
    failed(err);
    sendError(res, 500, 'server/internal', 'Server error.');
  };
}
