/** Build a world from a specification (a scene, an episode, or a hand-built test world). */
import { capabilityFlagsOf, catalogEntry, isKnownType, type CapabilityFlags } from '../catalog/catalog.js';
import { boxFromCenterSize } from '../geometry/box.js';
import { CAMERA_HEIGHT } from '../geometry/camera.js';
import { settle } from '../rules/settle.js';
import type { Vec3 } from './metadata.js';
import { seedRng } from './prng.js';
import { defaultSurfaces } from './surfaces.js';
import type { Box3, Horizon, NavGrid, ObjectState, SimObject, SimbotState, Surface, World, Yaw } from './types.js';

export interface ObjectSpec {
  readonly objectId: string;
  readonly objectType: string;
  readonly name?: string;
  /** AI2-THOR's object position. Without `center`, it is taken as the bottom centre of the box. */
  readonly position: Vec3;
  readonly rotation?: Vec3;
  /** Bounding-box centre; defaults to `position` raised by half the height. */
  readonly center?: Vec3;
  /** Bounding-box size; defaults to the catalog's median size (long side along x). */
  readonly size?: Vec3;
  readonly mass?: number;
  readonly parentId?: string | null;
  readonly surfaces?: readonly Surface[];
  readonly controlledObjects?: readonly string[] | null;
  /** World-space parts of a fixture whose bounding box is not its shape (see SimObject.shape). */
  readonly shape?: readonly Box3[];
  /** See SimObject.front. */
  readonly front?: Yaw;
  readonly flags?: Partial<CapabilityFlags>;
  readonly state?: Partial<ObjectState & Omit<SimbotState, 'simbotObjectClass' | 'simbotIsReceptacleOf'>>;
}

export interface WorldSpec {
  readonly floorY?: number;
  readonly objects: readonly ObjectSpec[];
  readonly walls?: readonly Box3[];
  readonly nav: NavGrid;
  readonly follower: { readonly x: number; readonly z: number; readonly yaw: Yaw; readonly horizon?: Horizon };
  readonly seed: number;
}

const DEFAULT_STATE: ObjectState = {
  isOpen: false, openness: 0, isToggled: false, isDirty: false, isFilledWithLiquid: false, fillLiquid: null,
  isCooked: false, isSliced: false, isBroken: false, isUsedUp: false, isPickedUp: false, temperature: 'RoomTemp',
};

/** A complete object from a specification, with catalog defaults (also used for new slices). */
export function objectFromSpec(spec: ObjectSpec): SimObject {
  if (!isKnownType(spec.objectType)) throw new Error(`createWorld: ${spec.objectId} has unknown type ${spec.objectType}`);
  const entry = catalogEntry(spec.objectType);
  const size = spec.size ?? { x: entry.size.long, y: entry.size.height, z: entry.size.short };
  const center = spec.center ?? { x: spec.position.x, y: spec.position.y + size.y / 2, z: spec.position.z };
  const bbox = boxFromCenterSize(center, size);
  const flags = { ...capabilityFlagsOf(spec.objectType), ...spec.flags };
  const state = { ...DEFAULT_STATE, ...spec.state };
  return {
    objectId: spec.objectId,
    objectType: spec.objectType,
    name: spec.name ?? spec.objectId.split('|')[0]!,
    position: spec.position,
    rotation: spec.rotation ?? { x: 0, y: 0, z: 0 },
    bbox,
    mass: spec.mass ?? entry.mass,
    parentId: spec.parentId ?? null,
    surfaces: spec.surfaces ?? (flags.receptacle ? defaultSurfaces(entry.receptacleKind ?? 'on', bbox, spec.objectType) : []),
    controlledObjects: spec.controlledObjects ?? null,
    disabled: false,
    ...(spec.shape ? { shape: spec.shape } : {}),
    ...(spec.front !== undefined ? { front: spec.front } : {}),
    ...flags,
    ...state,
    openness: state.isOpen ? 1 : 0,
    simbotObjectClass: entry.objectClasses,
    simbotIsCooked: spec.state?.simbotIsCooked ?? false,
    simbotIsBoiled: spec.state?.simbotIsBoiled ?? false,
    simbotIsFilledWithWater: spec.state?.simbotIsFilledWithWater ?? 0,
    simbotIsFilledWithCoffee: spec.state?.simbotIsFilledWithCoffee ?? false,
    simbotPickedUp: spec.state?.simbotPickedUp ?? 0,
    simbotLastParentReceptacle: spec.state?.simbotLastParentReceptacle ?? null,
    simbotIsReceptacleOf: [],
  };
}

/** Throws on a malformed specification: that is a bug in the scene or test that built it. */
export function createWorld(spec: WorldSpec): World {
  const objects = spec.objects.map(objectFromSpec);
  const ids = new Set<string>();
  for (const o of objects) {
    if (ids.has(o.objectId)) throw new Error(`createWorld: duplicate object id ${o.objectId}`);
    ids.add(o.objectId);
  }
  for (const o of objects) {
    if (o.parentId !== null && !ids.has(o.parentId)) throw new Error(`createWorld: ${o.objectId} rests in unknown ${o.parentId}`);
    for (const c of o.controlledObjects ?? []) if (!ids.has(c)) throw new Error(`createWorld: ${o.objectId} controls unknown ${c}`);
    if (o.shape && o.pickupable) throw new Error(`createWorld: ${o.objectId} is pickupable and cannot have a fixed shape`);
  }
  if (spec.nav.walkable.length !== spec.nav.cols * spec.nav.rows) throw new Error('createWorld: nav grid size mismatch');
  const floorY = spec.floorY ?? 0;
  const f = spec.follower;
  const world: World = {
    formatVersion: 1,
    floorY,
    objects,
    walls: spec.walls ?? [],
    nav: spec.nav,
    follower: { x: f.x, z: f.z, yaw: f.yaw, horizon: f.horizon ?? 30, heldObjectId: null },
    // TEACh's commander camera starts 1 m above the robot's head, looking 30 degrees down.
    commander: { x: f.x, y: floorY + CAMERA_HEIGHT + 1, z: f.z, yaw: f.yaw, pitch: 30 },
    rng: seedRng(spec.seed),
    stepCount: 0,
  };
  return settle(world).world;
}
