/**
 * Every change this server makes to socket.io's, engine.io's and ws's internals, in one file, against
 * the exact versions in package.json (`PINNED`). `tuneSocketIo` checks at start-up that each private
 * hook it relies on exists, and stops the server with a list of what is missing if one does not:
 * a patch that switched itself off without a word would leave the game slower and nobody the wiser.
 *
 * Two tunings:
 *
 * **Writes: one system call per socket per loop turn, replies before news** (`coalesceWrites`).
 * A player's action makes three packets in the same turn: the event to itself and its
 * acknowledgement, and the event to its partner; each `writev` costs about as much as all the rest of
 * the message's work on the server. engine.io hands a websocket one packet at a time as soon as it is
 * made, and the next only once the previous write has completed, so corking the TCP socket alone
 * still left the acknowledgement in a write of its own. Here a connection's packets wait in
 * engine.io's own buffer, then all go to the websocket together while its TCP socket is corked: one
 * `writev`, in the order they were made. A connection whose buffer holds an acknowledgement is
 * flushed once the callback that made it and its promise continuations are done (`process.nextTick`):
 * its author is waiting. One that holds only events (the partner's copy, a spectator's) is flushed
 * at the end of the loop turn (`setImmediate`), after every message read in the turn was answered.
 * Not `setImmediate` for replies: the event log may resolve its batch in the loop's check phase, and
 * an immediate set there waits for the next iteration, so a whole turn's replies would wait while the
 * next poll phase read the next batch of messages (convoys of long round trips under load).
 *
 * **Encoding: a shared message is written once** (`JsonEncoder`). socket.io's own encoder walks
 * every outgoing packet for binary attachments and writes a message's JSON again for every socket
 * it goes to. This server sends JSON only; a message made with `shareMessage` (session/connection.ts:
 * frozen, sent to several connections through `sendShared`) is written once however many sockets it
 * goes to, and any other message is written as it comes. The text is socket.io's own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Socket as NetSocket } from 'node:net';
import * as engineIo from 'engine.io';
import { Socket as IoSocket, type Server, type Socket } from 'socket.io';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { WebSocket } from 'ws';

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

function coalesceWrites(io: Server): void {
  io.on('connection', (socket) => {
    const conn = flushableOf(socket);
    const writer = packetWriterOf(socket);
    // The start-up check saw these on the prototypes; an instance without them is a version the check let through.
    if (!conn || !writer) throw new TransportTuningError([`a connection without ${conn ? "socket.io's Socket.packet" : "engine.io's Socket.flush/writeBuffer"}`]);
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

/** socket.io's packet encoder for a server that sends JSON and nothing else (see the file's header). */
export class JsonEncoder extends Encoder {
  /**
   * The last event written and its text. A session sends one event's message to its viewers one
   * after the other, so one slot is enough; a WeakMap of every message would be an ephemeron table
   * that each scavenge walks again.
   */
  private last: { readonly name: string; readonly message: object; readonly text: string } | null = null;

  override encode(packet: Packet): string[] {
    if (!shareable(packet)) return [packetText(packet)];
    const [name, message] = packet.data;
    // Only a shared message is kept: it is frozen (shareMessage), so its text cannot go stale.
    if (message === null || typeof message !== 'object' || !Object.isFrozen(message)) return [packetText(packet)];
    const kept = this.last;
    if (kept && kept.message === message && kept.name === name) return [kept.text];
    const text = packetText(packet);
    this.last = { name, message, text };
    return [text];
  }
}

/**
 * A packet as socket.io's protocol (version 5) writes one without attachments: its type's digit,
 * the namespace and a comma unless it is the main one, the acknowledgement id if any, the data as JSON.
 */
export function packetText(packet: Packet): string {
  const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
  const id = packet.id == null ? '' : String(packet.id);
  return `${packet.type}${nsp}${id}${packet.data == null ? '' : JSON.stringify(packet.data)}`;
}

/**
 * An event on the main namespace with one argument and no acknowledgement id, socket.io's way of
 * sending `socket.emit(name, message)`: the same text for every socket it goes to.
 */
function shareable(packet: Packet): packet is Packet & { data: [string, unknown] } {
  return packet.type === PacketType.EVENT && packet.id == null && packet.nsp === '/'
    && Array.isArray(packet.data) && packet.data.length === 2 && typeof packet.data[0] === 'string';
}

/**
 * The versions these tunings were written and tested against; package.json pins the same, exactly.
 * A new version is taken by changing both, after this file's tests pass on it.
 */
export const PINNED = { 'socket.io': '4.8.4', 'engine.io': '6.6.11', ws: '8.21.3', 'socket.io-parser': '4.2.7' } as const;

/** The server cannot run tuned on the transport it found: each problem in words. */
export class TransportTuningError extends Error {
  override readonly name = 'TransportTuningError';
  constructor(readonly problems: readonly string[]) {
    super(`socket.io tuning (apps/server/src/transport/socket-io-tuning.ts) cannot run on the installed transport:\n- ${problems.join('\n- ')}\n`
      + 'Install the versions package.json pins (npm ci), or port the tunings to the new versions and change PINNED.');
  }
}

/**
 * The version of `name` as it is installed where this server resolves it; null when it is not
 * installed as a package at all: a bundle (bench/bundle.ts) carries the code of the versions it
 * was built from, which are the pinned ones, and the hooks below are checked there all the same.
 */
function installedVersion(name: keyof typeof PINNED): string | null {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    return null;
  }
  // Walk up from the entry point to the package's own package.json (not every package exports it).
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version ?? 'unknown';
    } catch { /* no package.json here: one level up */ }
  }
  return 'unknown';
}

/** Whether `prototype` (a library's class, private members included at run time) has a method `name`. */
const hasMethod = (prototype: object, name: string): boolean => typeof Reflect.get(prototype, name) === 'function';

/** What the tunings need and the installed transport lacks; empty when all is there. */
export function missingHooks(): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(PINNED) as (keyof typeof PINNED)[]) {
    const version = installedVersion(name);
    if (version !== null && version !== PINNED[name]) problems.push(`${name} ${version} is installed; the tunings are pinned to ${PINNED[name]}`);
  }
  if (!hasMethod(IoSocket.prototype, 'packet')) problems.push("socket.io's Socket has no packet() (every outgoing packet went through it)");
  if (!hasMethod(engineIo.Socket.prototype, 'flush')) problems.push("engine.io's Socket has no flush() (it sent the buffered packets)");
  // A server-side websocket (no address) is made without any I/O; ws sets its fields in the constructor.
  if (!('_socket' in (Reflect.construct(WebSocket, [null, undefined, {}]) as object))) problems.push("ws's WebSocket keeps no _socket (its TCP socket, corked around a flush)");
  if (PacketType.ACK !== 3 || PacketType.EVENT !== 2) problems.push("socket.io-parser's packet types are not protocol 5's (EVENT 2, ACK 3)");
  return problems;
}

/** The `parser` option of socket.io's Server: the shared-message encoder, and socket.io's own decoder for what clients send. */
export const jsonParser = { Encoder: JsonEncoder, Decoder };

/**
 * Checks the installed transport and tunes `io` (made with `{ parser: jsonParser }`); throws a
 * `TransportTuningError` naming every missing hook before any socket connects.
 */
export function tuneSocketIo(io: Server): void {
  const problems = missingHooks();
  if (problems.length) throw new TransportTuningError(problems);
  coalesceWrites(io);
}
