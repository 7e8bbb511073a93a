/** The store's records (packages/store) -> `RecordedSession`, with the same checks as files get. */
import type { EventRecord } from '@chorehouse/protocol';
import type { EpisodeRecord, ReviewRecord, SessionRecord, SurveyRecord, WorkerRecord } from '@chorehouse/store';
import type { DatasetProblem } from '../problems.js';
import { parseSessionDocument, type SessionEntry } from './parse-session.js';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION } from './recorded-session.js';

/** A session's row without the store's bookkeeping (which process owns it). */
export type StoreSessionRecord = Omit<SessionRecord, 'owner' | 'pay' | 'browsers' | 'seats' | 'pilot' | 'provenance'> & Partial<Pick<SessionRecord, 'seats' | 'pilot' | 'provenance'>>;

export interface StoreSessionParts {
  readonly session: StoreSessionRecord;
  readonly episode: EpisodeRecord;
  /** The workers behind the two seats, where the store knows them. */
  readonly workers: readonly Pick<WorkerRecord, 'id' | 'platform'>[];
  readonly surveys: readonly SurveyRecord[];
  readonly events: readonly EventRecord[];
  readonly finalWorldHash?: string | null;
  /** The reviewer's decision on it, if any. */
  readonly review?: ReviewRecord | null;
}

/** Builds the session document and parses it like a file, so the store gets the same checks as files. */
export function sessionFromStore(parts: StoreSessionParts): SessionEntry {
  const where = `store session ${parts.session.id}`;
  let world: unknown;
  try {
    world = JSON.parse(parts.episode.world);
  } catch (err) {
    const problem: DatasetProblem = { code: 'source/bad_json', where, sessionId: parts.session.id, message: `episode ${parts.episode.id}: the initial world is not JSON: ${(err as Error).message}` };
    return { session: null, where, problems: [problem] };
  }
  const s = parts.session;
  const seat = (role: 'commander' | 'follower', id: string) => {
    const worker = parts.workers.find((w) => w.id === id);
    return { id, platform: worker?.platform ?? (s.botRole === role ? 'bot' : 'unknown'), role, bot: s.botRole === role };
  };
  const doc = {
    format: SESSION_FORMAT, version: SESSION_FORMAT_VERSION,
    session: {
      id: s.id, episodeId: s.episodeId, commanderId: s.commanderId, followerId: s.followerId, botRole: s.botRole,
      status: s.status, outcome: s.outcome, endReason: s.endReason, startedAt: s.startedAt, endedAt: s.endedAt,
      ...(s.seats ? { seats: s.seats } : {}),
      ...(s.pilot ? { pilot: true } : {}),
      ...(s.provenance ? { provenance: s.provenance } : {}),
      ...(parts.review ? { review: { decision: parts.review.decision, reason: parts.review.reason, reviewer: parts.review.reviewer, at: parts.review.at } } : {}),
    },
    episode: { ...parts.episode, params: [...parts.episode.params], world },
    workers: [seat('commander', s.commanderId), seat('follower', s.followerId)],
    surveys: parts.surveys.map(({ workerId, role, rating, comment, createdAt }) => ({ workerId, role, rating, comment, createdAt })),
    events: parts.events,
    finalWorldHash: parts.finalWorldHash ?? null,
  };
  return parseSessionDocument(doc, where);
}
