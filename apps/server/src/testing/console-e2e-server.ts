/**
 * A game server for the admin console's browser tests (apps/web/e2e/admin-*.spec.ts), run as a
 * child process because apps/web may not import an app: SQLite in a temp dir, the demo kitchen's
 * Make Coffee in the pool, pool growth enabled, apps/web's build as the static client (admin.html,
 * the API and the socket on one origin, as in production). Prints one JSON line
 * `{"url": ..., "adminToken": ...}` when listening; stops and removes its data on SIGTERM or when stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { systemClock } from '../clock.js';
import { testConfig } from '../config.js';
import { growPool } from '../pool/build-pool.js';
import { createServer } from '../server.js';
import { openSqliteStore } from '@chorehouse/store';
import { demoCoffeeEpisode, TEST_ADMIN_TOKEN, TEST_TOKEN_SECRET } from './harness.js';

const webDist = resolve(process.argv[2] ?? 'apps/web/dist');
const dir = mkdtempSync(join(tmpdir(), 'chorehouse-console-'));
const store = openSqliteStore(dir);
await store.migrate();
await store.addEpisode(demoCoffeeEpisode());
const server = createServer({
  config: testConfig({ dataDir: dir, webDist }), store, tokenSecret: TEST_TOKEN_SECRET, adminToken: TEST_ADMIN_TOKEN,
  growPool: (options) => growPool(store, systemClock, options),
  log: { info: () => undefined, error: (m, e) => { console.error(m, e); } },
});
await new Promise<void>((ok) => server.http.listen(0, '127.0.0.1', () => ok()));
const { port } = server.http.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, adminToken: TEST_ADMIN_TOKEN })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => { void stop(); });
process.stdin.on('end', () => { void stop(); });
process.stdin.resume();
