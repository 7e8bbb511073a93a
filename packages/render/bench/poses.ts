/** Fixed benchmark views: a dozen Follower poses spread over the walkable floor of a real floor plan. */
import { CAMERA_HEIGHT, cellPosition, type CameraPose, type World } from '@chorehouse/sim';

export function spreadPoses(world: World, count: number): CameraPose[] {
  const { nav } = world;
  const cells: { i: number; j: number }[] = [];
  for (let j = 0; j < nav.rows; j++) for (let i = 0; i < nav.cols; i++) if (nav.walkable.charCodeAt(j * nav.cols + i) === 49) cells.push({ i, j });
  const out: CameraPose[] = [];
  for (let k = 0; k < count && cells.length > 0; k++) {
    const c = cells[Math.floor(((k + 0.5) * cells.length) / count)]!;
    const p = cellPosition(nav, c.i, c.j);
    out.push({ position: { x: p.x, y: world.floorY + CAMERA_HEIGHT, z: p.z }, yaw: (k * 90) % 360, pitch: k % 3 === 0 ? 30 : 0 });
  }
  return out;
}
