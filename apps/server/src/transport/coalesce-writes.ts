/**
 * When a connection's packets go to the kernel: one system call per socket per loop turn instead of
 * one per packet, and replies before news.
 *
 * One write per socket. A player's action makes three packets in the same turn: the event to itself
 * and its acknowledgement, and the event to its partner; each `writev` costs about as much as all
 * the rest of the message's work on the server. engine.io hands a websocket one packet at a time as
 * soon as it is made, and the next only once the previous write has completed, so corking the TCP
 * socket alone still left the acknowledgement in a write of its own after the event's. Here a
 * connection's packets wait in engine.io's own buffer, then all go to the websocket together while
 * its TCP socket is corked: one `writev`, in the order they were made.
 *
 * Replies first. A connection whose buffer holds an acknowledgement is flushed once the callback
 * that made it and its promise continuations are done (from `process.nextTick`, which node runs
 * after the microtasks): its author is waiting. One that holds only events (the partner's copy of
 * an action, a spectator's) is flushed at the end of the loop turn (`setImmediate`), after every
 * message read in the turn has been answered. In the bench's CPU profiles on 2 cores a socket write
 * costs 34-51 us, a sixth to a fifth of a Turn's whole work; written at once, the partner's copy
 * made every later message of a burst wait for it (apps/server/docs/latency-log.md, 2026-11-26, sixth session).
 * A connection's packets never change order: an acknowledgement takes the events queued before it
 * along.
 *
 * Not `setImmediate` for replies: a group commit may resolve its batch in the loop's check phase,
 * and an immediate set there waits for the next iteration, so a whole turn's replies waited while
 * the next poll phase read and handled the next batch of messages; under load that made convoys of
 * 40-60 ms round trips (apps/server/docs/latency-log.md, "2026-11-26").
 */
import { Socket as NetSocket } from 'node:net';
import type { Server, Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';

/** The TCP socket under a websocket connection (engine.io's transport over `ws`, which keeps it as `_socket`), or null. */
export function tcpOf(socket: Socket): NetSocket | null {
  const transport: unknown = socket.conn.transport;
  const tcp = (transport as { socket?: { _socket?: unknown } } | undefined)?.socket?._socket;
  return tcp instanceof NetSocket ? tcp : null;
}

/** engine.io's connection: `flush` (private in its types) sends its buffered packets to the transport when it is writable. */
interface Flushable {
  flush(): void;
  readonly writeBuffer: readonly unknown[];
}

/** socket.io's socket: every packet it sends, events and acknowledgements, goes through `packet` (private in its types). */
interface PacketWriter {
  packet(packet: { type: PacketType }, options?: object): void;
}

function flushableOf(socket: Socket): Flushable | null {
  const conn: unknown = socket.conn;
  return conn && typeof (conn as Flushable).flush === 'function' && Array.isArray((conn as Flushable).writeBuffer) ? (conn as Flushable) : null;
}

function packetWriterOf(socket: Socket): PacketWriter | null {
  const s: unknown = socket;
  return typeof (s as PacketWriter).packet === 'function' ? (s as PacketWriter) : null;
}

export function coalesceWrites(io: Server): void {
  io.on('connection', (socket) => {
    const conn = flushableOf(socket);
    const writer = packetWriterOf(socket);
    if (!conn || !writer) return;
    const flushNow = conn.flush.bind(conn);
    const write = () => {
      const tcp = tcpOf(socket);
      const corked = tcp && !tcp.destroyed ? tcp : null;
      corked?.cork();
      flushNow();
      corked?.uncork();
    };
    /** An acknowledgement is among the buffered packets. */
    let replying = false;
    let soon = false;
    let endOfTurn = false;
    const sendPacket = writer.packet.bind(writer);
    writer.packet = (packet, options) => {
      if (packet.type === PacketType.ACK) replying = true;
      sendPacket(packet, options);
    };
    conn.flush = () => {
      if (replying && !soon) {
        soon = true;
        process.nextTick(() => {
          soon = false;
          write();
          // A write still under way keeps them: engine.io flushes again when it is done, and they are still a reply.
          if (!conn.writeBuffer.length) replying = false;
        });
      } else if (!replying && !endOfTurn) {
        endOfTurn = true;
        // Whatever is left by then: an acknowledgement may have taken these packets along already (engine.io's flush of an empty buffer does nothing).
        setImmediate(() => {
          endOfTurn = false;
          write();
        });
      }
    };
  });
}
