/**
 * Sockets as the server's connections: the handshake (protocol version, token), one inbound event
 * parsed with the protocol's schema, rate limits, strikes, and acknowledgements. socket.io's
 * internals are touched in socket-io-tuning.ts only; server.ts makes the Server, redis.ts its adapter.
 */
import { randomUUID } from 'node:crypto';
import {
  CLIENT_EVENT, LIMITS, PROTOCOL_VERSION, SERVER_EVENT, handshakeSchema, parseClientMessage, protocolError,
  type ProtocolError, type Reply, type ServerMessage,
} from '@chorehouse/protocol';
import type { Server, Socket } from 'socket.io';
import type { Clock } from '../clock.js';
import { route, type Caller, type GatewayDeps } from '../gateway.js';
import type { Hub } from '../hub.js';
import { safeEqual, verifyToken } from '../identity/tokens.js';
import type { ServerMetrics } from '../metrics.js';
import type { Connection, SharedMessage } from '../session/connection.js';
import { isEventLogError, type Store } from '@chorehouse/store';
import { TokenBucket } from './rate-limit.js';
import { clientAddress } from './client-address.js';
import type { KeyedLimiter } from '../http/address-limit.js';
import { authRefusalMessage, type AuthFailures } from '../http/auth-failures.js';
import type { Relay } from '../cluster/relay.js';

export interface SocketDeps extends GatewayDeps {
  readonly hub: Hub;
  readonly store: Store;
  readonly clock: Clock;
  readonly metrics: ServerMetrics;
  readonly tokenSecret: string;
  /** How long a worker's token lets it connect after it arrived. */
  readonly tokenTtlMs: number;
  readonly adminToken: string;
  readonly failed: (error: unknown) => void;
  /** Sockets one worker may hold at once. */
  readonly maxSocketsPerWorker: number;
  /**
   * Connections per worker (CONNECTS_PER_WORKER_PER_MINUTE): a seated worker's every new socket is
   * sent its session's state, read back from the store, so reconnecting in a loop is refused.
   */
  readonly connects: KeyedLimiter;
  /** Failed handshakes (bad tokens) counted per address, shared with the admin routes' wrong tokens. */
  readonly authFailures: AuthFailures;
  /** Proxy hops trusted for the client's address (TRUST_PROXY), as Express's `trust proxy`. */
  readonly trustProxy: number;
  /** Several processes: a socket whose game another process owns has its messages served there (cluster/relay.ts). */
  readonly relay?: Relay | null;
}

/** Resyncs per socket: each costs one whole state, so a few in a burst and one every two seconds after. */
const RESYNC_PER_SECOND = 0.5;
const RESYNC_BURST = 3;

interface SocketData {
  caller?: Omit<Caller, 'conn'>;
  browser?: string | null;
}

class SocketConnection implements Connection {
  readonly id = randomUUID();
  constructor(private readonly socket: Socket, readonly workerId: string, readonly browser: string | null) {}
  send(message: ServerMessage): void {
    this.socket.emit(SERVER_EVENT, message);
  }
  /** The same emit: the server's encoder (socket-io-tuning.ts) writes a shared message's text once for every socket. */
  sendShared(message: SharedMessage): void {
    this.socket.emit(SERVER_EVENT, message);
  }
  close(reason: ProtocolError): void {
    this.socket.emit(SERVER_EVENT, { type: 'error', ...reason });
    this.socket.disconnect(true);
  }
}

/** socket.io refuses the connection with this error; the client sees `err.message` and `err.data`. */
function refusal(error: ProtocolError): Error & { data: ProtocolError } {
  return Object.assign(new Error(error.message), { data: error });
}

