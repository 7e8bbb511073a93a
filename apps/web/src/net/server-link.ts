/**
 * The one module that talks to the game server: arrival over HTTP, then one socket.io connection.
 * Everything the server sends is validated before it reaches the store with the protocol's own
 * schemas (zod/mini, so only what they use is bundled); each reply is validated with the schema the
 * protocol's reply table names for its message type, and `request()` returns that type.
 * socket.io reconnects by itself and the server then sends the
 * whole session state again, so a dropped connection or a reload resumes where it was.
 */
import {
  arrivalResponseSchema, CLIENT_EVENT, completionLookupSchema, errorBodySchema, parseReply, PROTOCOL_VERSION, SERVER_EVENT, serverMessageSchema,
  type Arrival, type ClientMessageInput, type Completion, type ErrorReply, type Reply, type ReplyTo, type ServerMessage,
} from '@chorehouse/protocol';
import { io, type Socket } from 'socket.io-client';
import { applyServerMessage } from '../state/apply-server-message.js';
import type { GameState, GameStore } from '../state/game-store.js';
import { saveBrowserSecret, saveToken, withBrowserSecret } from './arrival.js';

const REQUEST_TIMEOUT_MS = 15_000;
/** After a handshake refused for too many connections in a minute (the server's budget refills one every few seconds). */
const RATE_LIMITED_RETRY_MS = 5_000;

const failed = (message: string): ErrorReply => ({ ok: false, error: { code: 'server/internal', message } });

/** Browser tests set `window.__chorehouseTap` before the page loads to see what the page saw. */
interface Tap { messages: ServerMessage[]; replies: { request: ClientMessageInput; reply: Reply }[] }
const tap = (): Tap | undefined => (globalThis as { __chorehouseTap?: Tap }).__chorehouseTap;

export interface ServerLink {
  connect(token: string): void;
  request<M extends ClientMessageInput>(message: M): Promise<ReplyTo<M['type']>>;
  disconnect(): void;
}

/** A refused arrival: the server's words, and when a retry may pass (a rate limit's Retry-After; null: retrying will not help). */
export type ArrivalRefusal = { readonly ok: false; readonly message: string; readonly retryAfterMs: number | null };

export async function arrive(arrival: Arrival, base = ''): Promise<{ ok: true; token: string } | ArrivalRefusal> {
  try {
    const res = await fetch(`${base}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(withBrowserSecret(arrival)) });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const refusal = errorBodySchema.safeParse(body);
      const retryAfterS = Number(res.headers.get('retry-after'));
      return {
        ok: false, message: refusal.success ? refusal.data.error.message : `The server said no (${res.status}). Try again in a minute.`,
        retryAfterMs: res.status === 429 && retryAfterS > 0 ? retryAfterS * 1000 : null,
      };
    }
    const parsed = arrivalResponseSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: 'The server answered strangely. Reload the page and try again.', retryAfterMs: null };
    saveToken(parsed.data.token);
    saveBrowserSecret(parsed.data.browser);
    return { ok: true, token: parsed.data.token };
  } catch {
    return { ok: false, message: 'Cannot reach the game server. Check your connection and try again.', retryAfterMs: null };
  }
}

/**
 * The completion this browser earned in `sessionId` (or its latest, without one), fetched again from
 * the server: after a reload, or in a new tab, the code is never lost. null when there is none (yet).
 */
export async function fetchCompletion(token: string, sessionId: string | null, base = ''): Promise<Completion | null> {
  try {
    const res = await fetch(`${base}/api/completion`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    const lookup = completionLookupSchema.safeParse(await res.json());
    const found = lookup.success ? lookup.data.completions.find((c) => sessionId === null || c.sessionId === sessionId) : undefined;
    return found ? { completionCode: found.completionCode, redirectUrl: found.redirectUrl, paid: found.paid, reason: found.reason, ending: found.ending } : null;
  } catch {
    return null;
  }
}

export function createServerLink(store: GameStore, base = '', { rateLimitedRetryMs = RATE_LIMITED_RETRY_MS } = {}): ServerLink {
  let socket: Socket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const set = (patch: Partial<GameState> | ((s: GameState) => Partial<GameState>)) => store.setState(patch);

  const receive = (raw: unknown) => {
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) {
      // Not what the protocol says: ignore it and ask for the whole state again.
      console.warn('chorehouse: ignored a malformed server message', raw);
      socket?.emit(CLIENT_EVENT, { type: 'session/resync' }, () => undefined);
      return;
    }
    const message = parsed.data;
    tap()?.messages.push(message);
    set((s) => applyServerMessage(s, message, performance.now()));
  };

  return {
    connect(token) {
      clearTimeout(retry);
      socket?.disconnect();
      set({ link: 'connecting', problem: null });
      const s = io(base || undefined, { auth: { protocolVersion: PROTOCOL_VERSION, token }, transports: ['websocket'] });
      socket = s;
      s.on(SERVER_EVENT, receive);
      // Whatever kept the link down (a refusal for too many connections) is over.
      s.on('connect', () => set({ link: 'online', problem: null }));
      s.on('disconnect', (reason) => {
        // The server closing us on purpose (bad client) is final; anything else reconnects.
        set({ link: reason === 'io server disconnect' ? 'offline' : 'reconnecting' });
      });
      s.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
        if (err.data?.code === 'auth/rate_limited') {
          // Too many connections in a minute: not final, the budget refills; say so, and try again in a while.
          set({ link: 'reconnecting', problem: err.data.message ?? err.message });
          retry = setTimeout(() => { if (socket === s) s.connect(); }, rateLimitedRetryMs);
        } else if (err.data?.code) {
          // A refused handshake (bad token, old client): arriving again or reloading is the fix.
          if (err.data.code === 'auth/invalid_token') saveToken(null);
          set({ link: 'refused', problem: err.data.message ?? err.message });
          s.disconnect();
        } else {
          set({ link: 'reconnecting' });
        }
      });
    },
    async request<M extends ClientMessageInput>(message: M): Promise<ReplyTo<M['type']>> {
      const s = socket;
      if (!s?.connected) return failed('Not connected to the server; wait a moment and try again.');
      try {
        const raw: unknown = await s.timeout(REQUEST_TIMEOUT_MS).emitWithAck(CLIENT_EVENT, message);
        const reply = parseReply<M['type']>(message.type, raw) ?? failed('The server answered strangely; try again.');
        tap()?.replies.push({ request: message, reply });
        return reply;
      } catch {
        return failed('The server did not answer in time; try again.');
      }
    },
    disconnect() {
      clearTimeout(retry);
      socket?.disconnect();
      socket = null;
      set({ link: 'offline' });
    },
  };
}
