/** The tutorial's verdict: the worker's actions replayed from the demo kitchen (pure; runs on the checker's thread). */
import { TUTORIAL_TASKS } from '@chorehouse/protocol';
import { createDemoKitchen, parseAction, snapshotObjects, step, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';

/** Which tutorial tasks are done after the actions (invalid actions count as failed steps, as on the wire). */
export function tutorialProgress(actions: readonly unknown[], start: World = createDemoKitchen()): boolean[] {
  let world = start;
  for (const raw of actions) {
    const parsed = parseAction(raw);
    if (parsed.ok) world = step(world, 'follower', parsed.action).world;
  }
  const objects = snapshotObjects(world);
  return TUTORIAL_TASKS.map((t) => {
    const check = progressCheck(builtinLibrary(), t.taskName, t.params, objects);
    return check.ok && check.result.success;
  });
}
