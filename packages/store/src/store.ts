/** The store interface the server depends on; two implementations (SQLite, PostgreSQL) share one Kysely body. */
import type { Ending, EventRecord, Provenance, SessionOutcome } from '@chorehouse/protocol';
import type { FinishedDuration, PlanCount, PlanTask, PlanTaskChange } from './collection-plan.js';
import type { ConsentRecord } from './consents.js';
import type { ReviewRecord, ReviewState } from './session-reviews.js';
import type { CrowdAssignment } from './crowd-assignments.js';
import type { EventLog } from './event-log/event-log.js';
import type { GameLease, LeaseTerms } from './leases.js';

/** 'bot': a program that declared itself on arrival (`chorehouse bots play`), never a person. */
export type Platform = 'mturk' | 'prolific' | 'local' | 'bot';

/** Who held a seat: a person, a bot, or a person's seat a bot took over. */
export type SeatKind = 'human' | 'bot' | 'replaced';
/** Whether a seat's worker is to be paid (null: a bot seat, or not decided while the session is live). */
export type PayStatus = 'paid' | 'unpaid';

export interface SessionSeats {
  readonly commander: SeatKind;
  readonly follower: SeatKind;
}

export interface SessionPay {
  readonly commander: PayStatus | null;
  readonly follower: PayStatus | null;
}

export interface WorkerRecord {
  readonly id: string;
  readonly platform: Platform;
  readonly externalId: string;
  readonly name: string;
  readonly vetted: boolean;
  readonly blocked: boolean;
  /** The research team's own people: their sessions are pilot sessions. */
  readonly staff: boolean;
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
  /** Provenance: which seats a person, a bot, or a bot in a person's place held. */
  readonly seats: SessionSeats;
  /** The pay rule's verdict, recorded when the session ends. */
  readonly pay: SessionPay;
  /** The browser (a key derived from its seat secret) each human seat is bound to; null for a bot seat. */
  readonly browsers: SessionBrowsers;
  /** Played while the pilot switch was on, or by a worker marked staff: not data unless asked for. */
  readonly pilot: boolean;
  /** The versions of the code that recorded it (rules, catalog, geometry, task library, renderer, protocol, commit); null for sessions recorded before. */
  readonly provenance: Provenance | null;
}

export interface SessionBrowsers {
  readonly commander: string | null;
  readonly follower: string | null;
}

/** Every completion code handed out (or withheld), so a reload can fetch it again and the console can list them. */
export interface CompletionRecord {
  readonly id: string;
  readonly workerId: string;
  /** The browser key of the seat it was earned in: only that browser may fetch it again. */
  readonly browser: string | null;
  /** null: the waiting room's "no partner found". */
  readonly sessionId: string | null;
  /** null when the rules give this worker no code at all (NO_PAY_CODE=none). */
  readonly code: string | null;
  readonly paid: boolean;
  /** Why the game ended, in words the worker is shown. */
  readonly reason: string;
  readonly outcome: string | null;
  /** How it ended from this worker's seat (protocol's `Ending`); null for codes recorded before endings had kinds. */
  readonly ending: Ending | null;
  readonly createdAt: number;
}

/** A worker with what the admin list shows beside it, all from one query. */
export interface WorkerSummary extends WorkerRecord {
  readonly sessions: number;
  /** Sessions of this worker that ended, and those that ended in success. */
  readonly ended: number;
  readonly successes: number;
  readonly ratings: { readonly count: number; readonly mean: number | null };
}

export interface EventTally {
  readonly followerActions: number;
  /** The Commander's camera moves, Progress Checks and searches. */
  readonly commanderActions: number;
  readonly utterances: number;
  /** `t` of the last event (ms since the session started); null without events. */
  readonly lastT: number | null;
}

export interface Page<T> {
  readonly items: T[];
  /** Pass as `after` for the next page; null on the last page. */
  readonly next: string | null;
}

