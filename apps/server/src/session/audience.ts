/**
 * Who one session talks to: each seat's connections (a player may have several tabs) and the
 * spectators, and what each is sent. An event goes to viewers as `views.ts` lets each see it: those
 * who see it whole share one message (`sendShared`, so a transport encodes it once), a view that
 * differs is its viewer's own.
 */
import { ROLES, otherRole, type EventRecord, type Role, type ServerMessage } from '@chorehouse/protocol';
import { shareMessage, type Connection, type SharedMessage } from './connection.js';
import { viewEvent } from './views.js';

export class Audience {
  private readonly seats = new Map<Role, Set<Connection>>(ROLES.map((r) => [r, new Set()]));
  private readonly spectators = new Set<Connection>();

  constructor(private readonly sessionId: string) {}

  seat(role: Role, conn: Connection): void {
    this.seats.get(role)!.add(conn);
  }

  watch(conn: Connection): void {
    this.spectators.add(conn);
  }

  /** Removes a connection wherever it is; the seat it held, if it held one. */
  leave(conn: Connection): Role | null {
    this.spectators.delete(conn);
    return ROLES.find((r) => this.seats.get(r)!.delete(conn)) ?? null;
  }

  /** Forgets every connection without telling any (a process going down). */
  clear(): void {
    for (const set of this.seats.values()) set.clear();
    this.spectators.clear();
  }

  has(role: Role, conn: Connection): boolean {
    return this.seats.get(role)!.has(conn);
  }

  /** Connections of one seat, or of both seats (spectators not counted). */
  count(role?: Role): number {
    return role ? this.seats.get(role)!.size : ROLES.reduce((n, r) => n + this.seats.get(r)!.size, 0);
  }

  sendTo(role: Role, message: ServerMessage): void {
    for (const c of this.seats.get(role)!) c.send(message);
  }

  sendToSpectators(message: ServerMessage): void {
    for (const c of this.spectators) c.send(message);
  }

  /**
   * The event's author is sent it first, then its partner, then spectators (the socket transport
   * also answers before it tells: transport/socket-io-tuning.ts; in-process connections see this order).
   */
  broadcast(event: EventRecord): void {
    let whole: SharedMessage | null = null;
    const shared = () => (whole ??= shareMessage({ type: 'session/event', sessionId: this.sessionId, event }));
    for (const role of 'role' in event ? [event.role, otherRole(event.role)] : ROLES) {
      const view = viewEvent(role, event);
      if (!view) continue;
      if (view === event) {
        for (const c of this.seats.get(role)!) c.sendShared(shared());
      } else {
        const own: ServerMessage = { type: 'session/event', sessionId: this.sessionId, event: view };
        this.sendTo(role, own);
      }
    }
    for (const c of this.spectators) c.sendShared(shared());
  }

  /** The game is over: each viewer is told how it ended, as it may see the `end` event (the Follower without the verdict). */
  announceEnd(ended: EventRecord): void {
    for (const role of ROLES) {
      const end = viewEvent(role, ended);
      if (end?.kind === 'end') this.sendTo(role, { type: 'session/ended', sessionId: this.sessionId, outcome: end.outcome, reason: end.reason });
    }
    if (ended.kind === 'end') this.sendToSpectators({ type: 'session/ended', sessionId: this.sessionId, outcome: ended.outcome, reason: ended.reason });
  }
}
