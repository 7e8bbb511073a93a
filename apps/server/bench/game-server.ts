/** The game server under load (forked by main.ts): SQLite in a temp dir, the demo kitchen's Make Coffee in the pool. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { constants as perfConstants, createHistogram, monitorEventLoopDelay, performance, PerformanceObserver, type EventLoopUtilization, type PerformanceEntry } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GCProfiler } from 'node:v8';
import { createDemoKitchen, worldHash } from '@chorehouse/sim';
import { browserKey, createServer, issueToken, newBrowserSecret, openSqliteStore, testConfig } from '@chorehouse/server';
import { CLIENT_EVENT } from '@chorehouse/protocol';
import type { FillTiming } from '@chorehouse/store';
import { fromPerformanceMs, traceServer } from './trace.js';

const dir = mkdtempSync(join(tmpdir(), 'chorehouse-bench-'));
/**
 * BENCH_TRACE=1: each request's legs (trace.ts), handed to the bench on 'trace'; each fill of SQLite
 * from the event journal that ran on the event loop a span the loop was held (a fill on the
 * journal's own thread holds it for none).
 */
const tracing = process.env.BENCH_TRACE === '1';
// How long each batch of the event log's group commit holds the event loop (the journal's write, or better-sqlite3's commit, both synchronous).
const commits = createHistogram();
const store = openSqliteStore(dir, {
  onBatch: (batch) => commits.record(Math.max(1, Math.round(batch.ms * 1e6))),
  ...(tracing ? {
    onFill: (fill: FillTiming) => {
      if (fill.onThread) return;
      const from = fromPerformanceMs(fill.startedMs);
      trace?.busy('fill', from, from + Math.round(fill.ms * 1000));
    },
  } : {}),
});
await store.migrate();
const world = createDemoKitchen();
await store.addEpisode({
  id: 'bench-demo-coffee', taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [], floorPlan: 0, split: 'train', seed: 0,
  world: JSON.stringify(world), worldHash: worldHash(world), solutionSteps: 0, createdAt: Date.now(),
});
// The load phases arrive hundreds of players from one address; the flood bench (BENCH_REAL_LIMITS=1) keeps the real limits.
const limits = process.env.BENCH_REAL_LIMITS === '1' ? {} : { arrivalsPerAddressPerMinute: 100_000 };
const config = testConfig({ dataDir: dir, webDist: join(dir, 'none'), idleWarningMs: 3_600_000, idleTimeoutMs: 7_200_000, disconnectGraceMs: 3_600_000, ...limits });
const tokenSecret = 'bench-token-secret-0123456789';
const server = createServer({ config, store, tokenSecret, adminToken: 'bench-admin-token-0123456789' });
// How long the server held each action, from reading it to acknowledging it (stored and sent): the part of a round trip that is the server's.
const handled = createHistogram();
const observeAction = server.metrics.actionSeconds.observe.bind(server.metrics.actionSeconds);
server.metrics.actionSeconds.observe = (seconds) => { handled.record(Math.max(1, Math.round(seconds * 1e9))); observeAction(seconds); };
const trace = tracing ? traceServer(server.io, CLIENT_EVENT) : null;
server.http.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.http.address() as AddressInfo).port });
});

