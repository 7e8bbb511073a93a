/** The consent page's two calls (issue 47), with the tab's token; every answer parsed with its schema. */
import { consentStatusSchema, errorBodySchema, type ConsentStatus } from '@chorehouse/protocol';

export type ConsentReply = { readonly ok: true; readonly status: ConsentStatus } | { readonly ok: false; readonly code: string; readonly message: string };

async function call(token: string, init: RequestInit, base: string): Promise<ConsentReply> {
  let res: Response;
  try {
    res = await fetch(`${base}/api/consent`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  } catch {
    return { ok: false, code: 'http/unreachable', message: 'The server cannot be reached; try again in a moment.' };
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = errorBodySchema.safeParse(body);
    return error.success ? { ok: false, ...error.data.error } : { ok: false, code: 'http/status', message: `The server answered ${res.status}.` };
  }
  const status = consentStatusSchema.safeParse(body);
  return status.success ? { ok: true, status: status.data } : { ok: false, code: 'http/bad_response', message: 'Unexpected answer from the server.' };
}

export const fetchConsent = (token: string, base = '') => call(token, {}, base);

export const answerConsent = (token: string, version: string, agree: boolean, base = '') =>
  call(token, { method: 'POST', body: JSON.stringify({ version, agree }) }, base);
