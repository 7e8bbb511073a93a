/** @chorehouse/server: the game server, as a library for tests, benchmarks and embedding. */
export { parseConfig, testConfig, type Config } from './config.js';
export { createServer, type ChorehouseServer, type ServerDeps } from './server.js';
export { openStore } from './store/open-store.js';
export { openSqliteStore } from './store/sqlite-store.js';
export { openPostgresStore, dropPostgresSchema } from './store/postgres-store.js';
export type { Store, EpisodeRecord, SessionRecord, WorkerRecord } from './store/store.js';
export { growPool, ensurePool } from './pool/build-pool.js';
export { loadSecrets } from './secrets.js';
export { replayHash, replayWorld } from './session/replay.js';
export { seatRuleBasedBot } from './bots/bot-seat.js';
export { systemClock, type Clock } from './clock.js';
