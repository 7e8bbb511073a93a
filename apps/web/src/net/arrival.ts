/**
 * Who the worker is: crowd-platform parameters in the page's URL (MTurk or Prolific), or a name
 * typed for local play. The server's token is kept per tab (sessionStorage), so a reload resumes
 * and two tabs on one computer can be two local players. The browser's seat secret is kept for the
 * whole browser (localStorage) and sent with every arrival: a seat is bound to the browser that took
 * it, so a reload or a second tab of this browser resumes it, and nobody else's browser can.
 */
import { MTURK_PREVIEW_ASSIGNMENT, turkSubmitToSchema, type Arrival } from '@chorehouse/protocol';

const TOKEN_KEY = 'chorehouse.token';
const BROWSER_KEY = 'chorehouse.browser';

/** MTurk shows a preview of the HIT with this assignment id before it is accepted. */
export const MTURK_PREVIEW = MTURK_PREVIEW_ASSIGNMENT;

/** MTurk's `turkSubmitTo` when it is one of MTurk's own hosts (without a trailing slash); else null. */
function submitHost(q: URLSearchParams): string | null {
  const parsed = turkSubmitToSchema.safeParse(q.get('turkSubmitTo') ?? '');
  return parsed.success ? parsed.data.replace(/\/+$/, '') : null;
}

export function arrivalFromUrl(search: string): Arrival | null {
  const q = new URLSearchParams(search);
  const opt = (k: string) => q.get(k) ?? undefined;
  const workerId = q.get('workerId');
  if (workerId) {
    const assignmentId = opt('assignmentId'), hitId = opt('hitId'), turkSubmitTo = submitHost(q);
    return { platform: 'mturk', workerId, ...(assignmentId ? { assignmentId } : {}), ...(hitId ? { hitId } : {}), ...(turkSubmitTo ? { turkSubmitTo } : {}) };
  }
  const pid = q.get('PROLIFIC_PID');
  if (pid) {
    const study = opt('STUDY_ID'), session = opt('SESSION_ID');
    return { platform: 'prolific', PROLIFIC_PID: pid, ...(study ? { STUDY_ID: study } : {}), ...(session ? { SESSION_ID: session } : {}) };
  }
  return null;
}

/**
 * Where an accepted MTurk ExternalQuestion HIT is submitted at the end, and with which assignment:
 * a form POST to `<turkSubmitTo>/mturk/externalSubmit` carrying `assignmentId` (MTurk's
 * ExternalQuestion documentation). Null outside MTurk, in the preview, or with a host that is not MTurk's.
 */
export function mturkSubmission(search: string): { readonly action: string; readonly assignmentId: string } | null {
  const q = new URLSearchParams(search);
  const assignmentId = q.get('assignmentId');
  const host = submitHost(q);
  if (!q.get('workerId') || !assignmentId || assignmentId === MTURK_PREVIEW || !host) return null;
  return { action: `${host}/mturk/externalSubmit`, assignmentId };
}

export function isMturkPreview(search: string): boolean {
  return new URLSearchParams(search).get('assignmentId') === MTURK_PREVIEW;
}

export function savedToken(): string | null {
  try { return sessionStorage.getItem(TOKEN_KEY); } catch { return null; }
}

export function saveToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch { /* private mode: the worker arrives again after a reload */ }
}

/** The seat secret the server gave this browser (null before the first arrival, or without storage). */
export function savedBrowserSecret(): string | null {
  try { return localStorage.getItem(BROWSER_KEY); } catch { return null; }
}

export function saveBrowserSecret(secret: string): void {
  try { localStorage.setItem(BROWSER_KEY, secret); } catch { /* private mode: this tab only */ }
}

/** The arrival as sent: with this browser's seat secret, when it has one. */
export function withBrowserSecret(arrival: Arrival): Arrival {
  const browser = savedBrowserSecret();
  return browser && /^[A-Za-z0-9_-]{22,64}$/.test(browser) ? { ...arrival, browser } : arrival;
}
