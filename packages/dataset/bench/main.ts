/**
 * `npm run bench` for the dataset: replay throughput on synthetic sessions of TEACh's average length
 * (about 165 events), and a TEACh-sized corpus (3,000 sessions) replayed, exported as game files
 * and cut into EDH instances, on worker threads and on one. Every session is parsed from its JSON text
 * first, as it would be read from a file or the store, so no cached work carries over between
 * sessions. Prints `bench: <name> <value> <unit>` lines; timing never fails anything.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { cutGame, exportRunner, loadGame, replaySession, sessionToGame, type RecordedSession } from '@chorehouse/dataset';
import { syntheticSession } from '../src/testing/synthetic-session.js';

const line = (name: string, value: number, unit: string, digits = 1) => console.log(`bench: ${name} ${value.toFixed(digits)} ${unit}`);

console.log(`dataset bench on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);

const BASE = 24;
let start = performance.now();
const base = Array.from({ length: BASE }, (_, k) => syntheticSession(1000 + k, ['train', 'valid_seen', 'valid_unseen'][k % 3]).session);
const texts = base.map((s) => JSON.stringify(s));
const fresh = (n: number, id = n): RecordedSession => {
  const s = JSON.parse(texts[n % BASE]!) as RecordedSession;
  return { ...s, session: { ...s.session, id: `${s.session.id}-${id}` } };
};
const avg = (f: (s: RecordedSession) => number) => base.reduce((n, s) => n + f(s), 0) / BASE;
const events = avg((s) => s.events.length);
console.log(`${BASE} synthetic sessions built in ${((performance.now() - start) / 1000).toFixed(1)} s: ${events.toFixed(0)} events, `
  + `${avg((s) => s.events.filter((e) => e.kind === 'action').length).toFixed(0)} actions (${avg((s) => s.events.filter((e) => e.kind === 'action' && e.outcome.success).length).toFixed(0)} succeed), `
  + `${avg((s) => s.events.filter((e) => e.kind === 'chat').length).toFixed(0)} utterances per session`);

// Replay throughput: parse, replay, verify every outcome and both hashes.
for (let n = 0; n < 4; n++) replaySession(fresh(n));
start = performance.now();
let replayed = 0;
while (performance.now() - start < 3000) {
  const r = replaySession(fresh(replayed));
  if (!r.report.ok) throw new Error(`synthetic session ${r.report.sessionId} does not replay`);
  replayed++;
}
const replaySeconds = (performance.now() - start) / 1000;
line('dataset.replay_sessions_per_s', replayed / replaySeconds, '1/s');
line('dataset.replay_events_per_s', (replayed * events) / replaySeconds, '1/s', 0);

// A TEACh-sized corpus, the way `export games --edh --jobs <n>` runs: every session parsed,
// replayed and verified, its game file and EDH instances built and serialized (not written, to keep
// the disk out), on worker threads (one per core) and, for comparison, on one thread.
const CORPUS = Number(process.env.DATASET_BENCH_SESSIONS ?? 3000);
const JOBS = Math.max(1, os.availableParallelism());

async function corpus(jobs: number): Promise<{ seconds: number; instances: number; bytes: number }> {
  const runner = exportRunner(jobs);
  const t0 = performance.now();
  let instances = 0, bytes = 0;
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; n < CORPUS; n++) {
    const job: Promise<void> = runner.run(fresh(n), { edh: true, tfd: false }).then((r) => {
      if (!r.ok) throw new Error('synthetic session does not export');
      bytes += r.gameText.length + r.instances.reduce((k, f) => k + f.text.length, 0);
      instances += r.instances.length;
    }).finally(() => inFlight.delete(job));
    inFlight.add(job);
    if (inFlight.size >= 2 * jobs) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  await runner.close();
  return { seconds, instances, bytes };
}

const single = await corpus(1);
console.log(`${CORPUS} sessions -> ${CORPUS} game files and ${single.instances} EDH instances (${(single.bytes / 1e9).toFixed(2)} GB of JSON), one pass`);
line('dataset.teach_scale_seconds', single.seconds, 's');
line('dataset.edh_instances_per_s', single.instances / single.seconds, '1/s', 0);
// Worker threads gain little here: the main thread still parses every session and clones it over.
const parallel = await corpus(JOBS);
line(`dataset.teach_scale_seconds_${JOBS}_workers`, parallel.seconds, 's');

// The two-pass route (`export games`, then `export edh` reading the game files back and replaying them), one thread.
const SAMPLE = Math.min(CORPUS, 200);
start = performance.now();
for (let n = 0; n < SAMPLE; n++) {
  const exported = sessionToGame(fresh(n));
  if (!exported.ok) throw new Error('synthetic session does not export');
  const loaded = loadGame(JSON.parse(JSON.stringify(exported.game)), exported.gameId, 'bench');
  if (!loaded.ok) throw new Error('exported game does not load');
  for (const f of cutGame(loaded.game, { edh: true, tfd: false }).edh) JSON.stringify(f.instance);
}
line('dataset.two_pass_seconds_per_1000', ((performance.now() - start) / SAMPLE), 's');
