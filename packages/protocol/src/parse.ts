/** The one door for inbound messages: size, then type, then payload. Never throws. */
import { clientMessageSchema, CLIENT_MESSAGE_TYPES, type ClientMessage } from './client-messages.js';
import { protocolError, type ProtocolError } from './errors.js';
import { LIMITS } from './version.js';

export type ParsedClientMessage = { readonly ok: true; readonly message: ClientMessage } | { readonly ok: false; readonly error: ProtocolError };

/** The size of an inbound value as JSON text; Infinity when it cannot be serialised (cycles, BigInt). */
function jsonSize(input: unknown): number {
  try {
    return JSON.stringify(input)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

export function parseClientMessage(input: unknown): ParsedClientMessage {
  if (jsonSize(input) > LIMITS.maxMessageBytes) {
    return { ok: false, error: protocolError('protocol/too_large', `Messages are limited to ${LIMITS.maxMessageBytes} bytes.`) };
  }
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return { ok: false, error: protocolError('protocol/unknown_type', `Unknown message type ${JSON.stringify(String(type).slice(0, 40))}.`) };
  }
  const parsed = clientMessageSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    const said = issue?.message ?? 'invalid';
    return { ok: false, error: protocolError('protocol/bad_payload', `Bad ${type} message${where}: ${said}${said.endsWith('.') ? '' : '.'}`) };
  }
  return { ok: true, message: parsed.data };
}
