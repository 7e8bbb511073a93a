/** Shared pieces for the model builders: sizes, hollow boxes, doors, liquids, stains. */
import type { Liquid, ShapePart } from '@chorehouse/sim';
import type { Look } from '../look.js';
import type { MaterialKey } from '../materials.js';
import { box, cyl, group, mesh, type ModelNode } from '../parts.js';

/** Size of the object seen from its front: width (x), height (y), depth (z); drop = height above the floor. */
export interface Dims {
  readonly w: number;
  readonly h: number;
  readonly d: number;
  readonly drop: number;
  /** Where set, the inside (shelves, sides) stops at this height: a basin hangs into the box. */
  readonly innerTop?: number;
}

export type Builder = (d: Dims, look: Look) => ModelNode[];

export const LIQUID_MATERIAL: Readonly<Record<Liquid, MaterialKey>> = { water: 'water', coffee: 'coffee', wine: 'wine' };

export const DOOR_SWING = (100 * Math.PI) / 180;

/**
 * The simulator's collision parts (unit coordinates of the box; a cylinder fills its box's
 * footprint) as meshes in a model's frame (origin at the bottom centre): drawn and picked alike.
 */
export function shapeNodes(parts: readonly ShapePart[], mat: MaterialKey, { w, h, d }: Pick<Dims, 'w' | 'h' | 'd'>): ModelNode[] {
  return parts.map((p) => {
    if (p.kind === 'ellipsoid') return mesh('sphere', mat, [0, h / 2, 0], [w, h, d]);
    if (p.kind === 'cylinder') {
      const [x0, z0, x1, z1] = p.foot ?? [0, 0, 1, 1];
      return cyl(mat, [((x0 + x1) / 2 - 0.5) * w, ((p.y0 + p.y1) / 2) * h, ((z0 + z1) / 2 - 0.5) * d], [(x1 - x0) * w, (p.y1 - p.y0) * h, (z1 - z0) * d]);
    }
    const sx = (p.max[0] - p.min[0]) * w, sy = (p.max[1] - p.min[1]) * h, sz = (p.max[2] - p.min[2]) * d;
    return box(mat, [(p.min[0] - 0.5) * w + sx / 2, p.min[1] * h + sy / 2, (p.min[2] - 0.5) * d + sz / 2], [sx, sy, sz]);
  });
}

/** Five panels of a box open at the front (or top), so open doors show the inside. */
export function carcass(mat: MaterialKey, w: number, h: number, d: number, t: number, openSide: 'front' | 'top' = 'front'): ModelNode[] {
  const parts: ModelNode[] = [
    box(mat, [0, t / 2, 0], [w, t, d]),
    box(mat, [-w / 2 + t / 2, h / 2, 0], [t, h, d]),
    box(mat, [w / 2 - t / 2, h / 2, 0], [t, h, d]),
  ];
  if (openSide === 'front') {
    parts.push(box(mat, [0, h - t / 2, 0], [w, t, d]), box(mat, [0, h / 2, -d / 2 + t / 2], [w, h, t]));
  } else {
    parts.push(box(mat, [0, h / 2, -d / 2 + t / 2], [w, h, t]), box(mat, [0, h / 2, d / 2 - t / 2], [w, h, t]));
  }
  return parts;
}

/** A door hinged at `hinge` (its left edge, at the front): `open` swings it out by up to 100 degrees. */
export function hingedDoor(hinge: readonly [number, number, number], open: number, panel: readonly ModelNode[], side: 'left' | 'right' = 'left'): ModelNode {
  const swing = (side === 'left' ? -1 : 1) * open * DOOR_SWING;
  return group(hinge, panel, [0, swing, 0], 'door');
}

/** A door panel in hinge coordinates (hinge at x=0, bottom at y=0), with a handle at the far edge. */
export function doorPanel(mat: MaterialKey, width: number, height: number, thickness: number, handle: MaterialKey = 'steel', handleY = 0.5): ModelNode[] {
  // Negative width: a door hinged on its right edge, spanning towards -x.
  const sign = Math.sign(width) || 1;
  const wAbs = Math.abs(width);
  return [
    box(mat, [width / 2, height / 2, thickness / 2], [wAbs, height, thickness]),
    box(handle, [sign * (wAbs - Math.min(0.05, wAbs * 0.12)), height * handleY, thickness + 0.012], [0.015, Math.min(0.14, height * 0.3), 0.02]),
  ];
}

/** A flat disc of liquid at height y inside a round container. */
export function liquidDisc(liquid: Liquid | null, y: number, diameterX: number, diameterZ: number): ModelNode[] {
  if (!liquid) return [];
  return [cyl(LIQUID_MATERIAL[liquid], [0, y, 0], [diameterX, 0.006, diameterZ])];
}

/** Brown smears on a surface at height y (a dirty plate, bowl or pan). Deterministic spots. */
export function stains(dirty: boolean, y: number, spanX: number, spanZ: number): ModelNode[] {
  if (!dirty) return [];
  const spots: [number, number, number][] = [[-0.22, 0.1, 0.34], [0.18, -0.16, 0.28], [0.05, 0.24, 0.2], [-0.08, -0.25, 0.22]];
  return spots.map(([u, v, s]) => cyl('stain', [u * spanX, y, v * spanZ], [s * spanX, 0.004, s * spanZ * 0.8]));
}

/** Build along the longer horizontal side: the builder sees length along x, width along z. */
export function alongLongSide(d: Dims, build: (length: number, width: number) => ModelNode[]): ModelNode[] {
  if (d.w >= d.d) return build(d.w, d.d);
  return [group([0, 0, 0], build(d.d, d.w), [0, Math.PI / 2, 0])];
}

export const sphere = (mat: MaterialKey, at: readonly [number, number, number], size: readonly [number, number, number]) => mesh('sphere', mat, at, size);
