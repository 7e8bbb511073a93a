/**
 * The baseline: a bare socket.io server that acknowledges every message at once (forked by main.ts).
 * With BENCH_ECHO_PARTNER=1, sockets are paired in the order they connect and each message is also
 * sent on to the partner, as a game tells the other player: the least any server that does so can cost.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';

const toPartner = process.env.BENCH_ECHO_PARTNER === '1';
const http = createServer();
const io = new Server(http, { serveClient: false });
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
  socket.on('c2s', (message: unknown, ack: unknown) => {
    (socket.data.partner as Socket | undefined)?.emit('s2c', { type: 'echo', message });
    if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: true, echo: message });
  });
});
http.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port });
});
process.on('message', (m: { type?: string }) => {
  if (m.type === 'stats') process.send?.({ type: 'stats', memory: process.memoryUsage() });
  if (m.type === 'cpu') process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
});
