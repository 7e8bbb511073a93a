/**
 * The reference inputs of the import, parsed with schemas: AI2-THOR 5.0 metadata dumps
 * (`FloorPlanN_physics.json`: objectId -> metadata) and ALFRED's layouts (reachable cells).
 * Only the fields the import uses are kept.
 */
import { z } from 'zod';

const num = z.number().finite();
const xyz = z.object({ x: num, y: num, z: num });

export const rawObjectSchema = z.object({
  objectId: z.string(),
  objectType: z.string(),
  position: xyz,
  rotation: xyz,
  axisAlignedBoundingBox: z.object({ center: xyz, size: xyz }),
  pickupable: z.boolean(), moveable: z.boolean(), receptacle: z.boolean(), openable: z.boolean(),
  toggleable: z.boolean(), sliceable: z.boolean(), cookable: z.boolean(), dirtyable: z.boolean(),
  canFillWithLiquid: z.boolean(), breakable: z.boolean(), canBeUsedUp: z.boolean(),
  isHeatSource: z.boolean(), isColdSource: z.boolean(),
  isOpen: z.boolean(), isToggled: z.boolean(), isDirty: z.boolean(), isFilledWithLiquid: z.boolean(),
  fillLiquid: z.string().nullable(), isCooked: z.boolean(), isSliced: z.boolean(), isBroken: z.boolean(),
  isUsedUp: z.boolean(),
  parentReceptacles: z.array(z.string()).nullable(),
  receptacleObjectIds: z.array(z.string()).nullable(),
  controlledObjects: z.array(z.string()).nullable(),
});

export type RawObject = z.infer<typeof rawObjectSchema>;

export const rawSceneSchema = z.record(z.string(), rawObjectSchema);

const cellList = z.array(z.tuple([num, num]));

/** ALFRED stores some fields as Python-literal strings; `reachable` is JSON either way. */
export const rawLayoutSchema = z.object({
  reachable: z.union([cellList, z.string().transform((s, ctx) => {
    const parsed = cellList.safeParse(JSON.parse(s));
    if (!parsed.success) { ctx.addIssue({ code: 'custom', message: 'reachable is not a list of [x, z] pairs' }); return z.NEVER; }
    return parsed.data;
  })]),
});

export type RawLayout = z.infer<typeof rawLayoutSchema>;

export interface RawFloorPlan {
  readonly floorPlan: number;
  readonly objects: readonly RawObject[];
  /** Reachable agent positions [x, z] on ALFRED's 0.25 m grid (AI2-THOR 2.1; a hint). */
  readonly reachable: readonly (readonly [number, number])[];
}
