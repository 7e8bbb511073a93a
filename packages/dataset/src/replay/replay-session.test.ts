import { describe, expect, it } from 'vitest';
import { worldHash } from '@chorehouse/sim';
import { coffeeSession } from '../testing/coffee-session.js';
import { replaySession } from './replay-session.js';

describe('replaySession', () => {
  it('replays a played session to the live final world', () => {
    const { session, finalWorld } = coffeeSession();
    const { report } = replaySession(session);
    expect(report).toMatchObject({ ok: true, actions: 17, mismatches: [] });
    expect(report.finalHash).toBe(worldHash(finalWorld));
    expect(report.recordedFinalHash).toBe(report.finalHash);
  });

  it('says which event differs and how', () => {
    const { session } = coffeeSession();
    const events = session.events.map((e) => (e.kind === 'action' && e.action.name === 'Pour' ? { ...e, outcome: { ...e.outcome, success: false } } : e));
    const { report } = replaySession({ ...session, events });
    const pour = events.find((e) => e.kind === 'action' && e.action.name === 'Pour')!;
    expect(report.ok).toBe(false);
    expect(report.mismatches[0]).toMatchObject({ code: 'replay/outcome_differs', seq: pour.seq, field: 'outcome.success', expected: false, actual: true });
  });

  it('flags a final world that differs and an initial world that is not the episode', () => {
    const { session } = coffeeSession();
    const dropped = session.events.filter((e) => !(e.kind === 'action' && e.action.name === 'Look Down'));
    expect(replaySession({ ...session, events: dropped }).report.mismatches.map((m) => m.code)).toEqual(['replay/final_hash']);
    const wrong = replaySession({ ...session, episode: { ...session.episode, worldHash: 'abc' } }).report;
    expect(wrong.mismatches[0]).toMatchObject({ code: 'replay/initial_hash', expected: 'abc' });
  });

  it('compares outcomes as canonical JSON: key order and absent keys do not matter, a changed value in a change does', () => {
    const { session } = coffeeSession();
    const pickup = session.events.findIndex((e) => e.kind === 'action' && e.action.name === 'Pickup' && e.outcome.changes.length > 0);
    const edit = (f: (c: Record<string, unknown>) => Record<string, unknown>) => session.events.map((e, i) => (i === pickup && e.kind === 'action'
      ? { ...e, outcome: { ...e.outcome, changes: e.outcome.changes.map((c) => f({ ...c }) as typeof c) } } : e));
    const reordered = edit((c) => Object.fromEntries([...Object.entries(c).reverse(), ['unset', undefined]]));
    expect(replaySession({ ...session, events: reordered }).report.mismatches).toEqual([]);
    const altered = edit((c) => ({ ...c, to: JSON.stringify(c.to) }));
    expect(replaySession({ ...session, events: altered }).report.mismatches).toMatchObject([{ code: 'replay/outcome_differs', field: 'outcome.changes' }]);
  });
});

describe('replaySession and provenance', () => {
  const now = { protocol: '3', rules: 'sha256:000000000002', catalog: 'sha256:cccccccccccc', geometry: 'sha256:gggggggggggg', taskLibrary: 'sha256:tttttttttttt', renderer: 'sha256:rrrrrrrrrrrr', commit: 'new' };
  const older = { ...now, rules: 'sha256:000000000001', commit: 'old' };

  it('replays a session recorded under an older rule set and names the rules as the version that differs', () => {
    const { session } = coffeeSession();
    const { report } = replaySession({ ...session, session: { ...session.session, provenance: older } }, undefined, now);
    expect(report.ok).toBe(true);
    expect(report.versionDiffs).toEqual([expect.objectContaining({
      code: 'replay/version_differs', field: 'provenance.rules', expected: 'sha256:000000000001', actual: 'sha256:000000000002',
      message: expect.stringContaining('the simulator\'s rules'),
    })]);
  });

  it('names nothing when the versions are the same (the commit alone is no difference), or when the session predates provenance', () => {
    const { session } = coffeeSession();
    expect(replaySession({ ...session, session: { ...session.session, provenance: { ...now, commit: 'other' } } }, undefined, now).report.versionDiffs).toEqual([]);
    expect(replaySession(session, undefined, now).report.versionDiffs).toEqual([]);
  });
});