let profiler: Session | null = null;
// How busy the event loop was over the window (0 to 1): one thread runs every session, so this is what runs out first.
let utilizationFrom: EventLoopUtilization | null = null;
// How late the event loop ran a 1 ms timer during the measured load: the server's own stalls (GC, long handlers).
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
// The collector's pauses in the same window: how many, how long in all, the longest, by kind.
const GC_KINDS: Record<number, string> = {
  [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge', [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
};
let gcPauses: Record<string, { n: number; ms: number; max: number }> = {};
// What the scavenges promote into the old generation in the same window: what fills it between mark-compacts.
let gcProfiler: GCProfiler | null = null;
interface GcStatistics { gcType: string; beforeGC: { heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[] }; afterGC: { heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[] } }
const oldSpaceUsed = (spaces: { spaceName: string; spaceUsedSize: number }[]) => spaces.find((x) => x.spaceName === 'old_space')?.spaceUsedSize ?? 0;
const promotedBytes = (statistics: GcStatistics[]) => statistics
  .filter((g) => g.gcType === 'Scavenge')
  .reduce((sum, g) => sum + Math.max(0, oldSpaceUsed(g.afterGC.heapSpaceStatistics) - oldSpaceUsed(g.beforeGC.heapSpaceStatistics)), 0);
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
    const kind = GC_KINDS[e.detail?.kind ?? -1] ?? 'other';
    const k = (gcPauses[kind] ??= { n: 0, ms: 0, max: 0 });
    k.n++;
    k.ms += e.duration;
    k.max = Math.max(k.max, e.duration);
  }
});

// BENCH_ALLOC_SURVIVORS=1: the mark-compacts during a survivors' profile, which make it unreadable (profile-start, below).
const survivorsOnly = process.env.BENCH_ALLOC_SURVIVORS === '1';
let majorGcs = 0;
const countMajor = (entries: PerformanceEntry[]) => { for (const e of entries as (PerformanceEntry & { detail?: { kind?: number } })[]) if (e.detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) majorGcs++; };
const majorGcObserver = new PerformanceObserver((list) => countMajor(list.getEntries()));

