/**
 * Collision shapes: a few primitives per object type, in coordinates relative to the object's
 * axis-aligned bounding box (0..1 on each axis). Ray casting and the client's meshes share them.
 */
import { shapeTemplateOf, type ShapeTemplate } from './overlay.js';

export type ShapePart =
  | { readonly kind: 'box'; readonly min: readonly [number, number, number]; readonly max: readonly [number, number, number] }
  /**
   * Vertical cylinder inscribed in the unit box between heights y0 and y1; `foot` narrows its
   * footprint to part of the box ([x0, z0, x1, z1], unit coordinates: a pot's body between its handles).
   */
  | { readonly kind: 'cylinder'; readonly y0: number; readonly y1: number; readonly foot?: readonly [number, number, number, number] }
  /** The ellipsoid inscribed in the unit box (round produce, a ball): its box's corners, top rim included, are air. */
  | { readonly kind: 'ellipsoid' };

export type { ShapeTemplate } from './overlay.js';

const BOX: readonly ShapePart[] = [{ kind: 'box', min: [0, 0, 0], max: [1, 1, 1] }];
const CYLINDER: readonly ShapePart[] = [{ kind: 'cylinder', y0: 0, y1: 1 }];
const ELLIPSOID: readonly ShapePart[] = [{ kind: 'ellipsoid' }];
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
/**
 * A rim around an open hollow (a sink around its basin, a bathtub around its own): four walls and
 * no bottom, since the basin inside is the bottom (what lies in it rests on the basin's floor).
 */
