import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES } from './client-messages.js';
import { parseClientMessage } from './parse.js';
import { LIMITS } from './version.js';

describe('parseClientMessage', () => {
  it.each([
    [{ type: 'chat', text: 'hello' }, true],
    [{ type: 'chat', text: '   ' }, 'protocol/bad_payload'],
    [{ type: 'chat', text: 'x'.repeat(LIMITS.maxChatChars + 1) }, 'protocol/bad_payload'],
    [{ type: 'chat', text: 'hi', extra: 1 }, 'protocol/bad_payload'],
    [{ type: 'action', name: 'Pickup', x: 0.5, y: 0.5 }, true],
    [{ type: 'action', name: 'Pickup', x: 1, y: 0.5 }, 'protocol/bad_payload'],
    [{ type: 'action', name: 'Teleport' }, 'protocol/bad_payload'],
    [{ type: 'action', name: 'Pickup' }, 'protocol/bad_payload'],
    [{ type: 'action', name: 'Forward', x: 0.5, y: 0.5 }, 'protocol/bad_payload'],
    [{ type: 'action', name: 'Forward' }, true],
    [{ type: 'search', by: 'text', value: 'mug' }, true],
    [{ type: 'search', by: 'guess', value: 'mug' }, 'protocol/bad_payload'],
    [{ type: 'finish', confirmed: true }, true],
    [{ type: 'seat/replace', accept: true }, true],
    [{ type: 'seat/replace', accept: 'yes' }, 'protocol/bad_payload'],
    [{ type: 'seat/replace' }, 'protocol/bad_payload'],
    [{ type: 'survey', rating: 6 }, 'protocol/bad_payload'],
    [{ type: 'survey', rating: 4 }, true],
    [{ type: 'lobby/join' }, true],
    [{ type: 'nope' }, 'protocol/unknown_type'],
    [{ type: 'constructor' }, 'protocol/unknown_type'],
    [null, 'protocol/unknown_type'],
    ['chat', 'protocol/unknown_type'],
    [{ type: 'chat', text: 'y'.repeat(LIMITS.maxMessageBytes) }, 'protocol/too_large'],
  ])('%j -> %s', (input, expected) => {
    const r = parseClientMessage(input);
    if (expected === true) expect(r.ok).toBe(true);
    else expect(r.ok ? 'ok' : r.error.code).toBe(expected);
  });

  it('fills defaults', () => {
    const r = parseClientMessage({ type: 'lobby/join' });
    expect(r.ok && r.message).toEqual({ type: 'lobby/join', partner: 'human', botRole: 'commander' });
  });

  it('knows every message type', () => {
    expect(CLIENT_MESSAGE_TYPES).toContain('progress_check');
    expect(new Set(CLIENT_MESSAGE_TYPES).size).toBe(CLIENT_MESSAGE_TYPES.length);
  });

  it('never throws on anything', () => {
    fc.assert(fc.property(fc.anything(), (input) => {
      const r = parseClientMessage(input);
      return typeof r.ok === 'boolean';
    }), { seed: 6, numRuns: 2000 });
  });

  it('rejects a cyclic object as too large', () => {
    const a: Record<string, unknown> = { type: 'chat' };
    a.self = a;
    const r = parseClientMessage(a);
    expect(r.ok ? 'ok' : r.error.code).toBe('protocol/too_large');
  });
});
