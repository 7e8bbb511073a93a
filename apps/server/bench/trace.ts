/**
 * BENCH_TRACE=1: where a round trip's time goes, leg by leg. The load client (lean-socket.ts) and
 * each server (game-server.ts, echo-server.ts) stamp every request with the same clock
 * (`process.hrtime`, CLOCK_MONOTONIC, one clock for every process on the machine):
 *
 * - `sent`: the client hands the frame to its socket;
 * - `read`: the server's TCP socket delivers the chunk that holds it (its last `data` event before
 *   the packet was decoded): until then the request was in the kernel, or waiting for the server's
 *   event loop to come round to it;
 * - `decoded`: socket.io has decoded it (`onAny`, before the handlers run);
 * - `written`: the server's first write to that socket after it, that reached the kernel (an
 *   uncorked `write`, or an `uncork`): the acknowledgement, with whatever went out with it;
 * - `heard`: the client's socket delivers the chunk that holds the acknowledgement;
 * - `acked`: the client has read the acknowledgement.
 *
 * A request is known on both sides by its socket (engine.io's session id) and its acknowledgement
 * id: every message of the load asks for an acknowledgement, and the server counts them per socket
 * in the order read, as the client numbers them in the order sent.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import type { Server } from 'socket.io';
import { tcpOf } from '@chorehouse/server';

/** Microseconds on the machine's monotonic clock. */
export const nowUs = (): number => Number(process.hrtime.bigint() / 1000n);

export interface ServerStamp {
  readonly key: string;
  readonly read: number;
  readonly decoded: number;
  written: number;
}

/**
 * The server's event loop at a moment: its idle time so far (libuv's, the time spent waiting in the
 * poll, which counts a wake-up's delay until the thread runs), in microseconds. Taken at every chunk
 * read, it tells how much of a wait the loop spent idle: waiting for the kernel to deliver the
 * request or for the thread to be scheduled, not busy with other work.
 */
export type LoopMark = readonly [at: number, idle: number];

const loopIdleUs = (): number => Math.round(performance.eventLoopUtilization().idle * 1000);

export interface ClientStamp {
  readonly key: string;
  readonly sent: number;
  heard: number;
  acked: number;
}

export const traceKey = (sid: string, ackId: number): string => `${sid}:${ackId}`;

/**
 * What else held a server's event loop: a write to a socket with no reply in it (`news`: the
 * partner's copy, written at the end of the loop turn), a collector's pause (`gc`), the event
 * journal's fill of SQLite (`fill`, the game server's).
 */
export interface Busy {
  readonly kind: 'news' | 'gc' | 'fill';
  readonly from: number;
  readonly to: number;
}

/** The offset from `performance.now()` (ms) to `nowUs()`: both count the same monotonic clock. */
const performanceOffsetUs = nowUs() - Math.round(performance.now() * 1000);
/** A `performance.now()` time (ms) on `nowUs()`'s clock. */
export const fromPerformanceMs = (ms: number): number => performanceOffsetUs + Math.round(ms * 1000);

/** Stamps every acknowledged request on `io` from now on; `take()` hands over what was stamped and starts afresh. */
export function traceServer(io: Server, event: string): { take: () => { stamps: ServerStamp[]; busy: Busy[]; loop: LoopMark[] }; busy: (kind: Busy['kind'], from: number, to: number) => void } {
  let stamps: ServerStamp[] = [];
  let busy: Busy[] = [];
  let loop: LoopMark[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const from = fromPerformanceMs(e.startTime);
      busy.push({ kind: 'gc', from, to: from + Math.round(e.duration * 1000) });
    }
  }).observe({ entryTypes: ['gc'] });
  io.on('connection', (socket) => {
    const tcp = tcpOf(socket);
    if (!tcp) return;
    // engine.io's session id, which its socket keeps private: the client learnt it in the handshake.
    const sid = String(Reflect.get(socket.conn, 'id'));
    let lastRead = 0;
    let next = 0;
    /** This socket's requests decoded and not yet written back. */
    let open: ServerStamp[] = [];
    tcp.prependListener('data', () => {
      lastRead = nowUs();
      loop.push([lastRead, loopIdleUs()]);
    });
    /** A write reached the kernel, from `from` on: the reply to what is open, or news. */
    const wrote = (from: number) => {
      const t = nowUs();
      if (!open.length) return busy.push({ kind: 'news', from, to: t });
      for (const s of open) s.written = t;
      open = [];
    };
    const write = tcp.write.bind(tcp) as (...args: unknown[]) => boolean;
    tcp.write = ((...args: unknown[]) => {
      const from = nowUs();
      const ok = write(...args);
      if (tcp.writableCorked === 0) wrote(from);
      return ok;
    }) as typeof tcp.write;
    const uncork = tcp.uncork.bind(tcp);
    tcp.uncork = () => {
      const from = nowUs();
      uncork();
      if (tcp.writableCorked === 0) wrote(from);
    };
    socket.onAny((name: unknown, ...args: unknown[]) => {
      if (name !== event || typeof args.at(-1) !== 'function') return;
      const stamp: ServerStamp = { key: traceKey(sid, next++), read: lastRead, decoded: nowUs(), written: 0 };
      open.push(stamp);
      stamps.push(stamp);
    });
  });
  return {
    take: () => {
      const taken = { stamps, busy, loop };
      stamps = [];
      busy = [];
      loop = [];
      return taken;
    },
    busy: (kind, from, to) => { busy.push({ kind, from, to }); },
  };
}

