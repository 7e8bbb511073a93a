/**
 * The composition root (STYLE.md item 10): builds the HTTP app, socket.io, lobby and sessions from
 * their dependencies. Does not listen; main.ts does.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import express from 'express';
import { Server as SocketServer } from 'socket.io';
import { LIMITS, type Provenance } from '@chorehouse/protocol';
import { codeVersions } from '@chorehouse/dataset';
import { builtinLibrary } from '@chorehouse/tdl';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { route } from './gateway.js';
import { Hub } from './hub.js';
import { adminRoutes } from './http/admin-routes.js';
import { apiRoutes } from './http/api-routes.js';
import { consoleRoutes } from './http/console-routes.js';
import { collectionRoutes } from './http/collection-routes.js';
import { reviewRoutes } from './http/review-routes.js';
import { payRoutes } from './http/pay-routes.js';
import { ReadGate } from './http/read-gate.js';
import { staticClient } from './http/static-client.js';
import { tutorialRoutes } from './http/tutorial-routes.js';
import { Payroll } from './identity/completion.js';
import { AuthFailures } from './http/auth-failures.js';
import { KeyedLimiter, limitByAddress } from './http/address-limit.js';
import { jsonErrorHandler, jsonNotFound } from './http/json-errors.js';
import { securityHeaders } from './http/security-headers.js';
import { threadTutorialChecker } from './http/tutorial-checker.js';
import { checkOrigin } from './transport/origin-check.js';
import { Lobby } from './lobby/lobby.js';
import { StoreWaitingRoom } from './lobby/waiting-room.js';
import { consoleLog, type Log } from './log.js';
import { createMetrics, type ServerMetrics } from './metrics.js';
import { SessionRegistry, type BotSeater } from './session/registry.js';
import { LeaseKeeper } from './session/lease-keeper.js';
import type { ClusterBus } from './cluster/cluster-bus.js';
import { Relay } from './cluster/relay.js';
import type { Store } from '@chorehouse/store';
import { attachSockets } from './transport/socket-adapter.js';
import { jsonParser, tuneSocketIo } from './transport/socket-io-tuning.js';
import type { PoolGrower } from './pool/build-pool.js';
import { consentGate } from './consent/consent-gate.js';
import type { ConsentText } from './consent/consent-text.js';
import { consentRoutes } from './http/consent-routes.js';
import { researchDesk, type JobHook } from './research/research-desk.js';

export interface ServerDeps {
  readonly config: Config;
  readonly store: Store;
  readonly tokenSecret: string;
  readonly adminToken: string;
  readonly clock?: Clock;
  readonly random?: () => number;
  readonly log?: Log;
  readonly seatBot?: BotSeater;
  readonly growPool?: PoolGrower;
  /** Called with the socket.io server before it is used (the Redis adapter). */
  readonly configureIo?: (io: SocketServer) => void;
  /** The researcher's consent text (CONSENT_FILE, read by main.ts); absent: no consent page. */
  readonly consent?: ConsentText | null;
  /** The versions of the code every new session records (default: this process's, packages/dataset `codeVersions`). */
  readonly provenance?: Provenance;
  /** Several processes on PostgreSQL and Redis: how they talk (cluster/cluster-bus.ts); sockets are then served on any process. */
  readonly bus?: ClusterBus;
  /** Told of each console research job and the thread that ran it (tests). */
  readonly onResearchJob?: JobHook;
}

export interface ChorehouseServer {
  readonly http: HttpServer;
  readonly io: SocketServer;
  readonly registry: SessionRegistry;
  readonly lobby: Lobby;
  readonly hub: Hub;
  readonly metrics: ServerMetrics;
  /** This process's leases of its games (several processes on PostgreSQL); null in the embedded server. */
  readonly leases: LeaseKeeper | null;
  /** Rebuilds in-progress sessions from the store (after a restart). */
  restore(): Promise<number>;
  /**
   * A rolling restart (several processes): no new game starts here, waiting workers are let go, and
   * every live game here is handed over (stopped here, its lease released) until other processes own
   * them all, or `timeoutMs` passes. Sockets stay open meanwhile, served by the new owners; `close`
   * comes after. Returns how many games were handed over. In the embedded server it only stops new games.
   */
  drain(timeoutMs?: number): Promise<number>;
  /** Stops accepting, disconnects everyone; sessions stay live in the store for the next start. */
  close(): Promise<void>;
}

