/**
 * `check_episode_preconditions` (teach-formats.md 2.8): can the task be done in this scene at all?
 * Each atomic component is tested on its primary condition only, and, except under "all", an
 * object that a state change would turn into the right kind (a whole Potato for a slice) counts.
 */
import { instanceFactor } from '../definition/determiner.js';
import type { TaskInstance } from '../instance/task-instance.js';
import { checkInstances } from './atomic-instances.js';
import { WorldObjects, type ObjectRecord } from './world-objects.js';

function met(task: TaskInstance, world: WorldObjects, instances: number): boolean {
  for (const component of task.components) {
    const { quantity } = component;
    if (quantity.kind === 'skip') continue;
    const needed = quantity.kind === 'all' ? 1 : instances * instanceFactor(quantity);
    if (component.kind === 'task') {
      if (!met(component.task, world, needed)) return false;
      continue;
    }
    const primaryOnly = {
      ...component,
      conditions: component.conditions.filter((c) => c.property === component.primaryCondition),
    };
    // An Egg does not stand in for an EggCracked here: TEACh's Cracked rule has no such allowance.
    if (!checkInstances(primaryOnly, needed, world, { allowStateChange: quantity.kind !== 'all' }).success) return false;
  }
  return true;
}

export function preconditionsMet(task: TaskInstance, objects: readonly ObjectRecord[]): boolean {
  return met(task, new WorldObjects(objects), 1);
}
