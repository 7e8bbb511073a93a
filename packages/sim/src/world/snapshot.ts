/** Export a world as the AI2-THOR / TEACh object metadata list (what TEACh's checker reads). */
import { boxCenter, boxCorners, boxSize, translateBox } from '../geometry/box.js';
import { followerCenter } from '../geometry/camera.js';
import { distance, snap6 } from '../geometry/vec.js';
import { ancestorsOf, descendantsOf, heldObject, positionsOf } from './lookup.js';
import type { ThorObjectMetadata, Vec3 } from './metadata.js';
import type { SimObject, World } from './types.js';

/** Where a held object is shown: in front of the Follower, below its camera (AI2-THOR's hand point). */
export function handPoint(world: World): Vec3 {
  const f = world.follower;
  const yaw = (f.yaw * Math.PI) / 180;
  return { x: snap6(f.x + HAND_REACH * Math.sin(yaw)), y: snap6(world.floorY + HAND_HEIGHT), z: snap6(f.z + HAND_REACH * Math.cos(yaw)) };
}

const HAND_REACH = 0.45;
const HAND_HEIGHT = 1.1;

/** Where an object sits: the ids of its receptacle chain, and of what it holds (null for a non-receptacle). */
interface Placement {
  readonly parents: string[];
  readonly contents: string[] | null;
}

function placementOf(world: World, o: SimObject): Placement {
  return {
    parents: ancestorsOf(world, o.objectId).map((a) => a.objectId),
    contents: o.receptacle ? descendantsOf(world, o.objectId).map((d) => d.objectId) : null,
  };
}

function toMetadata(world: World, o: SimObject, carried: Vec3 | null, { parents, contents }: Placement = placementOf(world, o)): ThorObjectMetadata {
  // The hand carries the held object and its contents; the world keeps their last resting place.
  const bbox = carried ? translateBox(o.bbox, carried) : o.bbox;
  const position = carried ? { x: snap6(o.position.x + carried.x), y: snap6(o.position.y + carried.y), z: snap6(o.position.z + carried.z) } : o.position;
  const center = boxCenter(bbox);
  return {
    objectId: o.objectId,
    objectType: o.objectType,
    name: o.name,
    position,
    rotation: o.rotation,
    axisAlignedBoundingBox: { center, size: boxSize(bbox), cornerPoints: boxCorners(bbox) },
    visible: false,
    distance: distanceTo(followerCenter(world), center),
    mass: o.mass,
    pickupable: o.pickupable,
    moveable: o.moveable,
    receptacle: o.receptacle,
    openable: o.openable,
    toggleable: o.toggleable,
    sliceable: o.sliceable,
    cookable: o.cookable,
    dirtyable: o.dirtyable,
    canFillWithLiquid: o.canFillWithLiquid,
    breakable: o.breakable,
    canBeUsedUp: o.canBeUsedUp,
    isHeatSource: o.isHeatSource,
    isColdSource: o.isColdSource,
    isOpen: o.isOpen,
    openness: o.openness,
    isToggled: o.isToggled,
    isDirty: o.isDirty,
    isFilledWithLiquid: o.isFilledWithLiquid,
    fillLiquid: o.fillLiquid,
    isCooked: o.isCooked,
    isSliced: o.isSliced,
    isBroken: o.isBroken,
    isUsedUp: o.isUsedUp,
    isPickedUp: o.isPickedUp,
    isMoving: false,
    temperature: o.temperature,
    parentReceptacles: parents.length > 0 ? parents : null,
    receptacleObjectIds: contents,
    controlledObjects: o.controlledObjects ? [...o.controlledObjects] : null,
    simbotObjectClass: [...o.simbotObjectClass],
    simbotIsCooked: o.simbotIsCooked,
    simbotIsBoiled: o.simbotIsBoiled,
    simbotIsFilledWithWater: o.simbotIsFilledWithWater,
    simbotIsFilledWithCoffee: o.simbotIsFilledWithCoffee,
    simbotPickedUp: o.simbotPickedUp,
    simbotLastParentReceptacle: o.simbotLastParentReceptacle,
    simbotIsReceptacleOf: [...o.simbotIsReceptacleOf],
  };
}

/**
 * Each object's metadata as it rests (not carried), made once per objects array. The simulator
 * replaces `world.objects` whenever an object changes and never edits it, so a step that changes no
 * object (every move, turn and look, a failed interaction) reuses them: a snapshot after a move costs
 * the Follower's distance to each object, not the whole metadata again (several times cheaper).
 * What the copies share (nested values) is frozen; the objects themselves stay
 * plain, since V8 copies a frozen object's properties slowly.
 */
