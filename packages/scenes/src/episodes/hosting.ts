/**
 * Which tasks each floor plan and room type can host: the parameter variants the task library
 * derives from the scenes' contents (tdl's TASK_VARIANTS), by floor plan and room type. The
 * cooking tasks need a kitchen; Put All X On Y runs wherever an X and a Y are.
 */
import { BENCHMARK_TASKS, variantsInFloorPlan } from '@chorehouse/tdl';
import { capabilityFlagsOf, catalogEntry } from '@chorehouse/sim';
import { loadScene } from '../scene/load-scene.js';
import { FLOOR_PLANS, roomTypeOfFloorPlan } from '../scene/room-types.js';
import { ROOM_TYPES, type RoomType } from '../scene/scene-file.js';

export interface HostingRow {
  readonly benchmarkName: string;
  readonly taskName: string;
  /** Per room type: how many floor plans host at least one variant, and how many variants in all. */
  readonly byRoomType: Readonly<Record<RoomType, { readonly floorPlans: number; readonly variants: number }>>;
  readonly floorPlans: readonly number[];
}

const waterCache = new Map<number, boolean>();

/** Whether a floor plan has water a Follower could carry: a sink or bathtub, or something that holds water. */
function sceneHasWater(floorPlan: number): boolean {
  let has = waterCache.get(floorPlan);
  if (has === undefined) {
    const types = new Set(loadScene(floorPlan).objects.map((o) => o.type));
    const basin = [...types].some((t) => catalogEntry(t).isBasin && !capabilityFlagsOf(t).pickupable);
    const carrier = [...types].some((t) => t !== 'HousePlant' && capabilityFlagsOf(t).pickupable && capabilityFlagsOf(t).canFillWithLiquid &&
      catalogEntry(t).liquidsAccepted.includes('water'));
    waterCache.set(floorPlan, (has = (basin && types.has('Faucet')) || carrier));
  }
  return has;
}

function variantsFor(taskName: string, fixed: readonly string[] | null, floorPlan: number): number {
  // The task library's variants know the objects a room has, not whether a plant can be watered there.
  if (taskName === 'Water Plant' && !sceneHasWater(floorPlan)) return 0;
  const variants = variantsInFloorPlan(taskName, floorPlan);
  return fixed ? variants.filter((v) => v.params.join('\u0000') === fixed.join('\u0000')).length : variants.length;
}

export function hostingTable(): HostingRow[] {
  return BENCHMARK_TASKS.map((b) => {
    const byRoomType = Object.fromEntries(ROOM_TYPES.map((r) => [r, { floorPlans: 0, variants: 0 }])) as Record<RoomType, { floorPlans: number; variants: number }>;
    const floorPlans: number[] = [];
    for (const fp of FLOOR_PLANS) {
      const n = variantsFor(b.taskName, b.fixedParams, fp);
      if (n === 0) continue;
      const room = byRoomType[roomTypeOfFloorPlan(fp)!];
      room.floorPlans++;
      room.variants += n;
      floorPlans.push(fp);
    }
    return { benchmarkName: b.benchmarkName, taskName: b.taskName, byRoomType, floorPlans };
  });
}

/** The floor plans of a split (or of the given list) that can host a task. */
export function hostsOf(taskName: string, fixed: readonly string[] | null, floorPlans: readonly number[]): number[] {
  return floorPlans.filter((fp) => variantsFor(taskName, fixed, fp) > 0);
}
