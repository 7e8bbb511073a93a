/**
 * The hand-written checks agree with the protocol's zod schemas: every kind of server message and
 * event, and each with every field removed or replaced by a value of another type, get the same
 * verdict from both.
 */
import {
  arrivalResponseSchema, ERROR_CODES as PROTOCOL_ERROR_CODES, replySchema, SESSION_OUTCOMES as PROTOCOL_OUTCOMES, serverMessageSchema,
  type EventRecord, type ServerMessage,
} from '@chorehouse/protocol';
import { createDemoKitchen } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { checkArrivalResponse, checkReply, checkServerMessage, ERROR_CODES, SESSION_OUTCOMES } from './message-check.js';

const outcome = { success: false, code: 'ok', message: 'm', objectId: null, changes: [{ kind: 'object' }] };
const gc = { satisfied: 1, total: 3 };
const found = { objectId: 'Mug|1', objectType: 'Mug', position: { x: 1, y: 2, z: 3 }, camera: { x: 1, y: 2, z: 3, yaw: 90, pitch: 30 } };
const EVENTS: EventRecord[] = [
  { seq: 0, t: 0, kind: 'action', role: 'follower', action: { name: 'Pickup', x: 0.5, y: 0.5 }, outcome: outcome as never },
  { seq: 1, t: 5, kind: 'action', role: 'commander', action: { name: 'Forward' }, outcome: { ...outcome, success: true } as never },
  { seq: 2, t: 6, kind: 'chat', role: 'commander', text: 'hello' },
  { seq: 3, t: 7, kind: 'progress_check', role: 'commander', success: false, goalConditions: gc, response: { task_desc: 'x' } },
  { seq: 4, t: 8, kind: 'search', role: 'commander', by: 'text', value: 'mug', results: [found] },
  { seq: 5, t: 9, kind: 'finish', role: 'commander', success: true, goalConditions: gc },
  { seq: 6, t: 9, kind: 'connect', role: 'follower' },
  { seq: 7, t: 9, kind: 'disconnect', role: 'commander' },
  { seq: 8, t: 9, kind: 'pause', role: 'follower', reason: 'disconnected' },
  { seq: 9, t: 9, kind: 'resume' },
  { seq: 10, t: 9, kind: 'idle_warning', role: 'follower' },
  { seq: 11, t: 9, kind: 'survey', role: 'follower', rating: 4, comment: '' },
  { seq: 12, t: 9, kind: 'end', outcome: 'success', reason: 'done' },
];

const MESSAGES: ServerMessage[] = [
  { type: 'welcome', protocolVersion: 1, worker: { id: 'local:1', name: 'Ann' }, admin: false },
  { type: 'lobby/queued', timeoutMs: 300000 },
  { type: 'lobby/no_partner', completionCode: 'NPABC', redirectUrl: null, paid: true, reason: 'No partner was found in time.' },
  { type: 'lobby/no_partner', completionCode: 'NPABC', redirectUrl: 'https://app.prolific.com/x?cc=1', paid: true, reason: 'r' },
  {
    type: 'session/state', sessionId: 's', viewer: 'commander', status: 'active', partner: { name: 'Bob', bot: false, connected: true },
    world: createDemoKitchen(), seq: 12, events: EVENTS, task: { name: 'Coffee', benchmark: 'Make Coffee', params: [], description: 'd' }, surveyAnswered: false,
  },
  { type: 'session/state', sessionId: 's', viewer: 'follower', status: 'paused', partner: null, world: createDemoKitchen(), seq: -1, events: [], task: null, surveyAnswered: true },
  ...EVENTS.map((event): ServerMessage => ({ type: 'session/event', sessionId: 's', event })),
  { type: 'session/idle_warning', sessionId: 's', timeoutMs: 60000 },
  { type: 'session/ended', sessionId: 's', outcome: 'abandoned', reason: 'gone' },
  { type: 'completion', sessionId: null, completionCode: 'ABC', redirectUrl: null, paid: true, reason: 'done' },
  { type: 'completion', sessionId: 's', completionCode: 'ABC', redirectUrl: 'https://x', paid: true, reason: 'done' },
  { type: 'completion', sessionId: 's', completionCode: null, redirectUrl: null, paid: false, reason: 'You were idle for too long.' },
  { type: 'error', code: 'session/paused', message: 'paused' },
];

const ODD_VALUES: unknown[] = [undefined, null, 0, 1, 1.5, -1, 6, '', 'x', 'commander', 'success', true, false, [], [1], {}, { objects: [] }];

/** The value itself, and copies with one field (at any depth up to `depth`) removed or replaced. */
function variants(value: unknown, depth = 3): unknown[] {
  const out: unknown[] = [value];
  if (depth === 0 || typeof value !== 'object' || value === null) return out;
  if (Array.isArray(value)) {
    if (value.length > 0) for (const v of variants(value[0], depth - 1).slice(1)) out.push([v, ...value.slice(1)]);
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k === 'world') { out.push({ ...value, world: null }, { ...value, world: 1 }); continue; }
    const { [k]: _removed, ...rest } = value as Record<string, unknown>;
    out.push(rest);
    for (const odd of ODD_VALUES) out.push({ ...value, [k]: odd });
    for (const deeper of variants(v, depth - 1).slice(1)) out.push({ ...value, [k]: deeper });
  }
  out.push({ ...value, extra: 1 });
  return out;
}

describe('checkServerMessage agrees with serverMessageSchema', () => {
  it('the lists copied from the protocol are its lists', () => {
    expect(ERROR_CODES).toEqual(PROTOCOL_ERROR_CODES);
    expect(SESSION_OUTCOMES).toEqual(PROTOCOL_OUTCOMES);
  });

  it('accepts every kind of message the server sends', () => {
    for (const m of MESSAGES) expect(checkServerMessage(m), m.type).toBe(m);
  });

  it('gives the same verdict on every message with a field removed or mistyped', () => {
    let cases = 0, refused = 0;
    for (const m of [...MESSAGES, ...ODD_VALUES, { type: 'nope' }]) {
      for (const v of variants(m)) {
        const zod = serverMessageSchema.safeParse(v).success;
        expect(checkServerMessage(v) !== null, String(JSON.stringify(v, (k, x) => (k === 'world' && x ? '<world>' : x))).slice(0, 300)).toBe(zod);
        cases++;
        if (!zod) refused++;
      }
    }
    expect(cases).toBeGreaterThan(3000);
    expect(refused).toBeGreaterThan(1000);
  });
});

describe('checkReply and checkArrivalResponse agree with their schemas', () => {
  const replies: unknown[] = [
    { ok: true }, { ok: true, seq: 3, outcome }, { ok: true, sessionId: 's', queued: true },
    { ok: false, error: { code: 'session/paused', message: 'm' } },
  ];
  it.each(replies)('%j and its variants', (reply) => {
    for (const v of variants(reply)) expect(checkReply(v) !== null, JSON.stringify(v)).toBe(replySchema.safeParse(v).success);
  });
  it('arrival responses', () => {
    const ok = { token: 't.s', worker: { id: 'local:1', name: 'Ann', platform: 'local' }, protocolVersion: 1, browser: 'b'.repeat(22) };
    for (const v of variants(ok)) expect(checkArrivalResponse(v) !== null, JSON.stringify(v)).toBe(arrivalResponseSchema.safeParse(v).success);
  });
});
