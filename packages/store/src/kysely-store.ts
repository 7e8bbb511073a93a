/** The Store over any Kysely dialect that speaks the SQL both SQLite and PostgreSQL share. */
import { endingSchema, provenanceSchema, type EventRecord, type Provenance, type SessionOutcome } from '@chorehouse/protocol';
import { Migrator, sql, type Kysely, type Selectable } from 'kysely';
import type { EventLog } from './event-log/event-log.js';
import { migrationProvider } from './migrations.js';
import { assignmentsOf, recordAssignment, type CrowdAssignment } from './crowd-assignments.js';
import { listReviews, reviewSessions, reviewsOf, type ReviewRecord } from './session-reviews.js';
import { addWaiting, claimWaiting, listWaiting, liveSessionOf, removeWaiting, removeWaitingOf, seatLive } from './shared-lobby.js';
import { acquireLease, listLeases, releaseLease, renewLease, renewLeases, unownedLiveSessions, type GameLease, type LeaseTerms } from './leases.js';
import { consentOf, listConsents, recordConsent, type ConsentRecord } from './consents.js';
import { finishedDurations, planCounts, planTasks, removePlanTask, setPlanTask, type FinishedDuration, type PlanCount, type PlanTask, type PlanTaskChange } from './collection-plan.js';
import type { CompletionsTable, Database, EpisodesTable, SessionsTable, SurveysTable, WorkersTable } from './schema.js';
import type {
  AuditRecord, CompletionRecord, EpisodeRecord, EpisodeSummary, EventTally, Page, PayStatus, Platform, SeatKind, SessionBrowsers, SessionEnd,
  SessionFilter, SessionRecord, SessionSeats, SessionStatusRow, Store, SurveyRecord, WaitingSeat, WorkerRecord, WorkerSummary,
} from './store.js';

const toWorker = (r: Selectable<WorkersTable>): WorkerRecord => ({
  id: r.id, platform: r.platform as Platform, externalId: r.external_id, name: r.name,
  vetted: Number(r.vetted) === 1, blocked: Number(r.blocked) === 1, staff: Number(r.staff) === 1, createdAt: Number(r.created_at),
});

const toEpisode = (r: Omit<Selectable<EpisodesTable>, 'world'> & { world?: string }): Omit<EpisodeRecord, 'world'> & { world?: string } => ({
  id: r.id, taskName: r.task_name, benchmarkName: r.benchmark_name, params: JSON.parse(r.params) as string[],
  floorPlan: Number(r.floor_plan), split: r.split, seed: Number(r.seed), worldHash: r.world_hash,
  solutionSteps: Number(r.solution_steps), createdAt: Number(r.created_at), ...(r.world !== undefined ? { world: r.world } : {}),
});

const toSession = (r: Selectable<SessionsTable>): SessionRecord => ({
  id: r.id, episodeId: r.episode_id, commanderId: r.commander_id, followerId: r.follower_id,
  botRole: r.bot_role as SessionRecord['botRole'], status: r.status as SessionRecord['status'],
  outcome: r.outcome as SessionOutcome | null, endReason: r.end_reason, startedAt: Number(r.started_at),
  endedAt: r.ended_at === null ? null : Number(r.ended_at), owner: r.owner,
  seats: { commander: r.commander_seat as SeatKind, follower: r.follower_seat as SeatKind },
  pay: { commander: r.commander_pay as PayStatus | null, follower: r.follower_pay as PayStatus | null },
  browsers: { commander: r.commander_browser, follower: r.follower_browser },
  pilot: Number(r.pilot) === 1,
  provenance: r.provenance === null ? null : provenanceSchema.parse(JSON.parse(r.provenance)),
});

const toCompletion = (r: Selectable<CompletionsTable>): CompletionRecord => ({
  id: r.id, workerId: r.worker_id, browser: r.browser, sessionId: r.session_id, code: r.code, paid: Number(r.paid) === 1, reason: r.reason,
  outcome: r.outcome, ending: endingSchema.safeParse(r.ending).data ?? null, createdAt: Number(r.created_at),
});