// The bench that forked this server went away (it failed, or was stopped): stop too, taking the data dir along.
process.on('disconnect', () => { void server.close().then(() => store.close()).finally(() => { rmSync(dir, { recursive: true, force: true }); process.exit(1); }); });
process.on('message', (m: { type?: string; sessions?: string[]; n?: number; prefix?: string; name?: string }) => {
  void (async () => {
    // Workers who arrived from many addresses (the per-address limit does not apply to them): tokens minted here.
    if (m.type === 'mint') {
      const tokens: string[] = [];
      for (let i = 0; i < (m.n ?? 0); i++) {
        const id = `local:${m.prefix ?? 'm'}-${i}`;
        await store.upsertWorker({ id, platform: 'local', externalId: id, name: `player ${i}`, createdAt: Date.now(), vetted: true });
        tokens.push(issueToken(tokenSecret, id, browserKey(newBrowserSecret()), Date.now()));
      }
      process.send?.({ type: 'mint', tokens });
    }
    if (m.type === 'cpu') process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
    if (m.type === 'trace') process.send?.({ type: 'trace', ...(trace?.take() ?? { stamps: [], busy: [], loop: [] }) });
    if (m.type === 'stats') {
      // --expose-gc: measure live memory, not garbage waiting for a collection.
      globalThis.gc?.();
      process.send?.({ type: 'stats', memory: process.memoryUsage(), cpu: process.cpuUsage(), live: server.registry.liveCount, events: await store.countEvents() });
    }
    if (m.type === 'seqs') {
      const seqs: Record<string, number[]> = {};
      for (const id of m.sessions ?? []) seqs[id] = (await store.events.read(id)).map((e) => e.seq);
      process.send?.({ type: 'seqs', seqs });
    }
    // BENCH_CPU_PROFILE: a V8 CPU profile of the steady load only (not start-up or seating).
    // BENCH_ALLOC_PROFILE: a sampling profile of what the steady load allocates (.heapprofile, DevTools' Memory tab);
    // with BENCH_ALLOC_SURVIVORS=1, only what outlived the young generation (what scavenges copy and promote).
    // A mark-compact collects the young generation too, and the profile keeps what it collects: in a window
    // with one, the young generation's ordinary garbage shows as survivors, so the profile is then
    // refused with a note (docs/latency-log.md, 2026-11-27, seventh session; two heap snapshots tell more).
    const cpuDir = process.env.BENCH_CPU_PROFILE;
    const allocDir = process.env.BENCH_ALLOC_PROFILE;
    if (m.type === 'loop-start') {
      loopDelay.reset();
      loopDelay.enable();
      gcPauses = {};
      commits.reset();
      handled.reset();
      gcObserver.observe({ entryTypes: ['gc'] });
      gcProfiler = new GCProfiler();
      gcProfiler.start();
      utilizationFrom = performance.eventLoopUtilization();
      process.send?.({ type: m.type });
    }
    if (m.type === 'loop-stop') {
      loopDelay.disable();
      gcObserver.disconnect();
      const promotedMb = promotedBytes((gcProfiler?.stop()?.statistics ?? []) as GcStatistics[]) / 2 ** 20;
      const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
      const commit = { n: commits.count, p99: commits.count ? commits.percentile(99) / 1e6 : 0, max: commits.count ? commits.max / 1e6 : 0 };
      const action = { n: handled.count, p50: handled.count ? handled.percentile(50) / 1e6 : 0, p99: handled.count ? handled.percentile(99) / 1e6 : 0, max: handled.count ? handled.max / 1e6 : 0 };
      const utilization = utilizationFrom ? performance.eventLoopUtilization(utilizationFrom).utilization : NaN;
      process.send?.({ type: m.type, p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6, gc: gcPauses, heapMb, commit, action, promotedMb, utilization });
    }
    if (m.type === 'profile-start' && (cpuDir || allocDir)) {
      profiler ??= new Session();
      profiler.connect();
      if (cpuDir) {
        await profiler.post('Profiler.enable');
        if (process.env.BENCH_CPU_INTERVAL_US) await profiler.post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_CPU_INTERVAL_US) });
        await profiler.post('Profiler.start');
      }
      if (allocDir && survivorsOnly) {
        majorGcs = 0;
        majorGcObserver.observe({ entryTypes: ['gc'] });
      }
      if (allocDir) await profiler.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !survivorsOnly });
    }
    if (m.type === 'profile-stop' && profiler) {
      const name = `server-${m.name ?? Date.now()}`;
      for (const d of [cpuDir, allocDir]) if (d) mkdirSync(d, { recursive: true });
      if (cpuDir) writeFileSync(join(cpuDir, `${name}.cpuprofile`), JSON.stringify((await profiler.post('Profiler.stop')).profile));
      if (allocDir) {
        // The young generation's garbage at this moment has not met a scavenge yet and would count as survivors: collect it first.
        if (survivorsOnly) (globalThis.gc as ((o: { type: 'minor' }) => void) | undefined)?.({ type: 'minor' });
        const { profile } = await profiler.post('HeapProfiler.stopSampling');
        countMajor(majorGcObserver.takeRecords());
        majorGcObserver.disconnect();
        if (survivorsOnly && majorGcs > 0) console.error(`  ${name}: no survivors' profile written: ${majorGcs} mark-compact(s) in the window counted young garbage as survivors`);
        else writeFileSync(join(allocDir, `${name}.heapprofile`), JSON.stringify(profile));
      }
      profiler.disconnect();
    }
    if (m.type === 'profile-start' || m.type === 'profile-stop') process.send?.({ type: m.type });
    if (m.type === 'stop') {
      await server.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }
  })();
});
// BENCH_STALL_LOG=1: each stall of the event loop over 15 ms and each collector pause over 5 ms, as they
// happen, in ms since the server started: the loop-delay histogram says how long the worst stall was, this
// says when, and which pauses fell inside it (how the mark-compacts' stalls were found, docs/latency-log.md, 2026-11-27).
if (process.env.BENCH_STALL_LOG === '1') {
  let tick = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - tick > 15) console.error(`  stall ${tick.toFixed(0)}-${now.toFixed(0)} ms: ${(now - tick).toFixed(1)} ms`);
    tick = now;
  }, 1).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      if (e.duration > 5) console.error(`  gc ${GC_KINDS[e.detail?.kind ?? -1] ?? 'other'} at ${e.startTime.toFixed(0)} ms: ${e.duration.toFixed(1)} ms`);
    }
  }).observe({ entryTypes: ['gc'] });
}
