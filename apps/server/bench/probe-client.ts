/**
 * The well-behaved sessions of the flood bench (forked by flood.ts, so floods in the parent do not
 * delay their clock): BENCH_PROBE_PAIRS (default 4) pairs of local players paired through the lobby;
 * each Follower turns ten times a second, the pairs out of step, and every round trip is kept with
 * its wall-clock time. Four pairs give about 320 round trips in a flood of 8 s, so its p99 is the
 * fourth slowest of them rather than the slowest of 80 (one pair, before 2026-11-28's third session).
 */
import { CLIENT_EVENT, PROTOCOL_VERSION, type Reply } from '@chorehouse/protocol';
import type { Socket } from 'socket.io-client';
import { connect } from './load-client.js';

interface Sample { readonly at: number; readonly ms: number }

const samples: Sample[] = [];
let errors = 0;
let running = true;

async function arrive(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name }) });
  return ((await res.json()) as { token: string }).token;
}

const PAIRS = Number(process.env.BENCH_PROBE_PAIRS ?? 4);
const PERIOD_MS = 100;

/** Two players paired through the lobby; the Follower's socket. */
async function pair(url: string, k: number): Promise<{ follower: Socket; sockets: Socket[] }> {
  const seated = [];
  for (const name of [`probe-${k}-a`, `probe-${k}-b`]) {
    const socket = await connect(url, { token: await arrive(url, name), protocolVersion: PROTOCOL_VERSION });
    const viewer = new Promise<string>((resolve) => socket.on('s2c', (m: { type: string; viewer?: string }) => { if (m.type === 'session/state') resolve(m.viewer!); }));
    await socket.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join' });
    seated.push({ socket, viewer });
  }
  const follower = (await seated[0]!.viewer) === 'follower' ? seated[0]!.socket : seated[1]!.socket;
  return { follower, sockets: seated.map((s) => s.socket) };
}

async function turnUntilStopped(follower: Socket, phaseMs: number): Promise<void> {
  await new Promise((r) => setTimeout(r, phaseMs));
  const moves = ['Turn Left', 'Turn Right', 'Look Up', 'Look Down'];
  for (let i = 0; running; i++) {
    const t0 = performance.now();
    try {
      const reply = (await follower.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'action', name: moves[i % 4] })) as Reply;
      if (reply.ok) samples.push({ at: Date.now(), ms: performance.now() - t0 });
      else errors++;
    } catch {
      errors++;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, PERIOD_MS - (performance.now() - t0))));
  }
}

async function run(url: string): Promise<void> {
  // One pair at a time, so the lobby pairs each pair's two players with each other.
  const pairs = [];
  for (let k = 0; k < PAIRS; k++) pairs.push(await pair(url, k));
  process.send?.({ type: 'ready' });
  await Promise.all(pairs.map((p, k) => turnUntilStopped(p.follower, (k * PERIOD_MS) / PAIRS)));
  for (const p of pairs) for (const s of p.sockets) s.disconnect();
}

// The bench that forked this process went away (it failed, or was stopped): stop too.
process.on('disconnect', () => process.exit(1));
process.on('message', (m: { type: string; url?: string }) => {
  if (m.type === 'start') void run(m.url!);
  if (m.type === 'report') {
    running = false;
    process.send?.({ type: 'report', samples, errors }, () => process.exit(0));
  }
});
