/**
 * Sockets on any process (issue 46). A worker's socket may land on a process that does not own its
 * game; that process (the socket's side) forwards the socket's messages, already validated and rate
 * limited there, to the game's owner over the cluster bus, and the owner (the game's side) serves
 * the socket through a `RelayConnection`, one of the game's connections like any other: the session
 * never knows. Replies and the game's messages come back in the order the owner sent them.
 * When a process starts or takes over a game it says so to every process (`owner`), and the sockets
 * of its players elsewhere follow it: a takeover needs no player action.
 */
import { parseClientMessage, parseReply, protocolError, protocolErrorSchema, serverMessageSchema, type ClientMessage, type ProtocolError, type Reply, type ServerMessage } from '@chorehouse/protocol';
import { isEventLogError, type Store } from '@chorehouse/store';
import type { Clock } from '../clock.js';
import type { Caller } from '../gateway.js';
import type { Hub } from '../hub.js';
import type { Connection, SharedMessage } from '../session/connection.js';
import type { GameSession } from '../session/game-session.js';
import type { SessionRegistry } from '../session/registry.js';
import type { Lobby } from '../lobby/lobby.js';
import type { ClusterBus } from './cluster-bus.js';
import type { BusMessage } from './bus-messages.js';

/** How long the socket's side waits for the owner's reply before answering "busy" (the owner may have died). */
const REPLY_TIMEOUT_MS = 10_000;
const MOVING: Reply = { ok: false, error: protocolError('session/busy', 'Your game is moving to another server; try again in a moment.') };

/** A socket of another process, as a connection of a game this process owns. */
class RelayConnection implements Connection {
  constructor(private readonly bus: ClusterBus, readonly via: string, readonly id: string, readonly workerId: string, readonly browser: string | null) {}
  send(message: ServerMessage): void {
    this.bus.send(this.via, { t: 'deliver', connId: this.id, message });
  }
  sendShared(message: SharedMessage): void {
    this.send(message);
  }
  close(reason: ProtocolError): void {
    this.bus.send(this.via, { t: 'close', connId: this.id, reason });
  }
}

/** What the relay uses of each neighbour (so a test can hand it just that). */
export interface RelayDeps {
  readonly bus: ClusterBus;
  readonly store: Pick<Store, 'listLeases' | 'liveSessionOf'>;
  readonly clock: Clock;
  readonly hub: Pick<Hub, 'add' | 'connectionsOf' | 'remove'>;
  readonly registry: Pick<SessionRegistry, 'all' | 'drop' | 'get' | 'sessionOf' | 'takeOver'>;
  readonly lobby: Pick<Lobby, 'forget' | 'leave'>;
  /** How this process serves a message of one of its games (the gateway's `route`), relayed sockets' too. */
  readonly serve: (caller: Caller, message: ClientMessage) => Promise<Reply>;
  readonly failed: (error: unknown) => void;
  /** How often this process says it is alive, and how long another may be silent before the sockets it relayed count as gone. */
  readonly heartbeatMs: number;
  readonly silenceMs: number;
}

interface Pending {
  readonly owner: string;
  /** The routed socket that sent it. */
  readonly connId: string;
  readonly type: ClientMessage['type'];
  readonly resolve: (reply: Reply) => void;
  readonly timer: NodeJS.Timeout;
}

export class Relay {
  /** The socket's side: this process's sockets, by connection id. */
  private readonly sockets = new Map<string, Caller>();
  /** The socket's side: sockets whose game another process owns, and which. */
  private readonly routes = new Map<string, string>();
  private readonly pending = new Map<number, Pending>();
  private nextReq = 0;
  /** The socket's side: the processes an admin socket here spectates games of. */
  private readonly spectating = new Map<string, Set<string>>();
  private readonly ends = new Map<number, (result: { ok: true } | { ok: false; error: ProtocolError }) => void>();
  /** The game's side: other processes' sockets served here, by `<process>/<connection id>`. */
  private readonly remotes = new Map<string, { readonly conn: RelayConnection; readonly caller: Caller }>();

  /** The latest owner each game was announced by (a drain waits for its games' new owners to say so). */
  private readonly announced = new Map<string, string>();
  /** The game's side: when each process was last heard from (any message). */
  private readonly heard = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  /** The game's side: processes whose relayed sockets were let go when they fell silent. */
  private readonly forgotten = new Set<string>();

