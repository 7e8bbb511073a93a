/** @chorehouse/protocol: the wire protocol between the game server and its clients, and the event log's records. */
export { PROTOCOL_VERSION, LIMITS, CLIENT_EVENT, SERVER_EVENT } from './version.js';
export * from './errors.js';
export * from './arrival.js';
export * from './client-messages.js';
export * from './events.js';
export * from './server-messages.js';
export * from './tutorial.js';
export { parseClientMessage, type ParsedClientMessage } from './parse.js';
