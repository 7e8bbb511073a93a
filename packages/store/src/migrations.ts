/**
 * Versioned migrations, applied in name order by Kysely's Migrator on both dialects. Never edit a
 * released migration; add the next one.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('workers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('vetted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('pair_blocks')
      .addColumn('worker_a', 'text', (c) => c.notNull())
      .addColumn('worker_b', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('pair_blocks_pk', ['worker_a', 'worker_b'])
      .execute();
    await db.schema.createTable('episodes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('task_name', 'text', (c) => c.notNull())
      .addColumn('benchmark_name', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('floor_plan', 'integer', (c) => c.notNull())
      .addColumn('split', 'text', (c) => c.notNull())
      .addColumn('seed', 'bigint', (c) => c.notNull())
      .addColumn('world', 'text', (c) => c.notNull())
      .addColumn('world_hash', 'text', (c) => c.notNull())
      .addColumn('solution_steps', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('episode_id', 'text', (c) => c.notNull().references('episodes.id'))
      .addColumn('commander_id', 'text', (c) => c.notNull())
      .addColumn('follower_id', 'text', (c) => c.notNull())
      .addColumn('bot_role', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text')
      .addColumn('end_reason', 'text')
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_status').on('sessions').column('status').execute();
    await db.schema.createTable('events')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('t', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('role', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('events_pk', ['session_id', 'seq'])
      .execute();
    await db.schema.createTable('surveys')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('worker_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('surveys_pk', ['session_id', 'worker_id'])
      .execute();
    await db.schema.createTable('admin_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['settings', 'admin_audit', 'surveys', 'events', 'sessions', 'episodes', 'pair_blocks', 'workers']) {
      await sql`drop table if exists ${sql.table(t)}`.execute(db);
    }
  },
};

/** Scale-out: the process (SERVER_ID) that runs a session, so a restarted process rebuilds only its own. */
const sessionOwner: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('owner', 'text', (c) => c.notNull().defaultTo('local')).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('owner').execute();
  },
};

/**
 * Trust (issue 16): provenance of each seat (human, bot, replaced; existing bot sessions backfilled
 * from bot_role), the pay verdict per seat, the browser each seat is bound to, every completion code handed out, and the indexes the
 * admin's one-query worker page needs.
 */
