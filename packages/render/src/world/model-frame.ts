/** The frame a model is built in: bottom centre of the object's box, its facing, its size seen from the front. */
import { facingOf, type Box3, type NavGrid, type Yaw } from '@chorehouse/sim';

export interface ModelFrame {
  /** Bottom centre of the bounding box (simulator coordinates). */
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** The front faces this yaw (0 = +z, 90 = +x). */
  readonly yaw: Yaw;
  /** Size across the front (local x), height, and depth from the front (local z). */
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

export function modelFrame(type: string, rotationY: number, box: Box3, nav: NavGrid | null, front?: Yaw): ModelFrame {
  const yaw = facingOf(type, rotationY, box, nav, front);
  const sx = box.max.x - box.min.x;
  const sz = box.max.z - box.min.z;
  const across = yaw === 90 || yaw === 270;
  return {
    x: (box.min.x + box.max.x) / 2,
    y: box.min.y,
    z: (box.min.z + box.max.z) / 2,
    yaw,
    width: across ? sz : sx,
    height: box.max.y - box.min.y,
    depth: across ? sx : sz,
  };
}
