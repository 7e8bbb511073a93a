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
 * The Progress Check on the live world, made afresh each time (74-110 us on the demo kitchen). Its
 * answers used to be kept per Follower pose, but the Follower moves between most checks, and an
 * answer kept until then (some kB) lived just long enough to be promoted out of the young
 * generation and die in the old one. What stays the same between checks is shared instead: the
 * objects' metadata (the simulator's checkedObjects, the same records at every pose) and the
 * checker's index of them.
 */
export function checkProgress(task: SessionTask, world: World): ProgressCheckOutcome {
  // Candidates ranked by distance to the Follower, as the rule-based Commander does.
  const { objects, distanceOf } = checkedObjects(world);
  return progressCheck(builtinLibrary(), task.taskName, task.params, indexedObjects(objects), { distanceToAgent: distanceOf });
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