/** A request stamped on both sides: its legs, in microseconds, and when its wait for the server began and ended. */
export interface Legs {
  /** Client to server: in the kernel, or waiting for the server's loop to read it. */
  readonly up: number;
  /** The server's decoding (ws, engine.io, socket.io). */
  readonly decode: number;
  /** The server's handling, to its write of the reply (that write's system call included: on loopback it delivers too). */
  readonly serve: number;
  /** Server to client: in the kernel, or waiting for the client's loop (negative when the client read it before the server's write returned). */
  readonly down: number;
  /** The client's own reading of the reply. */
  readonly client: number;
  readonly total: number;
  /** The up leg's span, `sent` to `read`. */
  readonly waited: readonly [number, number];
  /** The serve leg's span, `decoded` to `written`. */
  readonly served: readonly [number, number];
}

export function legsOf(client: readonly ClientStamp[], server: readonly ServerStamp[]): Legs[] {
  const byKey = new Map(server.map((s) => [s.key, s]));
  const legs: Legs[] = [];
  for (const c of client) {
    const s = byKey.get(c.key);
    if (!s || !s.written || !c.acked || !s.read) continue;
    legs.push({
      up: s.read - c.sent, decode: s.decoded - s.read, serve: s.written - s.decoded, down: c.heard - s.written, client: c.acked - c.heard, total: c.acked - c.sent,
      waited: [c.sent, s.read], served: [s.decoded, s.written],
    });
  }
  return legs;
}

const LEG_NAMES = ['up', 'decode', 'serve', 'down', 'client'] as const;
type LegName = (typeof LEG_NAMES)[number] | 'total';

/** The spans merged where they overlap, sorted by start. */
export function union(spans: readonly (readonly [number, number])[]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [a, b] of [...spans].sort((x, y) => x[0] - y[0])) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** How much of [from, to] the spans cover (spans as `union` gives them: sorted, not overlapping). */
export function covered(spans: readonly (readonly [number, number])[], from: number, to: number): number {
  let sum = 0;
  for (const [a, b] of spans) {
    if (a >= to) break;
    sum += Math.max(0, Math.min(b, to) - Math.max(a, from));
  }
  return sum;
}

/**
 * Two lines: each leg's median and its mean over the slowest 1 % of round trips (what a p99 is made
 * of); then what the server's loop was doing while those slowest requests waited to be read:
 * serving other requests, writing news, collecting garbage, filling SQLite, or none of these (its
 * thread not running, or work the trace does not stamp).
 */
export function describeLegs(label: string, legs: readonly Legs[], busy: readonly Busy[] = [], loop: readonly LoopMark[] = []): string {
  if (!legs.length) return `${label}: no requests stamped on both sides`;
  const sorted = [...legs].sort((a, b) => a.total - b.total);
  const tail = sorted.slice(Math.floor(sorted.length * 0.99));
  const median = (k: LegName) => legs.map((l) => l[k]).sort((a, b) => a - b)[Math.floor(legs.length / 2)]!;
  const mean = (k: LegName) => tail.reduce((s, l) => s + l[k], 0) / tail.length;
  const cell = (k: LegName) => `${k} ${median(k).toFixed(0)} / ${mean(k).toFixed(0)}`;
  const serving = union(legs.map((l) => l.served));
  const kinds = (['news', 'gc', 'fill'] as const).map((kind) => ({ kind, spans: union(busy.filter((b) => b.kind === kind).map((b) => [b.from, b.to] as const)) }));
  const waits = tail.reduce((s, l) => s + l.up, 0);
  const parts = [
    // The request's own service starts after its wait: other requests' spans only.
    { kind: 'serving others', us: tail.reduce((s, l) => s + covered(serving, ...l.waited), 0) },
    ...kinds.filter((k) => k.spans.length).map((k) => ({ kind: k.kind, us: tail.reduce((s, l) => s + covered(k.spans, ...l.waited), 0) })),
  ];
  const share = (us: number) => `${((us / Math.max(1, waits)) * 100).toFixed(0)} %`;
  const accounted = parts.reduce((s, p) => s + p.us, 0);
  const idle = loop.length ? `; its loop idle (waiting for the kernel or for a core) at least ${share(tail.reduce((s, l) => s + idleWhileWaiting(l, loop), 0))}` : '';
  return `${label} (${legs.length} requests; median / mean of the slowest 1 %, us): ${cell('total')}; ${LEG_NAMES.map(cell).join(', ')}\n`
    + `    while the slowest 1 % waited to be read, the server was ${parts.map((p) => `${p.kind} ${share(p.us)}`).join(', ')}, none of these ${share(Math.max(0, waits - accounted))}${idle}`;
}

/**
 * How long, at least, the server's loop was idle while a request waited to be read: from the last
 * mark before it was sent to its read, the loop was busy for the time that was not idle, and at most
 * all of that busy time fell within the wait. `loop` sorted by time.
 */
export function idleWhileWaiting(leg: Legs, loop: readonly LoopMark[]): number {
  const [sent, read] = leg.waited;
  const at = (t: number) => {
    let lo = 0;
    let hi = loop.length - 1;
    if (hi < 0 || loop[0]![0] > t) return null;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (loop[mid]![0] <= t) lo = mid;
      else hi = mid - 1;
    }
    return loop[lo]!;
  };
  const before = at(sent);
  const end = at(read);
  if (!before || !end) return 0;
  const busyUpTo = Math.max(0, end[0] - before[0] - (end[1] - before[1]));
  return Math.max(0, read - sent - busyUpTo);
}
