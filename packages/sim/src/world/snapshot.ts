/** Export a world as the AI2-THOR / TEACh object metadata list (what TEACh's checker reads). */
import { boxCenter, boxCorners, boxSize, translateBox } from '../geometry/box.js';
import { followerCenter } from '../geometry/camera.js';
import { distance, snap6 } from '../geometry/vec.js';
import { ancestorsOf, descendantsOf, heldObject } from './lookup.js';
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

function toMetadata(world: World, o: SimObject, carried: Vec3 | null): ThorObjectMetadata {
  const parents = ancestorsOf(world, o.objectId).map((a) => a.objectId);
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
    receptacleObjectIds: o.receptacle ? descendantsOf(world, o.objectId).map((d) => d.objectId) : null,
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
 * the Follower's distance to each object, not the whole metadata again (about 7 us instead of 40 on
 * the demo kitchen). What the copies share (nested values) is frozen; the objects themselves stay
 * plain, since V8 copies a frozen object's properties slowly.
 */
const resting = new WeakMap<World['objects'], readonly ThorObjectMetadata[]>();

function restingMetadata(world: World): readonly ThorObjectMetadata[] {
  let made = resting.get(world.objects);
  if (!made) resting.set(world.objects, (made = world.objects.map((o) => freezeParts(toMetadata(world, o, null)))));
  return made;
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

/** Every object, in world order (sliced-away originals included, as in AI2-THOR). */
export function snapshotObjects(world: World): ThorObjectMetadata[] {
  const held = heldObject(world);
  let offset: Vec3 | null = null;
  const carried = new Set<string>();
  if (held) {
    const hand = handPoint(world);
    const c = boxCenter(held.bbox);
    offset = { x: hand.x - c.x, y: hand.y - c.y, z: hand.z - c.z };
    carried.add(held.objectId);
    for (const d of descendantsOf(world, held.objectId)) carried.add(d.objectId);
  }
  const base = restingMetadata(world);
  const agent = followerCenter(world);
  return world.objects.map((o, i) => {
    if (carried.has(o.objectId)) return toMetadata(world, o, offset);
    const m = base[i]!;
    return { ...m, distance: distanceTo(agent, m.axisAlignedBoundingBox.center) };
  });
}

/**
 * The objects as a task check reads them, and the Follower's distance to each (how a check ranks
 * candidates). While nothing is carried the objects are the shared metadata of this world's objects,
 * the same array whatever the Follower's pose: checks after each step of a walk copy nothing. Their
 * own `distance` is the one at the time they were made; `distanceOf` is the Follower's now.
 */
export function checkedObjects(world: World): { readonly objects: readonly ThorObjectMetadata[]; readonly distanceOf: (o: { readonly objectId: string }) => number } {
  const agent = followerCenter(world);
  const objects = heldObject(world) ? snapshotObjects(world) : restingMetadata(world);
  const at = indexOf(objects);
  return {
    objects,
    distanceOf: (o) => {
      const i = at.get(o.objectId);
      return i === undefined ? 0 : distanceTo(agent, objects[i]!.axisAlignedBoundingBox.center);
    },
  };
}

const indexes = new WeakMap<readonly ThorObjectMetadata[], ReadonlyMap<string, number>>();

function indexOf(objects: readonly ThorObjectMetadata[]): ReadonlyMap<string, number> {
  let made = indexes.get(objects);
  if (!made) indexes.set(objects, (made = new Map(objects.map((o, i) => [o.objectId, i]))));
  return made;
}

const distanceTo = (agent: Vec3, center: Vec3): number => Math.round(distance(agent, center) * 1e4) / 1e4;
