/**
 * The fencing check of an event log: per session, the highest token an admitted append carried.
 * An append with an older token is refused; a newer one becomes the session's token. Only sessions
 * whose appends carried a fence are kept.
 *
 * Kept in the log's own memory, which is exact while one process writes a session's log (the
 * embedded SQLite store holds the data directory's lock). Several processes sharing PostgreSQL
 * (issue 46) check the fence against the game's lease in the insert's own transaction as well
 * (postgres/postgres-event-log.ts, `leaseFenceCheck`); the book stays in front of it there as a
 * fast refusal, which is never wrong since tokens only grow.
 */
import { EventLogError, type Fence } from './event-log.js';

export interface FenceCheck {
  /** Throws `EventLogError('event-log/fenced')` when `fence` is older than the session's; records a newer one. */
  admit(sessionId: string, fence: Fence | undefined): void;
}

export class FenceBook implements FenceCheck {
  private readonly tokens = new Map<string, Fence>();

  admit(sessionId: string, fence: Fence | undefined): void {
    if (!fence) return;
    const held = this.tokens.get(sessionId);
    if (held && fence.token < held.token) {
      throw new EventLogError('event-log/fenced', `session ${sessionId} is owned by ${held.owner} (token ${held.token}); ${fence.owner}'s token ${fence.token} is stale`);
    }
    if (!held || fence.token > held.token) this.tokens.set(sessionId, fence);
  }
}
