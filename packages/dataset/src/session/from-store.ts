/**
 * The game server's store records (apps/server/src/store/store.ts) -> `RecordedSession`. The shapes
 * are restated here because a package may not import an app; TypeScript checks them structurally.
 */
import type { EventRecord, SessionOutcome } from '@chorehouse/protocol';
import type { DatasetProblem } from '../problems.js';
import { parseSessionDocument, type SessionEntry } from './parse-session.js';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION } from './recorded-session.js';

export interface StoreEpisodeRecord {
  readonly id: string;
  readonly taskName: string;
  readonly benchmarkName: string;
  readonly params: readonly string[];
  readonly floorPlan: number;
  readonly split: string;
  readonly seed: number;
  /** The initial world as JSON text. */
  readonly world: string;
  readonly worldHash: string;
  readonly solutionSteps: number;
  readonly createdAt: number;
}

export interface StoreSessionRecord {
  readonly id: string;
  readonly episodeId: string;
  readonly commanderId: string;
  readonly followerId: string;
  readonly botRole: 'commander' | 'follower' | null;
  readonly status: 'live' | 'ended';
  readonly outcome: SessionOutcome | null;
  readonly endReason: string | null;
  readonly startedAt: number;
  readonly endedAt: number | null;
}

export interface StoreWorkerRecord {
  readonly id: string;
  readonly platform: string;
}

export interface StoreSurveyRecord {
  readonly sessionId: string;
  readonly workerId: string;
  readonly role: 'commander' | 'follower';
  readonly rating: number;
  readonly comment: string;
  readonly createdAt: number;
}

export interface StoreSessionParts {
  readonly session: StoreSessionRecord;
  readonly episode: StoreEpisodeRecord;
  /** The workers behind the two seats, where the store knows them. */
  readonly workers: readonly StoreWorkerRecord[];
  readonly surveys: readonly StoreSurveyRecord[];
  readonly events: readonly EventRecord[];
  readonly finalWorldHash?: string | null;
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
    },
    episode: { ...parts.episode, params: [...parts.episode.params], world },
    workers: [seat('commander', s.commanderId), seat('follower', s.followerId)],
    surveys: parts.surveys.map(({ workerId, role, rating, comment, createdAt }) => ({ workerId, role, rating, comment, createdAt })),
    events: parts.events,
    finalWorldHash: parts.finalWorldHash ?? null,
  };
  return parseSessionDocument(doc, where);
}
