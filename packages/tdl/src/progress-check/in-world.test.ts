/**
 * progressCheckInWorld keeps a snapshot and its index per objects array and makes only the carried
 * records again at each pose: it must answer exactly as the checker does on a fresh snapshot ranked
 * by each object's `distance`, at every step of a walk, with and without something in hand, across
 * object changes and slices.
 */
import { actOk, createDemoKitchen, followerCenter, idOf, snapshotObjects, standBefore, step, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { progressCheckInWorld, rankedFrom, type TaskRef } from './in-world.js';
import { progressCheck, type ProgressCheckOutcome } from './progress-check.js';

const library = builtinLibrary();
const coffee: TaskRef = { taskName: 'Coffee', params: [] };
const TASKS: TaskRef[] = [coffee, { taskName: 'Sandwich', params: ['1', '1'] }, { taskName: 'Clean All X', params: ['Mug'] }, { taskName: 'Water Plant', params: [] }];

/** The checker on a fresh snapshot, candidates ranked by the snapshot's own `distance`. */
const fresh = (task: TaskRef, w: World) =>
  progressCheck(library, task.taskName, task.params, snapshotObjects(w), { distanceToAgent: (o) => (o as { distance?: number }).distance ?? 0 });

/** What the Commander is told and which objects each answer is about (the records' `distance` is the first check's). */
function told(check: ProgressCheckOutcome) {
  if (!check.ok) throw new Error('the task does not instantiate');
  return {
    response: check.response,
    goalConditions: check.goalConditions,
    satisfied: check.result.satisfiedObjects?.map((o) => o.objectId) ?? null,
    candidates: check.result.candidateObjects?.map((o) => o.objectId) ?? null,
    steps: check.result.subgoals.map((s) => s.steps.map((st) => [st.objectId, st.success])),
  };
}

function walk(from: World, names: readonly ('Forward' | 'Turn Left' | 'Turn Right' | 'Look Down')[]): World[] {
  const out: World[] = [];
  let w = from;
  for (const name of names) out.push((w = step(w, 'follower', { name }).world));
  return out;
}

describe('progressCheckInWorld', () => {
  it('answers as the checker on a fresh snapshot along a walk, before and after a pickup', () => {
    const start = createDemoKitchen();
    const holding = actOk(start, 'Pickup', idOf(start, 'Mug'));
    const worlds = [
      start, ...walk(start, ['Forward', 'Turn Left', 'Forward', 'Turn Right', 'Look Down']),
      holding, ...walk(holding, ['Turn Left', 'Forward', 'Turn Left', 'Forward']),
    ];
    for (const world of worlds) {
      for (const task of TASKS) {
        expect(told(progressCheckInWorld(library, task, world))).toEqual(told(fresh(task, world)));
        expect(told(progressCheckInWorld(library, task, world))).toEqual(told(progressCheckInWorld(library, task, world)));
      }
    }
  });

  it('answers as the checker on a fresh snapshot across object changes, a slice that adds objects, and a walk with the knife', () => {
    const start = createDemoKitchen();
    const knife = actOk(start, 'Pickup', idOf(start, 'ButterKnife'));
    const sliced = actOk(knife, 'Slice', idOf(knife, 'Bread'));
    const walked = walk(sliced, ['Turn Left', 'Forward', 'Look Down']);
    const last = walked.at(-1)!;
    // Back to the kitchen as it began, then worlds that have never been checked, after ones that were.
    const worlds = [start, knife, sliced, ...walked, start, actOk(start, 'Pickup', idOf(start, 'Mug')), actOk(last, 'Place', idOf(last, 'CounterTop'))];
    for (const world of worlds) for (const task of TASKS) expect(told(progressCheckInWorld(library, task, world))).toEqual(told(fresh(task, world)));
  });

  it('ranks what the Follower carries from where the hand holds it now, at every pose', () => {
    const start = createDemoKitchen();
    const boil = { taskName: 'Boil X', params: ['Potato'] };
    const [carried, other] = snapshotObjects(start).filter((m) => m.objectType === 'Potato').map((m) => m.objectId);
    const holding = actOk(standBefore(start, carried!), 'Pickup', carried!);
    // Checked where it was picked up, then a metre from the other potato (a walk leaves the objects array as it was).
    const there: World = { ...holding, follower: { ...holding.follower, x: 1, z: -0.25 } };
    for (const w of [holding, there]) {
      const check = progressCheckInWorld(library, boil, w);
      expect(told(check)).toEqual(told(fresh(boil, w)));
      // In hand it is nearer than the other potato (0.49 m against 0.88 m there); where it was picked up, over 2 m away.
      expect(check.ok && check.result.candidateObjects?.map((o) => o.objectId)).toEqual([carried, other]);
    }
  });

  it('ranks equally good candidates from another point when asked: the nearest first', () => {
    const start = createDemoKitchen();
    const boil = { taskName: 'Boil X', params: ['Potato'] };
    const potatoes = snapshotObjects(start).filter((m) => m.objectType === 'Potato');
    expect(potatoes).toHaveLength(2);
    for (const potato of potatoes) {
      const check = progressCheckInWorld(library, boil, start, potato.axisAlignedBoundingBox.center);
      expect(check.ok && check.result.candidateObjects?.map((o) => o.objectId)).toEqual([potato.objectId, ...potatoes.filter((p) => p !== potato).map((p) => p.objectId)]);
    }
    // By default, from the Follower's body centre: `rankedFrom` is what a check of a copy of the snapshot uses.
    expect(told(progressCheckInWorld(library, boil, start, followerCenter(start)))).toEqual(told(progressCheckInWorld(library, boil, start)));
    expect(told(progressCheck(library, boil.taskName, boil.params, snapshotObjects(start), rankedFrom(start)))).toEqual(told(fresh(boil, start)));
  });

  it('says why a task does not instantiate', () => {
    const check = progressCheckInWorld(library, { taskName: 'No Such Task', params: [] }, createDemoKitchen());
    expect(check.ok).toBe(false);
  });
});
