/**
 * Game leases (issue 46): one owner per live game across server processes. A process holds a
 * game's lease while it renews it; when it lapses, another process may take it, and the token goes
 * up by one. The token is the fence its appends carry (event-log/event-log.ts): the PostgreSQL
 * event log refuses an append whose token is older than the lease's, in the insert's transaction.
 * Times are the callers' wall clocks (milliseconds), so the processes' clocks must agree to well
 * within a lease's length (NTP does).
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface GameLease {
  readonly sessionId: string;
  readonly owner: string;
  /** The fencing token: 1 for the first owner, one more at each change of hands. */
  readonly token: number;
  readonly expiresAt: number;
}

/** A lease asked for or renewed at `now`, lasting `ttlMs`. */
export interface LeaseTerms {
  readonly owner: string;
  readonly now: number;
  readonly ttlMs: number;
}

const toLease = (r: { session_id: string; owner: string; token: number | string; expires_at: number | string }): GameLease =>
  ({ sessionId: r.session_id, owner: r.owner, token: Number(r.token), expiresAt: Number(r.expires_at) });

/**
 * Takes the game's lease if nobody holds it (never leased, released, or lapsed); null while it is held,
 * even by `owner` itself (a holder renews). Atomic: of processes asking at once, one gets it.
 */
export async function acquireLease(db: Kysely<Database>, sessionId: string, { owner, now, ttlMs }: LeaseTerms): Promise<GameLease | null> {
  const fresh = await db.insertInto('game_leases').values({ session_id: sessionId, owner, token: 1, expires_at: now + ttlMs })
    .onConflict((oc) => oc.column('session_id').doNothing()).returningAll().executeTakeFirst();
  if (fresh) return toLease(fresh);
  const taken = await db.updateTable('game_leases')
    .set((eb) => ({ owner, token: eb('token', '+', 1), expires_at: now + ttlMs }))
    .where('session_id', '=', sessionId).where('expires_at', '<=', now)
    .returningAll().executeTakeFirst();
  return taken ? toLease(taken) : null;
}

/** Extends the holder's lease; null when `lease` is no longer the game's (another process took it over). */
export async function renewLease(db: Kysely<Database>, lease: GameLease, { now, ttlMs }: Omit<LeaseTerms, 'owner'>): Promise<GameLease | null> {
  const r = await db.updateTable('game_leases').set({ expires_at: now + ttlMs })
    .where('session_id', '=', lease.sessionId).where('owner', '=', lease.owner).where('token', '=', lease.token)
    .returningAll().executeTakeFirst();
  return r ? toLease(r) : null;
}

/** Lets the game go at once (a drain, or the game ended): the next process to ask gets it. The row stays, so its token keeps growing. */
export async function releaseLease(db: Kysely<Database>, lease: GameLease): Promise<boolean> {
  const r = await db.updateTable('game_leases').set({ expires_at: 0 })
    .where('session_id', '=', lease.sessionId).where('owner', '=', lease.owner).where('token', '=', lease.token)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Every lease (held or not), by session id; with `sessionIds`, only those. */
export async function listLeases(db: Kysely<Database>, sessionIds?: readonly string[]): Promise<GameLease[]> {
  if (sessionIds && !sessionIds.length) return [];
  let q = db.selectFrom('game_leases').selectAll().orderBy('session_id');
  if (sessionIds) q = q.where('session_id', 'in', sessionIds);
  return (await q.execute()).map(toLease);
}

/**
 * Extends every lease `owner` holds of these games in one statement (a process renews all its games at
 * once, one round trip a tick); returns those renewed. A game missing from the answer was taken over:
 * its lease is another's now (a released lease is not revived either).
 */
export async function renewLeases(db: Kysely<Database>, owner: string, sessionIds: readonly string[], { now, ttlMs }: Omit<LeaseTerms, 'owner'>): Promise<GameLease[]> {
  if (!sessionIds.length) return [];
  const rows = await db.updateTable('game_leases').set({ expires_at: now + ttlMs })
    .where('owner', '=', owner).where('session_id', 'in', sessionIds).where('expires_at', '>', 0)
    .returningAll().execute();
  return rows.map(toLease);
}

/**
 * Live games nobody holds at `now`: their lease lapsed or was released, or they have none (a session
 * an older server started). Oldest first, at most `limit`: what a process may take over.
 */
export async function unownedLiveSessions(db: Kysely<Database>, now: number, limit = 100): Promise<string[]> {
  const rows = await db.selectFrom('sessions').leftJoin('game_leases', 'game_leases.session_id', 'sessions.id')
    .select('sessions.id').where('sessions.status', '=', 'live')
    .where((eb) => eb.or([eb('game_leases.session_id', 'is', null), eb('game_leases.expires_at', '<=', now)]))
    .orderBy('sessions.started_at').limit(limit).execute();
  return rows.map((r) => r.id);
}
