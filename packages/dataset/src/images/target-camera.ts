/**
 * TEACh's target-object view (teach-formats.md 6.5): a camera 1.8 m above the floor at the
 * reachable grid point nearest the object, facing it along a cardinal direction, pitched to centre it.
 */
import { cellPosition, getObject, isWalkableCell, type CameraPose, type World } from '@chorehouse/sim';

const TARGET_CAMERA_HEIGHT = 1.8;
/** Closer than this, a cardinal view would look past the object's side or straight down on it. */
const MIN_DISTANCE = 0.5;

export function targetObjectCamera(world: World, objectId: string): CameraPose | null {
  const o = getObject(world, objectId);
  if (!o) return null;
  const c = { x: (o.bbox.min.x + o.bbox.max.x) / 2, y: (o.bbox.min.y + o.bbox.max.y) / 2, z: (o.bbox.min.z + o.bbox.max.z) / 2 };
  const { nav } = world;
  let best: { x: number; z: number; d: number } | null = null;
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      const d = Math.hypot(p.x - c.x, p.z - c.z);
      if (d < MIN_DISTANCE) continue;
      if (!best || d < best.d - 1e-9) best = { ...p, d };
    }
  }
  const at = best ?? { x: c.x, z: c.z - 1, d: 1 };
  const dx = c.x - at.x, dz = c.z - at.z;
  // Cardinal yaw nearest the direction to the object (0: +z, 90: +x).
  const yaw = Math.abs(dx) > Math.abs(dz) ? (dx > 0 ? 90 : 270) : (dz > 0 ? 0 : 180);
  const along = yaw === 90 || yaw === 270 ? Math.abs(dx) : Math.abs(dz);
  const y = world.floorY + TARGET_CAMERA_HEIGHT;
  const pitch = (Math.atan2(y - c.y, Math.max(along, 0.05)) * 180) / Math.PI;
  return { position: { x: at.x, y, z: at.z }, yaw, pitch };
}
