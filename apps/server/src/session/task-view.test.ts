/**
 * The Progress Check on the live world reads shared metadata (the same records at every pose of the
 * Follower, the carried object made where the hand holds it): it must answer as a check of a fresh
 * snapshot does, at every step of a walk, with and without an object in hand.
 */
import { createDemoKitchen, idOf, actOk, step, snapshotObjects, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { describe, expect, it } from 'vitest';
import { checkProgress } from './task-view.js';

const coffee = { taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [] };
const fresh = (w: World) =>
  progressCheck(builtinLibrary(), 'Coffee', [], snapshotObjects(w), { distanceToAgent: (o: { objectId: string }) => ((o as { distance?: number }).distance ?? 0) });

/** What the Commander is told (the response, the goal conditions) and which objects each answer is about. */
function told(check: ReturnType<typeof fresh>) {
  if (!check.ok) throw new Error('Coffee does not instantiate');
  return {
    response: check.response,
    goalConditions: check.goalConditions,
    satisfied: check.result.satisfiedObjects?.map((o) => o.objectId) ?? null,
    candidates: check.result.candidateObjects?.map((o) => o.objectId) ?? null,
  };
}

describe('checkProgress', () => {
  it('answers as a check of a fresh snapshot along a walk, before and after a pickup', () => {
    let w = createDemoKitchen();
    const worlds: World[] = [w];
    for (const name of ['Forward', 'Turn Left', 'Forward', 'Turn Right', 'Look Down'] as const) worlds.push((w = step(w, 'follower', { name }).world));
    worlds.push((w = step(w, 'commander', { name: 'Forward' }).world));
    const start = createDemoKitchen();
    worlds.push((w = actOk(start, 'Pickup', idOf(start, 'Mug'))));
    for (const name of ['Turn Left', 'Forward', 'Turn Left', 'Forward'] as const) worlds.push((w = step(w, 'follower', { name }).world));
    for (const world of worlds) {
      expect(told(checkProgress(coffee, world))).toEqual(told(fresh(world)));
      expect(told(checkProgress(coffee, world))).toEqual(told(checkProgress(coffee, world)));
    }
    expect(checkProgress({ ...coffee, taskName: 'Water Plant', benchmarkName: 'Water Plant' }, start)).toEqual(progressCheck(builtinLibrary(), 'Water Plant', [], snapshotObjects(start)));
  });

  it('answers as a fresh check across object changes, a slice that adds objects, and a walk with the knife', () => {
    const tasks = [coffee, { taskName: 'Sandwich', benchmarkName: 'Sandwich', params: ['1', '1'] }, { taskName: 'Clean All X', benchmarkName: 'Clean All X', params: ['Mug'] }];
    const start = createDemoKitchen();
    let w = actOk(start, 'Pickup', idOf(start, 'ButterKnife'));
    const worlds: World[] = [start, w];
    worlds.push((w = actOk(w, 'Slice', idOf(w, 'Bread'))));
    for (const name of ['Turn Left', 'Forward', 'Look Down'] as const) worlds.push((w = step(w, 'follower', { name }).world));
    // Back to the kitchen as it began, then a world that has never been checked, after one that was.
    worlds.push(start, actOk(start, 'Pickup', idOf(start, 'Mug')), actOk(w, 'Place', idOf(w, 'CounterTop')));
    for (const world of worlds) {
      for (const task of tasks) {
        const check = checkProgress(task, world);
        const expected = progressCheck(builtinLibrary(), task.taskName, task.params, snapshotObjects(world), { distanceToAgent: (o: { objectId: string }) => ((o as { distance?: number }).distance ?? 0) });
        expect(check.ok && { response: check.response, goalConditions: check.goalConditions }).toEqual(expected.ok && { response: expected.response, goalConditions: expected.goalConditions });
      }
    }
  });
});
