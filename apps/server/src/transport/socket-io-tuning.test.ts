/** A turn's packets to one connection leave in one write, in order; replies before news. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { missingHooks, tcpOf, tuneSocketIo } from './socket-io-tuning.js';

const closers: (() => void)[] = [];
afterEach(() => { for (const c of closers.splice(0)) c(); });

interface Connected {
  readonly socket: Socket;
  readonly client: ClientSocket;
  /** The TCP socket's writes to the kernel so far: one `_writev` for everything corked, else one `_write` a chunk. */
  writes(): number;
}

/** A server and `n` clients; every write of every server-side socket is logged in `log` under its index. */
async function connected(coalesce: boolean, n = 1, log: number[] = []): Promise<Connected[]> {
  const http = createServer();
  const io = new Server(http);
  if (coalesce) tuneSocketIo(io);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  closers.push(() => { void io.close(); });
  const out: Connected[] = [];
  for (let i = 0; i < n; i++) {
    const seen = new Promise<Socket>((resolve) => io.once('connection', resolve));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true });
    closers.push(() => client.disconnect());
    const socket = await seen;
    await new Promise<void>((r) => setImmediate(r));
    const tcp: unknown = tcpOf(socket);
    const kernel = tcp as { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
    let writes = 0;
    for (const name of ['_write', '_writev'] as const) {
      const original = kernel[name].bind(kernel);
      kernel[name] = (...a: unknown[]) => { writes++; log.push(i); original(...a); };
    }
    out.push({ socket, client, writes: () => writes });
  }
  return out;
}

async function pair(coalesce: boolean): Promise<Connected> {
  return (await connected(coalesce))[0]!;
}

/** The server's answer to `q`: two events and the acknowledgement, all in one turn, as a player's action makes them. */
async function exchange(socket: Socket, client: ClientSocket): Promise<unknown[]> {
  socket.on('q', (ack: (r: string) => void) => {
    socket.emit('n', 1);
    socket.emit('n', 2);
    ack('done');
  });
  const got: unknown[] = [];
  client.on('n', (n: number) => got.push(n));
  got.push(await client.emitWithAck('q'));
  // The events went out before the acknowledgement; the client has them all by now.
  return got;
}

describe('coalesceWrites', () => {
  it('sends a turn\'s events and acknowledgement to one connection in one write, in order (the acknowledgement takes the events along)', async () => {
    const { socket, client, writes } = await pair(true);
    expect(tcpOf(socket)).not.toBeNull();
    expect(await exchange(socket, client)).toEqual([1, 2, 'done']);
    expect(writes()).toBe(1);
  });

  it('sends what a check-phase callback\'s continuations make (as the group commit\'s) in one write before the next loop iteration', async () => {
    const { socket, client, writes } = await pair(true);
    let writesByNextIteration = -1;
    socket.on('q', (ack: (r: string) => void) => {
      // The event log commits in the check phase, then each message's continuation sends its event and, a microtask later, its acknowledgement.
      setImmediate(() => {
        setImmediate(() => { writesByNextIteration = writes(); });
        void Promise.resolve().then(() => socket.emit('n', 1)).then(() => ack('done'));
      });
    });
    const got: unknown[] = [];
    client.on('n', (n: number) => got.push(n));
    got.push(await client.emitWithAck('q'));
    expect(got).toEqual([1, 'done']);
    expect(writes()).toBe(1);
    // Client and server share this process: the reply can arrive before the server's next check phase.
    while (writesByNextIteration === -1) await new Promise<void>((r) => setImmediate(r));
    expect(writesByNextIteration).toBe(1);
  });

  it('without it, engine.io writes packet by packet', async () => {
    const { socket, client, writes } = await pair(false);
    expect(await exchange(socket, client)).toEqual([1, 2, 'done']);
    expect(writes()).toBeGreaterThan(1);
  });

  it('holds nothing past the turn: packets of later turns leave in later writes', async () => {
    const { socket, client, writes } = await pair(true);
    const got: number[] = [];
    const all = new Promise<void>((resolve) => client.on('n', (n: number) => { got.push(n); if (got.length === 3) resolve(); }));
    for (const n of [1, 2, 3]) {
      socket.emit('n', n);
      await new Promise<void>((r) => setImmediate(r));
      await new Promise<void>((r) => setImmediate(r));
    }
    await all;
    expect(got).toEqual([1, 2, 3]);
    expect(writes()).toBe(3);
  });

  it("answers the author before it tells the partner, and tells the partner before the loop's next turn", async () => {
    const log: number[] = [];
    const [author, partner] = await connected(true, 2, log);
    let writesByNextIteration: number[] | null = null;
    author!.socket.on('q', (ack: (r: string) => void) => {
      // A Follower's action as the session sends it: the partner's copy may be made first, the author's copy and the acknowledgement after.
      partner!.socket.emit('n', 1);
      author!.socket.emit('n', 1);
      ack('done');
      setImmediate(() => setImmediate(() => { writesByNextIteration = [...log]; }));
    });
    const told = new Promise<number>((resolve) => partner!.client.once('n', resolve));
    const got: unknown[] = [];
    author!.client.on('n', (n: number) => got.push(n));
    got.push(await author!.client.emitWithAck('q'));
    expect(got).toEqual([1, 'done']);
    expect(await told).toBe(1);
    while (!writesByNextIteration) await new Promise<void>((r) => setImmediate(r));
    expect(writesByNextIteration).toEqual([0, 1]);
  });
});

describe('the start-up check', () => {
  it('finds every hook the tunings use in the installed, pinned transport', () => {
    expect(missingHooks()).toEqual([]);
  });

  it('stops the server with what is missing when a hook is gone, before any socket connects', () => {
    const proto: object = Socket.prototype;
    const packet: unknown = Reflect.get(proto, 'packet');
    Reflect.deleteProperty(proto, 'packet');
    try {
      expect(missingHooks()).toEqual(["socket.io's Socket has no packet() (every outgoing packet went through it)"]);
      expect(() => tuneSocketIo(new Server())).toThrow(/cannot run on the installed transport:\n- socket.io's Socket has no packet\(\)/);
    } finally {
      Reflect.set(proto, 'packet', packet);
    }
  });

  it('pins the versions it checks exactly in package.json, with no range', async () => {
    const { PINNED } = await import('./socket-io-tuning.js');
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    for (const [name, version] of Object.entries(PINNED)) expect(manifest.dependencies[name], name).toBe(version);
  });
});
