/**
 * @chorehouse/protocol: the whole contract between the game server and its clients: every message,
 * every reply (by message type), the console's REST bodies and the event log's records.
 */
export { PROTOCOL_VERSION, LIMITS, CLIENT_EVENT, SERVER_EVENT } from './version.js';
export * from './roles.js';
export * from './errors.js';
export * from './arrival.js';
export * from './arrival-response.js';
export * from './client-messages.js';
export * from './progress-check.js';
export * from './events.js';
export * from './server-messages.js';
export * from './replies.js';
export * from './console.js';
export * from './export-formats.js';
export * from './pool.js';
export * from './collection.js';
export * from './review.js';
export * from './pay.js';
export * from './provenance.js';
export * from './tutorial.js';
export * from './embeddings.js';
export * from './seat-moves.js';
export * from './endings.js';
export { parseClientMessage, type ParsedClientMessage } from './parse.js';
export { withoutHiddenCharacters } from './worker-text.js';
export { applyEvent, eventFrames, replayEvents, worldAfter, type AppliedEvent } from './apply-event.js';
export * from './chat-completions.js';