const toSurvey = (r: Selectable<SurveysTable>): SurveyRecord => ({
  sessionId: r.session_id, workerId: r.worker_id, role: r.role as SurveyRecord['role'], rating: Number(r.rating),
  comment: r.comment, createdAt: Number(r.created_at),
});

/** Pairs are stored in one order so (a, b) and (b, a) are the same block. */
/** An event log as a store holds it: it answers what was appended and lets go of its resources when the store closes. */
export interface ClosableEventLog extends EventLog {
  close(): Promise<void>;
}

const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export class KyselyStore implements Store {
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: 'sqlite' | 'postgres',
    readonly database: string,
    /** The event log (sqlite/sqlite-event-log.ts, postgres/postgres-event-log.ts): closed before the connection. */
    readonly events: ClosableEventLog,
    /** PostgreSQL schema of the tables (Kysely's migrator needs it named to find its own tables). */
    private readonly schema?: string,
  ) {}

  private migrator(): Migrator {
    return new Migrator({ db: this.db, provider: migrationProvider, ...(this.schema ? { migrationTableSchema: this.schema } : {}) });
  }

  async appliedMigrations(): Promise<string[]> {
    return (await this.migrator().getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);
  }

  async migrate(): Promise<string[]> {
    const { error, results } = await this.migrator().migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.db.destroy();
  }

  async upsertWorker(w: Omit<WorkerRecord, 'vetted' | 'blocked' | 'staff'> & { vetted?: boolean }): Promise<WorkerRecord> {
    await this.db.insertInto('workers')
      .values({ id: w.id, platform: w.platform, external_id: w.externalId, name: w.name, vetted: w.vetted ? 1 : 0, blocked: 0, staff: 0, created_at: w.createdAt })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: w.name }))
      .execute();
    return (await this.getWorker(w.id))!;
  }

  async getWorker(id: string): Promise<WorkerRecord | null> {
    const r = await this.db.selectFrom('workers').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toWorker(r) : null;
  }

  async getWorkers(ids: readonly string[]): Promise<WorkerRecord[]> {
    if (!ids.length) return [];
    return (await this.db.selectFrom('workers').selectAll().where('id', 'in', [...new Set(ids)]).orderBy('id').execute()).map(toWorker);
  }

  async listWorkers(): Promise<WorkerRecord[]> {
    return (await this.db.selectFrom('workers').selectAll().orderBy('created_at').orderBy('id').execute()).map(toWorker);
  }

  async workerPage(page: { limit: number; after?: string }): Promise<Page<WorkerSummary>> {
    // Each count is two index lookups (sessions by commander_id, by follower_id), never a scan per worker.
    const asSeat = (seat: 'commander_id' | 'follower_id', extra: ReturnType<typeof sql>, what: ReturnType<typeof sql> = sql`count(*)`) =>
      sql<number | null>`(select ${what} from sessions s where s.${sql.ref(seat)} = w.id ${extra})`;
    const both = (extra: ReturnType<typeof sql>) => sql<number>`(${asSeat('commander_id', extra)} + ${asSeat('follower_id', extra)})`;
    const none = sql``;
    const ended = sql`and s.status = 'ended'`;
    const success = sql`and s.status = 'ended' and s.outcome = 'success'`;
    // Ratings received: surveys of the worker's sessions answered by the partner.
    const rated = (seat: 'commander_id' | 'follower_id', what: ReturnType<typeof sql>) =>
      sql<number | null>`(select ${what} from sessions s join surveys v on v.session_id = s.id where s.${sql.ref(seat)} = w.id and v.worker_id <> w.id)`;
    let q = this.db.selectFrom('workers as w').selectAll('w').select([
      both(none).as('session_count'),
      both(ended).as('ended_count'),
      both(success).as('success_count'),
      sql<number>`(${rated('commander_id', sql`count(*)`)} + ${rated('follower_id', sql`count(*)`)})`.as('rating_count'),
      sql<number>`(coalesce(${rated('commander_id', sql`sum(v.rating)`)}, 0) + coalesce(${rated('follower_id', sql`sum(v.rating)`)}, 0))`.as('rating_sum'),
    ]);
    if (page.after !== undefined) q = q.where('w.id', '>', page.after);
    const rows = await q.orderBy('w.id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map((r) => {
      const count = Number(r.rating_count ?? 0);
      return {
        ...toWorker(r), sessions: Number(r.session_count ?? 0), ended: Number(r.ended_count ?? 0), successes: Number(r.success_count ?? 0),
        ratings: { count, mean: count ? Number(r.rating_sum) / count : null },
      };
    });
    return { items, next: rows.length > page.limit ? items[items.length - 1]!.id : null };
  }

  async sessionIdsOf(workerIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(workerIds.map((w) => [w, []]));
    if (!workerIds.length) return out;
    const rows = await this.db.selectFrom('sessions').select(['id', 'commander_id', 'follower_id'])
      .where((eb) => eb.or([eb('commander_id', 'in', [...workerIds]), eb('follower_id', 'in', [...workerIds])]))
      .orderBy('started_at', 'desc').orderBy('id').execute();
    for (const r of rows) {
      out.get(r.commander_id)?.push(r.id);
      if (r.follower_id !== r.commander_id) out.get(r.follower_id)?.push(r.id);
    }
    return out;
  }

  async setWorkerFlags(id: string, flags: { vetted?: boolean; blocked?: boolean; staff?: boolean }): Promise<WorkerRecord | null> {
    const set: { vetted?: number; blocked?: number; staff?: number } = {};
    if (flags.staff !== undefined) set.staff = flags.staff ? 1 : 0;
    if (flags.vetted !== undefined) set.vetted = flags.vetted ? 1 : 0;
    if (flags.blocked !== undefined) set.blocked = flags.blocked ? 1 : 0;
    if (Object.keys(set).length) await this.db.updateTable('workers').set(set).where('id', '=', id).execute();
    return this.getWorker(id);
  }

  async blockPair(a: string, b: string, at: number): Promise<void> {
    const [x, y] = ordered(a, b);
    await this.db.insertInto('pair_blocks').values({ worker_a: x, worker_b: y, created_at: at })
      .onConflict((oc) => oc.columns(['worker_a', 'worker_b']).doNothing()).execute();
  }

  async unblockPair(a: string, b: string): Promise<void> {
    const [x, y] = ordered(a, b);
    await this.db.deleteFrom('pair_blocks').where('worker_a', '=', x).where('worker_b', '=', y).execute();
  }

  async isPairBlocked(a: string, b: string): Promise<boolean> {
    const [x, y] = ordered(a, b);
    return (await this.db.selectFrom('pair_blocks').select('worker_a').where('worker_a', '=', x).where('worker_b', '=', y).executeTakeFirst()) !== undefined;
  }

  async addEpisode(e: EpisodeRecord): Promise<void> {
    await this.db.insertInto('episodes').values({
      id: e.id, task_name: e.taskName, benchmark_name: e.benchmarkName, params: JSON.stringify(e.params), floor_plan: e.floorPlan,
      split: e.split, seed: e.seed, world: e.world, world_hash: e.worldHash, solution_steps: e.solutionSteps, created_at: e.createdAt,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }

  async getEpisode(id: string): Promise<EpisodeRecord | null> {
    const r = await this.db.selectFrom('episodes').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? (toEpisode(r) as EpisodeRecord) : null;
  }

  async episodeSummaries(): Promise<EpisodeSummary[]> {
    const rows = await this.db.selectFrom('episodes as e')
      .leftJoin('sessions as s', 's.episode_id', 'e.id')
      .select(['e.id', 'e.task_name', 'e.benchmark_name', 'e.params', 'e.floor_plan', 'e.split', 'e.seed', 'e.world_hash', 'e.solution_steps', 'e.created_at'])
      .select((eb) => eb.fn.count<number>('s.id').as('sessions'))
      .groupBy(['e.id', 'e.task_name', 'e.benchmark_name', 'e.params', 'e.floor_plan', 'e.split', 'e.seed', 'e.world_hash', 'e.solution_steps', 'e.created_at'])
      .orderBy('e.id')
      .execute();
    return rows.map((r) => ({ ...(toEpisode(r) as Omit<EpisodeRecord, 'world'>), sessions: Number(r.sessions) }));
  }

  async countEpisodes(): Promise<number> {
    const r = await this.db.selectFrom('episodes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async createSession(s: Omit<SessionRecord, 'status' | 'outcome' | 'endReason' | 'endedAt' | 'seats' | 'pay' | 'browsers' | 'pilot' | 'provenance'> & { seats?: SessionSeats; browsers?: SessionBrowsers; pilot?: boolean; provenance?: Provenance | null }): Promise<SessionRecord> {
    const seats = s.seats ?? { commander: s.botRole === 'commander' ? 'bot' : 'human', follower: s.botRole === 'follower' ? 'bot' : 'human' };
    // The people seated (not the in-process bot's seat): one live session each, or none of this is stored.
    const people = [...(s.botRole === 'commander' ? [] : [s.commanderId]), ...(s.botRole === 'follower' ? [] : [s.followerId])];
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('sessions').values({
        id: s.id, episode_id: s.episodeId, commander_id: s.commanderId, follower_id: s.followerId, bot_role: s.botRole,
        status: 'live', outcome: null, end_reason: null, started_at: s.startedAt, ended_at: null, owner: s.owner,
        commander_seat: seats.commander, follower_seat: seats.follower, commander_pay: null, follower_pay: null,
        commander_browser: s.browsers?.commander ?? null, follower_browser: s.browsers?.follower ?? null, pilot: s.pilot ? 1 : 0,
        provenance: s.provenance ? JSON.stringify(s.provenance) : null,
      }).execute();
      await seatLive(tx, s.id, people);
    });
    return (await this.getSession(s.id))!;
  }

  async getSession(id: string): Promise<SessionRecord | null> {
    const r = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toSession(r) : null;
  }

  async listSessions(filter: SessionFilter = {}): Promise<SessionRecord[]> {
    let q = this.db.selectFrom('sessions').selectAll();
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.owner) q = q.where('owner', '=', filter.owner);
    if (filter.workerId) {
      const w = filter.workerId;
      q = q.where((eb) => eb.or([eb('commander_id', '=', w), eb('follower_id', '=', w)]));
    }
    if (filter.includeBots === false) q = q.where('commander_seat', '=', 'human').where('follower_seat', '=', 'human');
    if (filter.includePilot === false) q = q.where('pilot', '=', 0);
    if (filter.review === 'unreviewed') q = q.where(({ not, exists, selectFrom }) => not(exists(selectFrom('session_reviews as r').select('r.session_id').whereRef('r.session_id', '=', 'sessions.id'))));
    else if (filter.review) {
      const decision = filter.review;
      q = q.where('id', 'in', (eb) => eb.selectFrom('session_reviews').select('session_id').where('decision', '=', decision));
    }
    q = q.orderBy('started_at', 'desc').orderBy('id');
    if (filter.limit) q = q.limit(filter.limit);
    return (await q.execute()).map(toSession);
  }

  async sessionPage(page: { limit: number; after?: string; status?: SessionStatusRow }): Promise<Page<SessionRecord>> {
    let q = this.db.selectFrom('sessions').selectAll();
    if (page.status) q = q.where('status', '=', page.status);
    if (page.after !== undefined) q = q.where('id', '>', page.after);
    const rows = await q.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map(toSession);
    return { items, next: rows.length > page.limit ? items[items.length - 1]!.id : null };
  }

  async endSession(id: string, end: SessionEnd): Promise<boolean> {
    const r = await this.db.updateTable('sessions')
      .set({
        status: 'ended', outcome: end.outcome, end_reason: end.reason, ended_at: end.at,
        ...(end.pay ? { commander_pay: end.pay.commander, follower_pay: end.pay.follower } : {}),
      })
      .where('id', '=', id).where('status', '=', 'live')
      .executeTakeFirst();
    await this.db.deleteFrom('live_seats').where('session_id', '=', id).execute();
    return Number(r.numUpdatedRows) > 0;
  }

  async setSeat(id: string, role: 'commander' | 'follower', kind: SeatKind): Promise<void> {
    await this.db.updateTable('sessions').set(role === 'commander' ? { commander_seat: kind } : { follower_seat: kind }).where('id', '=', id).execute();
    // A bot took the seat of a person who left: that person is free for another game.
    if (kind === 'replaced') {
      const session = await this.db.selectFrom('sessions').select(['commander_id', 'follower_id']).where('id', '=', id).executeTakeFirst();
      if (session) await this.db.deleteFrom('live_seats').where('session_id', '=', id).where('worker_id', '=', role === 'commander' ? session.commander_id : session.follower_id).execute();
    }
  }

  addWaiting(w: WaitingSeat): Promise<boolean> { return addWaiting(this.db, w); }
  claimWaiting(workerId: string, notBefore?: number): Promise<WaitingSeat | null> { return claimWaiting(this.db, this.dialect, workerId, notBefore); }
  removeWaitingOf(owner: string): Promise<number> { return removeWaitingOf(this.db, owner); }
  removeWaiting(workerId: string, only?: { readonly browser?: string | null; readonly since?: number }): Promise<WaitingSeat | null> { return removeWaiting(this.db, workerId, only); }
  listWaiting(): Promise<WaitingSeat[]> { return listWaiting(this.db); }
  liveSessionOf(workerId: string): Promise<string | null> { return liveSessionOf(this.db, workerId); }

  async addCompletion(c: CompletionRecord): Promise<void> {
    await this.db.insertInto('completions').values({
      id: c.id, worker_id: c.workerId, browser: c.browser, session_id: c.sessionId, code: c.code, paid: c.paid ? 1 : 0, reason: c.reason, outcome: c.outcome, ending: c.ending, created_at: c.createdAt,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }

  async completionsOfSessions(sessionIds: readonly string[]): Promise<CompletionRecord[]> {
    if (!sessionIds.length) return [];
    const rows = await this.db.selectFrom('completions').selectAll().where('session_id', 'in', [...sessionIds]).orderBy('id').execute();
    return rows.map(toCompletion);
  }

  async completionsOf(workerId: string): Promise<CompletionRecord[]> {
    const rows = await this.db.selectFrom('completions').selectAll().where('worker_id', '=', workerId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toCompletion);
  }

  async completionPage(page: { limit: number; after?: string; sessionId?: string }): Promise<Page<CompletionRecord>> {
    let q = this.db.selectFrom('completions').selectAll();
    if (page.sessionId !== undefined) q = q.where('session_id', '=', page.sessionId);
    if (page.after !== undefined) q = q.where('id', '>', page.after);
    const rows = await q.orderBy('id').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map(toCompletion);
    return { items, next: rows.length > page.limit ? items[items.length - 1]!.id : null };
  }

  /** The session's events, checked against the schema: the same as `events.read(sessionId)`. */
  listEvents(sessionId: string): Promise<EventRecord[]> {
    return this.events.read(sessionId);
  }

  async eventTallies(sessionIds: readonly string[]): Promise<Map<string, EventTally>> {
    const out = new Map<string, EventTally>();
    if (!sessionIds.length) return out;
    const rows = await this.db.selectFrom('events').where('session_id', 'in', [...sessionIds]).groupBy('session_id').select([
      'session_id',
      sql<number>`sum(case when kind = 'action' and role = 'follower' then 1 else 0 end)`.as('f'),
      sql<number>`sum(case when (kind = 'action' and role = 'commander') or kind = 'progress_check' or kind = 'search' then 1 else 0 end)`.as('c'),
      sql<number>`sum(case when kind = 'chat' then 1 else 0 end)`.as('u'),
      sql<number>`max(t)`.as('last_t'),
    ]).execute();
    for (const r of rows) out.set(r.session_id, { followerActions: Number(r.f), commanderActions: Number(r.c), utterances: Number(r.u), lastT: r.last_t === null ? null : Number(r.last_t) });
    return out;
  }

  async countEvents(sessionId?: string): Promise<number> {
    let q = this.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n'));
    if (sessionId !== undefined) q = q.where('session_id', '=', sessionId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  async addSurvey(s: SurveyRecord): Promise<boolean> {
    const r = await this.db.insertInto('surveys').values({
      session_id: s.sessionId, worker_id: s.workerId, role: s.role, rating: s.rating, comment: s.comment, created_at: s.createdAt,
    }).onConflict((oc) => oc.columns(['session_id', 'worker_id']).doNothing()).executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async surveysOf(sessionId: string): Promise<SurveyRecord[]> {
    return (await this.db.selectFrom('surveys').selectAll().where('session_id', '=', sessionId).orderBy('created_at').orderBy('worker_id').execute()).map(toSurvey);
  }

  async ratingsOf(workerId: string): Promise<SurveyRecord[]> {
    const rows = await this.db.selectFrom('surveys as v')
      .innerJoin('sessions as s', 's.id', 'v.session_id')
      .selectAll('v')
      .where('v.worker_id', '!=', workerId)
      .where((eb) => eb.or([eb('s.commander_id', '=', workerId), eb('s.follower_id', '=', workerId)]))
      .orderBy('v.created_at')
      .execute();
    return rows.map(toSurvey);
  }

  async addAudit(a: AuditRecord): Promise<void> {
    await this.db.insertInto('admin_audit').values({ ...a }).execute();
  }

  async listAudit(limit = 100): Promise<AuditRecord[]> {
    const rows = await this.db.selectFrom('admin_audit').selectAll().orderBy('at', 'desc').orderBy('id').limit(limit).execute();
    return rows.map((r) => ({ ...r, at: Number(r.at) }));
  }

  async getSetting(key: string): Promise<string | null> {
    return (await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;
  }

  async initSetting(key: string, value: string): Promise<string> {
    await this.db.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
    return (await this.getSetting(key))!;
  }

  async putSetting(key: string, value: string): Promise<void> {
    await this.db.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
  }

  planTasks(): Promise<PlanTask[]> { return planTasks(this.db); }
  setPlanTask(task: string, change: PlanTaskChange, at: number): Promise<PlanTask> { return setPlanTask(this.db, task, change, at); }
  removePlanTask(task: string): Promise<boolean> { return removePlanTask(this.db, task); }
  planCounts(): Promise<PlanCount[]> { return planCounts(this.db); }
  finishedDurations(): Promise<FinishedDuration[]> { return finishedDurations(this.db); }

  recordConsent(c: ConsentRecord): Promise<void> { return recordConsent(this.db, c); }
  consentOf(workerId: string, version: string): Promise<ConsentRecord | null> { return consentOf(this.db, workerId, version); }
  listConsents(): Promise<ConsentRecord[]> { return listConsents(this.db); }

  reviewSessions(reviews: readonly ReviewRecord[]): Promise<void> { return reviewSessions(this.db, reviews); }
  reviewsOf(sessionIds: readonly string[]): Promise<Map<string, ReviewRecord>> { return reviewsOf(this.db, sessionIds); }
  listReviews(): Promise<ReviewRecord[]> { return listReviews(this.db); }

  recordAssignment(a: CrowdAssignment): Promise<void> { return recordAssignment(this.db, a); }
  assignmentsOf(workerIds: readonly string[]): Promise<CrowdAssignment[]> { return assignmentsOf(this.db, workerIds); }
  acquireLease(sessionId: string, terms: LeaseTerms): Promise<GameLease | null> { return acquireLease(this.db, sessionId, terms); }
  renewLease(lease: GameLease, terms: Omit<LeaseTerms, 'owner'>): Promise<GameLease | null> { return renewLease(this.db, lease, terms); }
  renewLeases(owner: string, sessionIds: readonly string[], terms: Omit<LeaseTerms, 'owner'>): Promise<GameLease[]> { return renewLeases(this.db, owner, sessionIds, terms); }
  releaseLease(lease: GameLease): Promise<boolean> { return releaseLease(this.db, lease); }
  unownedLiveSessions(now: number, limit?: number): Promise<string[]> { return unownedLiveSessions(this.db, now, limit); }
  listLeases(sessionIds?: readonly string[]): Promise<GameLease[]> { return listLeases(this.db, sessionIds); }
}

/** Used by tests: the raw SQL both dialects understand, for a health probe. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

