/** What the Follower's rays can hit: every object except hidden ones and what it holds. */
import { catalogEntry } from '../catalog/catalog.js';
import type { BoxFace, HoleRect, PickScene, Pickable } from '../geometry/raycast.js';
import { openDoorBars } from '../geometry/doors.js';
import { objectFacing } from '../geometry/facing.js';
import { slantedBar } from '../geometry/slanted-bar.js';
import { descendantsOf, getObject, isHidden } from '../world/lookup.js';
import { FACING_TEMPLATES, openingFrame, partsFacing, sizedFacingParts, sizedParts, type ShapePart } from '../catalog/shapes.js';
import { boxSize } from '../geometry/box.js';
import { kitchenBodies } from '../geometry/counter-body.js';
import type { Box3, SimObject, World, Yaw } from '../world/types.js';

const cache = new WeakMap<readonly SimObject[], Map<string | null, PickScene>>();

/** A surface this far below the top of the box is inside it: a chair's seat, a shelf's board (m). */
const INNER_SURFACE = 0.05;

/** The side an open container's door or drawer is on, as a box face. */
const FACE_OF_YAW: Readonly<Record<Yaw, BoxFace>> = { 0: 'z+', 90: 'x+', 180: 'z-', 270: 'x-' };

/** Holders and bins whose contents are seen only from above: slots, a tall bin's walls. */
const TOP_ONLY: ReadonlySet<string> = new Set(['Toaster', 'GarbageCan', 'Sink', 'SinkBasin']);

/**
 * The sides a ray must come through to see into a revealing container, as its drawn walls allow:
 * a toaster's, a garbage can's and a sink's top, an open cabinet's (fridge's, microwave's) front, an
 * open drawer's top (it slides out; its front panel hides what it holds). Shelves, seats, basins and
 * the other holders show their contents from every side.
 */
function openingsOf(world: World, obj: SimObject): readonly BoxFace[] | undefined {
  const kind = catalogEntry(obj.objectType).receptacleKind;
  // Cups, bowls, pots and sinks are shallow enough to show what they hold from any side the ray comes.
  if (TOP_ONLY.has(obj.objectType)) return ['y+'];
  if (kind !== 'in') return undefined;
  if (!obj.openable || obj.objectType === 'Drawer') return ['y+'];
  return [FACE_OF_YAW[objectFacing(obj, world.nav)]];
}

function revealsContents(obj: SimObject): boolean {
  const kind = catalogEntry(obj.objectType).receptacleKind;
  if (!obj.receptacle) return false;
  if (kind === 'basin' || kind === 'holder' || (kind === 'in' && (obj.isOpen || !obj.openable))) return true;
  // What rests on a seat under the backrest, or on a shelf under the next one, shows through the box.
  return kind === 'on' && obj.surfaces.some((s) => s.y < obj.bbox.max.y - INNER_SURFACE);
}

const NO_ANCESTORS: readonly string[] = [];

/** Receptacle chain ids, memoised per parent so a scene costs one walk per object. */
function ancestorIds(world: World, obj: SimObject | undefined, memo: Map<string, readonly string[]>): readonly string[] {
  if (!obj || obj.parentId === null) return NO_ANCESTORS;
  const cached = memo.get(obj.objectId);
  if (cached) return cached;
  memo.set(obj.objectId, NO_ANCESTORS); // guards against a (malformed) cycle
  const chain = [obj.parentId, ...ancestorIds(world, getObject(world, obj.parentId), memo)];
  memo.set(obj.objectId, chain);
  return chain;
}

/**
 * Whether what rests in receptacle `id` is shut in a closed container (`isHidden`), memoised per
 * receptacle so a scene asks each chain once; null where the chain runs into a (malformed) cycle,
 * for `isHidden` to answer.
 */
