/**
 * One rule-based bot as a real socket.io client of a game server: it arrives, queues, plays the
 * role it is given (the agents' wire bots), answers the survey and collects its completion code.
 */
import { checkedLink, WireCommanderBot, WireFollowerBot, type WireBot } from '@chorehouse/agents';
import {
  CLIENT_EVENT, PROTOCOL_VERSION, SERVER_EVENT, arrivalResponseSchema, serverMessageSchema, type ArrivalResponse, type ServerMessage,
} from '@chorehouse/protocol';
import { io } from 'socket.io-client';

export interface BotGameResult {
  readonly name: string;
  readonly sessionId: string | null;
  readonly role: 'commander' | 'follower' | null;
  /** The end as this bot was told it: the Follower hears "finished" where the Commander hears "success". */
  readonly outcome: string | null;
  readonly completionCode: string | null;
  /** Messages it sent the server. */
  readonly requests: number;
  readonly ms: number;
  readonly error: string | null;
}

export interface WireClientOptions {
  readonly url: string;
  readonly name: string;
  /** Pause before each action or instruction. */
  readonly paceMs: number;
  readonly timeoutMs: number;
}

/**
 * Bots declare themselves (platform 'bot'): their sessions are marked as bot sessions and left out of
 * exports unless asked for. The server limits arrivals per address; a refusal says when to try again.
 */
async function arriveAsBot(options: WireClientOptions): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(new URL('/api/arrive', options.url), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'bot', name: options.name }),
    });
    if (res.status !== 429 || attempt >= 5) return res;
    const wait = Math.min(60, Number(res.headers.get('retry-after') ?? '5') || 5);
    await new Promise((r) => setTimeout(r, wait * 1000));
  }
}

/** The server's answer to the bot's arrival; an unreachable server or a refusal is an error that says which. */
async function arrival(options: WireClientOptions): Promise<ArrivalResponse> {
  let res: Response;
  try {
    res = await arriveAsBot(options);
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new Error(`cannot reach ${options.url}: ${cause}`);
  }
  if (!res.ok) throw new Error(`arrive: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return arrivalResponseSchema.parse(await res.json());
}

/** One bot's whole game; never throws: what went wrong is its result's `error`. */
export async function playOneBot(options: WireClientOptions): Promise<BotGameResult> {
  const started = Date.now();
  let arrived: ArrivalResponse;
  try {
    arrived = await arrival(options);
  } catch (err) {
    return { name: options.name, sessionId: null, role: null, outcome: null, completionCode: null, requests: 0, ms: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
  }
  const socket = io(options.url, { auth: { token: arrived.token, protocolVersion: PROTOCOL_VERSION }, transports: ['websocket'], forceNew: true });
  const seen: ServerMessage[] = [];
  const listeners = new Set<(m: ServerMessage) => void>();
  socket.on(SERVER_EVENT, (raw: unknown) => {
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const m = parsed.data;
    seen.push(m);
    for (const l of listeners) l(m);
  });
  const next = <T extends ServerMessage['type']>(type: T) => new Promise<Extract<ServerMessage, { type: T }>>((resolve) => {
    const hit = seen.find((m) => m.type === type);
    if (hit) return resolve(hit as Extract<ServerMessage, { type: T }>);
    const l = (m: ServerMessage) => { if (m.type === type) { listeners.delete(l); resolve(m as Extract<ServerMessage, { type: T }>); } };
    listeners.add(l);
  });
  let requests = 0;
  const link = checkedLink((m): Promise<unknown> => {
    requests++;
    return socket.timeout(30_000).emitWithAck(CLIENT_EVENT, m);
  });
  let state: Extract<ServerMessage, { type: 'session/state' }> | null = null;
  let bot: WireBot | null = null;
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no result within ${options.timeoutMs} ms`)), options.timeoutMs).unref());
  try {
    await Promise.race([new Promise<void>((r, j) => { socket.once('connect', () => r()); socket.once('connect_error', j); }), timeout]);
    const joined = await link.request({ type: 'lobby/join' });
    if (!joined.ok) throw new Error(`lobby/join: ${joined.error.code} ${joined.error.message}`);
    state = await Promise.race([next('session/state'), timeout]);
    const viewer = state.viewer;
    if (viewer === 'spectator') throw new Error('seated as a spectator');
    const pace = options.paceMs > 0 ? () => new Promise<void>((r) => setTimeout(r, options.paceMs)) : undefined;
    bot = viewer === 'commander' ? new WireCommanderBot(link, { ...(pace ? { pace } : {}), template: true }) : new WireFollowerBot(link, pace ? { pace } : {});
    for (const m of seen) bot.onMessage(m);
    listeners.add((m) => bot!.onMessage(m));
    await Promise.race([bot.run(), timeout]);
    const ended = await Promise.race([next('session/ended'), timeout]);
    await link.request({ type: 'survey', rating: 5, comment: 'rule-based bot' });
    const completion = await Promise.race([next('completion'), timeout]);
    return {
      name: options.name, sessionId: state.sessionId, role: viewer, outcome: ended.outcome, completionCode: completion.completionCode,
      requests, ms: Date.now() - started, error: null,
    };
  } catch (err) {
    return {
      name: options.name, sessionId: state?.sessionId ?? null, role: state?.viewer === 'spectator' ? null : (state?.viewer ?? null), outcome: null,
      completionCode: null, requests, ms: Date.now() - started, error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    bot?.stop();
    socket.disconnect();
  }
}
