import fc from 'fast-check';
import { createDemoKitchen, snapshotObjects, step, worldHash, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { describe, expect, it } from 'vitest';
import { variedKitchen } from '../test-support/varied-kitchen.js';
import { solveEpisode, type SolveResult } from './solve-episode.js';

const library = builtinLibrary();

function done(world: World, taskName: string, params: readonly string[]): boolean {
  const r = progressCheck(library, taskName, params, snapshotObjects(world));
  return r.ok && r.result.success;
}

/** The trace is a real action sequence: replaying it with `step` from the start gives the same world. */
function replays(start: World, r: SolveResult): boolean {
  let w = start;
  for (const t of r.trace) w = step(w, 'follower', t.action).world;
  return worldHash(w) === worldHash(r.world);
}

const BREAKFAST_LIGHT = ['1', '1', '0', 'Plate', '0', 'Plate', '0', '1', '1', '0', '1', '1', '1', 'CounterTop'];
const BREAKFAST_FULL = ['2', '1', '1', 'Plate', '1', 'Bowl', '1', '2', '2', '1', '2', '2', '2', 'DiningTable'];

describe('solveEpisode on the demo kitchen', () => {
  it.each([
    ['Coffee', []], ['Water Plant', []], ['Plate Of Toast', []], ['Boil X', ['Potato']], ['Clean All X', ['Plate']],
    ['Clean All X', ['Dishware']], ['N Slices Of X In Y', ['2', 'Tomato', 'on', 'Plate']], ['N Slices Of X In Y', ['1', 'Apple', 'in', 'Bowl']],
    ['N Cooked Slices Of X In Y', ['2', 'Potato', 'in', 'Bowl']], ['Sandwich', ['1', '1']], ['Salad', ['1', '1', '1']],
    ['Put All X On Y', ['Condiments', 'on', 'CounterTop']], ['Put All X On Y', ['Fruit', 'on', 'DiningTable']],
    ['Put All X In One Y', ['Fork', 'in', 'Drawer']], ['Put All X In One Y', ['Drinkware', 'in', 'Cabinet']],
    ['Breakfast', BREAKFAST_LIGHT], ['Breakfast', BREAKFAST_FULL],
  ] as const)('%s %j', (taskName, params) => {
    const start = createDemoKitchen();
    const r = solveEpisode(start, { taskName, params });
    expect(r.reason).toBeNull();
    expect(r).toMatchObject({ solvable: true, failure: null, failedActions: 0 });
    expect(done(r.world, taskName, params)).toBe(true);
    expect(r.steps).toBeLessThan(1000);
    expect(replays(start, r)).toBe(true);
  });

  it('is deterministic: same inputs, same trace, same world', () => {
    const a = solveEpisode(createDemoKitchen(), { taskName: 'Salad', params: ['1', '1', '1'] });
    const b = solveEpisode(createDemoKitchen(), { taskName: 'Salad', params: ['1', '1', '1'] });
    expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
    expect(worldHash(b.world)).toBe(worldHash(a.world));
  });

  it('stops at its budgets with a reason, and never hangs', () => {
    const short = solveEpisode(createDemoKitchen(), { taskName: 'Sandwich', params: ['1', '1'] }, { maxSteps: 12 });
    expect(short).toMatchObject({ solvable: false, failure: 'step_budget', steps: 12 });
    expect(short.reason).toMatch(/Ran out of steps \(12\)/);
    const fewGoals = solveEpisode(createDemoKitchen(), { taskName: 'Sandwich', params: ['1', '1'] }, { maxGoals: 2 });
    expect(fewGoals).toMatchObject({ solvable: false, failure: 'goal_budget' });
  });

  it('says why an episode cannot be solved', () => {
    const cooked: World = { ...createDemoKitchen(), objects: createDemoKitchen().objects.map((o) => (o.objectType === 'Potato' ? { ...o, isCooked: true, simbotIsCooked: true } : o)) };
    const boil = solveEpisode(cooked, { taskName: 'Boil X', params: ['Potato'] });
    expect(boil).toMatchObject({ solvable: false, failure: 'stuck', steps: 0 });
    expect(boil.refusals.map((x) => x.reason)).toContain('The Potato is already cooked, so it can no longer be boiled.');
    const bad = solveEpisode(createDemoKitchen(), { taskName: 'N Slices Of X In Y', params: ['2', 'Tomato'] });
    expect(bad).toMatchObject({ solvable: false, failure: 'task_invalid' });
    const unknown = solveEpisode(createDemoKitchen(), { taskName: 'Juggle', params: [] });
    expect(unknown).toMatchObject({ solvable: false, failure: 'task_invalid' });
  });

  it('solves varied kitchens (start pose, dirty and filled dishes, running appliances, moved objects) (fast-check, fixed seed)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(
      ['Coffee', []] as const, ['Plate Of Toast', []] as const, ['Salad', ['1', '1', '1']] as const, ['Boil X', ['Potato']] as const,
      ['Clean All X', ['Dishware']] as const, ['N Cooked Slices Of X In Y', ['1', 'Potato', 'on', 'Plate']] as const,
    ), (seed, [taskName, params]) => {
      const start = variedKitchen(seed);
      if (done(start, taskName, params)) return;
      const r = solveEpisode(start, { taskName, params });
      expect(r.reason, `seed ${seed} ${taskName}`).toBeNull();
      expect(done(r.world, taskName, params)).toBe(true);
      expect(replays(start, r)).toBe(true);
    }), { seed: 20240611, numRuns: 12 });
  });
});
