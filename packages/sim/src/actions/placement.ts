/**
 * Where a held object lands when placed: on one of the receptacle's surfaces, near the clicked
 * point, without overlapping what already rests there. Objects may turn 90 degrees to fit.
 * Object-specific receptacles (coffee machine, toaster, burners, holders) take one object of
 * their accepted types.
 */
import { catalogEntry, displayName } from '../catalog/catalog.js';
import { boxCenter, boxSize } from '../geometry/box.js';
import { footprintWithinReach } from '../geometry/reach.js';
import { snap6 } from '../geometry/vec.js';
import type { WorldDraft } from '../world/draft.js';
import { onSurface } from '../world/surfaces.js';
import type { Vec3 } from '../world/metadata.js';
import type { SimObject, Surface } from '../world/types.js';
import { fail, type Failure } from './outcome.js';

export interface Placement {
  /** New bounding-box centre of the placed object. */
  readonly center: Vec3;
  /** True when the object is turned 90 degrees to fit. */
  readonly turned: boolean;
}

/** Search spacing for a free spot, metres. */
const GRID = 0.025;
/** Touching is fine; overlaps below this are rounding noise. */
const EPS = 0.002;
/**
 * How far (as a fraction of its own size) an object may reach past each side of a basin or a dish:
 * in AI2-THOR a dinner plate tilts into a small sink and a slice of a round loaf lies across a
 * side plate, held by the rim.
 */
const OVERHANG = 0.15;

interface Rect { minX: number; maxX: number; minZ: number; maxZ: number }

const overlaps = (a: Rect, b: Rect) =>
  a.minX < b.maxX - EPS && b.minX < a.maxX - EPS && a.minZ < b.maxZ - EPS && b.minZ < a.maxZ - EPS;

function article(type: string): string {
  const name = displayName(type);
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}

