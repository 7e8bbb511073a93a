/**
 * The room's floor and walls. There are no wall objects in the dumps, and many rooms are not
 * rectangles, so the outline is derived: the floor is where the agent could stand (ALFRED's
 * reachable cells with the agent's clearance and a little more) plus the footprint of every
 * object, closed so that gaps narrower than CLOSE_M are floor too, with holes filled. Walls run
 * along the outline's edges, which makes them closed by construction.
 */
import { Raster, type Rect, type Segment } from '../geometry/raster.js';

const RES = 0.125;
/** How far the floor extends past a reachable cell (m): beyond the agent's 0.2 m clearance. */
const REACH_MARGIN = 0.375;
/** Notches and gaps narrower than twice this are closed (m). */
const CLOSE_M = 0.375;

export interface RoomOutline {
  readonly floor: Rect[];
  readonly walls: Segment[];
  /** The region as a raster (for the nav grid: a cell must be inside the room). */
  readonly region: Raster;
}

export function roomOutline(reachable: readonly (readonly [number, number])[], footprints: readonly Rect[]): RoomOutline {
  const all: Rect[] = [
    ...footprints,
    ...reachable.map(([x, z]) => ({ minX: x - REACH_MARGIN, maxX: x + REACH_MARGIN, minZ: z - REACH_MARGIN, maxZ: z + REACH_MARGIN })),
  ];
  const bounds = all.reduce((b, r) => ({
    minX: Math.min(b.minX, r.minX), maxX: Math.max(b.maxX, r.maxX), minZ: Math.min(b.minZ, r.minZ), maxZ: Math.max(b.maxZ, r.maxZ),
  }), { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity });
  const closeCells = Math.round(CLOSE_M / RES);
  const raster = Raster.covering(bounds, RES, closeCells + 2);
  for (const r of all) raster.fillRect(r, true, 0.01);
  const region = raster.dilate(closeCells).erode(closeCells).fillHoles().largestComponent();
  return { floor: region.rectangles(), walls: region.boundary(), region };
}

/** True when (x, z) is inside the region (by the cell that contains it). */
export function insideRegion(region: Raster, x: number, z: number): boolean {
  return region.get(Math.floor((x - region.x0) / region.res), Math.floor((z - region.z0) / region.res));
}
