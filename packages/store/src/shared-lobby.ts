/**
 * One lobby for every server process (issue 46): the waiting room and the live seats are rows,
 * so pairing and "one live session per worker" hold across processes, enforced by the store.
 * - `lobby_waiting`: a worker waits in at most one queue (its id is the key). A claim takes the
 *   longest-waiting worker who is not the claimant nor blocked from them, `FOR UPDATE SKIP LOCKED` on
 *   PostgreSQL, so processes claiming at once each get a different partner or none, never the same.
 * - `live_seats`: one row per person seated in a live session (the in-process bot's seat has none),
 *   written in the session's own transaction; a worker already seated makes the insert fail whole.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Platform, WaitingSeat } from './store.js';

/** A person in the seats of a session is seated in another live session already. */
export class SeatTakenError extends Error {
  override readonly name = 'SeatTakenError';
  readonly code = 'store/seat_taken';
  constructor(readonly workerIds: readonly string[]) {
    super(`already seated in a live session: ${workerIds.join(', ')}`);
  }
}

const toWaiting = (r: { worker_id: string; name: string; browser: string | null; platform: string; since: number | string; owner: string }): WaitingSeat =>
  ({ workerId: r.worker_id, name: r.name, browser: r.browser, platform: r.platform as Platform, since: Number(r.since), owner: r.owner });

/** Queues the worker; false when it waits already (in any process). */
export async function addWaiting(db: Kysely<Database>, w: WaitingSeat): Promise<boolean> {
  const r = await db.insertInto('lobby_waiting')
    .values({ worker_id: w.workerId, name: w.name, browser: w.browser, platform: w.platform, since: w.since, owner: w.owner })
    .onConflict((oc) => oc.column('worker_id').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Takes the longest-waiting worker `workerId` may be paired with out of the queue, or null. With
 * `notBefore`, places older than it are passed over (their process died before timing them out).
 */
export async function claimWaiting(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', workerId: string, notBefore?: number): Promise<WaitingSeat | null> {
  return db.transaction().execute(async (tx) => {
    let q = tx.selectFrom('lobby_waiting as w').selectAll('w')
      .where('w.worker_id', '<>', workerId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('pair_blocks as b').select('b.worker_a').where((bb) => bb.or([
        bb.and([bb('b.worker_a', '=', workerId), bb('b.worker_b', '=', bb.ref('w.worker_id'))]),
        bb.and([bb('b.worker_a', '=', bb.ref('w.worker_id')), bb('b.worker_b', '=', workerId)]),
      ])))))
      .orderBy('w.since').orderBy('w.worker_id').limit(1);
    if (notBefore !== undefined) q = q.where('w.since', '>=', notBefore);
    // SQLite has one writer at a time and no row locks: the transaction is the lock there.
    if (dialect === 'postgres') q = q.forUpdate().skipLocked();
    const row = await q.executeTakeFirst();
    if (!row) return null;
    await tx.deleteFrom('lobby_waiting').where('worker_id', '=', row.worker_id).execute();
    return toWaiting(row);
  });
}

/** Takes a worker out of the queue (it left, or timed out); with `browser` or `since`, only that place. Returns the place taken out. */
export async function removeWaiting(db: Kysely<Database>, workerId: string, only: { readonly browser?: string | null; readonly since?: number } = {}): Promise<WaitingSeat | null> {
  let q = db.deleteFrom('lobby_waiting').where('worker_id', '=', workerId);
  if (only.browser !== undefined) q = only.browser === null ? q.where('browser', 'is', null) : q.where('browser', '=', only.browser);
  if (only.since !== undefined) q = q.where('since', '=', only.since);
  const row = await q.returningAll().executeTakeFirst();
  return row ? toWaiting(row) : null;
}

/** Takes every place a process queued out of the lobby (it is going down: nobody would time them out). */
export async function removeWaitingOf(db: Kysely<Database>, owner: string): Promise<number> {
  const r = await db.deleteFrom('lobby_waiting').where('owner', '=', owner).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Everyone waiting, first come first. */
export async function listWaiting(db: Kysely<Database>): Promise<WaitingSeat[]> {
  return (await db.selectFrom('lobby_waiting').selectAll().orderBy('since').orderBy('worker_id').execute()).map(toWaiting);
}

/** Seats these people in a live session, inside its creating transaction; throws `SeatTakenError` (and so rolls it back) if any is seated already. */
export async function seatLive(tx: Transaction<Database>, sessionId: string, workerIds: readonly string[]): Promise<void> {
  if (!workerIds.length) return;
  const inserted = await tx.insertInto('live_seats').values(workerIds.map((w) => ({ worker_id: w, session_id: sessionId })))
    .onConflict((oc) => oc.column('worker_id').doNothing()).returning('worker_id').execute();
  if (inserted.length < workerIds.length) {
    const got = new Set(inserted.map((r) => r.worker_id));
    throw new SeatTakenError(workerIds.filter((w) => !got.has(w)));
  }
}

/** The live session a worker is seated in, if any. */
export async function liveSessionOf(db: Kysely<Database>, workerId: string): Promise<string | null> {
  return (await db.selectFrom('live_seats').select('session_id').where('worker_id', '=', workerId).executeTakeFirst())?.session_id ?? null;
}
