/** Default placement surfaces of a receptacle, derived from its bounding box and receptacle kind. */
import type { ReceptacleKind } from '../catalog/overlay.js';
import { roundBodyOf } from '../catalog/shapes.js';
import { snap6 } from '../geometry/vec.js';
import type { Box3, Surface } from './types.js';

/** Free height above open surfaces (tables, counters): effectively unlimited, but JSON-safe. */
export const OPEN_HEIGHT = 3;
/** Interiors taller than this get several shelves (a fridge). */
const SHELF_SPACING = 0.45;

function inset(box: Box3, fraction: number): Pick<Surface, 'minX' | 'maxX' | 'minZ' | 'maxZ'> {
  const dx = (box.max.x - box.min.x) * fraction;
  const dz = (box.max.z - box.min.z) * fraction;
  return { minX: snap6(box.min.x + dx), maxX: snap6(box.max.x - dx), minZ: snap6(box.min.z + dz), maxZ: snap6(box.max.z - dz) };
}

/** A basin's floor, as a share of its width, is this far in from its walls. */
const BASIN_WALL = 0.08;

/**
 * The floor of a basin whose body is a round vessel narrower than its box (a pot between its two
 * handles): the body's circle, less the wall. Without it, what was put in a pot lay out over its
 * handles and through its wall (issue 48). Null for other shapes.
 */
function roundBodyFloor(type: string, box: Box3): Omit<Surface, 'y' | 'maxHeight'> | null {
  const body = roundBodyOf(type, { x: box.max.x - box.min.x, y: box.max.y - box.min.y, z: box.max.z - box.min.z });
  if (!body) return null;
  const cx = box.min.x + body.cx, cz = box.min.z + body.cz, r = (body.diameter * (1 - BASIN_WALL)) / 2;
  return { minX: snap6(cx - r), maxX: snap6(cx + r), minZ: snap6(cz - r), maxZ: snap6(cz + r), round: true };
}

/**
 * Whether a footprint lies on the surface: within its rectangle, and for a round floor within its
 * circle, up to `overhang` of the footprint's own size past each side (a plate held by a sink's rim).
 */
export function onSurface(surface: Surface, r: { readonly minX: number; readonly maxX: number; readonly minZ: number; readonly maxZ: number }, overhang = 0): boolean {
  const ox = overhang * (r.maxX - r.minX), oz = overhang * (r.maxZ - r.minZ);
  const EPS = 1e-9;
  if (r.minX + ox < surface.minX - EPS || r.maxX - ox > surface.maxX + EPS || r.minZ + oz < surface.minZ - EPS || r.maxZ - oz > surface.maxZ + EPS) return false;
  if (!surface.round) return true;
  const cx = (surface.minX + surface.maxX) / 2, cz = (surface.minZ + surface.maxZ) / 2;
  const rx = (surface.maxX - surface.minX) / 2, rz = (surface.maxZ - surface.minZ) / 2;
  // The corner farthest from the centre decides.
  const dx = Math.max(Math.abs(r.minX + ox - cx), Math.abs(r.maxX - ox - cx)) / rx;
  const dz = Math.max(Math.abs(r.minZ + oz - cz), Math.abs(r.maxZ - oz - cz)) / rz;
  return dx * dx + dz * dz <= 1 + EPS;
}

/** `type` decides the floor of a vessel whose shape is not its box (a pot); the rest follows from the box. */
export function defaultSurfaces(kind: ReceptacleKind | null, box: Box3, type?: string): Surface[] {
  const h = box.max.y - box.min.y;
  switch (kind) {
    case null:
      return [];
    case 'on':
      return [{ ...inset(box, 0), y: box.max.y, maxHeight: OPEN_HEIGHT }];
    case 'basin':
      return [{ ...((type && roundBodyFloor(type, box)) || inset(box, BASIN_WALL)), y: snap6(box.min.y + Math.min(0.02, h * 0.1)), maxHeight: OPEN_HEIGHT }];
    case 'holder':
      return [{ ...inset(box, 0.25), y: box.min.y, maxHeight: OPEN_HEIGHT }];
    case 'in': {
      const levels = Math.max(1, Math.floor(h / SHELF_SPACING));
      const levelHeight = (h * 0.92) / levels;
      return Array.from({ length: levels }, (_, k) => ({
        ...inset(box, 0.05),
        y: snap6(box.min.y + h * 0.04 + k * levelHeight),
        maxHeight: snap6(levelHeight * 0.95),
      }));
    }
  }
}