function listOr(types: readonly string[]): string {
  const names = types.map(article);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * What takes room on a surface for an object `height` tall: what rests on it, and, on an open
 * surface, what else stands on it without being its child (a burner, a coffee machine or a faucet on
 * a counter) or is set into it (a sink). The receptacle's own chain and the held object do not count.
 */
function takenOn(draft: WorldDraft, receptacle: SimObject, surface: Surface, held: SimObject, height: number): Rect[] {
  const ignore = new Set<string>([receptacle.objectId, held.objectId]);
  for (let id = receptacle.parentId; id !== null && !ignore.has(id); id = draft.get(id)?.parentId ?? null) ignore.add(id);
  const carried = (o: SimObject) => {
    for (let id = o.parentId, n = 0; id !== null && n < 32; id = draft.get(id)?.parentId ?? null, n++) if (id === held.objectId) return true;
    return false;
  };
  // Only a fixed open surface (a counter, a table) has things standing on it or set into it; inside a
  // cabinet, a microwave or a basin, or beside a plate, a neighbour's overlapping box is not in the way.
  const openSurface = catalogEntry(receptacle.objectType).receptacleKind === 'on' && !receptacle.pickupable;
  const taken: Rect[] = [];
  for (const o of draft.current) {
    if (o.disabled || ignore.has(o.objectId)) continue;
    const b = o.bbox;
    if (b.min.x >= surface.maxX || b.max.x <= surface.minX || b.min.z >= surface.maxZ || b.max.z <= surface.minZ) continue;
    // A fixture spanning the whole surface is around or under it (a sink's rim, a counter cut for its sink).
    const spans = b.min.x <= surface.minX + EPS && b.max.x >= surface.maxX - EPS && b.min.z <= surface.minZ + EPS && b.max.z >= surface.maxZ - EPS;
    if (spans && !o.pickupable && b.min.y < surface.y) continue;
    // On this surface, and low enough to be in the way of an object `height` tall (a faucet
    // overhanging a basin leaves room for a mug under it).
    const resting = o.parentId === receptacle.objectId && b.min.y >= surface.y - 0.05 && b.min.y < surface.y + Math.min(height, surface.maxHeight);
    // Standing at the surface's level without being its child (an appliance on a counter).
    const standing = openSurface && Math.abs(b.min.y - surface.y) <= 0.05 && b.max.y > surface.y + 0.005 && b.min.y < surface.y + height;
    const setInto = openSurface && catalogEntry(o.objectType).isBasin && b.max.y >= surface.y - 0.05 && b.min.y < surface.y;
    if ((resting || standing || setInto) && !carried(o)) taken.push({ minX: b.min.x, maxX: b.max.x, minZ: b.min.z, maxZ: b.max.z });
  }
  return taken;
}

/** A round wall (a pot's) holds nothing out over it: it would poke through. */
const overhangOf = (receptacle: SimObject, surface: Surface) =>
  (catalogEntry(receptacle.objectType).receptacleKind === 'basin' || receptacle.pickupable) && !surface.round ? OVERHANG : 0;

/** Whether a footprint `w` by `d` fits the empty surface (centred, as the best place for it). */
const footprintFits = (surface: Surface, w: number, d: number, overhang: number) => {
  const cx = (surface.minX + surface.maxX) / 2, cz = (surface.minZ + surface.maxZ) / 2;
  return onSurface(surface, { minX: cx - w / 2, maxX: cx + w / 2, minZ: cz - d / 2, maxZ: cz + d / 2 }, overhang);
};

/**
 * Whether the object could go on or in the receptacle were it empty: its size against the
 * surfaces (turned 90 degrees when `turnable`), or the holder's accepted types.
 */
export function couldFit(obj: SimObject, receptacle: SimObject, turnable: boolean): boolean {
  const accepts = catalogEntry(receptacle.objectType).holderAccepts;
  if (accepts) return accepts.includes(obj.objectType);
  const size = boxSize(obj.bbox);
  return receptacle.surfaces.some((s) => size.y <= s.maxHeight &&
    (footprintFits(s, size.x, size.z, overhangOf(receptacle, s)) || (turnable && footprintFits(s, size.z, size.x, overhangOf(receptacle, s)))));
}

/** Where the placed object may stand: a spot's footprint centre (x, z) is accepted or not. */
type SpotAllowed = (x: number, z: number) => boolean;

function freeSpot(surface: Surface, w: number, d: number, near: Vec3 | null, taken: readonly Rect[], overhang: number, allowed: SpotAllowed): { x: number; z: number } | null {
  const loX = surface.minX + w / 2 - overhang * w, hiX = surface.maxX - w / 2 + overhang * w;
  const loZ = surface.minZ + d / 2 - overhang * d, hiZ = surface.maxZ - d / 2 + overhang * d;
  if (loX > hiX + 1e-9 || loZ > hiZ + 1e-9) return null;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const cx = clamp(near?.x ?? (surface.minX + surface.maxX) / 2, loX, hiX);
  const cz = clamp(near?.z ?? (surface.minZ + surface.maxZ) / 2, loZ, hiZ);
  const fits = (x: number, z: number) => (!surface.round || onSurface(surface, { minX: x - w / 2, maxX: x + w / 2, minZ: z - d / 2, maxZ: z + d / 2 }, overhang)) &&
    allowed(x, z) && !taken.some((r) => overlaps(r, { minX: x - w / 2, maxX: x + w / 2, minZ: z - d / 2, maxZ: z + d / 2 }));
  if (fits(cx, cz)) return { x: cx, z: cz };
  // Search square rings of grid points around the preferred spot; stop once no closer spot can remain.
  const maxRing = Math.ceil(Math.max(hiX - loX, hiZ - loZ) / GRID) + 1;
  const found: { best: { x: number; z: number; d2: number } | null } = { best: null };
  for (let ring = 1; ring <= maxRing; ring++) {
    if (found.best && ((ring - 1) * GRID) ** 2 > found.best.d2) break;
    const consider = (i: number, k: number) => {
      const x = cx + i * GRID, z = cz + k * GRID;
      if (x < loX - 1e-9 || x > hiX + 1e-9 || z < loZ - 1e-9 || z > hiZ + 1e-9) return;
      const d2 = (x - cx) ** 2 + (z - cz) ** 2;
      // Nearest wins; ties go to the smaller x, then z, so the result never depends on search order.
      const best = found.best;
      if (best && (d2 > best.d2 || (d2 === best.d2 && (x > best.x || (x === best.x && z >= best.z))))) return;
      if (fits(x, z)) found.best = { x, z, d2 };
    };
    for (let i = -ring; i <= ring; i++) { consider(i, -ring); consider(i, ring); }
    for (let k = -ring + 1; k < ring; k++) { consider(-ring, k); consider(ring, k); }
  }
  return found.best ? { x: found.best.x, z: found.best.z } : null;
}

export function findPlacement(draft: WorldDraft, held: SimObject, receptacle: SimObject, near: Vec3 | null): Placement | Failure {
  const entry = catalogEntry(receptacle.objectType);
  const size = boxSize(held.bbox);
  const heldName = displayName(held.objectType);
  const recName = displayName(receptacle.objectType);

  if (entry.holderAccepts) {
    if (!entry.holderAccepts.includes(held.objectType)) {
      return fail('place/wrong_type', `The ${recName} only takes ${listOr(entry.holderAccepts)}.`, receptacle.objectId);
    }
    const occupant = draft.childrenOf(receptacle.objectId).find((c) => !c.disabled);
    if (occupant) return fail('place/holder_full', `There is already ${article(occupant.objectType)} in the ${recName}.`, receptacle.objectId);
    const s = receptacle.surfaces[0];
    const c = boxCenter(receptacle.bbox);
    return { center: { x: c.x, y: snap6((s?.y ?? receptacle.bbox.min.y) + size.y / 2), z: c.z }, turned: false };
  }

  let fitsSomewhere = false;
  let roomOutOfReach = false;
  const turnable = draft.childrenOf(held.objectId).length === 0;
  const anywhere: SpotAllowed = () => true;
  for (const surface of receptacle.surfaces) {
    if (size.y > surface.maxHeight) continue;
    const overhang = overhangOf(receptacle, surface);
    const orientations: [number, number, boolean][] = [[size.x, size.z, false]];
    if (turnable && size.x !== size.z) orientations.push([size.z, size.x, true]);
    for (const [w, d, turned] of orientations) {
      if (!footprintFits(surface, w, d, overhang)) continue;
      fitsSomewhere = true;
      // The object lands within reach on the floor plane (AI2-THOR's visibility distance): a long
      // counter is within reach at its near end, not at the far one the click may show; the
      // height is left out, as the receptacle itself was within reach (a garbage can's floor is not).
      const inReach: SpotAllowed = (x, z) => footprintWithinReach(draft.base, { minX: x - w / 2, maxX: x + w / 2, minZ: z - d / 2, maxZ: z + d / 2 });
      const taken = takenOn(draft, receptacle, surface, held, size.y);
      const spot = freeSpot(surface, w, d, near, taken, overhang, inReach);
      if (spot) return { center: { x: snap6(spot.x), y: snap6(surface.y + size.y / 2), z: snap6(spot.z) }, turned };
      roomOutOfReach ||= freeSpot(surface, w, d, near, taken, overhang, anywhere) !== null;
    }
  }
  // Room there is, but not where the Follower can reach: the part within reach is full.
  if (roomOutOfReach) return fail('place/no_room', `There is no room for the ${heldName} on the part of the ${recName} you can reach. Move closer to its free part.`, receptacle.objectId);
  return fitsSomewhere
    ? fail('place/no_room', `The ${recName} is too full to place the ${heldName}.`, receptacle.objectId)
    : fail('place/no_room', `The ${heldName} is too big for the ${recName}.`, receptacle.objectId);
}
