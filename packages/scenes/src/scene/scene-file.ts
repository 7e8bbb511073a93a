/**
 * The project's own scene format: one compact JSON file per AI2-THOR floor plan, written by the
 * import script (scripts/import-scenes.ts) and committed under packages/scenes/data/. Boxes are
 * [minX, minY, minZ, maxX, maxY, maxZ]; lengths in metres, angles in degrees (AI2-THOR axes).
 */
import { z } from 'zod';

export const SCENE_FORMAT = 'chorehouse-scene';
export const SCENE_VERSION = 1;

export const ROOM_TYPES = ['Kitchen', 'LivingRoom', 'Bedroom', 'Bathroom'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

const num = z.number().finite();
const vec3 = z.tuple([num, num, num]);
const box6 = z.tuple([num, num, num, num, num, num]);
const yaw = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
const horizon = z.union([z.literal(-30), z.literal(0), z.literal(30), z.literal(60)]);

const rect = z.object({ minX: num, maxX: num, minZ: num, maxZ: num });
const segment = z.object({ x0: num, z0: num, x1: num, z1: num, outward: z.enum(['x-', 'x+', 'z-', 'z+']) });

/** Where the Follower can stand to click an object: cell, rotation, horizon and the click (u, v). */
const viewpoint = z.tuple([num, num, yaw, horizon, num, num]);

const flags = z.object({
  pickupable: z.boolean(), moveable: z.boolean(), receptacle: z.boolean(), openable: z.boolean(),
  toggleable: z.boolean(), sliceable: z.boolean(), cookable: z.boolean(), dirtyable: z.boolean(),
  canFillWithLiquid: z.boolean(), breakable: z.boolean(), canBeUsedUp: z.boolean(),
  isHeatSource: z.boolean(), isColdSource: z.boolean(),
}).partial().strict();

const state = z.object({
  isOpen: z.boolean(), isToggled: z.boolean(), isDirty: z.boolean(), isFilledWithLiquid: z.boolean(),
  fillLiquid: z.enum(['water', 'coffee', 'wine']).nullable(), isCooked: z.boolean(), isSliced: z.boolean(),
  isBroken: z.boolean(), isUsedUp: z.boolean(),
}).partial().strict();

export const sceneObjectSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  position: vec3,
  rotation: vec3,
  box: box6,
  parent: z.string().nullable(),
  /** World-space parts of a fixture whose bounding box is not its shape. */
  shape: z.array(box6).optional(),
  /** Placement surfaces [minX, maxX, minZ, maxZ, y, maxHeight], where they differ from the default. */
  surfaces: z.array(z.tuple([num, num, num, num, num, num])).optional(),
  controls: z.array(z.string()).optional(),
  /** The yaw its drawer faces (drawers only): it slides out that way when opened. */
  front: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).optional(),
  /** Capability flags that differ from the catalog's. */
  flags: flags.optional(),
  /** Initial state that differs from the default (closed, off, clean, empty, ...). */
  state: state.optional(),
  /** Poses from which the Follower can click the object, best first (fixtures only). */
  viewpoints: z.array(viewpoint).optional(),
}).strict();

export const sceneFileSchema = z.object({
  format: z.literal(SCENE_FORMAT),
  version: z.literal(SCENE_VERSION),
  floorPlan: z.number().int(),
  roomType: z.enum(ROOM_TYPES),
  floorY: num,
  ceilingY: num,
  /** The floor outline as disjoint rectangles. */
  floor: z.array(rect).min(1),
  /** Closed outline of the room; each wall stands on the `outward` side of its segment. */
  walls: z.array(segment).min(4),
  nav: z.object({
    originX: num, originZ: num, cellSize: num.refine((v) => Math.abs(v - 0.25) < 1e-9, "the grid is 0.25 m"),
    cols: z.number().int().positive(), rows: z.number().int().positive(),
    walkable: z.string().regex(/^[01]+$/),
  }).strict(),
  start: z.object({ x: num, z: num, yaw }).strict(),
  objects: z.array(sceneObjectSchema).min(1),
}).strict();

export type SceneFile = z.infer<typeof sceneFileSchema>;
export type SceneObject = z.infer<typeof sceneObjectSchema>;
export type SceneRect = z.infer<typeof rect>;
export type WallSegment = z.infer<typeof segment>;
export type Viewpoint = z.infer<typeof viewpoint>;
export type Box6 = z.infer<typeof box6>;
