/**
 * socket.io's packet encoder for a server that sends JSON and nothing else. socket.io's own
 * encoder walks every outgoing packet looking for binary attachments (Buffers, typed arrays) and
 * writes each message's JSON again for every socket it goes to. This server's messages are the
 * protocol's `ServerMessage` and `Reply`, plain JSON by their schemas, and a session sends one event
 * to both players and its spectators: here a message is written once, however many sockets it goes
 * to, and no packet is walked. The text on the wire is socket.io's own, so clients need nothing.
 *
 * The last message written is known by identity, so a message must not change after it is first
 * sent; the protocol's types are readonly, and the sessions build each message afresh.
 */
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

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
    if (message === null || typeof message !== 'object') return [packetText(packet)];
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

/** The `parser` option of socket.io's Server: this encoder, and socket.io's own decoder for what clients send. */
export const jsonParser = { Encoder: JsonEncoder, Decoder };
