/**
 * A real server process for the web client's browser tests (apps/web/e2e): the test server of
 * harness.ts (SQLite in a temp dir, the demo kitchen's Make Coffee in the pool, bots with no delay)
 * serving the built client. Prints one JSON line `{url, adminToken}` when it listens; SIGTERM
 * stops it and removes its data.
 *
 *   node apps/server/dist/testing/demo-server.js [webDist]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { consentText } from '../consent/consent-text.js';
import { z } from 'zod/mini';
import { poolEpisodeSchema } from '@chorehouse/protocol';
import { startTestServer, TEST_ADMIN_TOKEN } from './harness.js';

const webDist = resolve(process.argv[2] ?? 'apps/web/dist');
// REQUIRE_VETTING=1: crowd workers must pass the tutorial before they queue; a short waiting room
// and a Prolific return address let tests reach the "no partner found" page; IDLE_WARNING_S,
// IDLE_TIMEOUT_S, DISCONNECT_GRACE_S and SEAT_OFFER_S shorten the idle and partner-left endings;
// CONNECTS_PER_WORKER_PER_MINUTE sets the reconnection budget, ARRIVALS_PER_WORKER_PER_MINUTE a crowd worker's arrivals;
// CONSENT_FILE (and CONSENT_VERSION) put the consent page before the instructions.
const env = process.env;
// EPISODES_FILE: a JSON array of episode records for the pool instead of the demo kitchen's coffee,
// so a browser test can put the Follower where a finding happened (a floor plan, a pose, a held cup).
const episodes = env.EPISODES_FILE ? z.array(poolEpisodeSchema).parse(JSON.parse(readFileSync(env.EPISODES_FILE, 'utf8'))) : undefined;
const server = await startTestServer({
  ...(episodes ? { episodes } : {}),
  config: {
    webDist, requireVetting: env.REQUIRE_VETTING === '1',
    ...(env.WAITING_ROOM_TIMEOUT_S ? { waitingRoomTimeoutMs: Number(env.WAITING_ROOM_TIMEOUT_S) * 1000 } : {}),
    ...(env.PROLIFIC_COMPLETION_URL ? { prolificCompletionUrl: env.PROLIFIC_COMPLETION_URL } : {}),
    // Short idle and disconnect limits let tests reach those endings in seconds.
    ...(env.IDLE_WARNING_S ? { idleWarningMs: Number(env.IDLE_WARNING_S) * 1000 } : {}),
    ...(env.IDLE_TIMEOUT_S ? { idleTimeoutMs: Number(env.IDLE_TIMEOUT_S) * 1000 } : {}),
    ...(env.DISCONNECT_GRACE_S ? { disconnectGraceMs: Number(env.DISCONNECT_GRACE_S) * 1000 } : {}),
    // How long the one who stayed has to take a bot for the partner's empty seat.
    ...(env.SEAT_OFFER_S ? { seatOfferMs: Number(env.SEAT_OFFER_S) * 1000 } : {}),
    // A small connection budget lets a test reach the refused-then-readmitted reconnection in seconds.
    ...(env.CONNECTS_PER_WORKER_PER_MINUTE ? { connectsPerWorkerPerMinute: Number(env.CONNECTS_PER_WORKER_PER_MINUTE) } : {}),
    // A small arrival budget lets a test reach the refused-then-readmitted arrival of one worker.
    ...(env.ARRIVALS_PER_WORKER_PER_MINUTE ? { arrivalsPerWorkerPerMinute: Number(env.ARRIVALS_PER_WORKER_PER_MINUTE) } : {}),
  },
  port: Number(env.PORT ?? 0),
  ...(env.CONSENT_FILE ? { consent: consentText(readFileSync(env.CONSENT_FILE, 'utf8'), env.CONSENT_VERSION ?? null) } : {}),
});
process.stdout.write(`${JSON.stringify({ url: server.url, adminToken: TEST_ADMIN_TOKEN })}\n`);
const stop = () => { void server.dispose().then(() => process.exit(0)); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
