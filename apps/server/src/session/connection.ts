/** The minimal connection a session talks to (STYLE.md item 2): socket.io, a bot or a test all fit it. */
import type { ProtocolError, ServerMessage } from '@chorehouse/protocol';

export interface Connection {
  readonly id: string;
  readonly workerId: string;
  /** The browser key from the token (identity/tokens.ts); null for in-process bots. */
  readonly browser: string | null;
  send(message: ServerMessage): void;
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

  close(reason: ProtocolError): void {
    this.closed = reason;
  }

  onMessage(listener: (m: ServerMessage) => void): void {
    this.listeners.push(listener);
  }
}
