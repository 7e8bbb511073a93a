/**
 * The collection plan (issue 47): targets of finished sessions per task and per split, and whether
 * a task is drawn at all (active, paused, retired), as data in the store so the console, the command
 * line and every server process read and change the same plan. Tasks are keyed by the pool's label
 * (an episode's `benchmarkName`: "Make Coffee", "Boil X [Egg]").
 */
import { PLAN_STATES, type PlanState } from '@chorehouse/protocol';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

export type { PlanState };

export interface PlanTask {
  readonly task: string;
  /** Finished sessions wanted over all splits; null: no limit. */
  readonly target: number | null;
  readonly state: PlanState;
  /** Finished sessions wanted per split; a split not named here is limited only by `target`. */
  readonly splits: Readonly<Record<string, number>>;
  readonly updatedAt: number;
}

/** A change to one task's plan: what is given replaces what was (`splits` replaces every split target). */
export interface PlanTaskChange {
  readonly target?: number | null;
  readonly state?: PlanState;
  readonly splits?: Readonly<Record<string, number>>;
}

/** Sessions of one task and split, counted the way the plan counts them (see `COUNTED_SEATS`). */
export interface PlanCount {
  readonly task: string;
  readonly split: string;
  /** Ended, played to the end (success or finished). */
  readonly done: number;
  readonly successes: number;
  /** Live now: reserved against the target, so concurrent pairings do not overshoot it. */
  readonly inPlay: number;
}

export interface FinishedDuration {
  readonly task: string;
  readonly split: string;
  readonly durationMs: number;
}

/**
 * Only sessions two people played outside a pilot count toward a plan: a bot seat (or a person's
 * seat a bot took over) and a pilot session make no data for the study, and exports leave them out
 * by default.
 */
const COUNTED_SEATS = sql<boolean>`s.commander_seat = 'human' and s.follower_seat = 'human' and s.pilot = 0`;
/** Ended sessions that were played to their end; abandoned and admin-ended ones are drawn again. */
const FINISHED = sql<boolean>`s.status = 'ended' and s.outcome in ('success', 'finished')`;

export async function planTasks(db: Kysely<Database>): Promise<PlanTask[]> {
  const [tasks, splits] = await Promise.all([
    db.selectFrom('plan_tasks').selectAll().orderBy('task').execute(),
    db.selectFrom('plan_split_targets').selectAll().orderBy('task').orderBy('split').execute(),
  ]);
  return tasks.map((t) => ({
    task: t.task,
    state: stateOf(t.task, t.state),
    target: t.target === null ? null : Number(t.target),
    splits: Object.fromEntries(splits.filter((s) => s.task === t.task).map((s) => [s.split, Number(s.target)])),
    updatedAt: Number(t.updated_at),
  }));
}

/** Only this module writes the column, so another value is a bug (or a hand edit) to hear about. */
function stateOf(task: string, value: string): PlanState {
  const state = PLAN_STATES.find((s) => s === value);
  if (!state) throw new Error(`plan_tasks.state of "${task}" is "${value}", not one of ${PLAN_STATES.join(', ')}`);
  return state;
}

/** Creates or changes one task's plan in one transaction; returns the task as stored. */
export async function setPlanTask(db: Kysely<Database>, task: string, change: PlanTaskChange, at: number): Promise<PlanTask> {
  await db.transaction().execute(async (tx) => {
    const set = {
      updated_at: at,
      ...(change.target !== undefined ? { target: change.target } : {}),
      ...(change.state !== undefined ? { state: change.state } : {}),
    };
    await tx.insertInto('plan_tasks').values({ task, target: change.target ?? null, state: change.state ?? 'active', updated_at: at })
      .onConflict((oc) => oc.column('task').doUpdateSet(set)).execute();
    if (change.splits !== undefined) {
      await tx.deleteFrom('plan_split_targets').where('task', '=', task).execute();
      const rows = Object.entries(change.splits).map(([split, target]) => ({ task, split, target }));
      if (rows.length) await tx.insertInto('plan_split_targets').values(rows).execute();
    }
  });
  return (await planTasks(db)).find((t) => t.task === task)!;
}

/** Takes a task out of the plan (it is drawn again without a target); false when it was not in it. */
export async function removePlanTask(db: Kysely<Database>, task: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('plan_split_targets').where('task', '=', task).execute();
    const r = await tx.deleteFrom('plan_tasks').where('task', '=', task).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

/** Per task and split that has sessions: done, successes and in play, in one grouped query. */
export async function planCounts(db: Kysely<Database>): Promise<PlanCount[]> {
  const rows = await db.selectFrom('sessions as s').innerJoin('episodes as e', 'e.id', 's.episode_id')
    .where(COUNTED_SEATS)
    .groupBy(['e.benchmark_name', 'e.split'])
    .select([
      'e.benchmark_name as task', 'e.split as split',
      sql<number>`sum(case when ${FINISHED} then 1 else 0 end)`.as('done'),
      sql<number>`sum(case when ${FINISHED} and s.outcome = 'success' then 1 else 0 end)`.as('successes'),
      sql<number>`sum(case when s.status = 'live' then 1 else 0 end)`.as('in_play'),
    ])
    .orderBy('e.benchmark_name').orderBy('e.split')
    .execute();
  return rows.map((r) => ({ task: r.task, split: r.split, done: Number(r.done), successes: Number(r.successes), inPlay: Number(r.in_play) }));
}

/** How long each session the plan counts as done lasted (for the console's medians). */
export async function finishedDurations(db: Kysely<Database>): Promise<FinishedDuration[]> {
  const rows = await db.selectFrom('sessions as s').innerJoin('episodes as e', 'e.id', 's.episode_id')
    .where(COUNTED_SEATS).where(FINISHED)
    .select(['e.benchmark_name as task', 'e.split as split', 's.started_at', 's.ended_at'])
    .orderBy('e.benchmark_name').orderBy('e.split').orderBy('s.started_at')
    .execute();
  return rows.map((r) => ({ task: r.task, split: r.split, durationMs: Number(r.ended_at) - Number(r.started_at) }));
}
