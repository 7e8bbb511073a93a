/** The Commander's side of the task: its description and the Progress Check on the live world. */
import { snapshotObjects, type World } from '@chorehouse/sim';
import { builtinLibrary, instantiateTask, progressCheck, type ProgressCheckOutcome } from '@chorehouse/tdl';
import type { TaskView } from '@chorehouse/protocol';

export interface SessionTask {
  readonly taskName: string;
  readonly benchmarkName: string;
  readonly params: readonly string[];
}

// Candidates ranked by distance to the Follower, as the rule-based Commander does.
const byDistance = { distanceToAgent: (o: { objectId: string }) => ((o as { distance?: number }).distance ?? 0) };

/**
 * Checks already made, by the world's objects and Follower (the simulator replaces both on every
 * change, never edits them): a Commander checking again before anything moved gets the same answer
 * without the object snapshot (most of a check's cost) being made again.
 */
const made = new WeakMap<World['objects'], WeakMap<World['follower'], Map<string, ProgressCheckOutcome>>>();

export function checkProgress(task: SessionTask, world: World): ProgressCheckOutcome {
  let byFollower = made.get(world.objects);
  if (!byFollower) made.set(world.objects, (byFollower = new WeakMap()));
  let byTask = byFollower.get(world.follower);
  if (!byTask) byFollower.set(world.follower, (byTask = new Map()));
  const key = JSON.stringify([task.taskName, task.params]);
  let check = byTask.get(key);
  if (!check) byTask.set(key, (check = progressCheck(builtinLibrary(), task.taskName, task.params, snapshotObjects(world), byDistance)));
  return check;
}

export function taskView(task: SessionTask): TaskView {
  const instance = instantiateTask(builtinLibrary(), task.taskName, task.params);
  return { name: task.taskName, benchmark: task.benchmarkName, params: [...task.params], description: instance.ok ? instance.task.desc : task.benchmarkName };
}
