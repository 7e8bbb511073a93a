/** The navigation grid: which 0.25 m cells the Follower can stand on. */
import type { NavGrid } from './types.js';

export function cellOf(nav: NavGrid, x: number, z: number): { i: number; j: number } {
  return { i: Math.round((x - nav.originX) / nav.cellSize), j: Math.round((z - nav.originZ) / nav.cellSize) };
}

export function isWalkableCell(nav: NavGrid, i: number, j: number): boolean {
  return i >= 0 && j >= 0 && i < nav.cols && j < nav.rows && nav.walkable.charCodeAt(j * nav.cols + i) === 49; // '1'
}

export function isWalkable(nav: NavGrid, x: number, z: number): boolean {
  const { i, j } = cellOf(nav, x, z);
  return isWalkableCell(nav, i, j) && Math.abs(nav.originX + i * nav.cellSize - x) < 1e-6 && Math.abs(nav.originZ + j * nav.cellSize - z) < 1e-6;
}

export function cellPosition(nav: NavGrid, i: number, j: number): { x: number; z: number } {
  return { x: Math.round((nav.originX + i * nav.cellSize) * 1e6) / 1e6, z: Math.round((nav.originZ + j * nav.cellSize) * 1e6) / 1e6 };
}

/** Build a grid from a predicate over cell positions (used by scenes and test worlds). */
export function buildNavGrid(originX: number, originZ: number, cols: number, rows: number, walkable: (x: number, z: number) => boolean, cellSize = 0.25): NavGrid {
  let bits = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const { x, z } = cellPosition({ originX, originZ, cellSize, cols, rows, walkable: '' }, i, j);
      bits += walkable(x, z) ? '1' : '0';
    }
  }
  return { originX, originZ, cellSize, cols, rows, walkable: bits };
}
