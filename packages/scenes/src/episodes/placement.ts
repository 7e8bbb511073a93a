/**
 * A free spot for an object on a receptacle's surfaces, at random (episode generation) or nearest
 * a preferred point. The object keeps its footprint and sits on the surface; it must not overlap
 * what is already there.
 */
import { nextFloat, onSurface, type RngState, type Surface, type Vec3 } from '@chorehouse/sim';
import type { Rect } from '../geometry/raster.js';

export interface Size { readonly x: number; readonly y: number; readonly z: number }

const EPS = 0.002;
const overlaps = (a: Rect, b: Rect) => a.minX < b.maxX - EPS && b.minX < a.maxX - EPS && a.minZ < b.maxZ - EPS && b.minZ < a.maxZ - EPS;

const fits = (s: Surface, size: Size) => size.y <= s.maxHeight && size.x <= s.maxX - s.minX && size.z <= s.maxZ - s.minZ;

export interface Spot {
  /** Bounding-box centre. */
  readonly center: Vec3;
  readonly footprint: Rect;
  /** The object's box size there: turned 90 degrees (x and z swapped) when that was needed to fit. */
  readonly size: Size;
}

function spotAt(s: Surface, size: Size, x: number, z: number): Spot {
  return {
    center: { x: round4(x), y: round4(s.y + size.y / 2), z: round4(z) },
    footprint: { minX: x - size.x / 2, maxX: x + size.x / 2, minZ: z - size.z / 2, maxZ: z + size.z / 2 },
    size,
  };
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** Up to `tries` random spots, surfaces weighted by area. Returns the spot and the next rng. */
export function randomSpot(surfaces: readonly Surface[], size: Size, taken: readonly Rect[], rng: RngState, tries = 12): { spot: Spot | null; rng: RngState } {
  const first = randomSpotAs(surfaces, size, taken, rng, tries);
  return first.spot || size.x === size.z ? first : randomSpotAs(surfaces, turn(size), taken, first.rng, tries);
}

function randomSpotAs(surfaces: readonly Surface[], size: Size, taken: readonly Rect[], rng: RngState, tries: number): { spot: Spot | null; rng: RngState } {
  const usable = surfaces.filter((s) => fits(s, size));
  if (usable.length === 0) return { spot: null, rng };
  const areas = usable.map((s) => (s.maxX - s.minX) * (s.maxZ - s.minZ));
  const total = areas.reduce((a, b) => a + b, 0);
  let state = rng;
  for (let k = 0; k < tries; k++) {
    const r1 = nextFloat(state), r2 = nextFloat(r1.state), r3 = nextFloat(r2.state);
    state = r3.state;
    let pick = r1.value * total, index = 0;
    while (index < usable.length - 1 && pick >= areas[index]!) pick -= areas[index++]!;
    const s = usable[index]!;
    const x = s.minX + size.x / 2 + r2.value * (s.maxX - s.minX - size.x);
    const z = s.minZ + size.z / 2 + r3.value * (s.maxZ - s.minZ - size.z);
    const spot = spotAt(s, size, x, z);
    if (onSurface(s, spot.footprint) && !taken.some((t) => overlaps(t, spot.footprint))) return { spot, rng: state };
  }
  return { spot: null, rng: state };
}

const turn = (size: Size): Size => ({ x: size.z, y: size.y, z: size.x });

/** The free spot nearest a point, searched on a 5 cm lattice of each surface; turns 90 degrees if it must. */
export function nearestSpot(surfaces: readonly Surface[], size: Size, taken: readonly Rect[], near: { x: number; z: number }): Spot | null {
  return nearestSpotAs(surfaces, size, taken, near) ?? (size.x === size.z ? null : nearestSpotAs(surfaces, turn(size), taken, near));
}

function nearestSpotAs(surfaces: readonly Surface[], size: Size, taken: readonly Rect[], near: { x: number; z: number }): Spot | null {
  let best: { spot: Spot; d: number } | null = null;
  for (const s of surfaces.filter((c) => fits(c, size))) {
    const x0 = s.minX + size.x / 2, x1 = s.maxX - size.x / 2, z0 = s.minZ + size.z / 2, z1 = s.maxZ - size.z / 2;
    for (let x = x0; x <= x1 + 1e-9; x += 0.05) {
      for (let z = z0; z <= z1 + 1e-9; z += 0.05) {
        const d = (x - near.x) ** 2 + (z - near.z) ** 2;
        if (best && d >= best.d) continue;
        const spot = spotAt(s, size, x, z);
        if (onSurface(s, spot.footprint) && !taken.some((t) => overlaps(t, spot.footprint))) best = { spot, d };
      }
    }
  }
  return best?.spot ?? null;
}
