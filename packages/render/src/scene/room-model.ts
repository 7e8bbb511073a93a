/**
 * The room around the objects: the floor (the Floor object's shape), the walls and a ceiling over
 * the floor at the walls' height. Built once per world as plain nodes.
 */
import { counterBases, stoveBodies, type Box3, type Side, type World } from '@chorehouse/sim';
import { box, mesh, type ModelNode } from '../models/parts.js';
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

/** Wall boxes proper: a world's occluders may also hold a ceiling slab (the demo kitchen's). */
export function wallBoxes(world: World): Box3[] {
  return world.walls.filter((w) => Math.min(w.max.x - w.min.x, w.max.z - w.min.z) < 0.3);
}

export function ceilingY(world: World): number {
  return wallBoxes(world).reduce((top, w) => Math.max(top, w.max.y), world.floorY + 2.5);
}

const grow = (b: Box3, m: number): Box3 => ({ min: { x: b.min.x - m, y: b.min.y, z: b.min.z - m }, max: { x: b.max.x + m, y: b.max.y, z: b.max.z + m } });

/** An oven's window and handle on the body's front. */
function ovenDoor(b: Box3, front: Side | null): ModelNode[] {
  if (!front) return [];
  const h = b.max.y - b.min.y;
  const y0 = b.min.y + h * 0.15;
  const y1 = b.min.y + h * 0.75;
  const t = 0.006;
  const alongX = front === 'z-' || front === 'z+';
  const face = front === 'x+' ? b.max.x : front === 'x-' ? b.min.x : front === 'z+' ? b.max.z : b.min.z;
  const out = front.endsWith('+') ? 1 : -1;
  const [lo, hi] = alongX ? [b.min.x, b.max.x] : [b.min.z, b.max.z];
  const inset = (hi - lo) * 0.12;
  const panel = (mat: MaterialKey, ya: number, yb: number, depth: number, shrink: number): ModelNode => {
    const a = face + out * depth;
    return alongX
      ? slab(mat, { min: { x: lo + shrink, y: ya, z: Math.min(face, a) }, max: { x: hi - shrink, y: yb, z: Math.max(face, a) } })
      : slab(mat, { min: { x: Math.min(face, a), y: ya, z: lo + shrink }, max: { x: Math.max(face, a), y: yb, z: hi - shrink } });
  };
  return [panel('black', y0, y1, t, inset), panel('chrome', y1 + 0.04, y1 + 0.06, 0.03, inset * 1.2)];
}

/** A kitchen body under a counter, with a dark toe kick. */
function counterBody(b: Box3): ModelNode[] {
  const kick = 0.08;
  const inset = 0.04;
  return [
    slab('counterBase', { min: { x: b.min.x, y: b.min.y + kick, z: b.min.z }, max: b.max }),
    slab('black', { min: { x: b.min.x + inset, y: b.min.y, z: b.min.z + inset }, max: { x: b.max.x - inset, y: b.min.y + kick, z: b.max.z - inset } }),
  ];
}

export interface RoomNodes {
  readonly floor: ModelNode[];
  readonly walls: ModelNode[];
  readonly ceiling: ModelNode[];
  /** Fixed things the simulator has no object for (the body of a free-standing stove). */
  readonly fixtures: ModelNode[];
}

export function roomNodes(world: World): RoomNodes {
  const floors = floorBoxes(world);
  const top = ceilingY(world);
  const stoves = stoveBodies(world.objects, world.floorY);
  return {
    // The floor's top faces only, overlapping by a millimetre: no side faces flicker at the seams.
    floor: floors.map((b) => {
      const g = grow(b, 0.001);
      return mesh('plane', 'floorWood', [(g.min.x + g.max.x) / 2, b.max.y, (g.min.z + g.max.z) / 2], [g.max.x - g.min.x, 1, g.max.z - g.min.z]);
    }),
    walls: world.walls.map((w) => slab('wallPaint', w)),
    fixtures: [...stoves.flatMap(({ box: b, front }) => [slab('steelDark', b), ...ovenDoor(b, front)]), ...counterBases(world.objects, world.floorY, world.nav, stoves.map((s) => s.box)).flatMap(counterBody)],
    ceiling: floors.map((b) => slab('ceiling', { min: { x: b.min.x - 0.1, y: top, z: b.min.z - 0.1 }, max: { x: b.max.x + 0.1, y: top + 0.05, z: b.max.z + 0.1 } })),
  };
}

/** The room's horizontal extent (for fitting the top-down camera and map). */
export function roomBounds(world: World): { minX: number; maxX: number; minZ: number; maxZ: number } {
  const boxes = [...floorBoxes(world), ...wallBoxes(world)];
  return {
    minX: Math.min(...boxes.map((b) => b.min.x)), maxX: Math.max(...boxes.map((b) => b.max.x)),
    minZ: Math.min(...boxes.map((b) => b.min.z)), maxZ: Math.max(...boxes.map((b) => b.max.z)),
  };
}
