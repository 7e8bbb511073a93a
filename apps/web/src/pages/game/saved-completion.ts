/**
 * The completion code this tab was given, kept per tab (like its token): a reload of the
 * completion page shows the same code again at once, whether or not the server resends it.
 */
import type { Completion } from '@chorehouse/protocol';

const KEY = 'chorehouse.completion';

export function saveCompletion(sessionId: string | null, completion: Completion): void {
  try { sessionStorage.setItem(KEY, JSON.stringify({ sessionId, completion })); } catch { /* storage off: the server resends it */ }
}

/** The code saved for this session, if any (checked field by field: storage is input too). */
export function savedCompletion(sessionId: string | null): Completion | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { sessionId: id, completion } = raw as { sessionId?: unknown; completion?: unknown };
    if (id !== sessionId || typeof completion !== 'object' || completion === null) return null;
    const { completionCode, redirectUrl } = completion as { completionCode?: unknown; redirectUrl?: unknown };
    if (typeof completionCode !== 'string' || !(redirectUrl === null || typeof redirectUrl === 'string')) return null;
    return { completionCode, redirectUrl };
  } catch {
    return null;
  }
}
