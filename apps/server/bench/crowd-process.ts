/**
 * One shard of a split load (forked by crowd-shards.ts): a Crowd of its own on the game server,
 * driven over IPC. Each shard has its own event loop, so on a machine with cores to spare the
 * load client's stalls stay out of the server's round trips.
 */
import { seededRandom } from './load-client.js';
import { Crowd } from './players.js';

type Command =
  | { type: 'grow'; sessions: number }
  | { type: 'run'; sessions: number; warmup: number; seconds: number }
  | { type: 'acknowledged' }
  | { type: 'close' };

const url = process.env.BENCH_CROWD_URL;
const seed = Number(process.env.BENCH_CROWD_SEED ?? 6);
if (!url) throw new Error('crowd-process: BENCH_CROWD_URL is not set');
// Seeded per shard, so shards do not move in step.
const crowd = new Crowd(url, seededRandom(seed));

process.on('message', (m: Command) => {
  void (async () => {
    if (m.type === 'grow') {
      await crowd.grow(m.sessions);
      process.send?.({ type: 'grow' });
    }
    if (m.type === 'run') process.send?.({ type: 'run', result: await crowd.run(m.sessions, m.warmup, m.seconds) });
    if (m.type === 'acknowledged') process.send?.({ type: 'acknowledged', players: await crowd.acknowledged() });
    if (m.type === 'close') {
      await crowd.close();
      process.send?.({ type: 'close' }, () => process.exit(0));
    }
  })();
});
// The bench that forked this process went away (it failed, or was stopped): stop too.
process.on('disconnect', () => process.exit(1));
process.send?.({ type: 'ready' });
