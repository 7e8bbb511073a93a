/**
 * Ray casting against the objects' collision shapes (catalog shape parts scaled to each object's
 * bounding box) and the walls. The front-most hit wins, except that an open container lets the
 * ray on through its opening: what it meets inside (what the container holds) is what the pixel shows.
 */
import type { ShapePart } from '../catalog/shapes.js';
import type { Vec3 } from '../world/metadata.js';
import type { Box3 } from '../world/types.js';
import type { SlantedBar } from './slanted-bar.js';

export interface Pickable {
  readonly objectId: string;
  readonly box: Box3;
  readonly parts: readonly ShapePart[];
  /** Ids of every receptacle this object is (transitively) in. */
  readonly ancestors: readonly string[];
  /** An open container (basin, open cabinet, holder): rays through it reach its contents. */
  readonly revealsContents: boolean;
  /**
   * The sides of the box a ray must enter through to reach the contents (a basin's top, an open
   * cabinet's front), as the drawn model's walls hide them elsewhere; absent: every side.
   */
  readonly openings?: readonly BoxFace[];
  /** Horizontal cut-outs (a counter's hole for its sink): rays hitting there pass through. */
  readonly holes?: readonly HoleRect[];
  /** Panels outside the object's box that belong to it (an open door swung out). */
  readonly doors?: readonly SlantedBar[];
  /** The width of the frame around the openings along each axis (the drawn walls' thickness, m): rays entering there hit the wall. */
  readonly frame?: Vec3;
  /** A slanted utensil: this bar is its shape instead of the parts. */
  readonly bar?: SlantedBar;
}

/** A side of an axis-aligned box: the axis and the sign of its outward normal. */
export type BoxFace = 'x+' | 'x-' | 'y+' | 'y-' | 'z+' | 'z-';

export interface HoleRect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

export interface PickScene {
  readonly pickables: readonly Pickable[];
  readonly walls: readonly Box3[];
}

export interface RayHit {
  /** null when the ray first meets a wall (or nothing pickable). */
  readonly objectId: string | null;
  readonly t: number;
}

/** Entry distance of the ray into an axis-aligned box, or Infinity. Direction need not be unit. */
export function rayBox(o: Vec3, d: Vec3, minX: number, minY: number, minZ: number, maxX: number, maxY: number, maxZ: number): number {
  return rayBoxAt(o.x, o.y, o.z, d.x, d.y, d.z, minX, minY, minZ, maxX, maxY, maxZ);
}

/** `rayBox` with the ray in numbers (for rays turned into another frame without making objects). */
function rayBoxAt(
  ox: number, oy: number, oz: number, dx: number, dy: number, dz: number,
  minX: number, minY: number, minZ: number, maxX: number, maxY: number, maxZ: number,
): number {
  let tmin = 0;
  let tmax = Infinity;
  // Unrolled slab test; a zero direction component is handled by the infinities of 1/0.
  // Near and far planes by the direction's sign, without a swap (a destructuring swap allocates an array until optimised).
  let inv = 1 / dx;
  let t1 = ((inv < 0 ? maxX : minX) - ox) * inv;
  let t2 = ((inv < 0 ? minX : maxX) - ox) * inv;
  if (t1 > tmin) tmin = t1;
  if (t2 < tmax) tmax = t2;
  if (tmin > tmax || Number.isNaN(t1)) return Infinity;
  inv = 1 / dy;
  t1 = ((inv < 0 ? maxY : minY) - oy) * inv;
  t2 = ((inv < 0 ? minY : maxY) - oy) * inv;
  if (t1 > tmin) tmin = t1;
  if (t2 < tmax) tmax = t2;
  if (tmin > tmax || Number.isNaN(t1)) return Infinity;
  inv = 1 / dz;
  t1 = ((inv < 0 ? maxZ : minZ) - oz) * inv;
  t2 = ((inv < 0 ? minZ : maxZ) - oz) * inv;
  if (t1 > tmin) tmin = t1;
  if (t2 < tmax) tmax = t2;
  if (tmin > tmax || Number.isNaN(t1)) return Infinity;
  return tmin;
}

/** Exit distance of the ray from an axis-aligned box (Infinity when it misses or never leaves). */
function rayBoxExit(o: Vec3, d: Vec3, box: Box3): number {
  let tmax = Infinity;
  for (const axis of ['x', 'y', 'z'] as const) {
    const inv = 1 / d[axis];
    const t1 = (box.min[axis] - o[axis]) * inv;
    const t2 = (box.max[axis] - o[axis]) * inv;
    const far = Math.max(t1, t2);
    if (!Number.isNaN(far) && far < tmax) tmax = far;
  }
  return tmax;
}