export function createServer(deps: ServerDeps): ChorehouseServer {
  const { config, store } = deps;
  const clock = deps.clock ?? systemClock;
  const log = deps.log ?? consoleLog(config.logLevel);
  const failed = (err: unknown) => log.error('chorehouse: unexpected error', err);
  const hub = new Hub();
  // The task library is built on first use (a few hundred ms); pay that now, not during a player's first Progress Check.
  builtinLibrary();
  const payroll = new Payroll({ store, clock, secret: deps.tokenSecret, noPayCode: config.noPayCode, prolificUrl: config.prolificCompletionUrl });
  // Wrong tokens per token and per address, shared by the admin routes and the socket handshake.
  const authFailures = new AuthFailures(
    new KeyedLimiter(config.adminFailuresPerMinute, () => clock.mono()), new KeyedLimiter(config.authFailuresPerAddressPerMinute, () => clock.mono()),
  );
  const tutorialChecker = threadTutorialChecker();
  // The console's statistics, contact sheets and exports run on a thread of their own over a reader store.
  const research = researchDesk(config, store, { log: (line) => log.info(line), ...(deps.onResearchJob ? { onJob: deps.onResearchJob } : {}) });
  // The gauges read the registry and lobby lazily, when /metrics is scraped.
  const metrics = createMetrics({ liveSessions: () => registry.liveCount, sockets: () => hub.size, queued: () => lobby.size });

  // Several processes share PostgreSQL: each live game is owned by the one that holds its lease (issue 46).
  // The embedded SQLite server is one process and owns every game, as before.
  const leases = store.dialect === 'postgres' ? new LeaseKeeper({
    store, clock, owner: config.serverId, ttlMs: config.leaseTtlMs, renewMs: config.leaseRenewMs, failed,
    lost: (id) => registry.drop(id),
    orphaned: async (ids) => { await registry.takeOver(ids); },
  }) : null;
  let relay: Relay | null = null;
  const registry = new SessionRegistry({
    store, clock, config, hub, leases, random: deps.random ?? Math.random, provenance: deps.provenance ?? codeVersions(),
    opened: (session) => relay?.announce(session),
    surveys: {
      save: (sessionId, workerId, role, rating, comment) => store.addSurvey({ sessionId, workerId, role, rating, comment, createdAt: clock.now() }),
    },
    completion: (request) => payroll.issue(request),
    ...(deps.seatBot ? { seatBot: deps.seatBot } : {}),
    hooks: { eventStored: (e) => metrics.eventsStored.inc(e.kind), failed },
  });
  // With several processes the waiting room is the store's, shared by all of them (issue 46).
  const room = leases ? new StoreWaitingRoom(store, config.serverId, config.waitingRoomTimeoutMs, () => clock.now()) : null;
  const lobby = new Lobby({
    store, clock, hub, registry, waitingRoomTimeoutMs: config.waitingRoomTimeoutMs, failed, ...(room ? { room } : {}),
    noPartner: (seat, since) => payroll.noPartner(seat, since),
    consent: consentGate(store, deps.consent ?? null),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config.frameAncestors));
  const tokens = { store, clock, tokenSecret: deps.tokenSecret, tokenTtlMs: config.tokenTtlMs };
  // Before the 16 kB body limit: a tutorial's action list is longer than any other body.
  app.use('/api/tutorial', tutorialRoutes({ ...tokens, checker: tutorialChecker, checksPerHour: config.tutorialChecksPerHour }));
  // Refused before their bodies are read: a flood of arrivals past the address's budget costs next to nothing.
  const arrivalsByAddress = new KeyedLimiter(config.arrivalsPerAddressPerMinute, () => clock.mono());
  app.post('/api/arrive', limitByAddress(arrivalsByAddress, 'auth/rate_limited', (s) => `Too many arrivals came from your network in the last minute; try again in ${s} s.`));
  // Every body here is JSON, whatever its content type says: one sent as text/plain or a form is refused as bad JSON, not read as no body at all.
  app.use(express.json({ limit: '16kb', type: () => true }));
  app.use('/api', apiRoutes({
    ...tokens, requireVetting: config.requireVetting, prolificCompletionUrl: config.prolificCompletionUrl,
    arrivalsByWorker: new KeyedLimiter(config.arrivalsPerWorkerPerMinute, () => clock.mono()),
    health: async () => ({ store: store.dialect, episodes: await store.countEpisodes(), liveSessions: registry.liveCount, sockets: hub.size }),
  }));
  app.use('/api/consent', consentRoutes({ ...tokens, consent: deps.consent ?? null }));
  const readGate = new ReadGate();
  app.use('/api/admin/collection', collectionRoutes({ store, clock, registry, lobby, adminToken: deps.adminToken, authFailures, consentVersion: deps.consent?.version ?? null }));
  app.use('/api/admin/review', reviewRoutes({ store, clock, adminToken: deps.adminToken, authFailures, readGate }));
  app.use('/api/admin/pay', payRoutes({ store, clock, adminToken: deps.adminToken, authFailures, readGate, payRule: config.payRule }));
  app.use('/api/admin/console', consoleRoutes({ store, clock, registry, lobby, adminToken: deps.adminToken, authFailures, readGate, research }));
  app.use('/api/admin', adminRoutes({
    store, clock, registry, hub, lobby, adminToken: deps.adminToken, authFailures, readGate, ...(deps.growPool ? { growPool: deps.growPool } : {}),
    endElsewhere: (id, reason) => relay?.end(id, reason) ?? Promise.resolve(null),
  }));
  app.get('/metrics', (_req, res) => { res.type('text/plain; version=0.0.4').send(metrics.render()); });
  app.use(staticClient(config.webDist));
  // Whatever is left: typed JSON, never Express's HTML page or a stack trace.
  app.use(jsonNotFound);
  app.use(jsonErrorHandler(failed));

  const http = createHttpServer(app);
  // Oversized frames are cut off by socket.io itself; anything under this reaches the schema's size check.
  const io = new SocketServer(http, {
    maxHttpBufferSize: LIMITS.maxMessageBytes * 16, serveClient: false,
    // Messages are JSON only; a shared one is written once however many sockets it goes to (transport/socket-io-tuning.ts).
    parser: jsonParser,
    cors: { origin: config.allowedOrigins.length ? [...config.allowedOrigins] : false },
    allowRequest: checkOrigin(config.allowedOrigins),
  });
  deps.configureIo?.(io);
  // Stops here, naming what is missing, if the installed socket.io is not the one the tunings are pinned to.
  tuneSocketIo(io);
  const mayQueue = async (workerId: string) => !config.requireVetting || ((await store.getWorker(workerId))?.vetted ?? false);
  // Sockets on any process: a socket whose game another process owns is served there (issue 46).
  if (deps.bus && leases) {
    relay = new Relay({
      bus: deps.bus, store, clock, hub, registry, lobby, failed, serve: (caller, message) => route({ lobby, registry, mayQueue }, caller, message),
      // Twice a lease: a process stalled for a moment is not taken for dead at once (and if it is, it attaches again).
      heartbeatMs: config.leaseRenewMs, silenceMs: config.leaseTtlMs * 2,
    });
  }
  attachSockets(io, {
    relay, ...(relay ? { spectateElsewhere: (caller, id) => relay!.spectate(caller, id) } : {}), hub, store, clock, metrics, lobby, registry, tokenSecret: deps.tokenSecret, tokenTtlMs: config.tokenTtlMs, adminToken: deps.adminToken, failed,
    maxSocketsPerWorker: config.maxSocketsPerWorker, authFailures, trustProxy: config.trustProxy,
    connects: new KeyedLimiter(config.connectsPerWorkerPerMinute, () => clock.mono()),
    mayQueue,
  });

  return {
    http, io, registry, lobby, hub, metrics, leases,
    restore: () => registry.restore(),
    drain: async (timeoutMs = 15_000) => {
      await lobby.drain();
      const games = await registry.handOver();
      const until = clock.now() + timeoutMs;
      let waiting = games;
      while (waiting.length && clock.now() < until) {
        await new Promise((r) => setTimeout(r, config.leaseRenewMs / 2));
        const leased = new Map((await store.listLeases(waiting)).map((l) => [l.sessionId, l]));
        const live = new Set((await Promise.all(waiting.map((id) => store.getSession(id)))).flatMap((s) => (s?.status === 'live' ? [s.id] : [])));
        const now = clock.now();
        // With the relay, handed over once the new owner said it serves the game (the sockets here follow it then).
        const handedOver = (id: string) => {
          if (!live.has(id)) return true;
          const lease = leased.get(id);
          const owner = relay ? relay.announcedOwner(id) : lease?.owner;
          return owner !== undefined && owner !== config.serverId && lease?.owner === owner && lease.expiresAt > now;
        };
        waiting = waiting.filter((id) => !handedOver(id));
      }
      return games.length;
    },
    close: async () => {
      lobby.shutdown();
      await room?.close().catch(failed);
      await leases?.stop();
      relay?.close();
      registry.shutdown();
      // This process's sockets only: through the Redis adapter `io.disconnectSockets` would close every process's.
      io.local.disconnectSockets(true);
      await new Promise<void>((res) => { io.close(() => res()); });
      await tutorialChecker.close();
      await research.close();
    },
  };
}
