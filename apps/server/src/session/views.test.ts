import type { EventRecord } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { viewEvent } from './views.js';

const base = { seq: 1, t: 10 };
const ok = { success: true, code: 'ok' as const, message: 'Turn Left.', objectId: null, changes: [] };
const EVENTS: readonly EventRecord[] = [
  { ...base, kind: 'action', role: 'follower', action: { name: 'Turn Left' }, outcome: ok },
  { ...base, kind: 'action', role: 'commander', action: { name: 'Turn Left' }, outcome: ok },
  { ...base, kind: 'chat', role: 'commander', text: 'hi' },
  { ...base, kind: 'progress_check', role: 'commander', success: false, goalConditions: { satisfied: 0, total: 2 }, response: { task_desc: 'Make coffee', success: 0, subgoals: [] } },
  { ...base, kind: 'search', role: 'commander', by: 'text', value: 'mug', results: [] },
  { ...base, kind: 'finish', role: 'commander', success: true, goalConditions: { satisfied: 2, total: 2 } },
  { ...base, kind: 'connect', role: 'follower' },
  { ...base, kind: 'disconnect', role: 'commander' },
  { ...base, kind: 'pause', role: 'commander', reason: 'disconnected' },
  { ...base, kind: 'resume' },
  { ...base, kind: 'idle_warning', role: 'commander' },
  { ...base, kind: 'idle_warning', role: 'follower' },
  { ...base, kind: 'survey', role: 'commander', rating: 2, comment: 'slow' },
  { ...base, kind: 'end', outcome: 'success', reason: 'The task is done.' },
];

describe('viewEvent', () => {
  it.each([
    ['commander', ['action', 'action', 'chat', 'progress_check', 'search', 'finish', 'connect', 'disconnect', 'pause', 'resume', 'idle_warning', 'survey', 'end']],
    ['follower', ['action', 'chat', 'connect', 'disconnect', 'pause', 'resume', 'idle_warning', 'end']],
    ['spectator', EVENTS.map((e) => e.kind)],
  ] as const)('%s sees %j', (viewer, kinds) => {
    expect(EVENTS.map((e) => viewEvent(viewer, e)).filter((e) => e !== null).map((e) => e.kind)).toEqual(kinds);
  });

  it('tells the Follower the session is over, not whether the task succeeded', () => {
    const end = viewEvent('follower', EVENTS[EVENTS.length - 1]!);
    expect(end).toMatchObject({ kind: 'end', outcome: 'finished', reason: 'The session is over.' });
    const seen = JSON.stringify(EVENTS.map((e) => viewEvent('follower', e)));
    for (const hidden of ['goalConditions', 'Make coffee', 'results', '"outcome":"success"', 'The task is done']) expect(seen).not.toContain(hidden);
  });
});
