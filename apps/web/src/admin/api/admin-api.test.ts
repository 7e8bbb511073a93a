import { sessionListSchema } from '@chorehouse/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, ApiError } from './admin-api.js';

const answer = (body: unknown, status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => { vi.unstubAllGlobals(); });

describe('adminApi', () => {
  it('sends the token as a bearer header, never in the URL', async () => {
    const fetch = answer({ now: 1, sessions: [] });
    vi.stubGlobal('fetch', fetch);
    await adminApi('secret-token').get('/console/sessions', sessionListSchema);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/console/sessions');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer secret-token' });
  });

  it('says where an answer of the wrong shape went wrong (a server of another version)', async () => {
    vi.stubGlobal('fetch', answer({ now: 1, sessions: [{ id: 'x' }] }));
    const error = await adminApi('t').get('/console/sessions', sessionListSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('http/bad_response');
    expect((error as ApiError).message).toMatch(/^Unexpected answer from \/console\/sessions at sessions\.0\.\w+: /);
  });

  it('keeps the server\'s typed error, and calls back on a refused token', async () => {
    vi.stubGlobal('fetch', answer({ error: { code: 'admin/unauthorized', message: 'Send Authorization: Bearer <ADMIN_TOKEN>.' } }, 401));
    const onUnauthorized = vi.fn();
    const error = await adminApi('t', { onUnauthorized }).get('/console/sessions', sessionListSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'admin/unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('an unreachable server is an error of its own', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    await expect(adminApi('t').get('/console/sessions', sessionListSchema)).rejects.toMatchObject({ status: 0, code: 'http/unreachable' });
  });
});
