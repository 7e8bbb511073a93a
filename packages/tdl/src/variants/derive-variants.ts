/** Runs the variant rules over every floor plan and groups the results per parameter list. */
import { encodeFloorPlans } from './floor-plans.js';
import { SceneContents, type SceneTypes } from './scene-inventory.js';
import { VARIANT_RULES, type CountParam } from './variant-rules.js';

export interface TaskVariant {
  readonly params: readonly string[];
  /** The floor plans that allow it, as ranges ("1-30,201,205-207"); see decodeFloorPlans. */
  readonly floorPlans: string;
}

export interface TaskVariantSet {
  readonly taskName: string;
  readonly counts: readonly CountParam[];
  readonly variants: readonly TaskVariant[];
}

export function deriveVariants(sceneTypes: SceneTypes): TaskVariantSet[] {
  const scenes = Object.entries(sceneTypes)
    .map(([floorPlan, types]) => new SceneContents(Number(floorPlan), types))
    .sort((a, b) => a.floorPlan - b.floorPlan);
  return VARIANT_RULES.map((rule) => {
    const floorPlansByParams = new Map<string, { params: readonly string[]; floorPlans: number[] }>();
    for (const scene of scenes) {
      for (const params of rule.variants(scene)) {
        const key = JSON.stringify(params);
        const found = floorPlansByParams.get(key) ?? { params, floorPlans: [] };
        found.floorPlans.push(scene.floorPlan);
        floorPlansByParams.set(key, found);
      }
    }
    const variants = [...floorPlansByParams.values()]
      .map(({ params, floorPlans }) => ({ params, floorPlans: encodeFloorPlans(floorPlans) }))
      .sort((a, b) => (a.params.join('\u0000') < b.params.join('\u0000') ? -1 : 1));
    return { taskName: rule.taskName, counts: rule.counts, variants };
  });
}
