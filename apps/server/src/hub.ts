/** Who is connected: every live connection by worker (a worker may have several tabs open). */
import type { ServerMessage } from '@chorehouse/protocol';
import type { Connection } from './session/connection.js';

export class Hub {
  private readonly byWorker = new Map<string, Set<Connection>>();

  add(conn: Connection): void {
    let set = this.byWorker.get(conn.workerId);
    if (!set) this.byWorker.set(conn.workerId, (set = new Set()));
    set.add(conn);
  }

  /** Returns how many connections the worker still has. */
  remove(conn: Connection): number {
    const set = this.byWorker.get(conn.workerId);
    if (!set) return 0;
    set.delete(conn);
    if (set.size === 0) this.byWorker.delete(conn.workerId);
    return set.size;
  }

  connectionsOf(workerId: string): readonly Connection[] {
    return [...(this.byWorker.get(workerId) ?? [])];
  }

  send(workerId: string, message: ServerMessage): void {
    for (const c of this.byWorker.get(workerId) ?? []) c.send(message);
  }

  get size(): number {
    let n = 0;
    for (const s of this.byWorker.values()) n += s.size;
    return n;
  }
}
