/**
 * Placement surfaces of open ("on") receptacles: the top of each part of the fixture, minus the
 * footprints of fixtures that stand in or through it (a sink set into a counter, burners, a
 * fridge beside a counter whose box reaches under it). Things resting on the receptacle are not
 * subtracted: the simulator keeps placed objects from overlapping its own children.
 */
import { OPEN_HEIGHT } from '@chorehouse/sim';
import { Raster, type Rect } from '../geometry/raster.js';

const RES = 0.05;
/** A surface narrower than this holds nothing useful (m). */
const MIN_SIDE = 0.1;

export type SurfaceTuple = [number, number, number, number, number, number];

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export interface SurfaceInput {
  /** Top rectangles of the receptacle (its parts, or its box). */
  readonly tops: readonly Rect[];
  readonly y: number;
  /** Footprints of other fixtures that rise through the surface. */
  readonly cutters: readonly Rect[];
  /** Free height above the surface (a shelf's room up to the next one); open space when absent. */
  readonly maxHeight?: number;
}

/** Surfaces as [minX, maxX, minZ, maxZ, y, maxHeight]; empty when nothing usable is left. */
export function openSurfaces({ tops, y, cutters, maxHeight = OPEN_HEIGHT }: SurfaceInput): SurfaceTuple[] {
  const bounds = tops.reduce((b, r) => ({
    minX: Math.min(b.minX, r.minX), maxX: Math.max(b.maxX, r.maxX), minZ: Math.min(b.minZ, r.minZ), maxZ: Math.max(b.maxZ, r.maxZ),
  }), { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity });
  const raster = Raster.covering(bounds, RES, 0);
  for (const t of tops) raster.fillCentersIn(t);
  for (const c of cutters) raster.fillRect(c, false, 0.005);
  return raster.rectangles()
    .map((r) => ({ minX: Math.max(r.minX, bounds.minX), maxX: Math.min(r.maxX, bounds.maxX), minZ: Math.max(r.minZ, bounds.minZ), maxZ: Math.min(r.maxZ, bounds.maxZ) }))
    .filter((r) => r.maxX - r.minX >= MIN_SIDE && r.maxZ - r.minZ >= MIN_SIDE)
    .map((r) => [round3(r.minX), round3(r.maxX), round3(r.minZ), round3(r.maxZ), round3(y), maxHeight]);
}
