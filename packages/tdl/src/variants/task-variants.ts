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
  return [...(byFloorPlan(taskName).get(floorPlan) ?? [])];
}

/** Per task, its variants by floor plan: decoded once (Put All X On Y has thousands of variants). */
const indexes = new Map<string, ReadonlyMap<number, readonly TaskVariant[]>>();

function byFloorPlan(taskName: string): ReadonlyMap<number, readonly TaskVariant[]> {
  let index = indexes.get(taskName);
  if (!index) {
    const built = new Map<number, TaskVariant[]>();
    for (const v of taskVariants(taskName)?.variants ?? []) {
      for (const fp of decodeFloorPlans(v.floorPlans)) {
        const list = built.get(fp);
        if (list) list.push(v);
        else built.set(fp, [v]);
      }
    }
    indexes.set(taskName, (index = built));
  }
  return index;
}
