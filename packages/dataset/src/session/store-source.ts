/**
 * `SessionSource` over the live store (packages/store): the sessions' rows are listed, then each
 * session's episode, workers, surveys and events are read one session at a time, so a corpus of
 * thousands never sits in memory at once.
 */
import type { ReviewRecord, SessionRecord, Store } from '@chorehouse/store';
import { sessionFromStore } from './from-store.js';
import type { SessionEntry } from './parse-session.js';
import type { ExclusionReason, SessionQuery, SessionSource } from './session-source.js';

/** Cheap filters on the session row; the episode-level ones (split, task) are the caller's `matchesQuery`. */
function wanted(s: SessionRecord, review: ReviewRecord | undefined, query: SessionQuery): boolean {
  if (!query.includeLive && s.status === 'live') return false;
  if (!query.includeUnsuccessful && s.outcome !== 'success') return false;
  if (query.since !== undefined && s.startedAt < query.since) return false;
  if (!query.includeBots && (s.seats.commander !== 'human' || s.seats.follower !== 'human')) return false;
  if (!query.includePilot && s.pilot) return false;
  if (!query.includeRejected && review?.decision === 'rejected') return false;
  return true;
}

/** `exclusionOf` on the store's rows (and the episode's split and task), without reading any session's log. */
function rowExclusion(s: SessionRecord, episode: { split: string; benchmarkName: string; taskName: string } | null, review: ReviewRecord | undefined, query: SessionQuery): ExclusionReason | null {
  if (query.splits?.length && (!episode || !query.splits.includes(episode.split))) return 'not_asked';
  if (query.tasks?.length && (!episode || (!query.tasks.includes(episode.benchmarkName) && !query.tasks.includes(episode.taskName)))) return 'not_asked';
  if (query.since !== undefined && s.startedAt < query.since) return 'not_asked';
  if (!query.includeLive && s.status === 'live') return 'live';
  if (!query.includeBots && (s.seats.commander !== 'human' || s.seats.follower !== 'human')) return 'bots';
  if (!query.includePilot && s.pilot) return 'pilot';
  if (!query.includeRejected && review?.decision === 'rejected') return 'rejected';
  if (!query.includeUnsuccessful && s.outcome !== 'success') return 'unsuccessful';
  return null;
}

const byStart = (a: SessionRecord, b: SessionRecord) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** One session of the store, read and parsed as the source reads it (with the same problems). */
export async function storeSessionEntry(store: Store, session: SessionRecord, review?: ReviewRecord | null): Promise<SessionEntry> {
  const episode = await store.getEpisode(session.episodeId);
  if (!episode) {
    const where = `store session ${session.id}`;
    return { session: null, where, problems: [{ code: 'source/bad_record', where, sessionId: session.id, message: `its episode ${session.episodeId} is not in the store` }] };
  }
  const workers = (await Promise.all([store.getWorker(session.commanderId), store.getWorker(session.followerId)])).filter((w) => w !== null);
  const [surveys, events] = await Promise.all([store.surveysOf(session.id), store.listEvents(session.id)]);
  const decided = review === undefined ? (await store.reviewsOf([session.id])).get(session.id) ?? null : review;
  return sessionFromStore({ session, episode, workers, surveys, events, review: decided });
}

export function storeSessionSource(store: Store): SessionSource {
  // Reviews are read once for the whole list (small rows), never once per session.
  const rows = async (query: SessionQuery) => {
    const reviews = new Map((await store.listReviews()).map((r) => [r.sessionId, r]));
    return (await store.listSessions()).filter((s) => wanted(s, reviews.get(s.id), query)).sort(byStart).map((session) => ({ session, review: reviews.get(session.id) ?? null }));
  };
  return {
    description: `store (${store.dialect})`,
    async count(query = {}) {
      return (await rows(query)).length;
    },
    async exclusions(query = {}) {
      const reviews = new Map((await store.listReviews()).map((r) => [r.sessionId, r]));
      const episodes = new Map((await store.episodeSummaries()).map((e) => [e.id, e]));
      const out: { sessionId: string; reason: Exclude<ExclusionReason, 'not_asked'> }[] = [];
      for (const s of (await store.listSessions()).sort(byStart)) {
        const reason = rowExclusion(s, episodes.get(s.episodeId) ?? null, reviews.get(s.id), query);
        if (reason && reason !== 'not_asked') out.push({ sessionId: s.id, reason });
      }
      return out;
    },
    async *sessions(query = {}): AsyncIterable<SessionEntry> {
      for (const { session, review } of await rows(query)) yield await storeSessionEntry(store, session, review);
    },
  };
}