function shutInside(world: World, id: string, memo: Map<string, boolean | null>): boolean | null {
  const known = memo.get(id);
  if (known !== undefined) return known;
  const r = getObject(world, id);
  if (!r) return false;
  if (r.openable && !r.isOpen && catalogEntry(r.objectType).receptacleKind === 'in') {
    memo.set(id, true);
    return true;
  }
  memo.set(id, null);
  const above = r.parentId === null ? false : shutInside(world, r.parentId, memo);
  memo.set(id, above);
  return above;
}

/**
 * Panes the player sees through, so clicks do too: the room is what lies behind a window, and
 * AI2-THOR's corner windows have boxes that reach far into the room over counters and sinks.
 */
const SEE_THROUGH: ReadonlySet<string> = new Set(['Window']);

/** Set into a counter like a sink: some kitchens' burners sit just under the top of the counter's box. */
const SET_INTO_COUNTERS: ReadonlySet<string> = new Set(['StoveBurner']);

/** Fixtures whose box spans the sinks (and burners) set into them (AI2-THOR counters have a hole there). */
const CUT_BY_BASINS: ReadonlySet<string> = new Set(['CounterTop', 'Cabinet', 'Drawer']);

/** A burner whose top is below the counter's top plus this is set into it (m; as the renderer's counter model). */
const SET_IN = 0.002;

/** A basin may sit this far below the fixture it is set into and still cut it (m). */
const BASIN_BELOW = 0.1;

function holesIn(obj: SimObject, cutters: readonly SimObject[]): HoleRect[] {
  const b = obj.bbox;
  return cutters
    .filter((c) => c.bbox.min.x < b.max.x && c.bbox.max.x > b.min.x && c.bbox.min.z < b.max.z && c.bbox.max.z > b.min.z &&
      c.bbox.max.y >= b.min.y - BASIN_BELOW && c.bbox.min.y <= b.max.y &&
      // A burner standing on the counter's top leaves it whole (the renderer cuts only where one is set in).
      (!SET_INTO_COUNTERS.has(c.objectType) || c.bbox.max.y < b.max.y + SET_IN))
    .map((c) => ({ minX: c.bbox.min.x, maxX: c.bbox.max.x, minZ: c.bbox.min.z, maxZ: c.bbox.max.z }));
}

/** A fixture's own world-space parts, expressed in its bounding box's unit coordinates. */
function unitParts(shape: readonly Box3[], bbox: Box3): ShapePart[] {
  const span = (lo: number, hi: number) => Math.max(hi - lo, 1e-9);
  const sx = span(bbox.min.x, bbox.max.x), sy = span(bbox.min.y, bbox.max.y), sz = span(bbox.min.z, bbox.max.z);
  return shape.map((b) => ({
    kind: 'box',
    min: [(b.min.x - bbox.min.x) / sx, (b.min.y - bbox.min.y) / sy, (b.min.z - bbox.min.z) / sz],
    max: [(b.max.x - bbox.min.x) / sx, (b.max.y - bbox.min.y) / sy, (b.max.z - bbox.min.z) / sz],
  }));
}

/** An object's collision parts: its own shape, a shape measured in metres, one turned to its front, or the catalog's. */
function partsOf(world: World, obj: SimObject): readonly ShapePart[] {
  const entry = catalogEntry(obj.objectType);
  if (obj.shape) return unitParts(obj.shape, obj.bbox);
  if (FACING_TEMPLATES.has(entry.shape)) return partsFacing(entry.shapeParts, objectFacing(obj, world.nav));
  const size = boxSize(obj.bbox);
  return sizedParts(obj.objectType, size)
    ?? sizedFacingParts(obj.objectType, size, objectFacing(obj, world.nav))
    ?? entry.shapeParts;
}

/**
 * Whether a shape's first part is a solid body filling the box's height (the whole box, or a
 * cylinder: a bin, a pot between its handles): the air an opening lets rays into.
 */
