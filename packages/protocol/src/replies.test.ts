/** The reply table: one schema per client message type, types that follow it, and wrong replies refused. */
import { createDemoKitchen, step } from '@chorehouse/sim';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES, type ClientMessageType } from './client-messages.js';
import { OK_REPLY_SCHEMAS, parseReply, replySchemaFor, type ErrorReply, type OkReplyTo, type ReplyTo } from './replies.js';

const outcome = step(createDemoKitchen(), 'follower', { name: 'Turn Left' }).outcome;
const result = { objectId: 'Mug|1', objectType: 'Mug', position: { x: 0, y: 1, z: 2 }, camera: { x: 0, y: 1, z: 2, yaw: 90, pitch: 10 } };

/** A good ok reply per type, and for each a wrong one (a field missing or mistyped). */
const CASES: Record<ClientMessageType, { readonly good: readonly object[]; readonly bad: readonly unknown[] }> = {
  'lobby/join': { good: [{ ok: true, sessionId: 's1' }, { ok: true, queued: true }], bad: [{ ok: true }, { ok: true, sessionId: 7 }] },
  'lobby/leave': { good: [{ ok: true }], bad: [{ ok: 'yes' }] },
  action: { good: [{ ok: true, seq: 3, outcome }], bad: [{ ok: true, seq: 3 }, { ok: true, seq: 3, outcome: { ...outcome, changes: [{ kind: 'teleport' }] } }] },
  chat: { good: [{ ok: true, seq: 1 }], bad: [{ ok: true }, { ok: true, seq: 1.5 }] },
  progress_check: {
    good: [{ ok: true, seq: 2, success: false, goalConditions: { satisfied: 0, total: 2 } }],
    bad: [{ ok: true, seq: 2, success: false }, { ok: true, seq: 2, success: false, goalConditions: { satisfied: 0 } }],
  },
  search: { good: [{ ok: true, seq: 4, results: [result] }], bad: [{ ok: true, seq: 4, results: [{ objectId: 'Mug|1' }] }] },
  finish: { good: [{ ok: true, seq: 5, success: true }], bad: [{ ok: true, seq: 5 }] },
  survey: { good: [{ ok: true, seq: 6 }], bad: [{ ok: true }] },
  'session/resync': { good: [{ ok: true }], bad: [{}] },
  'seat/replace': { good: [{ ok: true }], bad: [{ ok: 'yes' }] },
  spectate: { good: [{ ok: true }], bad: [null] },
};

describe('the reply table', () => {
  it('has a reply schema for every client message type, and nothing else', () => {
    expect(Object.keys(OK_REPLY_SCHEMAS).sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
  });

  it.each(CLIENT_MESSAGE_TYPES)('%s: its ok replies and any error pass; wrong replies are refused', (type) => {
    for (const good of CASES[type].good) expect(parseReply(type, good), JSON.stringify(good)).toEqual(good);
    for (const bad of CASES[type].bad) expect(parseReply(type, bad), JSON.stringify(bad)).toBeNull();
    const error = { ok: false, error: { code: 'session/not_your_role', message: 'Only the Commander can do that.' } };
    expect(parseReply(type, error)).toEqual(error);
    expect(parseReply(type, { ok: false, error: { code: 'made/up', message: '' } })).toBeNull();
  });

  it("refuses another type's ok reply", () => {
    expect(parseReply('action', { ok: true, seq: 1 })).toBeNull();
    expect(parseReply('search', { ok: true, seq: 2, success: true })).toBeNull();
    expect(replySchemaFor('chat')).toBe(replySchemaFor('chat'));
  });

  it('types each reply by its message type', () => {
    expectTypeOf<OkReplyTo<'action'>['outcome']>().toEqualTypeOf(outcome);
    expectTypeOf<OkReplyTo<'search'>['results'][number]['objectId']>().toEqualTypeOf<string>();
    expectTypeOf<ReplyTo<'finish'>>().toEqualTypeOf<{ ok: true; seq: number; success: boolean } | ErrorReply>();
    expectTypeOf(parseReply('progress_check', null)).toEqualTypeOf<ReplyTo<'progress_check'> | null>();
  });
});
