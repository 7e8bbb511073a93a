/** Live and finished sessions, refreshed by polling while the sessions page is open. */
import { auditSchema, okBodySchema, sessionListSchema, type AuditEntry, type SessionRow } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

export interface SessionsSlice {
  readonly liveSessions: readonly SessionRow[];
  readonly endedSessions: readonly SessionRow[];
  /** The server's clock at the last refresh, so elapsed times do not depend on this machine's clock. */
  readonly serverNow: number;
  readonly fetchedAt: number;
  readonly sessionsError: string | null;
  /** What admins did (ended sessions, vetted and blocked workers, grew the pool), newest first. */
  readonly audit: readonly AuditEntry[];
  readonly refreshAudit: () => Promise<void>;
  readonly refreshSessions: () => Promise<void>;
  readonly endSession: (id: string, reason: string) => Promise<string | null>;
}

export const createSessionsSlice: Slice<SessionsSlice> = (set, get) => ({
  liveSessions: [],
  endedSessions: [],
  serverNow: 0,
  fetchedAt: 0,
  sessionsError: null,
  audit: [],
  refreshAudit: async () => {
    const api = get().api;
    if (!api) return;
    try {
      set({ audit: (await api.get('/audit', auditSchema)).audit });
    } catch (err) {
      set({ sessionsError: messageOf(err) });
    }
  },
  refreshSessions: async () => {
    const api = get().api;
    if (!api) return;
    try {
      const [live, ended] = await Promise.all([
        api.get('/console/sessions?status=live', sessionListSchema),
        api.get('/console/sessions?status=ended&limit=200', sessionListSchema),
      ]);
      set({ liveSessions: live.sessions, endedSessions: ended.sessions, serverNow: live.now, fetchedAt: Date.now(), sessionsError: null });
    } catch (err) {
      set({ sessionsError: messageOf(err) });
    }
  },
  /** Returns an error message, or null when the session was ended. */
  endSession: async (id, reason) => {
    const api = get().api;
    if (!api) return 'Not signed in.';
    try {
      await api.post(`/sessions/${encodeURIComponent(id)}/end`, { reason }, okBodySchema);
      await get().refreshSessions();
      return null;
    } catch (err) {
      return messageOf(err);
    }
  },
});
