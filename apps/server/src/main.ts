/** The process entry point: the only file that reads the environment or listens (STYLE.md item 10). */
import { parseConfig } from './config.js';
import { consoleLog } from './log.js';
import { ensurePool, growPool } from './pool/build-pool.js';
import { workerDrawer } from './pool/episode-drawer.js';
import { createServer } from './server.js';
import { loadSecrets } from './secrets.js';
import { openStore } from '@chorehouse/store';
import { systemClock } from './clock.js';
import { configuredBotSeater } from './bots/bot-seat.js';
import { redisAdapter } from './transport/redis.js';
import { redisClusterBus } from './cluster/cluster-bus.js';
import { readFileSync } from 'node:fs';
import { consentText } from './consent/consent-text.js';

function progressBar(done: number, total: number, label: string): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  process.stderr.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} ${label}`.slice(0, process.stderr.columns ?? 120).padEnd(Math.min(process.stderr.columns ?? 120, 100)));
  if (done === total) process.stderr.write('\n');
}

async function main(): Promise<void> {
  const parsed = parseConfig(process.env);
  if (!parsed.ok) {
    console.error(`chorehouse server: bad configuration\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(2);
  }
  const config = parsed.config;
  const log = consoleLog(config.logLevel);
  let consent = null;
  if (config.consent) {
    try {
      consent = consentText(readFileSync(config.consent.file, 'utf8'), config.consent.version);
    } catch (err) {
      console.error(`chorehouse server: bad configuration\n  CONSENT_FILE: cannot read ${config.consent.file}: ${(err as Error).message}`);
      process.exit(2);
    }
    log.info(`chorehouse: workers agree to the consent text ${config.consent.file} (version ${consent.version}) before they play`);
  }
  const store = await openStore(config);
  const secrets = await loadSecrets(store, config);
  if (secrets.adminTokenCreated) {
    console.error(`chorehouse: generated an admin token (shown once; it is kept in the store): ${secrets.adminToken}`);
  }
  const pool = await ensurePool(store, systemClock, config.poolSizePerTask, (done, total, label) => {
    if (done === 0 && !process.stderr.isTTY) log.info(`chorehouse: the episode pool is empty; generating ${total} verified episodes`);
    progressBar(done, total, label);
  });
  if (pool) log.info(`chorehouse: episode pool: ${pool.added} added, ${pool.rejected} draws rejected as unsolvable or invalid`);

  const drawer = workerDrawer();
  const redis = config.redisUrl ? await redisAdapter(config.redisUrl, config.redisPrefix) : null;
  // Several processes on PostgreSQL and Redis talk over the cluster bus: one lobby, games taken over, sockets on any process.
  const bus = config.redisUrl && store.dialect === 'postgres'
    ? await redisClusterBus(config.redisUrl, config.redisPrefix, config.serverId, (e) => log.error('chorehouse: cluster bus', e))
    : null;
  const server = createServer({
    config, store, tokenSecret: secrets.tokenSecret, adminToken: secrets.adminToken, log, consent,
    seatBot: configuredBotSeater(config, (e) => log.error('chorehouse: a bot partner failed', e)),
    // Growing the pool while games run: draws go to a worker thread, off the event loop.
    growPool: (options) => growPool(store, systemClock, { ...options, drawer }),
    ...(redis ? { configureIo: redis.configure } : {}),
    ...(bus ? { bus } : {}),
  });
  if (config.botLlm) log.info(`chorehouse: the practice ${config.botLlm.seats === 'both' ? 'Commander and Follower are' : `${config.botLlm.seats === 'commander' ? 'Commander' : 'Follower'} is`} the chat model ${config.botLlm.model} at ${config.botLlm.url}`);
  const restored = await server.restore();
  if (restored) log.info(`chorehouse: rebuilt ${restored} in-progress session(s) from the log`);
  server.http.listen(config.port, config.host, () => {
    const address = server.http.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info(`chorehouse: serving on http://localhost:${port} (store: ${store.dialect}${redis ? ', redis adapter' : ''})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (server.leases) {
      // Several processes: a rolling restart hands this process's games to the others first (issue 46).
      log.info(`chorehouse: ${signal}, draining: no new games here; handing this process's games to the others`);
      const handed = await server.drain();
      log.info(`chorehouse: handed ${handed} game(s) over; shutting down`);
    } else log.info(`chorehouse: ${signal}, shutting down (live sessions resume at the next start)`);
    await server.close();
    await bus?.close();
    await redis?.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('chorehouse server: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