/**
 * Where a ray inside a round container (a bin: one vertical cylinder filling its box) leaves it:
 * the far side of the cylinder's wall, or its box's top or bottom if sooner. What lies in the box's
 * corners outside the circle is behind the wall the renderer draws.
 */
function rayRoundExit(o: Vec3, d: Vec3, box: Box3): number {
  const boxExit = rayBoxExit(o, d, box);
  const rx = (box.max.x - box.min.x) / 2 || 1e-9;
  const rz = (box.max.z - box.min.z) / 2 || 1e-9;
  const ox = (o.x - (box.min.x + box.max.x) / 2) / rx;
  const oz = (o.z - (box.min.z + box.max.z) / 2) / rz;
  const dx = d.x / rx;
  const dz = d.z / rz;
  const a = dx * dx + dz * dz;
  if (a <= 1e-12) return boxExit;
  const b = 2 * (ox * dx + oz * dz);
  const disc = b * b - 4 * a * (ox * ox + oz * oz - 1);
  if (disc < 0) return boxExit;
  return Math.min(boxExit, (-b + Math.sqrt(disc)) / (2 * a));
}

/** A bin: its shape is one vertical cylinder filling its box, open at the top (see `seesInside`). */
function isRound(p: Pickable): boolean {
  const only = p.parts.length === 1 ? p.parts[0]! : null;
  return only?.kind === 'cylinder' && only.y0 === 0 && only.y1 === 1 && !only.foot;
}

/** Entry distance into a vertical (elliptic) cylinder about (cx, cz) with radii rx, rz, between y0 and y1. */
function rayCylinder(o: Vec3, d: Vec3, cx: number, cz: number, rx: number, rz: number, y0: number, y1: number): number {
  // Scale x and z so the (elliptic) cylinder becomes the unit circle.
  const ox = (o.x - cx) / rx;
  const oz = (o.z - cz) / rz;
  const dx = d.x / rx;
  const dz = d.z / rz;
  const a = dx * dx + dz * dz;
  const b = 2 * (ox * dx + oz * dz);
  const c = ox * ox + oz * oz - 1;
  let best = Infinity;
  if (a > 1e-12) {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      const s = Math.sqrt(disc);
      // Both roots, nearer first (no array: this runs for every round part a ray meets).
      for (let k = 0; k < 2; k++) {
        const t = (-b + (k === 0 ? -s : s)) / (2 * a);
        if (t < 0) continue;
        const y = o.y + t * d.y;
        if (y >= y0 && y <= y1 && t < best) best = t;
      }
    }
  }
  // Caps.
  if (Math.abs(d.y) > 1e-12) {
    for (let k = 0; k < 2; k++) {
      const t = ((k === 0 ? y0 : y1) - o.y) / d.y;
      if (t < 0 || t >= best) continue;
      const px = ox + t * dx;
      const pz = oz + t * dz;
      if (px * px + pz * pz <= 1) best = t;
    }
  }
  // Ray starting inside the cylinder.
  if (c <= 0 && o.y >= y0 && o.y <= y1) best = 0;
  return best;
}

/** Entry distance into the ellipsoid inscribed in the box min..max (0 when the ray starts inside). */
function rayEllipsoid(o: Vec3, d: Vec3, min: Vec3, max: Vec3): number {
  // Scaled so the ellipsoid becomes the unit sphere.
  const rx = (max.x - min.x) / 2 || 1e-9, ry = (max.y - min.y) / 2 || 1e-9, rz = (max.z - min.z) / 2 || 1e-9;
  const ox = (o.x - min.x - rx) / rx, oy = (o.y - min.y - ry) / ry, oz = (o.z - min.z - rz) / rz;
  const dx = d.x / rx, dy = d.y / ry, dz = d.z / rz;
  const a = dx * dx + dy * dy + dz * dz;
  const b = 2 * (ox * dx + oy * dy + oz * dz);
  const cc = ox * ox + oy * oy + oz * oz - 1;
  if (cc <= 0) return 0;
  if (a <= 1e-12) return Infinity;
  const disc = b * b - 4 * a * cc;
  if (disc < 0) return Infinity;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 ? t : Infinity;
}

