/** The TCP socket under a websocket connection is found, and corking it holds a turn's packets together. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceWrites, tcpOf } from './coalesce-writes.js';

const closers: (() => void)[] = [];
afterEach(() => { for (const c of closers.splice(0)) c(); });

describe('coalesceWrites', () => {
  it('corks the connection for the rest of the turn once a packet is sent, and every packet still arrives in order', async () => {
    const http = createServer();
    const io = new Server(http);
    coalesceWrites(io);
    const seen = new Promise<Socket>((resolve) => io.on('connection', resolve));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    closers.push(() => { void io.close(); });
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true });
    closers.push(() => client.disconnect());
    const socket = await seen;
    const tcp = tcpOf(socket);
    expect(tcp).not.toBeNull();
    const got: number[] = [];
    const all = new Promise<void>((resolve) => client.on('n', (n: number) => { got.push(n); if (got.length === 3) resolve(); }));
    socket.emit('n', 1);
    expect(tcp!.writableCorked).toBe(1);
    socket.emit('n', 2);
    socket.emit('n', 3);
    await new Promise<void>((r) => setImmediate(r));
    expect(tcp!.writableCorked).toBe(0);
    await all;
    expect(got).toEqual([1, 2, 3]);
  });
});
