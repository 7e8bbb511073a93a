/** The wire protocol's version and limits, shared by server and clients (STYLE.md item 6). */

/** Bump on any incompatible change to a message schema; the handshake refuses other versions. */
export const PROTOCOL_VERSION = 3;

export const LIMITS = {
  /** Largest inbound message, as JSON text (a chat line plus its envelope fits easily). */
  maxMessageBytes: 4096,
  maxChatChars: 500,
  maxSearchChars: 100,
  maxCommentChars: 2000,
  maxNameChars: 40,
  /** Per-socket token bucket: sustained messages per second and the burst allowed. */
  ratePerSecond: 20,
  rateBurst: 40,
  /** Rejected messages (bad, oversize, flooding) a socket may send before it is disconnected. */
  maxStrikes: 50,
} as const;

/** The socket.io event names: one inbound, one outbound, so every message goes through one schema. */
export const CLIENT_EVENT = 'c2s';
export const SERVER_EVENT = 's2c';
