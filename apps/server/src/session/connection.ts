/** The minimal connection a session talks to (STYLE.md item 2): socket.io, a bot or a test all fit it. */
import type { ProtocolError, ServerMessage } from '@chorehouse/protocol';

declare const shared: unique symbol;
/**
 * One message sent to several connections (an event to both players and the spectators). Frozen,
 * so that a transport may encode it once for all of them (transport/socket-io-tuning.ts) and no
 * later change can make its encoding stale. Made by `shareMessage`.
 */
export type SharedMessage = ServerMessage & { readonly [shared]: true };

export function shareMessage(message: ServerMessage): SharedMessage {
  return Object.freeze(message) as SharedMessage;
}

export interface Connection {
  readonly id: string;
  readonly workerId: string;
  /** The browser key from the token (identity/tokens.ts); null for in-process bots. */
  readonly browser: string | null;
  /** A message for this connection alone. */
  send(message: ServerMessage): void;
  /** A message that goes to other connections too: the transport may write its encoding once for all. */
  sendShared(message: SharedMessage): void;
  close(reason: ProtocolError): void;
}

/** Records what it was sent; for tests and in-process bots. */
export class MemoryConnection implements Connection {
  readonly received: ServerMessage[] = [];
  closed: ProtocolError | null = null;
  private listeners: ((m: ServerMessage) => void)[] = [];

  constructor(readonly id: string, readonly workerId: string, readonly browser: string | null = null) {}

  send(message: ServerMessage): void {
    this.received.push(message);
    for (const l of this.listeners) l(message);
  }

  sendShared(message: SharedMessage): void {
    this.send(message);
  }

  close(reason: ProtocolError): void {
    this.closed = reason;
  }

  onMessage(listener: (m: ServerMessage) => void): void {
    this.listeners.push(listener);
  }
}
