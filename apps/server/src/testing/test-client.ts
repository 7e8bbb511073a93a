/** A socket.io test client that keeps every message it receives and waits for the ones it needs. */
import {
  arrivalResponseSchema, CLIENT_EVENT, CLIENT_MESSAGE_TYPES, errorReplySchema, parseReply, PROTOCOL_VERSION, SERVER_EVENT, serverMessageSchema,
  type Arrival, type ArrivalResponse, type ClientMessageInput, type ClientMessageType, type Reply, type ServerMessage,
} from '@chorehouse/protocol';
import { checkedLink, WireCommanderBot, WireFollowerBot, type WireBot } from '@chorehouse/agents';
import { io, type Socket } from 'socket.io-client';

export async function arrive(url: string, arrival: Arrival): Promise<ArrivalResponse> {
  const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(arrival) });
  if (!res.ok) throw new Error(`arrive: ${res.status} ${await res.text()}`);
  return arrivalResponseSchema.parse(await res.json());
}

type Waiter = { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void };

export class TestClient {
  readonly received: ServerMessage[] = [];
  private waiters: Waiter[] = [];
  private listeners: ((m: ServerMessage) => void)[] = [];

  private constructor(readonly socket: Socket, readonly workerId: string) {
    socket.on(SERVER_EVENT, (raw: unknown) => {
      // Every message the server sends must be what the protocol says; a test fails loudly otherwise.
      const m = serverMessageSchema.parse(raw);
      this.received.push(m);
      for (const l of this.listeners) l(m);
      const ready = this.waiters.filter((w) => w.test(m));
      this.waiters = this.waiters.filter((w) => !ready.includes(w));
      for (const w of ready) w.resolve(m);
    });
  }

  /** `reconnect`: socket.io's own reconnection (with backoff), as a browser client would use it. */
  static async connect(url: string, token: string, workerId = '', protocolVersion = PROTOCOL_VERSION, reconnect = false): Promise<TestClient> {
    const socket = io(url, {
      auth: { token, protocolVersion }, transports: ['websocket'], forceNew: true,
      reconnection: reconnect, reconnectionDelay: 100, reconnectionDelayMax: 500,
    });
    const client = new TestClient(socket, workerId);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (e) => reject(e));
    });
    return client;
  }

  static async join(url: string, name: string): Promise<TestClient> {
    const a = await arrive(url, { platform: 'local', name });
    return TestClient.connect(url, a.token, a.worker.id);
  }

  onMessage(listener: (m: ServerMessage) => void): void {
    this.listeners.push(listener);
  }

  /** Sends anything (tests send garbage on purpose); the reply is checked against the protocol's reply shapes. */
  async request(message: ClientMessageInput | Record<string, unknown>): Promise<Reply> {
    const raw: unknown = await this.socket.timeout(10_000).emitWithAck(CLIENT_EVENT, message);
    const type = typeof message.type === 'string' && (CLIENT_MESSAGE_TYPES as readonly string[]).includes(message.type) ? (message.type as ClientMessageType) : null;
    const reply = type ? parseReply(type, raw) : errorReplySchema.safeParse(raw).data;
    if (!reply) throw new Error(`The server's reply to ${JSON.stringify(message).slice(0, 80)} is not what the protocol says: ${JSON.stringify(raw).slice(0, 200)}`);
    return reply;
  }

  /** The first message (already received or still to come) of `type` that satisfies `test`. */
  next<T extends ServerMessage['type']>(type: T, test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true, timeoutMs = 20_000): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage) => m.type === type && test(m as Extract<ServerMessage, { type: T }>);
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${type}`)), timeoutMs);
      this.waiters.push({ test: match, resolve: (m) => { clearTimeout(timer); resolve(m as Extract<ServerMessage, { type: T }>); } });
    });
  }

  close(): void {
    this.socket.disconnect();
  }

  /** Drives this client with a rule-based bot for its role; resolves when the bot stops playing. */
  async playAs(role: 'commander' | 'follower'): Promise<WireBot> {
    const link = checkedLink((m) => this.request(m));
    const bot = role === 'commander' ? new WireCommanderBot(link, { template: true }) : new WireFollowerBot(link);
    for (const m of this.received) bot.onMessage(m);
    this.onMessage((m) => bot.onMessage(m));
    await bot.run();
    return bot;
  }
}
