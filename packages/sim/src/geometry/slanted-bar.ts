/**
 * Long thin things lying at a slant (AI2-THOR turns most knives 30-60 degrees): their axis-aligned
 * box is nearly square while the thing is a narrow bar across it. Picking and drawing both use the
 * bar (packages/render turns the model the same way), so a click on the empty corners of the box
 * reaches what lies under them, as the picture shows.
 */
import type { Box3, SimObject } from '../world/types.js';

/** Width of the bar across its length (m): the widest part the renderer draws (a spatula's head, a ladle's bowl). */
export const SLANTED_BAR_WIDTH: Readonly<Record<string, number>> = {
  Knife: 0.04, ButterKnife: 0.03, Fork: 0.03, Spoon: 0.045, Spatula: 0.07, Ladle: 0.09, Pen: 0.012, Pencil: 0.012,
};

/** Closer than this to a cardinal direction (degrees), the box is the bar already. */
const MIN_SLANT_DEG = 10;

export interface SlantedBar {
  /** Centre of the bar on the ground plane (the box's centre). */
  readonly cx: number;
  readonly cz: number;
  /** Its length runs along (sin yaw, cos yaw): AI2-THOR's utensils lie along their local z. */
  readonly yaw: number;
  readonly halfLength: number;
  readonly halfWidth: number;
  readonly minY: number;
  readonly maxY: number;
}

/** The bar a slanted utensil is, inside its box; null for every other object (and utensils lying square). */
export function slantedBar(obj: Pick<SimObject, 'objectType' | 'rotation' | 'bbox'>): SlantedBar | null {
  const width = SLANTED_BAR_WIDTH[obj.objectType];
  if (width === undefined) return null;
  const yaw = ((obj.rotation.y % 360) + 360) % 360;
  if (Math.abs(((yaw + 45) % 90) - 45) < MIN_SLANT_DEG) return null;
  return barIn(obj.bbox, yaw, width);
}

function barIn(box: Box3, yaw: number, width: number): SlantedBar {
  const r = (yaw * Math.PI) / 180;
  const s = Math.abs(Math.sin(r));
  const c = Math.abs(Math.cos(r));
  const hx = (box.max.x - box.min.x) / 2;
  const hz = (box.max.z - box.min.z) / 2;
  // No wider than the box, and long enough that its corners just touch the box's sides.
  const halfWidth = Math.min(width / 2, hx, hz);
  const halfLength = Math.max(halfWidth, Math.min((hx - halfWidth * c) / s, (hz - halfWidth * s) / c));
  return { cx: (box.min.x + box.max.x) / 2, cz: (box.min.z + box.max.z) / 2, yaw, halfLength, halfWidth, minY: box.min.y, maxY: box.max.y };
}
