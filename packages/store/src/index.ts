/**
 * @chorehouse/store: sessions, events, episodes, workers and surveys, in SQLite (the embedded
 * default) or PostgreSQL, behind one interface (DESIGN.md section 7). The game server writes through
 * it; the command line reads the same data for replay and export.
 */
export type * from './store.js';
export type { ReviewDecision, ReviewRecord, ReviewState } from './session-reviews.js';
export type { CrowdAssignment } from './crowd-assignments.js';
export { CONSENT_DECISIONS, type ConsentDecision, type ConsentRecord } from './consents.js';
export type { FinishedDuration, PlanCount, PlanState, PlanTask, PlanTaskChange } from './collection-plan.js';
export type { GameLease, LeaseTerms } from './leases.js';
export { SeatTakenError } from './shared-lobby.js';
export { countEvent, emptyTally, type RunningTally } from './event-tally.js';
export { databaseOf, openStore, type StoreLocation } from './open-store.js';
export { planProgress, summarizePlan, type PlanInputs } from './collection-progress.js';
export { EVENT_LOG_ERRORS, EventLogError, isEventLogError, type EventAppend, type EventLog, type EventLogErrorCode, type Fence, type ReadOptions } from './event-log/event-log.js';
export { SQLITE_FILE, openSqliteStore, SqliteStore } from './sqlite/sqlite-store.js';
export type { BatchTiming, SqliteEventLog } from './sqlite/sqlite-event-log.js';
export type { FillTiming } from './sqlite/journaled-events.js';
export { dropPostgresSchema, openPostgresStore } from './postgres/postgres-store.js';
