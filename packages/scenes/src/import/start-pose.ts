/** The scene's default Follower pose: the walkable cell nearest the middle, facing the most floor. */
import { cellPosition, isWalkableCell, type NavGrid, type Yaw } from '@chorehouse/sim';

const DIRS: readonly [Yaw, number, number][] = [[0, 0, 1], [90, 1, 0], [180, 0, -1], [270, -1, 0]];

export function startPose(nav: NavGrid): { x: number; z: number; yaw: Yaw } {
  const cells: { i: number; j: number }[] = [];
  for (let j = 0; j < nav.rows; j++) for (let i = 0; i < nav.cols; i++) if (isWalkableCell(nav, i, j)) cells.push({ i, j });
  if (cells.length === 0) throw new Error('startPose: the navigation grid has no walkable cell');
  const mi = cells.reduce((s, c) => s + c.i, 0) / cells.length;
  const mj = cells.reduce((s, c) => s + c.j, 0) / cells.length;
  const best = cells.reduce((b, c) => ((c.i - mi) ** 2 + (c.j - mj) ** 2 < (b.i - mi) ** 2 + (b.j - mj) ** 2 ? c : b));
  // Face the direction with the longest free run of cells.
  let yaw: Yaw = 0, longest = -1;
  for (const [y, di, dj] of DIRS) {
    let n = 0;
    while (isWalkableCell(nav, best.i + di * (n + 1), best.j + dj * (n + 1))) n++;
    if (n > longest) [yaw, longest] = [y, n];
  }
  const p = cellPosition(nav, best.i, best.j);
  return { x: p.x, z: p.z, yaw };
}