/** Entry distance into a slanted bar: the ray turned into the bar's frame (length along x, width along z). */
function rayBar(o: Vec3, d: Vec3, bar: SlantedBar): number {
  const r = (bar.yaw * Math.PI) / 180;
  const ux = Math.sin(r), uz = Math.cos(r);
  const ox = o.x - bar.cx, oz = o.z - bar.cz;
  return rayBoxAt(
    ox * ux + oz * uz, o.y, ox * uz - oz * ux,
    d.x * ux + d.z * uz, d.y, d.x * uz - d.z * ux,
    -bar.halfLength, bar.minY, -bar.halfWidth, bar.halfLength, bar.maxY, bar.halfWidth,
  );
}

const FULL_FOOT = [0, 0, 1, 1] as const;

function rayParts(o: Vec3, d: Vec3, p: Pickable, withDoors = true): number {
  if (p.bar) return rayBar(o, d, p.bar);
  const { min, max } = p.box;
  const sx = max.x - min.x;
  const sy = max.y - min.y;
  const sz = max.z - min.z;
  let best = Infinity;
  for (const part of p.parts) {
    let t: number;
    if (part.kind === 'box') {
      t = rayBox(o, d,
        min.x + part.min[0] * sx, min.y + part.min[1] * sy, min.z + part.min[2] * sz,
        min.x + part.max[0] * sx, min.y + part.max[1] * sy, min.z + part.max[2] * sz);
    } else if (part.kind === 'ellipsoid') {
      t = rayEllipsoid(o, d, min, max);
    } else {
      const foot = part.foot ?? FULL_FOOT;
      const x0 = foot[0], z0 = foot[1], x1 = foot[2], z1 = foot[3];
      t = rayCylinder(o, d, min.x + ((x0 + x1) / 2) * sx, min.z + ((z0 + z1) / 2) * sz, ((x1 - x0) / 2) * sx || 1e-9, ((z1 - z0) / 2) * sz || 1e-9,
        min.y + part.y0 * sy, min.y + part.y1 * sy);
    }
    if (t < best && !(p.holes && inHole(p.holes, o.x + d.x * t, o.z + d.z * t))) best = t;
  }
  if (withDoors && p.doors) for (const door of p.doors) best = Math.min(best, rayBar(o, d, door));
  return best;
}

function inHole(holes: readonly HoleRect[], x: number, z: number): boolean {
  return holes.some((h) => x > h.minX && x < h.maxX && z > h.minZ && z < h.maxZ);
}

/** The side of a box a ray enters through, or null when it starts inside (or misses). */
export function entryFace(o: Vec3, d: Vec3, box: Box3): BoxFace | null {
  let tmin = 0;
  let face: BoxFace | null = null;
  let tmax = Infinity;
  for (const axis of ['x', 'y', 'z'] as const) {
    const inv = 1 / d[axis];
    let t1 = (box.min[axis] - o[axis]) * inv;
    let t2 = (box.max[axis] - o[axis]) * inv;
    // Entering through the min side means moving in +axis: the face whose normal points -axis.
    let entering: BoxFace = `${axis}-`;
    if (inv < 0) {
      [t1, t2] = [t2, t1];
      entering = `${axis}+`;
    }
    if (Number.isNaN(t1)) return null;
    if (t1 > tmin) { tmin = t1; face = entering; }
    if (t2 < tmax) tmax = t2;
    if (tmin > tmax) return null;
  }
  return face;
}

/**
 * The side of a round container (a single vertical cylinder: a bin) a ray enters through, hitting
 * it at distance t: its top or bottom cap, else the side facing the ray as a box face. A ray that
 * comes down through a corner of the box outside the circle meets the wall, not the opening.
 */
function cylinderEntryFace(o: Vec3, d: Vec3, box: Box3, t: number): BoxFace | null {
  if (!Number.isFinite(t)) return null;
  const y = o.y + d.y * t;
  const eps = 1e-6 * Math.max(1, box.max.y - box.min.y);
  if (y >= box.max.y - eps) return 'y+';
  if (y <= box.min.y + eps) return 'y-';
  // The outward normal of the side at the hit point, in the ellipse's unit coordinates.
  const nx = (o.x + d.x * t - (box.min.x + box.max.x) / 2) / ((box.max.x - box.min.x) / 2 || 1e-9);
  const nz = (o.z + d.z * t - (box.min.z + box.max.z) / 2) / ((box.max.z - box.min.z) / 2 || 1e-9);
  if (Math.abs(nx) >= Math.abs(nz)) return nx >= 0 ? 'x+' : 'x-';
  return nz >= 0 ? 'z+' : 'z-';
}

