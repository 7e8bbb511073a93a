/**
 * HTTP to the admin API with the token in the Authorization header (never in a URL), every
 * response parsed with its schema. Failures are `ApiError`s carrying the server's stable code.
 */
import { errorBodySchema } from '@chorehouse/protocol';
import type { z } from 'zod/mini';

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
  get unauthorized(): boolean { return this.status === 401; }
}

export interface AdminApi {
  get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T>;
  put<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T>;
  remove<T>(path: string, schema: z.ZodMiniType<T>): Promise<T>;
  /** A file the server streams (exports), as a Blob with the server's file name. */
  download(path: string): Promise<{ blob: Blob; fileName: string }>;
}

async function failure(res: Response): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await res.json().catch(() => null));
  if (body.success) return new ApiError(res.status, body.data.error.code, body.data.error.message);
  return new ApiError(res.status, 'http/status', `The server answered ${res.status} ${res.statusText}.`);
}

export interface AdminApiOptions {
  readonly base?: string;
  /** The server refused the token (it changed, or the server restarted with another). */
  readonly onUnauthorized?: () => void;
}

export function adminApi(token: string, { base = '', onUnauthorized }: AdminApiOptions = {}): AdminApi {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string, init: RequestInit = {}) => {
    let res: Response;
    try {
      res = await fetch(`${base}/api/admin${path}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    } catch {
      throw new ApiError(0, 'http/unreachable', 'The server cannot be reached.');
    }
    if (!res.ok) {
      const error = await failure(res);
      if (error.unauthorized) onUnauthorized?.();
      throw error;
    }
    return res;
  };
  const parse = async <T>(res: Response, schema: z.ZodMiniType<T>, path: string): Promise<T> => {
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) {
      // Where in the answer it went wrong ("sessions.0.task.taskName"): a server of another version says which field it lacks.
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new ApiError(res.status, 'http/bad_response', `Unexpected answer from ${path}${where}: ${issue?.message ?? 'bad shape'}`);
    }
    return parsed.data;
  };
  const send = async <T>(method: 'POST' | 'PUT', path: string, body: unknown, schema: z.ZodMiniType<T>) =>
    parse(await call(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), schema, path);
  return {
    get: async (path, schema) => parse(await call(path), schema, path),
    post: (path, body, schema) => send('POST', path, body, schema),
    put: (path, body, schema) => send('PUT', path, body, schema),
    remove: async (path, schema) => parse(await call(path, { method: 'DELETE' }), schema, path),
    download: async (path) => {
      const res = await call(path);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.tar';
      return { blob: await res.blob(), fileName: name };
    },
  };
}
