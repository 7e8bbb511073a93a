import type { EventRecord, ServerMessage } from '@chorehouse/protocol';
import { createDemoKitchen, step } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { applyServerMessage } from './apply-server-message.js';
import { INITIAL_STATE, type GameState } from './game-store.js';

const world = createDemoKitchen();
const stateMsg = (over: Partial<Extract<ServerMessage, { type: 'session/state' }>> = {}): ServerMessage => ({
  type: 'session/state', sessionId: 's1', viewer: 'commander', status: 'active', partner: { name: 'Bob', bot: false, connected: true },
  world, seq: 3, events: [], task: { name: 'Coffee', benchmark: 'Make Coffee', params: [], description: 'Make coffee.' }, surveyAnswered: false, ...over,
});
const ev = (event: EventRecord): ServerMessage => ({ type: 'session/event', sessionId: 's1', event });
const run = (msgs: ServerMessage[], from: GameState = INITIAL_STATE) => msgs.reduce((s, m) => ({ ...s, ...applyServerMessage(s, m, 1000) }), from);

describe('applyServerMessage', () => {
  it('takes the whole state on (re)join and clears the waiting room', () => {
    const s = run([{ type: 'lobby/queued', timeoutMs: 300_000 }, stateMsg()]);
    expect(s).toMatchObject({ sessionId: 's1', viewer: 'commander', status: 'active', seq: 3, queued: null, world });
  });

  it('keeps the world current by stepping each action event, and ignores events it already has', () => {
    const action: EventRecord = { seq: 4, t: 10, kind: 'action', role: 'follower', action: { name: 'Turn Left' }, outcome: { success: true, code: 'ok', message: '', objectId: null, changes: [] } };
    const s = run([stateMsg(), ev(action), ev(action)]);
    expect(s.world).toEqual(step(world, 'follower', { name: 'Turn Left' }).world);
    expect(s.events).toHaveLength(1);
    expect(s.seq).toBe(4);
  });

  it.each([
    ['pause', { seq: 4, t: 1, kind: 'pause', role: 'follower', reason: 'disconnected' }, { status: 'paused' }],
    ['partner leaves', { seq: 4, t: 1, kind: 'disconnect', role: 'follower' }, { partner: { name: 'Bob', bot: false, connected: false } }],
    ['own disconnect is not the partner', { seq: 4, t: 1, kind: 'disconnect', role: 'commander' }, { partner: { name: 'Bob', bot: false, connected: true } }],
    ['end', { seq: 4, t: 1, kind: 'end', outcome: 'success', reason: 'done' }, { status: 'ended', ended: { outcome: 'success', reason: 'done' } }],
    ['search', { seq: 4, t: 1, kind: 'search', role: 'commander', by: 'text', value: 'mug', results: [{ objectId: 'Mug|1', objectType: 'Mug', position: { x: 0, y: 0, z: 0 }, camera: { x: 0, y: 1, z: 0, yaw: 0, pitch: 30 } }] }, { searchLabel: 'mug', targetIndex: 0 }],
  ] as const)('%s', (_name, event, expected) => {
    expect(run([stateMsg(), ev(event as EventRecord)])).toMatchObject(expected);
  });

  it('ignores events of another session', () => {
    const s = run([stateMsg(), { type: 'session/event', sessionId: 'other', event: { seq: 9, t: 1, kind: 'resume' } }]);
    expect(s.seq).toBe(3);
  });

  it('an idle warning lasts until this player does something', () => {
    const warned = run([stateMsg(), { type: 'session/idle_warning', sessionId: 's1', timeoutMs: 60_000 }]);
    expect(warned.idleWarning).toEqual({ at: 1000, timeoutMs: 60_000 });
    expect(run([ev({ seq: 4, t: 1, kind: 'chat', role: 'follower', text: 'hi' })], warned).idleWarning).not.toBeNull();
    expect(run([ev({ seq: 4, t: 1, kind: 'chat', role: 'commander', text: 'hi' })], warned).idleWarning).toBeNull();
  });

  it('an empty seat on offer lasts until the partner is back, a bot took the seat, or the game ended', () => {
    const offer: ServerMessage = { type: 'session/seat_empty', sessionId: 's1', role: 'follower', decideWithinMs: 120_000 };
    const offered = run([stateMsg({ status: 'paused' }), offer]);
    expect(offered.seatOffer).toEqual({ role: 'follower', at: 1000, timeoutMs: 120_000 });
    expect(run([{ ...offer, sessionId: 'other' }], run([stateMsg()])).seatOffer).toBeNull();
    expect(run([ev({ seq: 4, t: 1, kind: 'resume' })], offered).seatOffer).toBeNull();
    expect(run([stateMsg({ partner: { name: 'Rule-based bot', bot: true, connected: false } })], offered).seatOffer).toBeNull();
    expect(run([{ type: 'session/ended', sessionId: 's1', outcome: 'abandoned', reason: 'gone' }], offered).seatOffer).toBeNull();
    // A reload: the state first, then the offer again.
    expect(run([stateMsg({ status: 'paused' })], offered).seatOffer).not.toBeNull();
  });

  it('a reconnect to the same session keeps the tools; a new session clears them and the last completion', () => {
    const withTools = { ...run([stateMsg()]), searchLabel: 'mug', completion: { completionCode: 'X', redirectUrl: null, paid: true, reason: 'done', ending: 'success' as const } };
    expect(run([stateMsg()], withTools).searchLabel).toBe('mug');
    expect(run([stateMsg({ sessionId: 's2' })], withTools)).toMatchObject({ searchLabel: '', completion: null });
  });

  it('a reloaded page takes the last Progress Check and the last search that found something from the log', () => {
    const found = [{ objectId: 'Pot|1', objectType: 'Pot', position: { x: 0, y: 0, z: 0 }, camera: { x: 0, y: 1, z: 0, yaw: 0, pitch: 30 } }];
    const events: EventRecord[] = [
      { seq: 1, t: 1, kind: 'progress_check', role: 'commander', success: false, goalConditions: { satisfied: 0, total: 3 }, response: { task_desc: 'old' } },
      { seq: 2, t: 2, kind: 'search', role: 'commander', by: 'text', value: 'pot', results: found },
      { seq: 3, t: 3, kind: 'progress_check', role: 'commander', success: false, goalConditions: { satisfied: 1, total: 3 }, response: { task_desc: 'new' } },
      { seq: 4, t: 4, kind: 'search', role: 'commander', by: 'text', value: 'spoon', results: [] },
    ] as EventRecord[];
    const s = run([stateMsg({ events, seq: 4 })]);
    expect(s.progress).toEqual({ success: false, goalConditions: { satisfied: 1, total: 3 }, response: { task_desc: 'new' } });
    expect(s).toMatchObject({ searchResults: found, searchLabel: 'pot', targetIndex: 0 });
  });

  it('keeps completion codes and the no-partner code', () => {
    expect(run([{ type: 'completion', sessionId: 's1', completionCode: 'ABCDEFGH23', redirectUrl: null, paid: true, reason: 'done', ending: 'success' }]).completion?.completionCode).toBe('ABCDEFGH23');
    expect(run([{ type: 'lobby/no_partner', completionCode: 'NP', redirectUrl: 'https://x', paid: true, reason: 'r', ending: 'no_partner' }]).noPartner).toEqual({ completionCode: 'NP', redirectUrl: 'https://x', paid: true, reason: 'r', ending: 'no_partner' });
  });
});