  constructor(private readonly deps: RelayDeps) {
    deps.bus.onMessage((m) => {
      if (this.closed) return;
      this.heard.set(m.from, deps.clock.mono());
      // Taken for dead, it was only slow (a stall): it attaches its sockets again.
      if (this.forgotten.delete(m.from)) deps.bus.send(m.from, { t: 'forgotten' });
      this.received(m);
    });
    this.heartbeat = setInterval(() => {
      deps.bus.broadcast({ t: 'alive' });
      void this.forgetSilent().catch(deps.failed);
    }, deps.heartbeatMs);
    this.heartbeat.unref();
  }

  /** The process is going down: it serves nothing more from the bus. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
  }

  /** A process silent for longer than a lease died: the sockets it relayed here are gone (their games pause, grace runs). */
  private async forgetSilent(): Promise<void> {
    // What waits for a silent owner's answer will not get one: the player tries again (its game is being taken over).
    for (const [reqId, p] of [...this.pending]) if (this.silent(p.owner)) this.settle(reqId, MOVING);
    const now = this.deps.clock.mono();
    for (const [key, remote] of [...this.remotes]) {
      if (now - (this.heard.get(remote.conn.via) ?? now) <= this.deps.silenceMs) continue;
      this.forgotten.add(remote.conn.via);
      await this.detach(key);
    }
  }

  // The socket's side.

  /** A worker's socket connected here: if its live game is another process's, route the socket there. */
  async connected(caller: Caller): Promise<void> {
    this.sockets.set(caller.conn.id, caller);
    if (caller.admin || this.deps.registry.sessionOf(caller.workerId)) return;
    const sessionId = await this.deps.store.liveSessionOf(caller.workerId);
    if (!sessionId || !this.sockets.has(caller.conn.id)) return;
    const [lease] = await this.deps.store.listLeases([sessionId]);
    if (lease && lease.expiresAt > this.deps.clock.now()) {
      if (lease.owner !== this.deps.bus.self) this.routeTo(caller, lease.owner);
      return;
    }
    // Nobody holds the game: take it over here (its players' sockets here are attached by the registry).
    await this.deps.registry.takeOver([sessionId]);
  }

  disconnected(conn: Connection): void {
    this.sockets.delete(conn.id);
    for (const owner of this.spectating.get(conn.id) ?? []) this.deps.bus.send(owner, { t: 'detach', connId: conn.id });
    this.spectating.delete(conn.id);
    const owner = this.routes.get(conn.id);
    if (owner === undefined) return;
    this.routes.delete(conn.id);
    this.deps.bus.send(owner, { t: 'detach', connId: conn.id });
  }

  /** The process that owns this socket's game, when it is not this one. */
  routeOf(connId: string): string | undefined {
    return this.routes.get(connId);
  }

  /** A message of a routed socket, to its game's owner; resolves with the owner's reply. */
  forward(caller: Caller, message: ClientMessage): Promise<Reply> {
    return this.request(this.routes.get(caller.conn.id)!, caller.conn.id, message);
  }

