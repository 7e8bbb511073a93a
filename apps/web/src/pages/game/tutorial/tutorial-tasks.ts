/**
 * What the tutorial's Commander side shows: each tutorial task's Progress Check on the local world
 * (the task library's own checker, as the server runs it), with plain-English tips.
 */
import { TUTORIAL_TASKS } from '@chorehouse/protocol';
import { snapshotObjects, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { readProgress, type ProgressView } from '../play/progress-response.js';

export const TUTORIAL_TIPS: readonly (readonly string[])[] = [
  [
    'Find the mug. As a Commander you would search for it; here, look around with A and D.',
    'A dirty mug must be rinsed: place it in the sink, turn the faucet on, then off, and pick the mug up again.',
    'Place the mug in the coffee machine and turn the machine on.',
  ],
  [
    'Pick up the potato and place it in the pot on the stove.',
    'Turn on the stove knob in front of that burner to boil it, then turn it off.',
    'Pick up the knife and slice the potato: the slices are cooked.',
  ],
];

export interface TutorialTaskView extends ProgressView {
  readonly title: string;
}

export function tutorialTasks(world: World): TutorialTaskView[] {
  const objects = snapshotObjects(world);
  return TUTORIAL_TASKS.map((t) => {
    const check = progressCheck(builtinLibrary(), t.taskName, t.params, objects);
    const view = check.ok ? readProgress(check.response) : { taskDesc: t.title, success: false, subgoals: [] };
    return { ...view, title: t.title };
  });
}
