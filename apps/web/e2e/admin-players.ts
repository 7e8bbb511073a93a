/**
 * What the console's browser tests need from outside the browser: the console's game server as a
 * child process (apps/server's testing/console-e2e-server.js; apps/web may not import an app) and
 * scripted players on socket.io, driven by the rule-based wire bots of packages/agents.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { checkedLink, WireCommanderBot, WireFollowerBot, type BotLink, type WireBot } from '@chorehouse/agents';
import {
  CLIENT_EVENT, PROTOCOL_VERSION, SERVER_EVENT, type Arrival, type ArrivalResponse, type ClientMessageInput, type ReplyTo, type ServerMessage,
} from '@chorehouse/protocol';
import { io, type Socket } from 'socket.io-client';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ConsoleServer {
  readonly url: string;
  readonly adminToken: string;
  readonly stop: () => Promise<void>;
}

export async function startConsoleServer(): Promise<ConsoleServer> {
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/testing/console-e2e-server.js', 'apps/web/dist'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const first = await new Promise<string>((ok, fail) => {
    createInterface({ input: child.stdout! }).once('line', ok);
    child.once('exit', (code) => fail(new Error(`the console test server exited (${code})`)));
  });
  const { url, adminToken } = JSON.parse(first) as { url: string; adminToken: string };
  return {
    url, adminToken,
    stop: () => new Promise((ok) => { child.once('exit', () => ok()); child.kill('SIGTERM'); }),
  };
}

type Waiter = { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void };

/** A worker who arrived and connected; keeps every message it received. */
export class ScriptedPlayer {
  readonly received: ServerMessage[] = [];
  private waiters: Waiter[] = [];
  private listeners: ((m: ServerMessage) => void)[] = [];

  private constructor(readonly socket: Socket, readonly name: string) {
    socket.on(SERVER_EVENT, (m: ServerMessage) => {
      this.received.push(m);
      for (const l of this.listeners) l(m);
      const ready = this.waiters.filter((w) => w.test(m));
      this.waiters = this.waiters.filter((w) => !ready.includes(w));
      for (const w of ready) w.resolve(m);
    });
  }

  /** A local player by name, or a crowd arrival (`crowd`: an MTurk or Prolific worker with the platform's ids). */
  static async arrive(url: string, name: string, crowd?: Arrival): Promise<ScriptedPlayer> {
    const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(crowd ?? { platform: 'local', name }) });
    const arrival = (await res.json()) as ArrivalResponse;
    const socket = io(url, { auth: { token: arrival.token, protocolVersion: PROTOCOL_VERSION }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((ok, fail) => { socket.once('connect', () => ok()); socket.once('connect_error', fail); });
    return new ScriptedPlayer(socket, name);
  }

  /** Each acknowledgement parsed with its message type's reply schema (the bots' own link), not cast. */
  readonly link: BotLink = checkedLink((message) => this.socket.timeout(10_000).emitWithAck(CLIENT_EVENT, message));

  request<M extends ClientMessageInput>(message: M): Promise<ReplyTo<M['type']>> {
    return this.link.request(message);
  }

  next<T extends ServerMessage['type']>(type: T, timeoutMs = 30_000): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage) => m.type === type;
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`${this.name}: no ${type}`)), timeoutMs);
      this.waiters.push({ test: match, resolve: (m) => { clearTimeout(timer); ok(m as Extract<ServerMessage, { type: T }>); } });
    });
  }

  /** Plays its seat with the rule-based bot until the session ends, `paceMs` between its moves (a watchable game). */
  async playAs(role: 'commander' | 'follower', paceMs = 0): Promise<WireBot> {
    const link = this.link;
    const options = paceMs ? { pace: () => new Promise<void>((ok) => setTimeout(ok, paceMs)) } : {};
    const bot = role === 'commander' ? new WireCommanderBot(link, { ...options, template: true }) : new WireFollowerBot(link, options);
    for (const m of this.received) bot.onMessage(m);
    this.listeners.push((m) => bot.onMessage(m));
    await bot.run();
    return bot;
  }

  close(): void { this.socket.disconnect(); }
}

/** Two workers paired in the lobby, by role. */
export async function pairPlayers(url: string, names: readonly [string, string], arrivals?: readonly [Arrival, Arrival]) {
  const [a, b] = await Promise.all(names.map((n, i) => ScriptedPlayer.arrive(url, n, arrivals?.[i])));
  await a!.request({ type: 'lobby/join' });
  await b!.request({ type: 'lobby/join' });
  const [sa] = await Promise.all([a!.next('session/state'), b!.next('session/state')]);
  const aCommands = sa.viewer === 'commander';
  return { commander: aCommands ? a! : b!, follower: aCommands ? b! : a!, sessionId: sa.sessionId };
}
