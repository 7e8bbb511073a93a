/** The bench's helpers: seeded numbers, percentiles, timing, a pace of one tick a second, and a socket.io-client connection (the bots and the floods; the load itself runs on lean-socket.ts). */
import { io, type Socket } from 'socket.io-client';

export interface Rtts {
  readonly samples: number[];
  errors: number;
}

/** A small linear congruential generator: the bench's fixed seeds, the same numbers every run. */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function connect(url: string, auth: Record<string, unknown> = {}): Promise<Socket> {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export async function timed<T>(rtts: Rtts, send: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  try {
    const r = await send();
    rtts.samples.push(performance.now() - started);
    return r;
  } catch {
    rtts.errors++;
    return null;
  }
}

/** Calls `tick(i)` once a second for `seconds`, starting at a random phase so clients do not beat in step. */
export async function everySecond(seconds: number, phase: number, tick: (i: number) => Promise<void>): Promise<void> {
  await new Promise((r) => setTimeout(r, phase * 1000));
  const start = performance.now();
  for (let i = 0; i < seconds; i++) {
    await tick(i);
    const next = start + (i + 1) * 1000;
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
}
