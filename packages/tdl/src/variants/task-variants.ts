/** Parameter variants per task, as generated from the scenes: the episode generator's menu. */
import type { TaskVariant, TaskVariantSet } from './derive-variants.js';
import { decodeFloorPlans } from './floor-plans.js';
import { SCENE_TYPES, TASK_VARIANTS } from './generated/scene-variants.js';

export { SCENE_TYPES, TASK_VARIANTS };

export function taskVariants(taskName: string): TaskVariantSet | undefined {
  return TASK_VARIANTS.find((s) => s.taskName === taskName);
}

/** The variants of a task that the given floor plan allows. */
export function variantsInFloorPlan(taskName: string, floorPlan: number): TaskVariant[] {
  return (taskVariants(taskName)?.variants ?? []).filter((v) => decodeFloorPlans(v.floorPlans).includes(floorPlan));
}