const HOLLOW: readonly ShapePart[] = [
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

/**
 * A drip coffee machine, in its own frame (front at z = 1): a base plate, a column at the back, the
 * head over the cup and its spout, and two side walls that make the space under the head a niche
 * open only at the front. From in front, rays reach the mug in the niche and otherwise the column;
 * from the side they meet a wall: a click into the cup's place always picks the machine (a slot
 * open at the sides let oblique clicks through to the wall behind: "nothing there", issue 48).
 * The renderer draws these boxes.
 */
const COFFEE_MACHINE: readonly ShapePart[] = [
  { kind: 'box', min: [0, 0, 0], max: [1, 0.08, 1] },
  { kind: 'box', min: [0, 0, 0], max: [1, 1, 0.4] },
  { kind: 'box', min: [0, 0.74, 0.24], max: [1, 1, 1] },
  { kind: 'box', min: [0.4, 0.67, 0.58], max: [0.6, 0.74, 0.78] },
  { kind: 'box', min: [0, 0, 0], max: [0.07, 1, 1] },
  { kind: 'box', min: [0.93, 0, 0], max: [1, 1, 1] },
];

/**
 * The rim around a container's opening (m): the thickness of the walls the renderer draws around
 * it (a microwave's, fridge's or cabinet's carcass at its open front, a drawer's tray and front
 * panel at its top, a toaster's walls). A ray entering the opening's face there hits the wall.
 */
export const OPENING_FRAME: Readonly<Record<string, number>> = {
  Microwave: 0.02, Fridge: 0.03, Cabinet: 0.018, Safe: 0.03, Drawer: 0.015, Toaster: 0.02, Box: 0.01, LaundryHamper: 0.01,
  SinkBasin: 0.012, BathtubBasin: 0.012,
};

/** The rim around an opening along each axis (m) for a box of `size`: a sink's hollow has walls in shares of its box. */
export function openingFrame(type: string, size: { readonly x: number; readonly y: number; readonly z: number }): { x: number; y: number; z: number } | null {
  if (shapeTemplateOf(type) === 'hollow') return { x: WALL * size.x, y: WALL * size.y, z: WALL * size.z };
  const f = OPENING_FRAME[type];
  return f === undefined ? null : { x: f, y: f, z: f };
}

/**
 * A sink's or bathtub's basin: thin walls, open at the top, and a bottom whose top is the box's
 * bottom (what lies flat in it rests on it). The renderer draws these parts.
 */
function basinParts(w: number, h: number, d: number): readonly ShapePart[] {
  const t = OPENING_FRAME.SinkBasin!;
  const tx = Math.min(0.5, t / w), tz = Math.min(0.5, t / d);
  return [
    { kind: 'box', min: [0, -t / h, 0], max: [1, 0, 1] },
    { kind: 'box', min: [0, 0, 0], max: [tx, 1, 1] },
    { kind: 'box', min: [1 - tx, 0, 0], max: [1, 1, 1] },
    { kind: 'box', min: [0, 0, 0], max: [1, 1, tz] },
    { kind: 'box', min: [0, 0, 1 - tz], max: [1, 1, 1] },
  ];
}

/** Tables drawn with a top this thick (m) on thin legs set in from the corners. */
const TABLE_TOP: Readonly<Record<string, number>> = { DiningTable: 0.04, CoffeeTable: 0.05, SideTable: 0.04 };
const TABLE_LEG = { size: 0.06, share: 0.08, inset: 0.03 };
/** A stool: a round seat this thick on four thin legs under its middle (m). */
const STOOL = { seat: 0.04, leg: 0.025, spread: 0.8 };

/** A pot's round body is this share of its long side at most (the rest is its two handles). */
export const POT_BODY = 0.78;
const POT_HANDLE = { width: 0.04, y0: 0.8, y1: 0.9 };

/** A pot: a round body between two handles along its long side, as the renderer draws it. */
function potParts(w: number, d: number): readonly ShapePart[] {
  const alongX = w >= d;
  const [long, short] = alongX ? [w, d] : [d, w];
  const body = Math.min(short, long * POT_BODY);
  const l0 = 0.5 - body / (2 * long), s0 = 0.5 - body / (2 * short);
  const h0 = 0.5 - POT_HANDLE.width / (2 * short);
  // [along-long lo, across lo, along-long hi, across hi] to [x0, z0, x1, z1].
  const rect = (a0: number, c0: number, a1: number, c1: number): [number, number, number, number] => (alongX ? [a0, c0, a1, c1] : [c0, a0, c1, a1]);
  const handle = (a0: number, a1: number): ShapePart => {
    const [x0, z0, x1, z1] = rect(a0, h0, a1, 1 - h0);
    return { kind: 'box', min: [x0, POT_HANDLE.y0, z0], max: [x1, POT_HANDLE.y1, z1] };
  };
  return [{ kind: 'cylinder', y0: 0, y1: 1, foot: rect(l0, s0, 1 - l0, 1 - s0) }, handle(0, l0), handle(1 - l0, 1)];
}

/** A vessel's round body inside its box (a pot between its two handles), in metres from the box's minimum corner. */
export interface RoundBody {
  readonly cx: number;
  readonly cz: number;
  readonly diameter: number;
}

/** The round body of a vessel whose shape is a footed cylinder (a pot), or null for any other shape. */
export function roundBodyOf(type: string, size: { readonly x: number; readonly y: number; readonly z: number }): RoundBody | null {
  const body = sizedParts(type, size)?.[0];
  if (body?.kind !== 'cylinder' || !body.foot) return null;
  const [x0, z0, x1, z1] = body.foot;
  return { cx: ((x0 + x1) / 2) * size.x, cz: ((z0 + z1) / 2) * size.z, diameter: Math.min((x1 - x0) * size.x, (z1 - z0) * size.z) };
}

/**
 * Shapes that depend on the box's proportions or are measured in metres rather than in shares of the
 * box (the renderer draws these parts): tables and stools, whose top and legs keep their size, and
 * pots, round between their handles. Unit parts for a box of `size`; null for other types.
 */
export function sizedParts(type: string, size: { readonly x: number; readonly y: number; readonly z: number }): readonly ShapePart[] | null {
  const top = TABLE_TOP[type];
  if (top === undefined && type !== 'Stool' && type !== 'Pot' && type !== 'SinkBasin' && type !== 'BathtubBasin') return null;
  const { x: w, y: h, z: d } = size;
  if (w <= 0 || h <= 0 || d <= 0) return null;
  if (type === 'Pot') return potParts(w, d);
  if (type === 'SinkBasin' || type === 'BathtubBasin') return basinParts(w, h, d);
  const slab = Math.min(1, (top ?? STOOL.seat) / h);
  const leg = top === undefined ? STOOL.leg : Math.min(TABLE_LEG.size, w * TABLE_LEG.share);
  // Leg centres, from the box's middle: tables' legs sit in from the corners, a stool's under its seat.
  const cx = top === undefined ? (STOOL.spread * w) / 2 - leg / 2 : w / 2 - TABLE_LEG.inset - leg / 2;
  const cz = top === undefined ? (STOOL.spread * d) / 2 - leg / 2 : d / 2 - TABLE_LEG.inset - leg / 2;
  const legs: ShapePart[] = [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([sx, sz]) => ({
    kind: 'box',
    min: [0.5 + (sx! * cx - leg / 2) / w, 0, 0.5 + (sz! * cz - leg / 2) / d],
    max: [0.5 + (sx! * cx + leg / 2) / w, 1 - slab, 0.5 + (sz! * cz + leg / 2) / d],
  }));
  const seat: ShapePart = top === undefined ? { kind: 'cylinder', y0: 1 - slab, y1: 1 } : { kind: 'box', min: [0, 1 - slab, 0], max: [1, 1, 1] };
  return [seat, ...legs];
}

/** A chair, in metres: a seat slab at this height at most (half the chair's height if lower), thin legs and a slatted back. */
const CHAIR = { seat: 0.47, slab: 0.04, leg: 0.035, back: 0.035, spanX: 0.92, spanZ: 0.9, backAt: 0.07, cushion: 0.02 };

/**
 * A chair in its own frame (front at z = 1) for a width `w` across its front, height `h` and depth
 * `d`: the seat, the back at its rear, the cushion on the seat, then the four legs. Rays pass
 * between the legs and beside the back, as the picture shows (the renderer draws these parts).
 */
export function chairParts(w: number, h: number, d: number): readonly ShapePart[] {
  if (w <= 0 || h <= 0 || d <= 0) return BOX;
  const seat = Math.min(CHAIR.seat, h * 0.5);
  const x0 = (1 - CHAIR.spanX) / 2, z0 = (1 - CHAIR.spanZ) / 2;
  const slab = Math.min(CHAIR.slab, seat);
  const legX = Math.min(0.5, CHAIR.leg / w), legZ = Math.min(0.5, CHAIR.leg / d);
  const back = Math.min(0.5, CHAIR.back / d);
  const legs: ShapePart[] = [[x0, z0], [1 - x0 - legX, z0], [x0, 1 - z0 - legZ], [1 - x0 - legX, 1 - z0 - legZ]].map(([x, z]) => ({
    kind: 'box', min: [x!, 0, z!], max: [x! + legX, (seat - slab) / h, z! + legZ],
  }));
  return [
    { kind: 'box', min: [x0, (seat - slab) / h, z0], max: [1 - x0, seat / h, 1 - z0] },
    { kind: 'box', min: [x0, seat / h, CHAIR.backAt - back / 2], max: [1 - x0, 1, CHAIR.backAt + back / 2] },
    { kind: 'box', min: [0.1, seat / h, 0.135], max: [0.9, Math.min(1, (seat + CHAIR.cushion) / h), 0.885] },
    ...legs,
  ];
}

/** Templates whose parts are in the object's own frame (front at z = 1), turned to its facing. */
export const FACING_TEMPLATES: ReadonlySet<ShapeTemplate> = new Set(['coffeeMachine']);


/**
 * Parts given in an object's own frame (front at z = 1) in the world's axes for a facing `yaw`
 * (0 faces +z, 90 faces +x): the turn the renderer gives the model.
 */
export function partsFacing(parts: readonly ShapePart[], yaw: 0 | 90 | 180 | 270): readonly ShapePart[] {
  if (yaw === 0) return parts;
  // A model-frame point (u, w) on the ground lands at these unit coordinates.
  const turn = (u: number, w: number): [number, number] => (yaw === 90 ? [w, 1 - u] : yaw === 180 ? [1 - u, 1 - w] : [1 - w, u]);
  return parts.map((p) => {
    if (p.kind !== 'box') return p;
    const [ax, az] = turn(p.min[0], p.min[2]);
    const [bx, bz] = turn(p.max[0], p.max[2]);
    return { kind: 'box', min: [Math.min(ax, bx), p.min[1], Math.min(az, bz)], max: [Math.max(ax, bx), p.max[1], Math.max(az, bz)] };
  });
}

/**
 * Parts built to an object's size in its own frame and turned to its facing `yaw` (a chair), in
 * the world's unit coordinates of a box of `size`; null for types without such parts.
 */
export function sizedFacingParts(type: string, size: { readonly x: number; readonly y: number; readonly z: number }, yaw: 0 | 90 | 180 | 270): readonly ShapePart[] | null {
  if (type !== 'Chair') return null;
  const across = yaw === 90 || yaw === 270;
  return partsFacing(chairParts(across ? size.z : size.x, size.y, across ? size.x : size.z), yaw);
}

export const SHAPE_PARTS: Readonly<Record<ShapeTemplate, readonly ShapePart[]>> = {
  box: BOX,
  cylinder: CYLINDER,
  ellipsoid: ELLIPSOID,
  table: TABLE,
  // Thin wall-mounted things (paintings, windows, mirrors): the box is already thin.
  panel: BOX,
  hollow: HOLLOW,
  faucet: FAUCET,
  coffeeMachine: COFFEE_MACHINE,
};
