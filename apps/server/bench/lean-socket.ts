/**
 * The load's socket: socket.io's wire protocol (engine.io 4 over a WebSocket, socket.io 5 packets in
 * the default namespace) spoken directly on `ws`, for the part of socket.io-client's interface the
 * bench uses (`timeout(ms).emitWithAck`, `on`/`once`/`off`, `disconnect`).
 *
 * Why not socket.io-client: on a 2-core machine the load client shares the cores with the server it
 * measures, and socket.io-client (in node, its debug build) decoded every packet, the news to both
 * players included, with a timer per request: 32-50 % of a core at the knee's 3,000-4,000 requests
 * a second, a third of what the server itself used. Here a server event is parsed only when someone
 * listens for it, and one sweep a second expires the acknowledgements past their time. The bytes on
 * the wire and the server's work are the same as with socket.io-client; `lean-socket.test.ts` talks
 * to a real socket.io server.
 */
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { nowUs, traceKey, type ClientStamp } from './trace.js';

type Listener = (arg: unknown) => void;

interface PendingAck {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly deadline: number;
  /** BENCH_TRACE: this request's stamps (trace.ts). */
  readonly stamp?: ClientStamp;
}

/** Every socket with acknowledgements outstanding, swept once a second for those past their deadline. */
const waiting = new Set<LeanSocket>();
let sweeper: NodeJS.Timeout | null = null;
function sweepSoon(socket: LeanSocket): void {
  waiting.add(socket);
  sweeper ??= setInterval(() => {
    const now = performance.now();
    for (const s of waiting) if (!s.expire(now)) waiting.delete(s);
    if (waiting.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  }, 1000).unref();
}

export class LeanSocket {
  /** BENCH_TRACE=1: every acknowledged request's stamps (trace.ts), until someone takes them. */
  static stamps: ClientStamp[] | null = process.env.BENCH_TRACE === '1' ? [] : null;
  private nextAckId = 0;
  /** engine.io's session id: the server knows this socket by it. */
  private sid = '';
  /** When the TCP socket last delivered a chunk (BENCH_TRACE). */
  private lastRead = 0;
  private readonly acks = new Map<number, PendingAck>();
  private readonly listeners = new Map<string, Set<Listener>>();

  private constructor(private readonly ws: WebSocket) {}

  /** Connects to the socket.io server at `url` (http://host:port) with `auth` as the handshake's auth; rejects with the server's refusal. */
  static connect(url: string, auth: Record<string, unknown> = {}, timeoutMs = 20_000): Promise<LeanSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    const socket = new LeanSocket(ws);
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        ws.terminate();
        reject(error);
      };
      const timer = setTimeout(() => fail(new Error(`no socket.io connection to ${url} within ${timeoutMs} ms`)), timeoutMs);
      const closedEarly = () => fail(new Error(`the server at ${url} closed the connection during the handshake`));
      ws.on('error', fail);
      ws.on('close', closedEarly);
      ws.on('message', (data) => {
        const text = String(data);
        // The handshake: engine.io's open packet, then socket.io's connect (or its refusal) for the default namespace.
        if (text.startsWith('0')) {
          socket.sid = (JSON.parse(text.slice(1)) as { sid: string }).sid;
          ws.send(`40${JSON.stringify(auth)}`);
        }
        else if (text.startsWith('40')) {
          clearTimeout(timer);
          ws.off('error', fail);
          ws.off('close', closedEarly);
          ws.removeAllListeners('message');
          ws.on('message', (frame) => socket.onPacket(String(frame)));
          // ws keeps its TCP socket as `_socket` (not in its types).
          const tcp: unknown = Reflect.get(ws, '_socket');
          if (LeanSocket.stamps && tcp instanceof EventEmitter) tcp.prependListener('data', () => { socket.lastRead = nowUs(); });
          ws.on('error', () => socket.closed(new Error('socket error')));
          ws.on('close', () => socket.closed(new Error('socket closed')));
          resolve(socket);
        } else if (text.startsWith('44')) {
          const refusal = JSON.parse(text.slice(2)) as { message?: string };
          fail(new Error(refusal.message ?? 'connection refused'));
        } else if (text === '2') ws.send('3');
      });
    });
  }

  /** socket.io-client's `socket.timeout(ms).emitWithAck(event, arg)`: the acknowledgement's first argument, or a rejection after `ms`. */
  timeout(ms: number): { emitWithAck: (event: string, arg: unknown) => Promise<unknown> } {
    return { emitWithAck: (event, arg) => this.emitWithAck(event, arg, ms) };
  }

  emitWithAck(event: string, arg: unknown, timeoutMs: number): Promise<unknown> {
    const id = this.nextAckId++;
    return new Promise((resolve, reject) => {
      const stamp = LeanSocket.stamps ? { key: traceKey(this.sid, id), sent: nowUs(), heard: 0, acked: 0 } : undefined;
      if (stamp) LeanSocket.stamps!.push(stamp);
      this.acks.set(id, { resolve, reject, deadline: performance.now() + timeoutMs, stamp });
      sweepSoon(this);
      this.ws.send(`42${id}${JSON.stringify([event, arg])}`);
    });
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  once(event: string, listener: Listener): this {
    const once: Listener = (arg) => {
      this.off(event, once);
      listener(arg);
    };
    return this.on(event, once);
  }

  disconnect(): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send('41');
    this.ws.close();
  }

  /** Rejects the acknowledgements past their deadline; true while some are still outstanding. */
  expire(now: number): boolean {
    for (const [id, ack] of this.acks) {
      if (ack.deadline > now) continue;
      this.acks.delete(id);
      ack.reject(new Error('operation has timed out'));
    }
    return this.acks.size > 0;
  }

  private onPacket(text: string): void {
    if (text === '2') return this.ws.send('3');
    if (text.startsWith('43')) {
      // An acknowledgement: 43<id>[args...].
      const open = text.indexOf('[');
      const id = Number(text.slice(2, open));
      const ack = this.acks.get(id);
      if (!ack) return;
      this.acks.delete(id);
      const value = (JSON.parse(text.slice(open)) as unknown[])[0];
      if (ack.stamp) {
        ack.stamp.heard = this.lastRead;
        ack.stamp.acked = nowUs();
      }
      ack.resolve(value);
      return;
    }
    if (text.startsWith('42')) {
      // An event, 42[name, arg]: parsed only when someone listens (the load's players stop listening once seated).
      if (this.listeners.size === 0 || [...this.listeners.values()].every((s) => s.size === 0)) return;
      const [name, arg] = JSON.parse(text.slice(text.indexOf('['))) as [string, unknown];
      for (const listener of this.listeners.get(name) ?? []) listener(arg);
      return;
    }
    if (text.startsWith('41') || text === '1') this.ws.close();
  }

  private closed(error: Error): void {
    for (const ack of this.acks.values()) ack.reject(error);
    this.acks.clear();
  }
}
