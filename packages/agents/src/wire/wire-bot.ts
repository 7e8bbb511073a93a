/**
 * The rule-based agents as clients of the game server: transport-agnostic (a socket, or an
 * in-process connection). Feed every server message to `onMessage`; `run()` plays until the
 * session ends. Requests go through `BotLink.request` and come back as the server's reply.
 */
import { parseReply, protocolError, type ClientMessageInput, type ReplyTo, type ServerMessage } from '@chorehouse/protocol';
import { SessionMirror } from './session-mirror.js';

/** How a bot reaches the server: each request comes back as the reply the protocol's table names for its type. */
export interface BotLink {
  request<M extends ClientMessageInput>(message: M): Promise<ReplyTo<M['type']>>;
}

/**
 * A link over a transport that hands back raw acknowledgements (a socket): each one is parsed with
 * its message type's reply schema; anything else becomes a `server/internal` error reply.
 */
export function checkedLink(send: (message: ClientMessageInput) => Promise<unknown>): BotLink {
  return {
    async request<M extends ClientMessageInput>(message: M): Promise<ReplyTo<M['type']>> {
      const raw = await send(message);
      return parseReply<M['type']>(message.type, raw) ?? { ok: false, error: protocolError('server/internal', `The server answered ${message.type} strangely.`) };
    },
  };
}

export interface WireBotOptions {
  /** Awaited before each action or instruction (pacing for demos and load tests). */
  readonly pace?: () => Promise<void>;
  /** Follower actions allowed per instruction. */
  readonly maxStepsPerGoal?: number;
  /** Instructions the Commander gives before it finishes anyway. */
  readonly maxTurns?: number;
  /** Awaited before resending a message the server refused as too fast (default: a quarter second). */
  readonly backoff?: () => Promise<void>;
}

const defaultBackoff = () => new Promise<void>((resolve) => setTimeout(resolve, 250));

export interface WireBotResult {
  readonly reason: 'ended' | 'stopped' | 'finished';
  readonly requests: number;
}

export class BotStopped extends Error {}

export abstract class WireBot {
  readonly mirror = new SessionMirror();
  protected requests = 0;
  private stopped = false;
  private waiters: { test: () => boolean; resolve: () => void; reject: (e: Error) => void }[] = [];

  constructor(protected readonly link: BotLink, protected readonly options: WireBotOptions = {}) {}

  onMessage(msg: ServerMessage): void {
    this.mirror.apply(msg);
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    for (const w of this.waiters.splice(0)) w.reject(new BotStopped('stopped'));
  }

  async run(): Promise<WireBotResult> {
    try {
      await this.until(() => this.mirror.world !== null);
      await this.play();
      return { reason: this.ended ? 'ended' : 'finished', requests: this.requests };
    } catch (e) {
      if (e instanceof BotStopped) return { reason: 'stopped', requests: this.requests };
      throw e;
    }
  }

  protected abstract play(): Promise<void>;

  protected get ended(): boolean {
    return this.mirror.status === 'ended';
  }

  /** Resolves once `test()` holds (checked now and after every message), or once the session ended. */
  protected until(test: () => boolean): Promise<void> {
    if (this.stopped) return Promise.reject(new BotStopped('stopped'));
    if (test() || this.ended) return Promise.resolve();
    return new Promise((resolve, reject) => { this.waiters.push({ test: () => test() || this.ended, resolve, reject }); });
  }

  private wake(): void {
    const ready = this.waiters.filter((w) => w.test());
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }

  /**
   * Sends a request. While the session is paused (a partner away) it waits and tries again; when
   * the server says it is sending too fast, it backs off and tries again.
   */
  protected async send<M extends ClientMessageInput>(message: M): Promise<ReplyTo<M['type']>> {
    for (;;) {
      if (this.stopped) throw new BotStopped('stopped');
      this.requests++;
      const reply = await this.link.request(message);
      if (reply.ok) return reply;
      if (reply.error.code === 'protocol/rate_limited') {
        await (this.options.backoff ?? defaultBackoff)();
        continue;
      }
      if (reply.error.code !== 'session/paused') return reply;
      await this.until(() => this.mirror.status === 'active');
      if (this.ended) return reply;
    }
  }

  protected async pace(): Promise<void> {
    await this.options.pace?.();
  }
}
