import type { Vec3 } from '../world/metadata.js';
import type { Box3 } from '../world/types.js';
import { snap6 } from './vec.js';

export function boxFromCenterSize(center: Vec3, size: Vec3): Box3 {
  return {
    min: { x: snap6(center.x - size.x / 2), y: snap6(center.y - size.y / 2), z: snap6(center.z - size.z / 2) },
    max: { x: snap6(center.x + size.x / 2), y: snap6(center.y + size.y / 2), z: snap6(center.z + size.z / 2) },
  };
}

export const boxCenter = (b: Box3): Vec3 => ({ x: (b.min.x + b.max.x) / 2, y: (b.min.y + b.max.y) / 2, z: (b.min.z + b.max.z) / 2 });
export const boxSize = (b: Box3): Vec3 => ({ x: b.max.x - b.min.x, y: b.max.y - b.min.y, z: b.max.z - b.min.z });

export function translateBox(b: Box3, d: Vec3): Box3 {
  return {
    min: { x: snap6(b.min.x + d.x), y: snap6(b.min.y + d.y), z: snap6(b.min.z + d.z) },
    max: { x: snap6(b.max.x + d.x), y: snap6(b.max.y + d.y), z: snap6(b.max.z + d.z) },
  };
}

/** The 8 corners in AI2-THOR's cornerPoints order (x max first, then y, then z). */
export function boxCorners(b: Box3): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const x of [b.max.x, b.min.x]) for (const y of [b.max.y, b.min.y]) for (const z of [b.max.z, b.min.z]) out.push([x, y, z]);
  return out;
}
