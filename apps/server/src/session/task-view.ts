/** The Commander's side of the task: its description and the Progress Check on the live world. */
import { checkedObjects, type ThorObjectMetadata, type World } from '@chorehouse/sim';
import { builtinLibrary, instantiateTask, progressCheck, WorldObjects, type ProgressCheckOutcome } from '@chorehouse/tdl';
import type { TaskView } from '@chorehouse/protocol';

export interface SessionTask {
  readonly taskName: string;
  readonly benchmarkName: string;
  readonly params: readonly string[];
}

/**
 * Checks already made, by the world's objects and Follower (the simulator replaces both on every
 * change, never edits them): a Commander checking again before anything moved gets the same answer.
 * Checks at other poses of the Follower read the same objects (only the distances that rank
 * candidates differ, and what it carries), so a walk does not copy every object's metadata per check.
 */
const made = new WeakMap<World['objects'], WeakMap<World['follower'], Map<string, ProgressCheckOutcome>>>();

export function checkProgress(task: SessionTask, world: World): ProgressCheckOutcome {
  let byFollower = made.get(world.objects);
  if (!byFollower) made.set(world.objects, (byFollower = new WeakMap()));
  let byTask = byFollower.get(world.follower);
  if (!byTask) byFollower.set(world.follower, (byTask = new Map()));
  const key = JSON.stringify([task.taskName, task.params]);
  let check = byTask.get(key);
  if (!check) {
    // Candidates ranked by distance to the Follower, as the rule-based Commander does.
    const { objects, distanceOf } = checkedObjects(world);
    check = progressCheck(builtinLibrary(), task.taskName, task.params, indexedObjects(objects), { distanceToAgent: distanceOf });
    byTask.set(key, check);
  }
  return check;
}

/**
 * The checker's index of each object list (by id, type and class, receptacle chains), kept with
 * the list: while nothing is carried every check until the next object change reads the same one.
 */
const indexed = new WeakMap<readonly ThorObjectMetadata[], WorldObjects>();

function indexedObjects(objects: readonly ThorObjectMetadata[]): WorldObjects {
  let made = indexed.get(objects);
  if (!made) indexed.set(objects, (made = new WorldObjects(objects)));
  return made;
}

export function taskView(task: SessionTask): TaskView {
  const instance = instantiateTask(builtinLibrary(), task.taskName, task.params);
  return { name: task.taskName, benchmark: task.benchmarkName, params: [...task.params], description: instance.ok ? instance.task.desc : task.benchmarkName };
}