  private request(owner: string, connId: string, message: ClientMessage): Promise<Reply> {
    // An owner gone silent (dead, or cut off): its game is being taken over; the client tries again.
    if (this.silent(owner)) return Promise.resolve(MOVING);
    const reqId = this.nextReq++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.settle(reqId, MOVING); }, REPLY_TIMEOUT_MS);
      timer.unref();
      this.pending.set(reqId, { owner, connId, type: message.type, resolve, timer });
      this.deps.bus.send(owner, { t: 'message', connId, reqId, message });
    });
  }

  private settle(reqId: number, reply: Reply): void {
    const pending = this.pending.get(reqId);
    if (!pending) return;
    this.pending.delete(reqId);
    clearTimeout(pending.timer);
    pending.resolve(reply);
  }

  /** Whether a process has said nothing (not even that it is alive) for longer than a lease. */
  private silent(process: string): boolean {
    const heard = this.heard.get(process);
    return heard !== undefined && this.deps.clock.mono() - heard > this.deps.silenceMs;
  }

  /** The process that owns a live game now (its lease held and not lapsed), if it is another. */
  private async ownerElsewhere(sessionId: string): Promise<string | null> {
    const [lease] = await this.deps.store.listLeases([sessionId]);
    return lease && lease.expiresAt > this.deps.clock.now() && lease.owner !== this.deps.bus.self ? lease.owner : null;
  }

  /** The console spectates a game another process owns: this admin socket is served there too. Null: no other process owns it. */
  async spectate(caller: Caller, sessionId: string): Promise<Reply | null> {
    const owner = await this.ownerElsewhere(sessionId);
    if (!owner) return null;
    const owners = this.spectating.get(caller.conn.id) ?? new Set<string>();
    this.spectating.set(caller.conn.id, owners);
    if (!owners.has(owner)) {
      owners.add(owner);
      const { conn } = caller;
      this.deps.bus.send(owner, { t: 'attach', conn: { id: conn.id, workerId: caller.workerId, browser: conn.browser, name: caller.name, platform: caller.platform, admin: true } });
    }
    return this.request(owner, caller.conn.id, { type: 'spectate', sessionId });
  }

  /** The console ends a game another process owns; null: no other process owns it. */
  async end(sessionId: string, reason: string): Promise<{ ok: true } | { ok: false; error: ProtocolError } | null> {
    const owner = await this.ownerElsewhere(sessionId);
    if (!owner) return null;
    const reqId = this.nextReq++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.ends.delete(reqId); resolve(null); }, REPLY_TIMEOUT_MS);
      timer.unref();
      this.ends.set(reqId, (result) => { clearTimeout(timer); resolve(result); });
      this.deps.bus.send(owner, { t: 'end', reqId, sessionId, reason });
    });
  }

  /** The owner let go of the sockets this process relays to it (it took this process for dead): attach them again. */
  private reattach(owner: string): void {
    // A copy: routing again puts each entry back into the map.
    for (const [connId, to] of [...this.routes]) {
      const caller = this.sockets.get(connId);
      if (to !== owner || !caller) continue;
      this.routes.delete(connId);
      this.routeTo(caller, owner);
    }
    // An admin socket spectating there attaches again at its next spectate.
    for (const owners of this.spectating.values()) owners.delete(owner);
  }

  private routeTo(caller: Caller, owner: string): void {
    const before = this.routes.get(caller.conn.id);
    if (before === owner) return;
    if (before !== undefined) this.deps.bus.send(before, { t: 'detach', connId: caller.conn.id });
    this.routes.set(caller.conn.id, owner);
    const { conn } = caller;
    this.deps.bus.send(owner, { t: 'attach', conn: { id: conn.id, workerId: caller.workerId, browser: conn.browser, name: caller.name, platform: caller.platform, admin: false } });
  }

  // The game's side.

  /** This process started or took over a game: every process's sockets of its players come here. */
  announce(session: GameSession): void {
    const workers = Object.values(session.participants).filter((p) => !p.bot).map((p) => p.workerId);
    this.deps.bus.broadcast({ t: 'owner', sessionId: session.id, workers });
    this.follow(this.deps.bus.self, session.id, workers);
  }

  /**
   * Sockets here of these workers now belong to `owner`'s game; the lobby forgets them. A copy of the
   * game still here (this process lost its lease and has not noticed yet) stops at once: the store
   * would refuse its writes anyway.
   */
  /** The process that last said it owns the game (it opened it and serves its players), if any did. */
  announcedOwner(sessionId: string): string | undefined {
    return this.announced.get(sessionId);
  }

  private follow(owner: string, sessionId: string, workers: readonly string[]): void {
    this.announced.set(sessionId, owner);
    if (owner !== this.deps.bus.self && this.deps.registry.get(sessionId)) this.deps.registry.drop(sessionId);
    this.deps.lobby.forget(workers);
    for (const caller of this.sockets.values()) {
      if (!workers.includes(caller.workerId)) continue;
      // What this socket sent to the game's old owner will not be answered there (it died or let the
      // game go): the player tries again at once, now at the new owner, not after the old one falls
      // silent (two leases' length).
      for (const [reqId, p] of [...this.pending]) if (p.connId === caller.conn.id && p.owner !== owner) this.settle(reqId, MOVING);
      if (owner !== this.deps.bus.self) this.routeTo(caller, owner);
      else {
        // Served here now (the registry attached this process's sockets when it opened the game).
        const before = this.routes.get(caller.conn.id);
        if (before === undefined) continue;
        this.routes.delete(caller.conn.id);
        this.deps.bus.send(before, { t: 'detach', connId: caller.conn.id });
      }
    }
  }

  private received(m: BusMessage): void {
    switch (m.t) {
      case 'alive': return;
      case 'forgotten': return this.reattach(m.from);
      case 'owner': return this.follow(m.from, m.sessionId, m.workers);
      case 'attach': return void this.attach(m).catch(this.deps.failed);
      case 'detach': return void this.detach(`${m.from}/${m.connId}`).catch(this.deps.failed);
      case 'message': return void this.serve(m).catch(this.deps.failed);
      case 'end': return void this.endHere(m).catch(this.deps.failed);
      case 'ended': {
        const error = protocolErrorSchema.safeParse(m.error);
        return this.ends.get(m.reqId)?.(m.ok ? { ok: true } : { ok: false, error: error.success ? error.data : protocolError('server/internal', 'Server error.') });
      }
      case 'reply': {
        const pending = this.pending.get(m.reqId);
        if (pending) this.settle(m.reqId, parseReply(pending.type, m.reply) ?? { ok: false, error: protocolError('server/internal', 'Server error.') });
        return;
      }
      case 'deliver': {
        const message = serverMessageSchema.safeParse(m.message);
        if (message.success) this.sockets.get(m.connId)?.conn.send(message.data);
        else this.deps.failed(new Error(`cluster bus: ${m.from} delivered a message that is not the protocol's: ${message.error.message}`));
        return;
      }
      case 'close': {
        const reason = protocolErrorSchema.safeParse(m.reason);
        this.sockets.get(m.connId)?.conn.close(reason.success ? reason.data : protocolError('server/internal', 'Server error.'));
        return;
      }
    }
  }

  private async attach(m: Extract<BusMessage, { t: 'attach' }>): Promise<void> {
    const key = `${m.from}/${m.conn.id}`;
    if (this.remotes.has(key)) return;
    const conn = new RelayConnection(this.deps.bus, m.from, m.conn.id, m.conn.workerId, m.conn.browser);
    this.remotes.set(key, { conn, caller: { conn, workerId: m.conn.workerId, name: m.conn.name, admin: m.conn.admin, platform: m.conn.platform } });
    // The console's socket only watches what it asks to spectate.
    if (m.conn.admin) return;
    this.deps.hub.add(conn);
    const session = this.deps.registry.sessionOf(m.conn.workerId);
    const role = session?.roleOf(m.conn.workerId);
    if (session && role) await session.attach(role, conn);
  }

  private async detach(key: string): Promise<void> {
    const remote = this.remotes.get(key);
    if (!remote) return;
    this.remotes.delete(key);
    const { conn } = remote;
    if (remote.caller.admin) {
      for (const s of this.deps.registry.all()) await s.detach(conn);
      return;
    }
    this.deps.hub.remove(conn);
    if (this.deps.hub.connectionsOf(conn.workerId, conn.browser).length === 0) await this.deps.lobby.leave(conn.workerId, conn.browser);
    await this.deps.registry.sessionOf(conn.workerId)?.detach(conn);
  }

  /** The console on another process ends a game here: as the admin route does (audit-logged by the ending process's `audit`). */
  private async endHere(m: Extract<BusMessage, { t: 'end' }>): Promise<void> {
    const live = this.deps.registry.get(m.sessionId);
    const reply = live
      ? await live.handle('admin', { type: 'admin/end', reason: m.reason })
      : { ok: false as const, error: protocolError('admin/not_found', 'No live session with that id in this process.') };
    this.deps.bus.send(m.from, { t: 'ended', reqId: m.reqId, ok: reply.ok, error: reply.ok ? null : reply.error });
  }

  private async serve(m: Extract<BusMessage, { t: 'message' }>): Promise<void> {
    const remote = this.remotes.get(`${m.from}/${m.connId}`);
    const parsed = parseClientMessage(m.message);
    let reply: Reply;
    if (!remote) reply = { ok: false, error: protocolError('session/none', 'You are not in a session.') };
    else if (!parsed.ok) reply = { ok: false, error: parsed.error };
    else {
      try {
        reply = await this.deps.serve(remote.caller, parsed.message);
      } catch (error) {
        // As the socket adapter answers its own sockets: a fenced append means the game moved on.
        if (!isEventLogError(error, 'event-log/fenced')) this.deps.failed(error);
        reply = isEventLogError(error, 'event-log/fenced')
          ? MOVING
          : { ok: false, error: protocolError('server/internal', 'Server error.') };
      }
    }
    this.deps.bus.send(m.from, { t: 'reply', reqId: m.reqId, reply });
  }
}