/** Whether a ray into a revealing container may reach what it holds (see Pickable.openings); its own open door hides it. */
function seesInside(p: Pickable, o: Vec3, d: Vec3, t: number): boolean {
  if (p.doors && rayParts(o, d, p, false) > t) return false;
  if (!p.openings) return true;
  const face = isRound(p) ? cylinderEntryFace(o, d, p.box, t) : entryFace(o, d, p.box);
  if (face === null) return true;
  return p.openings.includes(face) && (!p.frame || insideFrame(o, d, p.box, face, p.frame));
}

/** Whether a ray enters a box's `face` at least `frame` in from the face's edges (through the opening, not its rim). */
function insideFrame(o: Vec3, d: Vec3, box: Box3, face: BoxFace, frame: Vec3): boolean {
  const axis = face[0] as 'x' | 'y' | 'z';
  const plane = face[1] === '+' ? box.max[axis] : box.min[axis];
  const t = (plane - o[axis]) / d[axis];
  if (!Number.isFinite(t)) return false;
  for (const other of ['x', 'y', 'z'] as const) {
    if (other === axis) continue;
    const at = o[other] + d[other] * t;
    if (at < box.min[other] + frame[other] || at > box.max[other] - frame[other]) return false;
  }
  return true;
}

/**
 * What the ray met, reused from ray to ray (castRay runs a few hundred times a click and never
 * re-enters itself): most rays stop at something that is no open container, and need no list.
 * They keep the last rays' pickables until overwritten (a few dozen, no world).
 */
const metPickables: Pickable[] = [];
const metT: number[] = [];
/** The met ones' indices, nearest first (only for rays into an open container). */
const metOrder: number[] = [];
/** How far along the ray `nearestShown` found what it returned (or the wall, or maxT). */
let shownT = Infinity;

/**
 * The first pickable a ray shows, applying the open-container rule, or null when it first meets a
 * wall (or nothing); its distance is left in `shownT`. Makes no object: a click casts hundreds of rays.
 */
function nearestShown(scene: PickScene, origin: Vec3, dir: Vec3, maxT: number): Pickable | null {
  let wallT = maxT;
  for (const w of scene.walls) {
    const t = rayBox(origin, dir, w.min.x, w.min.y, w.min.z, w.max.x, w.max.y, w.max.z);
    if (t < wallT) wallT = t;
  }
  let n = 0;
  let first = -1;
  for (const p of scene.pickables) {
    const b = p.box;
    if (!p.doors && rayBox(origin, dir, b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z) >= wallT) continue;
    const t = rayParts(origin, dir, p);
    if (t >= wallT) continue;
    metPickables[n] = p;
    metT[n] = t;
    if (first < 0 || t < metT[first]!) first = n;
    n++;
  }
  if (n === 0) {
    shownT = wallT;
    return null;
  }
  const nearest = metPickables[first]!;
  shownT = metT[first]!;
  if (!nearest.revealsContents || !seesInside(nearest, origin, dir, shownT)) return nearest;
  // Nearest first; ties keep the order met (a stable insertion sort of the few met ones).
  for (let i = 0; i < n; i++) {
    let j = i;
    while (j > 0 && metT[metOrder[j - 1]!]! > metT[i]!) {
      metOrder[j] = metOrder[j - 1]!;
      j--;
    }
    metOrder[j] = i;
  }
  let chosen = metOrder[0]!;
  // Through an open container's opening the ray goes on in the air inside it: the next thing it
  // meets before the container's far side is what the pixel shows (what it holds, or the wall of a
  // sink beside an open cabinet); past the far side, the container itself.
  for (let k = 1; k < n && metPickables[chosen]!.revealsContents && seesInside(metPickables[chosen]!, origin, dir, metT[chosen]!); k++) {
    const container = metPickables[chosen]!;
    const next = metOrder[k]!;
    if (metT[next]! >= (isRound(container) ? rayRoundExit(origin, dir, container.box) : rayBoxExit(origin, dir, container.box))) break;
    chosen = next;
  }
  shownT = metT[chosen]!;
  return metPickables[chosen]!;
}

/** The first thing a ray shows, applying the open-container rule. */
export function castRay(scene: PickScene, origin: Vec3, dir: Vec3, maxT = Infinity): RayHit {
  const shown = nearestShown(scene, origin, dir, maxT);
  return { objectId: shown?.objectId ?? null, t: shownT };
}

/** `castRay`'s object id alone, making no object (for the many pixel rays of a click). */
export function shownObjectId(scene: PickScene, origin: Vec3, dir: Vec3): string | null {
  return nearestShown(scene, origin, dir, Infinity)?.objectId ?? null;
}
