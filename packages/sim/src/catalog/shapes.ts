/**
 * Collision shapes: a few primitives per object type, in coordinates relative to the object's
 * axis-aligned bounding box (0..1 on each axis). Ray casting and the client's meshes share them.
 */
export type ShapePart =
  | { readonly kind: 'box'; readonly min: readonly [number, number, number]; readonly max: readonly [number, number, number] }
  /** Vertical cylinder inscribed in the unit box between heights y0 and y1. */
  | { readonly kind: 'cylinder'; readonly y0: number; readonly y1: number };

export type ShapeTemplate = 'box' | 'cylinder' | 'table' | 'panel' | 'hollow' | 'faucet';

const BOX: readonly ShapePart[] = [{ kind: 'box', min: [0, 0, 0], max: [1, 1, 1] }];
const CYLINDER: readonly ShapePart[] = [{ kind: 'cylinder', y0: 0, y1: 1 }];
const LEG = 0.08;
/** A top slab on four legs: rays pass under it, so things under a table stay visible. */
const TABLE: readonly ShapePart[] = [
  { kind: 'box', min: [0, 0.88, 0], max: [1, 1, 1] },
  { kind: 'box', min: [0, 0, 0], max: [LEG, 0.88, LEG] },
  { kind: 'box', min: [1 - LEG, 0, 0], max: [1, 0.88, LEG] },
  { kind: 'box', min: [0, 0, 1 - LEG], max: [LEG, 0.88, 1] },
  { kind: 'box', min: [1 - LEG, 0, 1 - LEG], max: [1, 0.88, 1] },
];

const WALL = 0.08;
/** A rim around an open hollow (a sink around its basin): rays reach what is inside. */
const HOLLOW: readonly ShapePart[] = [
  { kind: 'box', min: [0, 0, 0], max: [1, 0.1, 1] },
  { kind: 'box', min: [0, 0, 0], max: [WALL, 1, 1] },
  { kind: 'box', min: [1 - WALL, 0, 0], max: [1, 1, 1] },
  { kind: 'box', min: [0, 0, 0], max: [1, 1, WALL] },
  { kind: 'box', min: [0, 0, 1 - WALL], max: [1, 1, 1] },
];

/**
 * A faucet: a plate on the counter and a central column (the renderer draws the spout and handles
 * around it). AI2-THOR's faucet boxes take in the air around the spout, which no picture shows.
 */
const FAUCET: readonly ShapePart[] = [
  { kind: 'box', min: [0, 0, 0], max: [1, 0.1, 1] },
  { kind: 'box', min: [0.35, 0, 0.35], max: [0.65, 1, 0.65] },
];

export const SHAPE_PARTS: Readonly<Record<ShapeTemplate, readonly ShapePart[]>> = {
  box: BOX,
  cylinder: CYLINDER,
  table: TABLE,
  // Thin wall-mounted things (paintings, windows, mirrors): the box is already thin.
  panel: BOX,
  hollow: HOLLOW,
  faucet: FAUCET,
};
