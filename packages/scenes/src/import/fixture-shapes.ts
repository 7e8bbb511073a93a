/**
 * Fixtures whose bounding box is not their shape. AI2-THOR reports axis-aligned boxes, so an
 * L-shaped counter, a corner sofa or a window running round a corner spans floor the agent walks
 * on. Where ALFRED's grid says the agent stood inside such a box, that part of the box is empty:
 * the fixture's shape is its box minus the agent's clearance around those cells.
 */
import { Raster, type Rect } from '../geometry/raster.js';
import type { Box6 } from '../scene/scene-file.js';
import { footprintOf } from './containment.js';
import type { RawObject } from './raw.js';

/** Half-width of the agent's footprint (m): AI2-THOR's capsule radius is about 0.2. */
export const AGENT_CLEARANCE = 0.2;
/** Only things lower than this can stop the agent (m above the floor). */
export const AGENT_HEIGHT = 1.8;
const RES = 0.05;
/**
 * Types that really come in L or U shapes. Other fixtures with reachable cells inside their box
 * (an armchair) moved between the AI2-THOR versions of the two sources: their box stands and
 * the cells go.
 */
const MAY_BE_NON_CONVEX: ReadonlySet<string> = new Set(['CounterTop', 'Window', 'ShowerGlass', 'Desk', 'Sofa', 'Bathtub', 'BathtubBasin']);
/** Panes along walls: only a band along the box's sides can be part of them. */
const PANES: ReadonlySet<string> = new Set(['Window', 'ShowerGlass']);
const PANE_BAND = 0.1;
const MIN_PART_CELLS = 4;

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The fixture's parts, or null when its box is its shape. */
export function fixtureShape(o: RawObject, floorY: number, reachable: readonly (readonly [number, number])[]): Box6[] | null {
  if (o.pickupable || !MAY_BE_NON_CONVEX.has(o.objectType)) return null;
  const fp = footprintOf(o);
  if (fp.minY >= floorY + AGENT_HEIGHT) return null;
  const inside = reachable.filter(([x, z]) =>
    x > fp.minX + AGENT_CLEARANCE && x < fp.maxX - AGENT_CLEARANCE && z > fp.minZ + AGENT_CLEARANCE && z < fp.maxZ - AGENT_CLEARANCE);
  if (inside.length === 0) return null;

  const raster = Raster.covering(fp, RES, 0);
  raster.fillCentersIn(fp);
  if (PANES.has(o.objectType)) {
    raster.fillCentersIn({ minX: fp.minX + PANE_BAND, maxX: fp.maxX - PANE_BAND, minZ: fp.minZ + PANE_BAND, maxZ: fp.maxZ - PANE_BAND }, false);
  }
  for (const [x, z] of reachable) {
    raster.fillCentersIn({ minX: x - AGENT_CLEARANCE, maxX: x + AGENT_CLEARANCE, minZ: z - AGENT_CLEARANCE, maxZ: z + AGENT_CLEARANCE }, false);
  }
  const parts = raster.rectangles()
    .filter((r) => Math.round(((r.maxX - r.minX) * (r.maxZ - r.minZ)) / (RES * RES)) >= MIN_PART_CELLS)
    .map((r): Rect => ({ minX: Math.max(r.minX, fp.minX), maxX: Math.min(r.maxX, fp.maxX), minZ: Math.max(r.minZ, fp.minZ), maxZ: Math.min(r.maxZ, fp.maxZ) }));
  if (parts.length === 0) return null;
  return parts.map((r) => [round3(r.minX), round3(fp.minY), round3(r.minZ), round3(r.maxX), round3(fp.maxY), round3(r.maxZ)]);
}
