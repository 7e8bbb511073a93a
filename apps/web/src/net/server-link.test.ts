/**
 * The link's answer to a refused handshake, against a real socket.io server: a refusal for too many
 * connections is not final (the page tries again until it is let in), any other is.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { createGameStore, type GameState, type GameStore } from '../state/game-store.js';
import { createServerLink, type ServerLink } from './server-link.js';

let close: (() => Promise<void>) | null = null;
let link: ServerLink | null = null;
afterEach(async () => {
  link?.disconnect();
  await close?.();
});

/** A server whose handshake refuses the first `refusals` connections with `code`, then lets them in. */
async function refusingServer(code: string, refusals: number): Promise<{ url: string; handshakes: () => number }> {
  const http = createServer();
  const io = new Server(http);
  let handshakes = 0;
  io.use((_socket, next) => {
    handshakes++;
    if (handshakes <= refusals) next(Object.assign(new Error('refused'), { data: { code, message: `Refused (${code}).` } }));
    else next();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => { void io.close(() => resolve()); });
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, handshakes: () => handshakes };
}

function until(store: GameStore, holds: (s: GameState) => boolean): Promise<GameState> {
  return new Promise((resolve) => {
    if (holds(store.getState())) return resolve(store.getState());
    const stop = store.subscribe((s) => { if (holds(s)) { stop(); resolve(s); } });
  });
}

describe('server link, refused handshakes', () => {
  it('tries again after a refusal for too many connections, and is let in once the server allows it', async () => {
    const server = await refusingServer('auth/rate_limited', 2);
    const store = createGameStore();
    const seen: string[] = [];
    store.subscribe((s, before) => { if (s.link !== before.link) seen.push(s.link); });
    link = createServerLink(store, server.url, { rateLimitedRetryMs: 20 });
    link.connect('token');
    const waiting = await until(store, (s) => s.link === 'reconnecting');
    expect(waiting.problem).toBe('Refused (auth/rate_limited).');
    await until(store, (s) => s.link === 'online');
    expect(server.handshakes()).toBe(3);
    expect(seen).toEqual(['connecting', 'reconnecting', 'online']);
    expect(store.getState().problem).toBeNull();
  });

  it('stops at any other refusal and says why', async () => {
    const server = await refusingServer('auth/blocked', 1);
    const store = createGameStore();
    link = createServerLink(store, server.url, { rateLimitedRetryMs: 20 });
    link.connect('token');
    const refused = await until(store, (s) => s.link === 'refused');
    expect(refused.problem).toBe('Refused (auth/blocked).');
    expect(server.handshakes()).toBe(1);
  });
});
