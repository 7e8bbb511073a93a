/** The store interface the server depends on; two implementations (SQLite, PostgreSQL) share one Kysely body. */
import type { EventRecord, SessionOutcome } from '@chorehouse/protocol';

export type Platform = 'mturk' | 'prolific' | 'local';

export interface WorkerRecord {
  readonly id: string;
  readonly platform: Platform;
  readonly externalId: string;
  readonly name: string;
  readonly vetted: boolean;
  readonly blocked: boolean;
  readonly createdAt: number;
}

export interface EpisodeRecord {
  readonly id: string;
  readonly taskName: string;
  readonly benchmarkName: string;
  readonly params: readonly string[];
  readonly floorPlan: number;
  readonly split: string;
  readonly seed: number;
  /** The initial world, as JSON text (parsed only when a session needs it). */
  readonly world: string;
  readonly worldHash: string;
  readonly solutionSteps: number;
  readonly createdAt: number;
}

export type EpisodeSummary = Omit<EpisodeRecord, 'world'> & { readonly sessions: number };

export type SessionStatusRow = 'live' | 'ended';

export interface SessionRecord {
  readonly id: string;
  readonly episodeId: string;
  readonly commanderId: string;
  readonly followerId: string;
  /** The seat a rule-based bot holds, if any. */
  readonly botRole: 'commander' | 'follower' | null;
  readonly status: SessionStatusRow;
  readonly outcome: SessionOutcome | null;
  readonly endReason: string | null;
  readonly startedAt: number;
  readonly endedAt: number | null;
  /** The server process (SERVER_ID) that runs it. */
  readonly owner: string;
}

export interface SurveyRecord {
  readonly sessionId: string;
  readonly workerId: string;
  readonly role: 'commander' | 'follower';
  readonly rating: number;
  readonly comment: string;
  readonly createdAt: number;
}

export interface AuditRecord {
  readonly id: string;
  readonly at: number;
  readonly action: string;
  readonly target: string;
  readonly reason: string;
}

export interface SessionFilter {
  readonly status?: SessionStatusRow;
  readonly workerId?: string;
  readonly owner?: string;
  readonly limit?: number;
}

/** One event to append, with its session and the wall-clock time it was stored. */
export interface EventRow {
  readonly sessionId: string;
  readonly event: EventRecord;
  readonly at: number;
}

export interface Store {
  readonly dialect: 'sqlite' | 'postgres';
  /** Apply pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  /** Names of the migrations applied so far, in order. */
  appliedMigrations(): Promise<string[]>;
  close(): Promise<void>;

  upsertWorker(w: Omit<WorkerRecord, 'vetted' | 'blocked'> & { readonly vetted?: boolean }): Promise<WorkerRecord>;
  getWorker(id: string): Promise<WorkerRecord | null>;
  listWorkers(): Promise<WorkerRecord[]>;
  setWorkerFlags(id: string, flags: { readonly vetted?: boolean; readonly blocked?: boolean }): Promise<WorkerRecord | null>;
  blockPair(a: string, b: string, at: number): Promise<void>;
  unblockPair(a: string, b: string): Promise<void>;
  isPairBlocked(a: string, b: string): Promise<boolean>;

  addEpisode(e: EpisodeRecord): Promise<void>;
  getEpisode(id: string): Promise<EpisodeRecord | null>;
  /** Every episode without its world, with how many sessions used it. */
  episodeSummaries(): Promise<EpisodeSummary[]>;
  countEpisodes(): Promise<number>;

  createSession(s: Omit<SessionRecord, 'status' | 'outcome' | 'endReason' | 'endedAt'>): Promise<SessionRecord>;
  getSession(id: string): Promise<SessionRecord | null>;
  listSessions(filter?: SessionFilter): Promise<SessionRecord[]>;
  /** Ends a live session; false when it had already ended (the first end wins). */
  endSession(id: string, end: { readonly outcome: SessionOutcome; readonly reason: string; readonly at: number }): Promise<boolean>;

  /** Write-ahead: resolves once the event is durable. A duplicate (session, seq) rejects. */
  appendEvent(sessionId: string, event: EventRecord, at: number): Promise<void>;
  /**
   * Several events (of any sessions) in one statement and one transaction: all are durable when it
   * resolves, or none is stored when it rejects (a duplicate anywhere rejects the whole batch).
   */
  appendEvents(rows: readonly EventRow[]): Promise<void>;
  listEvents(sessionId: string): Promise<EventRecord[]>;
  countEvents(sessionId?: string): Promise<number>;

  addSurvey(s: SurveyRecord): Promise<boolean>;
  surveysOf(sessionId: string): Promise<SurveyRecord[]>;
  /** Ratings a worker received from partners. */
  ratingsOf(workerId: string): Promise<SurveyRecord[]>;

  addAudit(a: AuditRecord): Promise<void>;
  listAudit(limit?: number): Promise<AuditRecord[]>;

  getSetting(key: string): Promise<string | null>;
  /** Sets a value only if the key is unset; returns the value that is stored afterwards. */
  initSetting(key: string, value: string): Promise<string>;
}
