/** The server's packet encoder (socket-io-tuning.ts): socket.io's own text, a shared message written once. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { shareMessage } from '../session/connection.js';
import { JsonEncoder, jsonParser, packetText } from './socket-io-tuning.js';

const closers: (() => void)[] = [];
afterEach(() => { for (const c of closers.splice(0)) c(); });

/** A message that counts how often it is written as JSON; `shared`: frozen, as `shareMessage` makes it. */
function counted<T extends object>(body: T, shared = true): { message: T; writes: () => number } {
  let writes = 0;
  const message = { ...body, toJSON: () => { writes++; return body; } };
  return { message: shared ? Object.freeze(message) : message, writes: () => writes };
}

describe('JsonEncoder', () => {
  it('writes every kind of packet the server sends as socket.io\'s own encoder does', () => {
    const packets: Packet[] = [
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.CONNECT, nsp: '/admin', data: { sid: 'abc' } },
      { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'refused', data: { code: 'auth/invalid_token' } } },
      { type: PacketType.DISCONNECT, nsp: '/' },
      { type: PacketType.EVENT, nsp: '/', data: ['s2c', { type: 'welcome', text: 'é "quoted" \u2028' }] },
      { type: PacketType.EVENT, nsp: '/', id: 7, data: ['s2c', { a: [1, null, true] }] },
      { type: PacketType.EVENT, nsp: '/room', data: ['s2c', 1, 'two'] },
      { type: PacketType.ACK, nsp: '/', id: 0, data: [{ ok: true, seq: 12 }] },
      { type: PacketType.ACK, nsp: '/', id: 41, data: [] },
    ];
    const theirs = new Encoder();
    const ours = new JsonEncoder();
    for (const p of packets) {
      expect(packetText(p)).toBe((theirs.encode(p) as string[])[0]);
      expect(ours.encode(p)).toEqual(theirs.encode(p));
    }
  });

  it('writes a message sent to several sockets once, and each new message afresh', () => {
    const encoder = new JsonEncoder();
    const first = counted({ type: 'session/event', seq: 1 });
    const event = (message: object): Packet => ({ type: PacketType.EVENT, nsp: '/', data: ['s2c', message] });
    const texts = [encoder.encode(event(first.message)), encoder.encode(event(first.message)), encoder.encode(event(first.message))];
    expect(first.writes()).toBe(1);
    expect(new Set(texts.map((t) => t[0])).size).toBe(1);
    const second = counted({ type: 'session/event', seq: 2 });
    expect(encoder.encode(event(second.message))[0]).toBe('2["s2c",{"type":"session/event","seq":2}]');
    expect(second.writes()).toBe(1);
  });

  it('writes a message that was not shared afresh each time it is sent', () => {
    const encoder = new JsonEncoder();
    const { message, writes } = counted({ n: 1 }, false);
    for (let i = 0; i < 3; i++) expect(encoder.encode({ type: PacketType.EVENT, nsp: '/', data: ['a', message] })[0]).toBe('2["a",{"n":1}]');
    expect(writes()).toBe(3);
  });

  it('keeps one message\'s text per event name, and never shares an acknowledged event\'s', () => {
    const encoder = new JsonEncoder();
    const { message, writes } = counted({ n: 1 });
    expect(encoder.encode({ type: PacketType.EVENT, nsp: '/', data: ['a', message] })[0]).toBe('2["a",{"n":1}]');
    expect(encoder.encode({ type: PacketType.EVENT, nsp: '/', data: ['b', message] })[0]).toBe('2["b",{"n":1}]');
    expect(encoder.encode({ type: PacketType.EVENT, nsp: '/', id: 3, data: ['a', message] })[0]).toBe('23["a",{"n":1}]');
    expect(writes()).toBe(3);
  });
});

describe('jsonParser on a socket.io server', () => {
  async function pair(): Promise<{ io: Server; socket: Socket; client: ClientSocket }> {
    const http = createServer();
    const io = new Server(http, { parser: jsonParser });
    const seen = new Promise<Socket>((resolve) => io.on('connection', resolve));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    closers.push(() => { void io.close(); });
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true });
    closers.push(() => client.disconnect());
    return { io, socket: await seen, client };
  }

  it('delivers events and acknowledgements to socket.io\'s stock client, the same message to two sockets', async () => {
    const { io, socket, client } = await pair();
    const second = connect(`http://127.0.0.1:${(io.httpServer.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true });
    closers.push(() => second.disconnect());
    const secondSocket = await new Promise<Socket>((resolve) => io.once('connection', resolve));
    socket.on('c2s', (m: unknown, ack: (r: unknown) => void) => ack({ ok: true, echo: m }));
    const message = shareMessage({ type: 'session/event', sessionId: 's', event: { seq: 0, t: 0, kind: 'chat', role: 'commander', text: 'hello, \u00e9' } });
    const got = Promise.all([client, second].map((c) => new Promise((resolve) => c.once('s2c', resolve))));
    socket.emit('s2c', message);
    secondSocket.emit('s2c', message);
    expect(await got).toEqual([message, message]);
    expect(await client.emitWithAck('c2s', { type: 'chat', text: 'hi' })).toEqual({ ok: true, echo: { type: 'chat', text: 'hi' } });
  });

  it('still reads what a client sends with binary attachments (the decoder is socket.io\'s own)', async () => {
    const { socket, client } = await pair();
    const got = new Promise<unknown>((resolve) => socket.once('c2s', resolve));
    client.emit('c2s', { bytes: new Uint8Array([1, 2, 3]) });
    const value = (await got) as { bytes: Buffer };
    expect([...value.bytes]).toEqual([1, 2, 3]);
  });
});