/** A worker waiting in the lobby every process shares (shared-lobby.ts). */
export interface WaitingSeat {
  readonly workerId: string;
  readonly name: string;
  readonly browser: string | null;
  readonly platform: Platform;
  /** When it joined (wall-clock ms): first come, first paired. */
  readonly since: number;
  /** The process its socket is on (SERVER_ID), which times it out. */
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
  /** false: only sessions every seat of which a person held. */
  readonly includeBots?: boolean;
  /** false: no pilot sessions. */
  readonly includePilot?: boolean;
  /** Only sessions with no review yet, or with this decision. */
  readonly review?: ReviewState;
}

export interface SessionEnd {
  readonly outcome: SessionOutcome;
  readonly reason: string;
  readonly at: number;
  readonly pay?: SessionPay;
}

/** One event as the log stores it, with its session and the wall-clock time it was stored. */
export interface EventRow {
  readonly sessionId: string;
  readonly event: EventRecord;
  readonly at: number;
}

export interface Store {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * The database it reads and writes, named as `databaseOf` names a configured location (SQLite's file
   * as an absolute path, PostgreSQL's URL and schema), so a store can be told apart from another. It may
   * hold a password: never logged.
   */
  readonly database: string;
  /** Apply pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  /** Names of the migrations applied so far, in order. */
  appliedMigrations(): Promise<string[]>;
  close(): Promise<void>;

  upsertWorker(w: Omit<WorkerRecord, 'vetted' | 'blocked' | 'staff'> & { readonly vetted?: boolean }): Promise<WorkerRecord>;
  getWorker(id: string): Promise<WorkerRecord | null>;
  /** These workers (one query); unknown ids are left out. */
  getWorkers(ids: readonly string[]): Promise<WorkerRecord[]>;
  listWorkers(): Promise<WorkerRecord[]>;
  /** Workers in id order with their session count and ratings received: one query per page. */
  workerPage(page: { readonly limit: number; readonly after?: string }): Promise<Page<WorkerSummary>>;
  /** The session ids of each of these workers (one query), newest first. */
  sessionIdsOf(workerIds: readonly string[]): Promise<Map<string, string[]>>;
  setWorkerFlags(id: string, flags: { readonly vetted?: boolean; readonly blocked?: boolean; readonly staff?: boolean }): Promise<WorkerRecord | null>;
  blockPair(a: string, b: string, at: number): Promise<void>;
  unblockPair(a: string, b: string): Promise<void>;
  isPairBlocked(a: string, b: string): Promise<boolean>;

  addEpisode(e: EpisodeRecord): Promise<void>;
  getEpisode(id: string): Promise<EpisodeRecord | null>;
  /** Every episode without its world, with how many sessions used it. */
  episodeSummaries(): Promise<EpisodeSummary[]>;
  countEpisodes(): Promise<number>;

  /**
   * `seats` defaults to human seats, and 'bot' for `botRole`; `pilot` to false; `provenance` to none.
   * Every seat but `botRole`'s is seated live; a worker seated in another live session makes it throw
   * `SeatTakenError` with nothing stored (one live session per worker, across processes).
   */
  createSession(s: Omit<SessionRecord, 'status' | 'outcome' | 'endReason' | 'endedAt' | 'seats' | 'pay' | 'browsers' | 'pilot' | 'provenance'> & {
    readonly seats?: SessionSeats; readonly browsers?: SessionBrowsers; readonly pilot?: boolean; readonly provenance?: Provenance | null;
  }): Promise<SessionRecord>;
  getSession(id: string): Promise<SessionRecord | null>;
  listSessions(filter?: SessionFilter): Promise<SessionRecord[]>;
  /** Sessions (of one status, if given) in id order, one page at a time (`after`: the last id of the previous page). */
  sessionPage(page: { readonly limit: number; readonly after?: string; readonly status?: SessionStatusRow }): Promise<Page<SessionRecord>>;
  /** Ends a live session; false when it had already ended (the first end wins). */
  endSession(id: string, end: SessionEnd): Promise<boolean>;
  /** A seat changes hands (a bot replaces a person who left: `replaced` frees that person's live seat). */
  setSeat(id: string, role: 'commander' | 'follower', kind: SeatKind): Promise<void>;

  /** Records a completion; a second one with the same id changes nothing. */
  addCompletion(c: CompletionRecord): Promise<void>;
  /** The completions handed out in these sessions (one query). */
  completionsOfSessions(sessionIds: readonly string[]): Promise<CompletionRecord[]>;
  /** A worker's completions, newest first. */
  completionsOf(workerId: string): Promise<CompletionRecord[]>;
  /** Every completion (or one session's) in id order, one page at a time (`after`: the last id of the previous page). */
  completionPage(page: { readonly limit: number; readonly after?: string; readonly sessionId?: string }): Promise<Page<CompletionRecord>>;

  /** The event log (event-log/event-log.ts): every append and every read of a session's events goes through it. */
  readonly events: EventLog;
  /** The session's events, checked against the schema: the same as `events.read(sessionId)`, for the readers of ended sessions. */
  listEvents(sessionId: string): Promise<EventRecord[]>;
  /** Per session (one query): its events counted the way admin lists show them, and the last event's time. */
  eventTallies(sessionIds: readonly string[]): Promise<Map<string, EventTally>>;
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
  /** Sets a value, whatever was there. */
  putSetting(key: string, value: string): Promise<void>;

  /** The collection plan (collection-plan.ts), task by task in name order. */
  planTasks(): Promise<PlanTask[]>;
  setPlanTask(task: string, change: PlanTaskChange, at: number): Promise<PlanTask>;
  removePlanTask(task: string): Promise<boolean>;
  /** Sessions per task and split as the plan counts them (two people, played to the end; live ones apart). */
  planCounts(): Promise<PlanCount[]>;
  finishedDurations(): Promise<FinishedDuration[]>;

  /** A worker's decision on a version of the consent text (consents.ts); a later one replaces it. */
  recordConsent(c: ConsentRecord): Promise<void>;
  consentOf(workerId: string, version: string): Promise<ConsentRecord | null>;
  listConsents(): Promise<ConsentRecord[]>;

  /** Reviewers' decisions (session-reviews.ts), all in one transaction; a later decision on a session replaces it. */
  reviewSessions(reviews: readonly ReviewRecord[]): Promise<void>;
  /** The decisions on these sessions (one query); unreviewed sessions are absent. */
  reviewsOf(sessionIds: readonly string[]): Promise<Map<string, ReviewRecord>>;
  listReviews(): Promise<ReviewRecord[]>;

  /** A crowd platform's ids of an arrival (crowd-assignments.ts); the first arrival with them is kept. */
  recordAssignment(a: CrowdAssignment): Promise<void>;
  /** Every assignment of these workers (one query), oldest first. */
  assignmentsOf(workerIds: readonly string[]): Promise<CrowdAssignment[]>;

  /** The lobby shared by every process (shared-lobby.ts): a worker waits once; a claim takes the longest-waiting partner not blocked from the claimant. */
  addWaiting(seat: WaitingSeat): Promise<boolean>;
  /** `notBefore`: places older than it are passed over (their process died before timing them out). */
  claimWaiting(workerId: string, notBefore?: number): Promise<WaitingSeat | null>;
  /** Takes every place a process queued out (it is going down). */
  removeWaitingOf(owner: string): Promise<number>;
  removeWaiting(workerId: string, only?: { readonly browser?: string | null; readonly since?: number }): Promise<WaitingSeat | null>;
  listWaiting(): Promise<WaitingSeat[]>;
  /** The live session the worker is seated in (live_seats), if any. */
  liveSessionOf(workerId: string): Promise<string | null>;

  /** Game leases (leases.ts): the one owner of each live game across processes, and its fencing token. */
  acquireLease(sessionId: string, terms: LeaseTerms): Promise<GameLease | null>;
  renewLease(lease: GameLease, terms: Omit<LeaseTerms, 'owner'>): Promise<GameLease | null>;
  /** Renews every lease `owner` holds of these games in one statement; those missing from the answer were lost. */
  renewLeases(owner: string, sessionIds: readonly string[], terms: Omit<LeaseTerms, 'owner'>): Promise<GameLease[]>;
  releaseLease(lease: GameLease): Promise<boolean>;
  listLeases(sessionIds?: readonly string[]): Promise<GameLease[]>;
  /** Live sessions nobody holds a lease of at `now` (lapsed, released or never leased), oldest first: what a process may take over. */
  unownedLiveSessions(now: number, limit?: number): Promise<string[]>;
}
