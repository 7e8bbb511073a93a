/**
 * A live game beside the console's research work (`npx tsx --conditions=source bench/research-export.ts`):
 * one played session copied into a corpus of BENCH_RESEARCH_SESSIONS (default 41) ended sessions, then
 * a live game's Follower turns (paced at BENCH_RESEARCH_PACE_MS, default 60, under the socket's
 * message rate) while the console is quiet, while it exports EDH instances of the whole corpus, while
 * it counts statistics (a cold cache: every session cut), and while it draws BENCH_RESEARCH_SHEETS
 * (default 3) contact sheets. For each phase: the turn's round trip (p50, p99), the event loop's
 * delay (p99, max; `monitorEventLoopDelay`, 1 ms resolution), and the CPU time the main thread spent
 * and what of it went beyond the turns at the quiet phase's cost per turn (the research work that ran on
 * the game's event loop, whatever the machine's load: CPU, not waiting). Server and players share
 * this process (Linux only: the thread's CPU comes from /proc).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as pace } from 'node:timers/promises';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { copyEndedSession } from '../src/testing/copies.js';
import { TEST_ADMIN_TOKEN, startTestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { percentile } from './load-client.js';

const SESSIONS = Number(process.env.BENCH_RESEARCH_SESSIONS ?? 41);
const PACE_MS = Number(process.env.BENCH_RESEARCH_PACE_MS ?? 60);
const SHEETS = Number(process.env.BENCH_RESEARCH_SHEETS ?? 3);
const QUIET_TURNS = 100;

const ts = await startTestServer();
const get = async (path: string) => {
  const res = await fetch(`${ts.url}/api/admin/console${path}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.toString().slice(0, 200)}`);
  return body;
};

const played = await pairPlayers(ts.url);
await Promise.all([played.commander.playAs('commander'), played.follower.playAs('follower')]);
await played.commander.next('session/ended');
played.commander.close();
played.follower.close();
const copies = await copyEndedSession(ts.store, played.sessionId, SESSIONS - 1);
const live = await pairPlayers(ts.url);

/** CPU time of this process's main thread, the game's event loop (Linux: its task's utime + stime, in clock ticks of 10 ms). */
const mainThreadCpuMs = () => {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The main thread's CPU per turn while the console is quiet (the first phase): players and server share this thread. */
let quietCpuPerTurn: number | null = null;

/** The live game's turns until `work` is done (or `turns` of them with no work), with the loop's delay meanwhile. */
async function phase(name: string, work: (() => Promise<unknown>) | null) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const rtts: number[] = [];
  let done = false;
  const started = performance.now();
  const cpu = mainThreadCpuMs();
  delay.enable();
  const running = work ? work().finally(() => { done = true; }) : null;
  for (let i = 0; running ? !done : i < QUIET_TURNS; i++) {
    const t = performance.now();
    const reply = await live.follower.request({ type: 'action', name: i % 2 ? 'Turn Right' : 'Turn Left' });
    if (!reply.ok) throw new Error(`turn refused: ${JSON.stringify(reply)}`);
    rtts.push(performance.now() - t);
    await pace(PACE_MS);
  }
  await running;
  delay.disable();
  const mainCpu = mainThreadCpuMs() - cpu;
  quietCpuPerTurn ??= mainCpu / rtts.length;
  // What the research work itself cost the game's thread: the phase's CPU less what its turns cost when quiet.
  const beyond = Math.max(0, mainCpu - rtts.length * quietCpuPerTurn);
  rtts.sort((a, b) => a - b);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(`bench: research ${name.padEnd(14)} ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s, ${String(rtts.length).padStart(4)} turns: turn p50 ${percentile(rtts, 50).toFixed(2)} ms p99 ${percentile(rtts, 99).toFixed(2)} ms; loop delay p99 ${ms(delay.percentile(99))} ms max ${ms(delay.max)} ms; main thread CPU ${(mainCpu / 1000).toFixed(2)} s, ${(beyond / 1000).toFixed(2)} s beyond its turns`);
}

console.log(`bench: research corpus ${SESSIONS} ended sessions; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await phase('quiet', null);
await phase('export edh', () => get('/export?kind=edh'));
await phase('stats (cold)', () => get('/stats'));
await phase('contact sheets', async () => { for (const id of [played.sessionId, ...copies].slice(0, SHEETS)) await get(`/sessions/${id}/contact-sheet?count=12&size=192`); });
await phase('quiet', null);
console.log(`bench: research done; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
live.commander.close();
live.follower.close();
await ts.dispose();
process.exit(0);
