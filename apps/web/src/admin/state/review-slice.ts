/** The Review page's list of finished sessions, the sessions ticked for a bulk decision, and decisions (issue 47). */
import { reviewListSchema, reviewResultSchema, type ReviewDecision, type ReviewFilter, type ReviewRow } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

/** Who signs decisions, kept in this browser between visits (not a secret). */
export const REVIEWER_KEY = 'chorehouse.reviewer';

export interface ReviewSlice {
  readonly reviewFilter: ReviewFilter;
  readonly reviewRows: readonly ReviewRow[] | null;
  readonly reviewTicked: ReadonlySet<string>;
  readonly reviewer: string;
  readonly reviewError: string | null;
  readonly setReviewFilter: (filter: ReviewFilter) => Promise<void>;
  readonly setReviewer: (name: string) => void;
  readonly tickReview: (sessionId: string, on: boolean) => void;
  readonly tickAllReviews: (on: boolean) => void;
  readonly refreshReview: () => Promise<void>;
  /** Decides on these sessions; true when the server recorded it. */
  readonly decide: (sessionIds: readonly string[], decision: ReviewDecision, reason: string) => Promise<boolean>;
}

const savedReviewer = (): string => {
  try { return localStorage.getItem(REVIEWER_KEY) ?? ''; } catch { return ''; }
};

export const createReviewSlice: Slice<ReviewSlice> = (set, get) => ({
  reviewFilter: 'unreviewed',
  reviewRows: null,
  reviewTicked: new Set(),
  reviewer: typeof localStorage === 'undefined' ? '' : savedReviewer(),
  reviewError: null,
  setReviewFilter: async (reviewFilter) => {
    set({ reviewFilter, reviewRows: null, reviewTicked: new Set() });
    await get().refreshReview();
  },
  setReviewer: (reviewer) => {
    try { localStorage.setItem(REVIEWER_KEY, reviewer); } catch { /* private mode: kept for this page only */ }
    set({ reviewer });
  },
  tickReview: (id, on) => {
    const next = new Set(get().reviewTicked);
    if (on) next.add(id); else next.delete(id);
    set({ reviewTicked: next });
  },
  tickAllReviews: (on) => set({ reviewTicked: new Set(on ? (get().reviewRows ?? []).map((r) => r.id) : []) }),
  refreshReview: async () => {
    const api = get().api;
    if (!api) return;
    try {
      const { sessions } = await api.get(`/review/sessions?state=${get().reviewFilter}`, reviewListSchema);
      const shown = new Set(sessions.map((s) => s.id));
      set({ reviewRows: sessions, reviewTicked: new Set([...get().reviewTicked].filter((id) => shown.has(id))), reviewError: null });
    } catch (err) {
      set({ reviewError: messageOf(err) });
    }
  },
  decide: async (sessionIds, decision, reason) => {
    const api = get().api;
    if (!api || !sessionIds.length) return false;
    const reviewer = get().reviewer.trim();
    if (!reviewer) { set({ reviewError: 'Write your name as the reviewer first: every decision is signed.' }); return false; }
    if (decision === 'rejected' && !reason.trim()) { set({ reviewError: 'A rejection needs a reason.' }); return false; }
    try {
      await api.post('/review/decisions', { sessionIds, decision, reason: reason.trim(), reviewer }, reviewResultSchema);
      set({ reviewTicked: new Set() });
      await get().refreshReview();
      return true;
    } catch (err) {
      set({ reviewError: messageOf(err) });
      return false;
    }
  },
});