const resting = new WeakMap<World['objects'], readonly ThorObjectMetadata[]>();

function restingMetadata(world: World): readonly ThorObjectMetadata[] {
  let made = resting.get(world.objects);
  if (!made) resting.set(world.objects, (made = world.objects.map((o) => restingOf(world, o))));
  return made;
}

/**
 * One object's resting metadata, kept with the object record. A step that changes objects replaces
 * only their records and keeps the others, so a new objects array (a pickup, an open door) makes
 * metadata only for the objects that changed or whose receptacle chain or contents did; the rest is
 * shared with the arrays before it. Before, every object's metadata was made again on every change,
 * and the old copies lived until the next one, long enough to die in the old generation.
 * Its `distance` is the Follower's when the metadata was made; `snapshotObjects` gives the one now.
 */
const restingByObject = new WeakMap<SimObject, { readonly metadata: ThorObjectMetadata; readonly placement: Placement }>();

function restingOf(world: World, o: SimObject): ThorObjectMetadata {
  const placement = placementOf(world, o);
  const kept = restingByObject.get(o);
  if (kept && sameIds(kept.placement.parents, placement.parents) && sameIds(kept.placement.contents, placement.contents)) return kept.metadata;
  const metadata = freezeParts(toMetadata(world, o, null, placement));
  restingByObject.set(o, { metadata, placement });
  return metadata;
}

function sameIds(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Freezes what copies of the metadata share (its nested values), not the metadata object itself. */
function freezeParts<T extends object>(metadata: T): T {
  for (const v of Object.values(metadata)) deepFreeze(v);
  return metadata;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** What the Follower carries (the held object and its contents) and how far the hand moves them from where they rest. */
function carriedBy(world: World): { readonly ids: ReadonlySet<string>; readonly offset: Vec3 } | null {
  const held = heldObject(world);
  if (!held) return null;
  const hand = handPoint(world);
  const c = boxCenter(held.bbox);
  const ids = new Set([held.objectId, ...descendantsOf(world, held.objectId).map((d) => d.objectId)]);
  return { ids, offset: { x: hand.x - c.x, y: hand.y - c.y, z: hand.z - c.z } };
}

/** Every object, in world order (sliced-away originals included, as in AI2-THOR). */
export function snapshotObjects(world: World): ThorObjectMetadata[] {
  return snapshotWithBases(world).objects;
}

/** A snapshot, and for each entry the metadata it was copied from (see `snapshotWithBases`). */
export interface SnapshotWithBases {
  readonly objects: ThorObjectMetadata[];
  /**
   * `bases[i]`: the object's metadata at rest, which `objects[i]` equals in every field but `distance`
   * (the Follower's now); null for what the Follower carries (made anew where the hand holds it). A
   * base is the same object in every world where neither the object nor its placement changed, and is
   * never changed itself: a caller comparing snapshots field by field, `distance` aside, can keep its
   * answer per base.
   */
  readonly bases: readonly (ThorObjectMetadata | null)[];
}

/** `snapshotObjects` with each entry's base. */
export function snapshotWithBases(world: World): SnapshotWithBases {
  const carried = carriedBy(world);
  const base = restingMetadata(world);
  const agent = followerCenter(world);
  const bases: (ThorObjectMetadata | null)[] = [];
  const objects = world.objects.map((o, i) => {
    if (carried?.ids.has(o.objectId)) {
      bases.push(null);
      return toMetadata(world, o, carried.offset);
    }
    const m = base[i]!;
    bases.push(m);
    return { ...m, distance: distanceTo(agent, m.axisAlignedBoundingBox.center) };
  });
  return { objects, bases };
}

/**
 * One object's metadata as `snapshotObjects` gives it (where the hand holds it, if carried), without
 * copying the others: a check that reads one snapshot while the Follower walks needs only what it
 * carries again at each pose.
 */
export function objectMetadata(world: World, objectId: string): ThorObjectMetadata | undefined {
  const i = positionsOf(world.objects).get(objectId);
  if (i === undefined) return undefined;
  const carried = carriedBy(world);
  if (carried?.ids.has(objectId)) return toMetadata(world, world.objects[i]!, carried.offset);
  const m = restingMetadata(world)[i]!;
  return { ...m, distance: distanceTo(followerCenter(world), m.axisAlignedBoundingBox.center) };
}

/** A distance as object metadata gives it (`distance`: metres, to a tenth of a millimetre). */
export function metadataDistance(from: Vec3, to: Vec3): number {
  return distanceTo(from, to);
}

const distanceTo = (agent: Vec3, center: Vec3): number => Math.round(distance(agent, center) * 1e4) / 1e4;
