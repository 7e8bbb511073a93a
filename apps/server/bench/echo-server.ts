/**
 * The baselines (forked by main.ts and serial.ts): a bare socket.io server that acknowledges every
 * message at once. With BENCH_ECHO_PARTNER=1, sockets are paired in the order they connect and each
 * message is also sent on to the partner, as a game tells the other player. With BENCH_ECHO_STORE=1
 * (which implies the partner), each message is first stored as an event through the game's own
 * store and its event log's group commit (SQLite in a temp dir), and only then sent on and answered:
 * the least any server costs that keeps the game's write-ahead rule on socket.io.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server, type Socket } from 'socket.io';
import { openSqliteStore, type Store } from '@chorehouse/server';
import { traceServer } from './trace.js';

const stores = process.env.BENCH_ECHO_STORE === '1';
const toPartner = stores || process.env.BENCH_ECHO_PARTNER === '1';

/** The event log of BENCH_ECHO_STORE: the game server's store, in a directory removed on exit. */
async function openLog(): Promise<{ events: Store['events']; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-echo-'));
  const store = openSqliteStore(dir);
  await store.migrate();
  return { events: store.events, close: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); } };
}
const log = stores ? await openLog() : null;

const http = createServer();
const io = new Server(http, { serveClient: false });
// BENCH_TRACE=1: each request's legs (trace.ts), handed to the bench on 'trace'.
const trace = process.env.BENCH_TRACE === '1' ? traceServer(io, 'c2s') : null;
/** The last socket to connect while it has no partner yet. */
let waiting: Socket | null = null;
io.on('connection', (socket) => {
  if (toPartner) {
    if (waiting?.connected) {
      socket.data.partner = waiting;
      waiting.data.partner = socket;
      waiting = null;
    } else waiting = socket;
  }
  let seq = 0;
  const started = performance.now();
  socket.on('c2s', (message: unknown, ack: unknown) => {
    const answer = () => {
      (socket.data.partner as Socket | undefined)?.emit('s2c', { type: 'echo', message });
      if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: true, echo: message });
    };
    if (!log) return answer();
    // A game event's size: the message itself, as a chat line.
    const event = { kind: 'chat', role: 'follower', text: JSON.stringify(message), seq: seq++, t: Math.round(performance.now() - started) } as const;
    log.events.append({ sessionId: socket.id, events: [event], at: Date.now() }).then(answer, (error: unknown) => { console.error(error); });
  });
});
http.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port });
});
process.on('message', (m: { type?: string }) => {
  if (m.type === 'stats') process.send?.({ type: 'stats', memory: process.memoryUsage() });
  if (m.type === 'cpu') process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
  if (m.type === 'trace') process.send?.({ type: 'trace', ...(trace?.take() ?? { stamps: [], busy: [], loop: [] }) });
});
// The parent stops a baseline with a kill: the log's directory goes with it.
const stop = () => { void (log?.close() ?? Promise.resolve()).finally(() => process.exit(0)); };
process.on('SIGTERM', stop);
// The bench that forked this echo went away (it failed, or was stopped): stop too.
process.on('disconnect', stop);
