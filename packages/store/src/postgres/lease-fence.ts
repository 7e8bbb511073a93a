/**
 * The fence of PostgreSQL's appends, checked against the game's lease inside the insert's own
 * transaction (issue 46): the lease rows are read `FOR SHARE`, so a process taking a game over
 * (leases.ts, an UPDATE of that row) waits for an append under way to commit, and every append after
 * the takeover sees the new token and is refused. A session without a lease row (never leased: the
 * command line, an import) admits any fence.
 */
import { sql, type Transaction } from 'kysely';
import { EventLogError, type Fence } from '../event-log/event-log.js';
import type { Database } from '../schema.js';

export async function checkLeaseFences(tx: Transaction<Database>, fences: ReadonlyMap<string, Fence>): Promise<void> {
  const ids = [...fences.keys()];
  const { rows } = await sql<{ session_id: string; owner: string; token: number | string }>`
    select session_id, owner, token from game_leases where session_id in (${sql.join(ids)}) for share`.execute(tx);
  for (const lease of rows) {
    const fence = fences.get(lease.session_id)!;
    if (fence.token < Number(lease.token)) {
      throw new EventLogError('event-log/fenced', `session ${lease.session_id} is owned by ${lease.owner} (token ${lease.token}); ${fence.owner}'s token ${fence.token} is stale`);
    }
  }
}
