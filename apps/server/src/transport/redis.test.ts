/** Deployments sharing one Redis (127.0.0.1:6379, as CI runs it) see only their own prefix's sockets and events. */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { redisAdapter } from './redis.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => { for (const c of cleanup.reverse()) await c(); });

async function node(prefix: string): Promise<{ io: Server; client: Socket }> {
  const http: HttpServer = createServer();
  const io = new Server(http);
  const redis = await redisAdapter(REDIS_URL, prefix);
  redis.configure(io);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true });
  await new Promise<void>((r) => client.once('connect', () => r()));
  cleanup.push(async () => {
    client.disconnect();
    await new Promise<void>((r) => { io.close(() => r()); });
    await redis.close();
  });
  return { io, client };
}

describe('REDIS_PREFIX', () => {
  it('keeps two deployments on one Redis apart: sockets and server-side events of one prefix only', async () => {
    const a1 = await node(`redis-test-${run}-a`);
    const a2 = await node(`redis-test-${run}-a`);
    const b = await node(`redis-test-${run}-b`);
    expect((await a1.io.fetchSockets()).length).toBe(2);
    expect((await b.io.fetchSockets()).length).toBe(1);
    const heard: string[] = [];
    a2.io.on('ping-all', (from: string, ack: (r: string) => void) => { heard.push(`a2:${from}`); ack('a2'); });
    b.io.on('ping-all', (from: string, ack: (r: string) => void) => { heard.push(`b:${from}`); ack('b'); });
    const replies = await a1.io.serverSideEmitWithAck('ping-all', 'a1');
    // Only a2, the other process of the same deployment, was asked.
    expect(replies).toEqual(['a2']);
    expect(heard).toEqual(['a2:a1']);
  });
});
