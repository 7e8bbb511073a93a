/**
 * An admin socket watching one live session: the server sends the whole unprojected state, then
 * every event. socket.io stays in this file; the slice sees plain callbacks.
 */
import {
  CLIENT_EVENT, parseReply, PROTOCOL_VERSION, SERVER_EVENT, serverMessageSchema,
  type EventRecord, type SessionOutcome, type SessionStateMessage,
} from '@chorehouse/protocol';
import { io } from 'socket.io-client';

export interface SpectateHandlers {
  readonly state: (state: SessionStateMessage) => void;
  readonly event: (event: EventRecord) => void;
  readonly ended: (outcome: SessionOutcome, reason: string) => void;
  readonly failed: (message: string) => void;
}

export interface SpectateConnection {
  readonly close: () => void;
}

export function spectate(token: string, sessionId: string, on: SpectateHandlers, url = location.origin): SpectateConnection {
  const socket = io(url, { auth: { protocolVersion: PROTOCOL_VERSION, token }, transports: ['websocket'], reconnection: true });
  socket.on(SERVER_EVENT, (raw: unknown) => {
    const parsed = serverMessageSchema.safeParse(raw);
    if (!parsed.success) return on.failed('The server sent a message this console does not understand.');
    const m = parsed.data;
    if ('sessionId' in m && m.sessionId !== sessionId) return;
    switch (m.type) {
      case 'session/state': return on.state(m);
      case 'session/event': return on.event(m.event);
      case 'session/ended': return on.ended(m.outcome, m.reason);
      case 'error': return on.failed(m.message);
      default: return undefined;
    }
  });
  // (Re)connected: ask for the session again; the state message replaces whatever was shown.
  socket.on('connect', () => {
    void (async () => {
      const reply = parseReply('spectate', await socket.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'spectate', sessionId }).catch(() => null));
      if (!reply) on.failed('The server did not answer the spectate request.');
      else if (!reply.ok) on.failed(reply.error.message);
    })();
  });
  socket.on('connect_error', (err) => on.failed(`Cannot connect: ${err.message}`));
  return { close: () => { socket.disconnect(); } };
}
