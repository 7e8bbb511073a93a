/**
 * The room around the objects: the floor (the Floor object's shape), the walls and a ceiling over
 * the floor at the walls' height. Built once per world as plain nodes.
 */
import type { Box3, World } from '@chorehouse/sim';
import { box, type ModelNode } from '../models/parts.js';
import type { MaterialKey } from '../models/materials.js';

function slab(material: MaterialKey, b: Box3): ModelNode {
  return box(material, [(b.min.x + b.max.x) / 2, (b.min.y + b.max.y) / 2, (b.min.z + b.max.z) / 2], [b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z]);
}

/** The floor's pieces: the Floor object's own shape, or the walkable grid's bounds when there is none. */
export function floorBoxes(world: World): Box3[] {
  const floor = world.objects.find((o) => o.objectType === 'Floor');
  if (floor) return [...(floor.shape ?? [floor.bbox])];
  const n = world.nav;
  const y = world.floorY;
  return [{ min: { x: n.originX - 0.5, y: y - 0.1, z: n.originZ - 0.5 }, max: { x: n.originX + n.cols * n.cellSize + 0.5, y, z: n.originZ + n.rows * n.cellSize + 0.5 } }];
}

export function ceilingY(world: World): number {
  return world.walls.reduce((top, w) => Math.max(top, w.max.y), world.floorY + 2.5);
}

export interface RoomNodes {
  readonly floor: ModelNode[];
  readonly walls: ModelNode[];
  readonly ceiling: ModelNode[];
}

export function roomNodes(world: World): RoomNodes {
  const floors = floorBoxes(world);
  const top = ceilingY(world);
  return {
    floor: floors.map((b) => slab('floorWood', b)),
    walls: world.walls.map((w) => slab('wallPaint', w)),
    ceiling: floors.map((b) => slab('ceiling', { min: { x: b.min.x - 0.1, y: top, z: b.min.z - 0.1 }, max: { x: b.max.x + 0.1, y: top + 0.05, z: b.max.z + 0.1 } })),
  };
}

/** The room's horizontal extent (for fitting the top-down camera and map). */
export function roomBounds(world: World): { minX: number; maxX: number; minZ: number; maxZ: number } {
  const boxes = [...floorBoxes(world), ...world.walls];
  return {
    minX: Math.min(...boxes.map((b) => b.min.x)), maxX: Math.max(...boxes.map((b) => b.max.x)),
    minZ: Math.min(...boxes.map((b) => b.min.z)), maxZ: Math.max(...boxes.map((b) => b.max.z)),
  };
}
