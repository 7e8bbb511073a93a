/**
 * The 0.25 m navigation grid, recomputed against the placed objects. The candidates are ALFRED's
 * reachable cells (recorded on an older AI2-THOR, where some furniture stood elsewhere) and every
 * other grid point whose whole footprint lies inside the room. A cell is walkable when the agent's
 * footprint there touches no obstacle (a fixture's parts or box, or an object standing on the
 * floor). Only the largest connected set of cells is kept, so every walkable cell can reach every
 * other.
 */
import { buildNavGrid, type NavGrid } from '@chorehouse/sim';
import { Raster, type Rect } from '../geometry/raster.js';
import { AGENT_CLEARANCE } from './fixture-shapes.js';
import { insideRegion } from './room-outline.js';

export const CELL = 0.25;

const overlaps = (a: Rect, b: Rect) => a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ;

export interface NavInputs {
  readonly candidates: readonly (readonly [number, number])[];
  readonly region: Raster;
  readonly obstacles: readonly Rect[];
  /** Agent half-width used against obstacles (m). */
  readonly clearance?: number;
}

export function navGrid({ candidates, region, obstacles, clearance = AGENT_CLEARANCE }: NavInputs): NavGrid {
  const key = (x: number, z: number) => `${Math.round(x / CELL)},${Math.round(z / CELL)}`;
  const free = new Set<string>();
  const hinted = new Set(candidates.map(([x, z]) => key(x, z)));
  const bodyInside = (x: number, z: number) =>
    [[0, 0], [-1, -1], [-1, 1], [1, -1], [1, 1]].every(([a, b]) => insideRegion(region, x + a! * clearance, z + b! * clearance));
  const all = [...candidates];
  for (let j = 0; j < region.rows; j++) {
    for (let i = 0; i < region.cols; i++) {
      const x = Math.round(region.centerX(i) / CELL) * CELL, z = Math.round(region.centerZ(j) / CELL) * CELL;
      if (!hinted.has(key(x, z)) && bodyInside(x, z)) { hinted.add(key(x, z)); all.push([x, z]); }
    }
  }
  for (const [x, z] of all) {
    if (!insideRegion(region, x, z)) continue;
    const body = { minX: x - clearance, maxX: x + clearance, minZ: z - clearance, maxZ: z + clearance };
    if (obstacles.some((o) => overlaps(o, body))) continue;
    free.add(key(x, z));
  }
  const xs = all.map(([x]) => x), zs = all.map(([, z]) => z);
  const originX = Math.min(...xs), originZ = Math.min(...zs);
  const cols = Math.round((Math.max(...xs) - originX) / CELL) + 1;
  const rows = Math.round((Math.max(...zs) - originZ) / CELL) + 1;
  const grid = buildNavGrid(originX, originZ, cols, rows, (x, z) => free.has(key(x, z)), CELL);
  return largestComponent(grid);
}

/** Keep only the largest 4-connected set of walkable cells. */
export function largestComponent(nav: NavGrid): NavGrid {
  const raster = new Raster(nav.originX, nav.originZ, nav.cellSize, nav.cols, nav.rows);
  for (let k = 0; k < nav.walkable.length; k++) raster.cells[k] = nav.walkable.charCodeAt(k) === 49 ? 1 : 0;
  return { ...nav, walkable: Array.from(raster.largestComponent().cells, (c) => (c === 1 ? '1' : '0')).join('') };
}
