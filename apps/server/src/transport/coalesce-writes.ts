/**
 * One system call per socket per loop turn instead of one per packet. A player's action makes
 * three packets in the same turn: the event to itself and its acknowledgement, and the event to its
 * partner; each `writev` costs about as much as all the rest of the message's work on the server.
 *
 * engine.io hands a websocket one packet at a time as soon as it is made, and the next only once
 * the previous write has completed, so corking the TCP socket alone still left the acknowledgement
 * in a write of its own after the event's. Here a connection's packets wait in engine.io's own
 * buffer until the callback that made them and its promise continuations are done (the flush runs
 * once, from `process.nextTick`, which node runs after the microtasks), then all go to the
 * websocket together while its TCP socket is corked: one `writev`.
 *
 * Not `setImmediate`: a group commit may resolve its batch in the loop's check phase, and an
 * immediate set there waits for the next iteration, so a whole turn's replies waited while the
 * next poll phase read and handled the next batch of messages; under load that made convoys of
 * 40-60 ms round trips (apps/server/README.md, "2026-11-26").
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

/** engine.io's connection: `flush` (private in its types) sends its buffered packets to the transport when it is writable. */
interface Flushable {
  flush(): void;
}

function flushableOf(socket: Socket): Flushable | null {
  const conn: unknown = socket.conn;
  return conn && typeof (conn as Flushable).flush === 'function' ? (conn as Flushable) : null;
}

export function coalesceWrites(io: Server): void {
  io.on('connection', (socket) => {
    const conn = flushableOf(socket);
    if (!conn) return;
    const flushNow = conn.flush.bind(conn);
    let scheduled = false;
    conn.flush = () => {
      if (scheduled) return;
      scheduled = true;
      process.nextTick(() => {
        scheduled = false;
        const tcp = tcpOf(socket);
        const corked = tcp && !tcp.destroyed ? tcp : null;
        corked?.cork();
        flushNow();
        corked?.uncork();
      });
    };
  });
}
