import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { LeanSocket } from './lean-socket.js';

let http: HttpServer;
let io: Server;
afterEach(async () => {
  await io.close();
});

/** A real socket.io server on loopback; returns its http:// address. */
async function serve(options: ConstructorParameters<typeof Server>[1] = {}): Promise<string> {
  http = createServer();
  io = new Server(http, options);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

describe('LeanSocket speaks socket.io to a real socket.io server', () => {
  it('hands over its auth, gets each acknowledgement by id, and hears events while someone listens', async () => {
    const url = await serve();
    const seen: unknown[] = [];
    io.use((socket, next) => { seen.push(socket.handshake.auth); next(); });
    const serverSide = new Promise<ServerSocket>((resolve) => io.on('connection', resolve));
    io.on('connection', (socket) => {
      socket.on('c2s', (message: { n: number }, ack: (reply: unknown) => void) => {
        socket.emit('s2c', { type: 'news', n: message.n });
        // Out of order: the second request is answered before the first.
        setTimeout(() => ack({ ok: true, n: message.n, text: 'é "quoted" [x]' }), message.n === 1 ? 30 : 0);
      });
    });
    const socket = await LeanSocket.connect(url, { token: 't', protocolVersion: 3 });
    expect(seen).toEqual([{ token: 't', protocolVersion: 3 }]);
    const news: unknown[] = [];
    const listener = (m: unknown) => news.push(m);
    socket.on('s2c', listener);
    const [first, second] = await Promise.all([socket.timeout(5000).emitWithAck('c2s', { n: 1 }), socket.timeout(5000).emitWithAck('c2s', { n: 2 })]);
    expect(first).toEqual({ ok: true, n: 1, text: 'é "quoted" [x]' });
    expect(second).toEqual({ ok: true, n: 2, text: 'é "quoted" [x]' });
    expect(news).toEqual([{ type: 'news', n: 1 }, { type: 'news', n: 2 }]);
    socket.off('s2c', listener);
    await socket.timeout(5000).emitWithAck('c2s', { n: 3 });
    expect(news).toHaveLength(2);
    const server = await serverSide;
    const gone = new Promise((resolve) => server.once('disconnect', resolve));
    socket.disconnect();
    expect(await gone).toBe('client namespace disconnect');
  });

  it('rejects a connection the server refuses, with the server\'s message', async () => {
    const url = await serve();
    io.use((_socket, next) => next(new Error('auth/invalid_token')));
    await expect(LeanSocket.connect(url, { token: 'bad' })).rejects.toThrow('auth/invalid_token');
  });

  it('rejects at once when the server closes the connection during the handshake', async () => {
    const url = await serve();
    io.engine.on('connection', (raw: { close: () => void }) => raw.close());
    await expect(LeanSocket.connect(url, {}, 60_000)).rejects.toThrow('during the handshake');
  });

  it('answers the server\'s pings, so a quiet socket stays connected', async () => {
    const url = await serve({ pingInterval: 50, pingTimeout: 200 });
    io.on('connection', (socket) => socket.on('c2s', (_m: unknown, ack: (r: unknown) => void) => ack('still here')));
    const pongs = new Promise<void>((resolve) => {
      let n = 0;
      io.on('connection', (socket) => socket.conn.on('packet', (p: { type: string }) => { if (p.type === 'pong' && ++n === 5) resolve(); }));
    });
    const socket = await LeanSocket.connect(url);
    await pongs;
    expect(await socket.timeout(5000).emitWithAck('c2s', {})).toBe('still here');
    socket.disconnect();
  });

  it('rejects a request nobody acknowledges once its time is up, and those outstanding when the socket closes', async () => {
    const url = await serve();
    const connected = new Promise<ServerSocket>((resolve) => io.on('connection', resolve));
    const socket = await LeanSocket.connect(url);
    await expect(socket.timeout(20).emitWithAck('c2s', {})).rejects.toThrow('timed out');
    const pending = socket.timeout(60_000).emitWithAck('c2s', {});
    (await connected).disconnect(true);
    await expect(pending).rejects.toThrow(/closed/);
  });
});