const trust: Migration = {
  async up(db: Kysely<unknown>) {
    for (const c of ['commander_seat', 'follower_seat']) {
      await db.schema.alterTable('sessions').addColumn(c, 'text', (col) => col.notNull().defaultTo('human')).execute();
    }
    for (const c of ['commander_pay', 'follower_pay', 'commander_browser', 'follower_browser']) await db.schema.alterTable('sessions').addColumn(c, 'text').execute();
    await sql`update sessions set commander_seat = 'bot' where bot_role = 'commander'`.execute(db);
    await sql`update sessions set follower_seat = 'bot' where bot_role = 'follower'`.execute(db);
    await db.schema.createIndex('sessions_commander').on('sessions').column('commander_id').execute();
    await db.schema.createIndex('sessions_follower').on('sessions').column('follower_id').execute();
    await db.schema.createIndex('surveys_session').on('surveys').column('session_id').execute();
    await db.schema.createTable('completions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('worker_id', 'text', (c) => c.notNull())
      .addColumn('browser', 'text')
      .addColumn('session_id', 'text')
      .addColumn('code', 'text')
      .addColumn('paid', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('completions_worker').on('completions').columns(['worker_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists completions`.execute(db);
    for (const i of ['sessions_commander', 'sessions_follower', 'surveys_session']) await db.schema.dropIndex(i).ifExists().execute();
    for (const c of ['commander_seat', 'follower_seat', 'commander_pay', 'follower_pay', 'commander_browser', 'follower_browser']) await db.schema.alterTable('sessions').dropColumn(c).execute();
  },
};

/**
 * The collection plan (issue 47, `collection-plan.ts`): a target and a state per task, targets per
 * task and split. The plan's counts group sessions by their episode's task and split, through the
 * episode index these add.
 */
const collectionPlan: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('plan_tasks')
      .addColumn('task', 'text', (c) => c.primaryKey())
      .addColumn('target', 'integer')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('plan_split_targets')
      .addColumn('task', 'text', (c) => c.notNull())
      .addColumn('split', 'text', (c) => c.notNull())
      .addColumn('target', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('plan_split_targets_pk', ['task', 'split'])
      .execute();
    await db.schema.createIndex('sessions_episode').on('sessions').column('episode_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('sessions_episode').ifExists().execute();
    for (const t of ['plan_split_targets', 'plan_tasks']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
  },
};

/**
 * Pilot mode (issue 47): a session played while the pilot switch was on, or with a worker marked
 * staff in a seat, is a pilot session, left out of the plan's counts and of exports unless asked for.
 */
const pilot: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('pilot', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('workers').addColumn('staff', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('pilot').execute();
    await db.schema.alterTable('workers').dropColumn('staff').execute();
  },
};

/** Consent (issue 47, `consents.ts`): each worker's decision on each version of the consent text. */
const consent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('consents')
      .addColumn('worker_id', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('consents_pk', ['worker_id', 'version'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists consents`.execute(db);
  },
};

/**
 * Endings (issue 48): how each completion's game ended from its worker's seat, as the protocol's closed
 * list, so a return visit and the console show the same words and pay as the page did. Older rows keep null.
 */
const completionEnding: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('completions').addColumn('ending', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('completions').dropColumn('ending').execute();
  },
};

/** Review (issue 47, `session-reviews.ts`): one reviewer's decision per session, which exports honour. */
const sessionReviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('session_reviews')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('reviewer', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('session_reviews_decision').on('session_reviews').column('decision').execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists session_reviews`.execute(db);
  },
};

/** Crowd assignments (issue 47, `crowd-assignments.ts`): MTurk's and Prolific's own ids of each arrival, for pay files. */
const crowdAssignments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('crowd_assignments')
      .addColumn('worker_id', 'text', (c) => c.notNull())
      .addColumn('assignment_id', 'text', (c) => c.notNull())
      .addColumn('hit_id', 'text')
      .addColumn('submit_to', 'text')
      .addColumn('arrived_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('crowd_assignments_pk', ['worker_id', 'assignment_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists crowd_assignments`.execute(db);
  },
};

/** Provenance (issue 47): the versions of the code that recorded each session (protocol `Provenance`, as JSON); null before it. */
const sessionProvenance: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('provenance', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('provenance').execute();
  },
};

/**
 * Game leases (issue 46, `leases.ts`): the process that owns each live game, the fencing token its
 * appends carry (only grows, so a row is never deleted) and when the lease lapses unless renewed.
 */
const gameLeases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('game_leases')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('token', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists game_leases`.execute(db);
  },
};

/**
 * One lobby across processes (issue 46, `shared-lobby.ts`): the waiting room, and the live seats
 * that make "one live session per worker" a key of the store. Live sessions' people are seated.
 */
const sharedLobby: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('lobby_waiting')
      .addColumn('worker_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('browser', 'text')
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lobby_waiting_since').on('lobby_waiting').column('since').execute();
    await db.schema.createTable('live_seats')
      .addColumn('worker_id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('live_seats_session').on('live_seats').column('session_id').execute();
    for (const role of ['commander', 'follower']) {
      await sql`insert into live_seats (worker_id, session_id)
        select ${sql.ref(`${role}_id`)}, id from sessions where status = 'live' and (bot_role is null or bot_role <> ${role}) and ${sql.ref(`${role}_seat`)} <> 'replaced'
        on conflict (worker_id) do nothing`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['live_seats', 'lobby_waiting']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial, '0002_session_owner': sessionOwner, '0003_trust': trust, '0004_collection_plan': collectionPlan, '0005_pilot': pilot,
  '0006_consent': consent, '0007_completion_ending': completionEnding,
  '0008_session_reviews': sessionReviews, '0009_crowd_assignments': crowdAssignments,
  '0010_session_provenance': sessionProvenance, '0011_game_leases': gameLeases, '0012_shared_lobby': sharedLobby,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };
