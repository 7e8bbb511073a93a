/** Default placement surfaces of a receptacle, derived from its bounding box and receptacle kind. */
import type { ReceptacleKind } from '../catalog/overlay.js';
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

export function defaultSurfaces(kind: ReceptacleKind | null, box: Box3): Surface[] {
  const h = box.max.y - box.min.y;
  switch (kind) {
    case null:
      return [];
    case 'on':
      return [{ ...inset(box, 0), y: box.max.y, maxHeight: OPEN_HEIGHT }];
    case 'basin':
      return [{ ...inset(box, 0.08), y: snap6(box.min.y + Math.min(0.02, h * 0.1)), maxHeight: OPEN_HEIGHT }];
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
