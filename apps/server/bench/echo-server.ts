/** The baseline: a bare socket.io server that acknowledges every message at once (forked by main.ts). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false });
io.on('connection', (socket) => {
  socket.on('c2s', (message: unknown, ack: unknown) => {
    if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: true, echo: message });
  });
});
http.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port });
});
process.on('message', (m: { type?: string }) => {
  if (m.type === 'stats') process.send?.({ type: 'stats', memory: process.memoryUsage() });
});
