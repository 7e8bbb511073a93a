/** The Commander's side of the task: its description and the Progress Check on the live world. */
import type { World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld, taskInWords, type ProgressCheckOutcome } from '@chorehouse/tdl';
import type { TaskView } from '@chorehouse/protocol';

export interface SessionTask {
  readonly taskName: string;
  readonly benchmarkName: string;
  readonly params: readonly string[];
}

/** The Progress Check on the live world: tdl's, which keeps what checks between object changes share. */
export function checkProgress(task: SessionTask, world: World): ProgressCheckOutcome {
  return progressCheckInWorld(builtinLibrary(), task, world);
}

/** `description`: the library's own words for the task with its parameters in people's words ("Put 2 slices of tomato on a clean plate."). */
export function taskView(task: SessionTask): TaskView {
  const description = taskInWords(builtinLibrary(), task.taskName, task.params) ?? task.benchmarkName;
  return { name: task.taskName, benchmark: task.benchmarkName, params: [...task.params], description };
}
