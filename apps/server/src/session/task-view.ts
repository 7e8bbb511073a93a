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

export function checkProgress(task: SessionTask, world: World): ProgressCheckOutcome {
  return progressCheck(builtinLibrary(), task.taskName, task.params, snapshotObjects(world), byDistance);
}

export function taskView(task: SessionTask): TaskView {
  const instance = instantiateTask(builtinLibrary(), task.taskName, task.params);
  return { name: task.taskName, benchmark: task.benchmarkName, params: [...task.params], description: instance.ok ? instance.task.desc : task.benchmarkName };
}
