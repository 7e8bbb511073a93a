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

  /** A worker's connections; with `browser`, only that browser's (the seat's). */
  connectionsOf(workerId: string, browser?: string | null): readonly Connection[] {
    const all = [...(this.byWorker.get(workerId) ?? [])];
    return browser === undefined ? all : all.filter((c) => c.browser === browser);
  }

  count(workerId: string): number {
    return this.byWorker.get(workerId)?.size ?? 0;
  }

  /** To a worker's connections in one browser (a queued seat's), or every one of them. */
  send(workerId: string, message: ServerMessage, browser?: string | null): void {
    for (const c of this.connectionsOf(workerId, browser)) c.send(message);
  }

  get size(): number {
    let n = 0;
    for (const s of this.byWorker.values()) n += s.size;
    return n;
  }
}
