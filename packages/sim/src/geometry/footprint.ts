/** Cutting rectangles out of a fixture's footprint (a counter's hole for its sink). */
export interface Rect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

const EPS = 1e-6;

/** `a` minus `hole`, as up to four disjoint rectangles. */
export function subtractRect(a: Rect, hole: Rect): Rect[] {
  if (hole.minX >= a.maxX - EPS || hole.maxX <= a.minX + EPS || hole.minZ >= a.maxZ - EPS || hole.maxZ <= a.minZ + EPS) return [a];
  const out: Rect[] = [];
  const minX = Math.max(a.minX, hole.minX);
  const maxX = Math.min(a.maxX, hole.maxX);
  if (hole.minZ > a.minZ + EPS) out.push({ minX: a.minX, maxX: a.maxX, minZ: a.minZ, maxZ: hole.minZ });
  if (hole.maxZ < a.maxZ - EPS) out.push({ minX: a.minX, maxX: a.maxX, minZ: hole.maxZ, maxZ: a.maxZ });
  const minZ = Math.max(a.minZ, hole.minZ);
  const maxZ = Math.min(a.maxZ, hole.maxZ);
  if (minX > a.minX + EPS) out.push({ minX: a.minX, maxX: minX, minZ, maxZ });
  if (maxX < a.maxX - EPS) out.push({ minX: maxX, maxX: a.maxX, minZ, maxZ });
  return out;
}

export function subtractAll(a: Rect, holes: readonly Rect[]): Rect[] {
  return holes.reduce<Rect[]>((pieces, hole) => pieces.flatMap((p) => subtractRect(p, hole)), [a]);
}
