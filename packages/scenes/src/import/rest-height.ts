/**
 * The height things rest at on an open receptacle. For most (tables, counters) it is the top of
 * the box, but a shelf's box is the space above its board, and a chair's, a sofa's or a bed's
 * box reaches up to the backrest or headboard while things lie on the seat or the mattress.
 * Where the reference scene has things resting on the receptacle, they tell; else the type does.
 */
import type { Box6 } from '../scene/scene-file.js';

/** Where the seat or board is, as a fraction of the box's height (from the reference scenes' contents). */
const REST_FRACTION: Readonly<Record<string, number>> = { Shelf: 0, Chair: 0.5, ArmChair: 0.45, Sofa: 0.45, Bed: 0.6 };
/** Types whose box is the free space above the board: the box's height is the room on it. */
const BOXED_SPACE: ReadonlySet<string> = new Set(['Shelf']);
/** A resting child this far below the top means the top is not where things rest (m). */
const BELOW_TOP = 0.05;

export interface RestHeight {
  readonly y: number;
  /** Free height above the surface, or null for open space. */
  readonly maxHeight: number | null;
}

/** `childBottoms`: the lowest points of the movable objects resting directly on it in the reference scene. */
export function restHeight(type: string, box: Box6, childBottoms: readonly number[]): RestHeight {
  const [, minY, , , maxY] = box;
  const fraction = REST_FRACTION[type];
  if (fraction === undefined) return { y: maxY, maxHeight: null };
  const lowest = childBottoms.length > 0 ? Math.min(...childBottoms) : null;
  const fromChildren = lowest !== null && lowest < maxY - BELOW_TOP ? Math.max(minY, lowest) : null;
  const y = Math.round((fromChildren ?? minY + fraction * (maxY - minY)) * 1000) / 1000;
  return { y, maxHeight: BOXED_SPACE.has(type) ? Math.round((maxY - y) * 1000) / 1000 : null };
}