function fillsItsBox(parts: readonly ShapePart[]): boolean {
  const p = parts[0];
  if (!p) return false;
  if (p.kind === 'cylinder') return p.y0 === 0 && p.y1 === 1;
  if (p.kind === 'ellipsoid') return false;
  return p.min.every((v) => v === 0) && p.max.every((v) => v === 1);
}

const NO_HOLES: readonly HoleRect[] = [];

/**
 * Each record's pickable, with the nav grid it was made for: records are replaced, never changed,
 * so after a step only the changed objects are made again. What the record alone does not say
 * (its receptacle chain, the holes its neighbours cut) is compared before one is reused.
 */
const madeFor = new WeakMap<SimObject, { readonly nav: World['nav']; readonly pickable: Pickable }>();

function pickableOf(world: World, obj: SimObject, ancestors: readonly string[], holes: readonly HoleRect[]): Pickable {
  const made = madeFor.get(obj);
  if (made && made.nav === world.nav && sameIds(made.pickable.ancestors, ancestors) && sameHoles(made.pickable.holes ?? NO_HOLES, holes)) return made.pickable;
  const parts = partsOf(world, obj);
  // A container drawn as open parts (a coffee machine, a sink's walls, a basin) needs no rule: rays
  // meet what it holds before its parts, and its solid parts hide what is behind them.
  const reveals = revealsContents(obj) && fillsItsBox(parts);
  const doors = openDoorBars(obj, world.nav);
  const openings = reveals ? openingsOf(world, obj) : undefined;
  const bar = slantedBar(obj);
  const frame = openings ? openingFrame(obj.objectType, boxSize(obj.bbox)) : null;
  const pickable: Pickable = {
    objectId: obj.objectId,
    box: obj.bbox,
    parts,
    ancestors,
    revealsContents: reveals,
    ...(openings ? { openings } : {}),
    ...(frame ? { frame } : {}),
    ...(holes.length > 0 ? { holes } : {}),
    ...(doors.length > 0 ? { doors } : {}),
    ...(bar ? { bar } : {}),
  };
  madeFor.set(obj, { nav: world.nav, pickable });
  return pickable;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameHoles(a: readonly HoleRect[], b: readonly HoleRect[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!, q = b[i]!;
    if (p.minX !== q.minX || p.maxX !== q.maxX || p.minZ !== q.minZ || p.maxZ !== q.maxZ) return false;
  }
  return true;
}

export function pickSceneFor(world: World): PickScene {
  const held = world.follower.heldObjectId;
  let perHeld = cache.get(world.objects);
  if (!perHeld) cache.set(world.objects, (perHeld = new Map()));
  const cached = perHeld.get(held);
  if (cached) return cached;

  const excluded = new Set<string>();
  if (held !== null) {
    excluded.add(held);
    for (const d of descendantsOf(world, held)) excluded.add(d.objectId);
  }
  const chains = new Map<string, readonly string[]>();
  const shut = new Map<string, boolean | null>();
  const cutters = world.objects.filter((o) => (catalogEntry(o.objectType).isBasin || SET_INTO_COUNTERS.has(o.objectType)) && !o.disabled);
  const pickables: Pickable[] = [];
  for (const obj of world.objects) {
    if (excluded.has(obj.objectId) || obj.disabled || SEE_THROUGH.has(obj.objectType)) continue;
    if (obj.parentId !== null && (shutInside(world, obj.parentId, shut) ?? isHidden(world, obj))) continue;
    const holes = CUT_BY_BASINS.has(obj.objectType) ? holesIn(obj, cutters) : NO_HOLES;
    pickables.push(pickableOf(world, obj, ancestorIds(world, obj, chains), holes));
  }
  // The kitchen's bodies under counters and stoves hide what is behind them, as the frame draws them.
  const scene = { pickables, walls: [...world.walls, ...kitchenBodies(world.objects, world.floorY, world.nav)] };
  perHeld.set(held, scene);
  return scene;
}