export function attachSockets(io: Server, deps: SocketDeps): void {
  io.use((socket, next) => {
    void (async () => {
      const hs = handshakeSchema.safeParse(socket.handshake.auth);
      if (!hs.success) return next(refusal(protocolError('auth/missing_token', 'Connect with { protocolVersion, token }.')));
      if (hs.data.protocolVersion !== PROTOCOL_VERSION) {
        const which = hs.data.protocolVersion < PROTOCOL_VERSION ? 'too old' : 'too new';
        return next(refusal(protocolError('protocol/version', `This client speaks protocol ${hs.data.protocolVersion}, ${which} for the server's ${PROTOCOL_VERSION}; reload the page.`)));
      }
      const data = socket.data as SocketData;
      const address = clientAddress(socket.handshake.address, socket.handshake.headers['x-forwarded-for'], deps.trustProxy);
      const refused = deps.authFailures.refusal(address, hs.data.token);
      if (refused) return next(refusal(protocolError('auth/rate_limited', authRefusalMessage(refused, 'sign-in token'))));
      if (safeEqual(hs.data.token, deps.adminToken)) {
        data.caller = { workerId: `admin:${socket.id}`, name: 'admin', admin: true, platform: 'local' };
        data.browser = null;
        return next();
      }
      const claims = verifyToken(deps.tokenSecret, hs.data.token, { now: deps.clock.now(), maxAgeMs: deps.tokenTtlMs });
      // The budget is the signed token's worker's, checked before the store is asked anything: a refused reconnection costs no read.
      if (claims && !deps.connects.take(claims.workerId)) {
        const seconds = Math.ceil(deps.connects.retryAfterMs(claims.workerId) / 1000);
        return next(refusal(protocolError('auth/rate_limited', `You connected too many times in the last minute; the server lets you back in within ${seconds} s.`)));
      }
      const worker = claims ? await deps.store.getWorker(claims.workerId) : null;
      if (!claims || !worker) {
        deps.authFailures.failed(address, hs.data.token);
        return next(refusal(protocolError('auth/invalid_token', 'This token is not valid here (or has expired); arrive again.')));
      }
      if (worker.blocked) return next(refusal(protocolError('auth/blocked', 'This account cannot play.')));
      data.caller = { workerId: worker.id, name: worker.name, admin: false, platform: worker.platform };
      data.browser = claims.browser;
      next();
    })().catch((err: unknown) => { deps.failed(err); next(refusal(protocolError('server/internal', 'Server error.'))); });
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const base = data.caller!;
    const conn = new SocketConnection(socket, base.workerId, data.browser ?? null);
    const caller: Caller = { ...base, conn };
    // Checked here, where it is synchronous with adding the socket: sockets opened at once cannot all slip through.
    if (!caller.admin && deps.hub.count(caller.workerId) >= deps.maxSocketsPerWorker) {
      conn.close(protocolError('auth/too_many_sockets', `At most ${deps.maxSocketsPerWorker} connections per worker; close another tab.`));
      return;
    }
    const bucket = new TokenBucket(LIMITS.ratePerSecond, LIMITS.rateBurst, deps.clock.mono());
    const resyncs = new TokenBucket(RESYNC_PER_SECOND, RESYNC_BURST, deps.clock.mono());
    // Strikes fade by one a second: a client that slips now and then stays, a flood or a stream of garbage does not.
    let strikes = 0;
    let struckAt = deps.clock.mono();
    deps.hub.add(conn);
    conn.send({ type: 'welcome', protocolVersion: PROTOCOL_VERSION, worker: { id: caller.workerId, name: caller.name }, admin: caller.admin });
    const session = deps.registry.sessionOf(caller.workerId);
    const role = session?.roleOf(caller.workerId);
    // attach() refuses a connection from another browser than the seat's (it is told the seat is elsewhere).
    if (session && role) void session.attach(role, conn).catch(deps.failed);
    // Known to the relay either way: its game may move to (or live in) another process.
    void deps.relay?.connected(caller).catch(deps.failed);

    const strike = (error: ProtocolError, ack: unknown) => {
      deps.metrics.errors.inc(error.code);
      answer(ack, { ok: false, error });
      const now = deps.clock.mono();
      strikes = Math.max(0, strikes - (now - struckAt) / 1000) + 1;
      struckAt = now;
      if (strikes >= LIMITS.maxStrikes) conn.close(protocolError(error.code, 'Too many bad or excessive messages; disconnected.'));
    };
    const answer = (ack: unknown, reply: Reply) => {
      if (typeof ack === 'function') (ack as (r: Reply) => void)(reply);
      else if (!reply.ok) conn.send({ type: 'error', ...reply.error });
    };

    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (event === CLIENT_EVENT) return;
      strike(protocolError('protocol/unknown_type', `Unknown event ${JSON.stringify(String(event).slice(0, 40))}; send messages on "${CLIENT_EVENT}".`), args[args.length - 1]);
    });

    // One message and an acknowledgement; a hostile or broken client may send none, or more: the
    // acknowledgement is whatever function came last, so such a client is answered too.
    socket.on(CLIENT_EVENT, (...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? args.pop() : undefined;
      const started = deps.clock.mono();
      if (!bucket.take(started)) return strike(protocolError('protocol/rate_limited', 'Slow down.'), ack);
      if (args.length !== 1) return strike(protocolError('protocol/bad_payload', `Send exactly one message on "${CLIENT_EVENT}" (got ${args.length}).`), ack);
      const parsed = parseClientMessage(args[0]);
      if (!parsed.ok) return strike(parsed.error, ack);
      // The two messages that can make the server read a session's whole log and send it as a state
      // (a resync, and a join from a seated worker) share one small budget, far under the message rate.
      if ((parsed.message.type === 'session/resync' || parsed.message.type === 'lobby/join') && !resyncs.take(started)) {
        return strike(protocolError('protocol/rate_limited', 'Resync or join at most every two seconds.'), ack);
      }
      deps.metrics.messages.inc(parsed.message.type);
      const served = deps.relay?.routeOf(conn.id) !== undefined ? deps.relay!.forward(caller, parsed.message) : route(deps, caller, parsed.message);
      served.then((reply) => {
        if (!reply.ok) deps.metrics.errors.inc(reply.error.code);
        if (parsed.message.type === 'action') deps.metrics.actionSeconds.observe((deps.clock.mono() - started) / 1000);
        answer(ack, reply);
      }, (err: unknown) => {
        // Another process took the game over (issue 46): nothing was stored; the player tries again there.
        if (isEventLogError(err, 'event-log/fenced')) return answer(ack, { ok: false, error: protocolError('session/busy', 'Your game is moving to another server; try again in a moment.') });
        deps.failed(err);
        deps.metrics.errors.inc('server/internal');
        answer(ack, { ok: false, error: protocolError('server/internal', 'Server error.') });
      });
    });

    socket.on('disconnect', () => {
      deps.hub.remove(conn);
      deps.relay?.disconnected(conn);
      // A queued seat leaves the waiting room when its browser has no connection left.
      if (deps.hub.connectionsOf(caller.workerId, conn.browser).length === 0) void deps.lobby.leave(caller.workerId, conn.browser);
      const sessions = caller.admin ? deps.registry.all() : [deps.registry.sessionOf(caller.workerId)];
      for (const s of sessions) if (s) void s.detach(conn).catch(deps.failed);
    });
  });
}
