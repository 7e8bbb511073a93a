/**
 * One system call per socket per loop turn instead of one per packet. A player's action makes
 * three packets in the same turn: its acknowledgement and the event to itself, and the event to
 * its partner; each was its own `writev`, the most expensive line of the server's CPU profile under
 * load. The first packet of a turn corks the connection's TCP socket; the turn's end uncorks it,
 * so everything queued in between leaves together. Nothing is held past the turn it was sent in.
 */
import type { Server, Socket } from 'socket.io';

export interface Corkable {
  cork(): void;
  uncork(): void;
  readonly destroyed?: boolean;
  /** How many corks are in force (node's net.Socket). */
  readonly writableCorked?: number;
}

/** The TCP socket under a websocket connection (engine.io's transport over `ws`), or null. */
export function tcpOf(socket: Socket): Corkable | null {
  const transport: unknown = socket.conn.transport;
  const ws = (transport as { socket?: { _socket?: unknown } } | undefined)?.socket;
  const tcp = ws?._socket;
  return tcp && typeof (tcp as Corkable).cork === 'function' ? (tcp as Corkable) : null;
}

export function coalesceWrites(io: Server): void {
  io.on('connection', (socket) => {
    let corked: Corkable | null = null;
    socket.conn.on('packetCreate', () => {
      if (corked) return;
      const tcp = tcpOf(socket);
      if (!tcp || tcp.destroyed) return;
      corked = tcp;
      tcp.cork();
      setImmediate(() => {
        corked = null;
        if (!tcp.destroyed) tcp.uncork();
      });
    });
  });
}
