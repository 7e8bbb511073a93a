/** @chorehouse/server: the game server, as a library for tests, benchmarks and embedding. */
export { parseConfig, testConfig, type Config } from './config.js';
export { createServer, type ChorehouseServer, type ServerDeps } from './server.js';
export {
  dropPostgresSchema, openPostgresStore, openSqliteStore, openStore, type EpisodeRecord, type SessionRecord, type Store, type WorkerRecord,
} from '@chorehouse/store';
export { growPool, ensurePool } from './pool/build-pool.js';
export { loadSecrets } from './secrets.js';
export { replayHash, replayWorld } from './session/replay.js';
export { seatRuleBasedBot } from './bots/bot-seat.js';
export { systemClock, type Clock } from './clock.js';
export { SERVER_NODE_FLAGS } from './node-flags.js';
export { tcpOf } from './transport/socket-io-tuning.js';
export { browserKey, issueToken, newBrowserSecret } from './identity/tokens.js';
