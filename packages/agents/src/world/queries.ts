/** Questions the agents ask about a world: what is where, what is closed, what switches what. */
import {
  ancestorsOf, catalogEntry, couldFit as simCouldFit, getObject, heldObject, isHidden, type Box3, type SimObject, type Vec3, type World,
} from '@chorehouse/sim';

export const boxCenter = (b: Box3): Vec3 => ({ x: (b.min.x + b.max.x) / 2, y: (b.min.y + b.max.y) / 2, z: (b.min.z + b.max.z) / 2 });

export const live = (world: World): SimObject[] => world.objects.filter((o) => !o.disabled);

/** Objects of a type, with the Sink/SinkBasin and Bathtub/BathtubBasin aliases TEACh applies. */
export function ofType(world: World, type: string): SimObject[] {
  const alias: Readonly<Record<string, string>> = { Sink: 'SinkBasin', SinkBasin: 'Sink', Bathtub: 'BathtubBasin', BathtubBasin: 'Bathtub' };
  return live(world).filter((o) => o.objectType === type || o.objectType === alias[type]);
}

export function heldId(world: World): string | null {
  return world.follower.heldObjectId;
}

export function isHeld(world: World, objectId: string): boolean {
  return world.follower.heldObjectId === objectId;
}

/** True when `objectId` rests (transitively) in or on `receptacleId`. */
export function isInside(world: World, objectId: string, receptacleId: string): boolean {
  return ancestorsOf(world, objectId).some((a) => a.objectId === receptacleId);
}

/** True when the object is held, or rests in something held. */
export function isCarried(world: World, objectId: string): boolean {
  const held = heldId(world);
  return held !== null && (held === objectId || isInside(world, objectId, held));
}

export const receptacleKind = (o: SimObject) => catalogEntry(o.objectType).receptacleKind;
export const isEnclosed = (o: SimObject) => o.openable && receptacleKind(o) === 'in';

/** The outermost closed container hiding the object, or null if nothing encloses it. */
export function closedEnclosure(world: World, objectId: string): SimObject | null {
  const closed = ancestorsOf(world, objectId).filter((a) => isEnclosed(a) && !a.isOpen);
  return closed.at(-1) ?? null;
}

export { isHidden };

/** The nearest faucet to a basin (the sink rule's choice), or undefined. */
export function faucetFor(world: World, basin: SimObject): SimObject | undefined {
  const c = boxCenter(basin.bbox);
  let best: SimObject | undefined;
  let bestD = Infinity;
  for (const f of ofType(world, 'Faucet')) {
    const fc = boxCenter(f.bbox);
    const d = Math.hypot(fc.x - c.x, fc.y - c.y, fc.z - c.z);
    if (d < bestD) [best, bestD] = [f, d];
  }
  return best;
}

/**
 * Sink and bathtub basins that have a faucet: where things get washed and filled. A Sink or Bathtub
 * that has its own basin object (AI2-THOR's `<id>|SinkBasin`) is the rim; the basin is used.
 */
export function washBasins(world: World): SimObject[] {
  const ids = new Set(world.objects.map((o) => o.objectId));
  return live(world).filter((o) => catalogEntry(o.objectType).isBasin && o.receptacle && faucetFor(world, o) !== undefined &&
    !ids.has(`${o.objectId}|${o.objectType}Basin`));
}

/** The knob that switches a burner. */
export function knobFor(world: World, burnerId: string): SimObject | undefined {
  return live(world).find((o) => o.objectType === 'StoveKnob' && o.controlledObjects?.includes(burnerId));
}

/** The burner a pot or pan stands on, if any. */
export function burnerUnder(world: World, vesselId: string): SimObject | undefined {
  const parentId = getObject(world, vesselId)?.parentId ?? null;
  const parent = parentId === null ? undefined : getObject(world, parentId);
  return parent?.objectType === 'StoveBurner' ? parent : undefined;
}

/** The objects resting directly in or on a receptacle (not disabled). */
export function contentsOf(world: World, receptacleId: string): SimObject[] {
  return live(world).filter((o) => o.parentId === receptacleId);
}

/** Holds water as far as the boiling rule is concerned (TEACh's stale water flag included). */
export const holdsWaterForBoiling = (o: SimObject) => (o.isFilledWithLiquid && o.fillLiquid !== 'coffee') || o.simbotIsFilledWithWater === 1;

/** What Pour would pour from this container: coffee if it holds coffee, water otherwise (TEACh). */
export const poursCoffee = (o: SimObject) => o.simbotIsFilledWithCoffee || o.fillLiquid === 'coffee';

export function held(world: World): SimObject | undefined {
  return heldObject(world);
}

/** Horizontal distance between two objects' centres. */
export function flatDistance(a: SimObject, b: SimObject): number {
  const ca = boxCenter(a.bbox), cb = boxCenter(b.bbox);
  return Math.hypot(ca.x - cb.x, ca.z - cb.z);
}

/**
 * Whether an object could fit on some surface of a receptacle (ignoring what is there already),
 * by the simulator's placement rule: footprint inside the surface in either orientation, height
 * under its headroom; object-specific receptacles take only their types.
 */
export function couldFit(world: World, obj: SimObject, receptacle: SimObject): boolean {
  return simCouldFit(obj, receptacle, !world.objects.some((o) => o.parentId === obj.objectId && !o.disabled));
}
