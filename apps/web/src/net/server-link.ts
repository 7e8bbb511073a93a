/**
 * The one module that talks to the game server: arrival over HTTP, then one socket.io connection.
 * Everything the server sends is validated before it reaches the store (message-check.ts: the
 * protocol's schemas, checked by hand so zod stays out of the page); replies are validated too.
 * socket.io reconnects by itself and the server then sends the
 * whole session state again, so a dropped connection or a reload resumes where it was.
 */
import { CLIENT_EVENT, PROTOCOL_VERSION, SERVER_EVENT, type Arrival, type ClientMessageInput, type Completion, type Reply, type ServerMessage } from '@chorehouse/protocol';
import { io, type Socket } from 'socket.io-client';
import { applyServerMessage } from '../state/apply-server-message.js';
import type { GameState, GameStore } from '../state/game-store.js';
import { saveBrowserSecret, saveToken, withBrowserSecret } from './arrival.js';
import { checkArrivalResponse, checkCompletionLookup, checkReply, checkServerMessage } from './message-check.js';

const REQUEST_TIMEOUT_MS = 15_000;

/** Browser tests set `window.__chorehouseTap` before the page loads to see what the page saw. */
interface Tap { messages: ServerMessage[]; replies: { request: ClientMessageInput; reply: Reply }[] }
const tap = (): Tap | undefined => (globalThis as { __chorehouseTap?: Tap }).__chorehouseTap;

export interface ServerLink {
  connect(token: string): void;
  request(message: ClientMessageInput): Promise<Reply>;
  disconnect(): void;
}

export async function arrive(arrival: Arrival, base = ''): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  try {
    const res = await fetch(`${base}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(withBrowserSecret(arrival)) });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = (body as { error?: { message?: string } } | null)?.error?.message;
      return { ok: false, message: message ?? `The server said no (${res.status}). Try again in a minute.` };
    }
    const parsed = checkArrivalResponse(body);
    if (!parsed) return { ok: false, message: 'The server answered strangely. Reload the page and try again.' };
    saveToken(parsed.token);
    saveBrowserSecret(parsed.browser);
    return { ok: true, token: parsed.token };
  } catch {
    return { ok: false, message: 'Cannot reach the game server. Check your connection and try again.' };
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
    const lookup = checkCompletionLookup(await res.json());
    const found = lookup?.completions.find((c) => sessionId === null || c.sessionId === sessionId);
    return found ? { completionCode: found.completionCode, redirectUrl: found.redirectUrl, paid: found.paid, reason: found.reason } : null;
  } catch {
    return null;
  }
}

export function createServerLink(store: GameStore, base = ''): ServerLink {
  let socket: Socket | null = null;
  const set = (patch: Partial<GameState> | ((s: GameState) => Partial<GameState>)) => store.setState(patch);

  const receive = (raw: unknown) => {
    const message = checkServerMessage(raw);
    if (!message) {
      // Not what the protocol says: ignore it and ask for the whole state again.
      console.warn('chorehouse: ignored a malformed server message', raw);
      socket?.emit(CLIENT_EVENT, { type: 'session/resync' }, () => undefined);
      return;
    }
    tap()?.messages.push(message);
    set((s) => applyServerMessage(s, message, performance.now()));
  };

  return {
    connect(token) {
      socket?.disconnect();
      set({ link: 'connecting', problem: null });
      const s = io(base || undefined, { auth: { protocolVersion: PROTOCOL_VERSION, token }, transports: ['websocket'] });
      socket = s;
      s.on(SERVER_EVENT, receive);
      s.on('connect', () => set({ link: 'online' }));
      s.on('disconnect', (reason) => {
        // The server closing us on purpose (bad client) is final; anything else reconnects.
        set({ link: reason === 'io server disconnect' ? 'offline' : 'reconnecting' });
      });
      s.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
        if (err.data?.code) {
          // A refused handshake (bad token, old client): arriving again or reloading is the fix.
          if (err.data.code === 'auth/invalid_token') saveToken(null);
          set({ link: 'refused', problem: err.data.message ?? err.message });
          s.disconnect();
        } else {
          set({ link: 'reconnecting' });
        }
      });
    },
    async request(message) {
      const s = socket;
      if (!s?.connected) return { ok: false, error: { code: 'server/internal', message: 'Not connected to the server; wait a moment and try again.' } };
      try {
        const raw: unknown = await s.timeout(REQUEST_TIMEOUT_MS).emitWithAck(CLIENT_EVENT, message);
        const reply: Reply = checkReply(raw) ?? { ok: false, error: { code: 'server/internal', message: 'The server answered strangely; try again.' } };
        tap()?.replies.push({ request: message, reply });
        return reply;
      } catch {
        return { ok: false, error: { code: 'server/internal', message: 'The server did not answer in time; try again.' } };
      }
    },
    disconnect() {
      socket?.disconnect();
      socket = null;
      set({ link: 'offline' });
    },
  };
}
