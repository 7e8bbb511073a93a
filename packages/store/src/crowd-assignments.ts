/**
 * The crowd platform's own ids of each arrival (issue 47): MTurk's assignment, HIT and where the
 * assignment is submitted (`turkSubmitTo`); Prolific's submission (SESSION_ID) and study (STUDY_ID).
 * Pay files name assignments and submissions by these ids, and a worker can hold several over time.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface CrowdAssignment {
  readonly workerId: string;
  /** MTurk's assignmentId, or Prolific's SESSION_ID. */
  readonly assignmentId: string;
  /** MTurk's hitId, or Prolific's STUDY_ID. */
  readonly hitId: string | null;
  /** MTurk's turkSubmitTo (the ExternalQuestion's submit host); null elsewhere. */
  readonly submitTo: string | null;
  /** The first arrival with it. */
  readonly arrivedAt: number;
}

/** Keeps the first arrival's time; a later arrival with the same ids changes nothing. */
export async function recordAssignment(db: Kysely<Database>, a: CrowdAssignment): Promise<void> {
  await db.insertInto('crowd_assignments').values({ worker_id: a.workerId, assignment_id: a.assignmentId, hit_id: a.hitId, submit_to: a.submitTo, arrived_at: a.arrivedAt })
    .onConflict((oc) => oc.columns(['worker_id', 'assignment_id']).doNothing()).execute();
}

/** Every assignment of these workers (one query), oldest first. */
export async function assignmentsOf(db: Kysely<Database>, workerIds: readonly string[]): Promise<CrowdAssignment[]> {
  if (!workerIds.length) return [];
  const rows = await db.selectFrom('crowd_assignments').selectAll().where('worker_id', 'in', [...new Set(workerIds)]).orderBy('arrived_at').orderBy('assignment_id').execute();
  return rows.map((r) => ({ workerId: r.worker_id, assignmentId: r.assignment_id, hitId: r.hit_id, submitTo: r.submit_to, arrivedAt: Number(r.arrived_at) }));
}
