/** Export a world as the AI2-THOR / TEACh object metadata list (what TEACh's checker reads). */
import { boxCenter, boxCorners, boxSize } from '../geometry/box.js';
import { followerCenter } from '../geometry/camera.js';
import { distance } from '../geometry/vec.js';
import { ancestorsOf, descendantsOf } from './lookup.js';
import type { ThorObjectMetadata } from './metadata.js';
import type { SimObject, World } from './types.js';

function toMetadata(world: World, o: SimObject): ThorObjectMetadata {
  const parents = ancestorsOf(world, o.objectId).map((a) => a.objectId);
  const center = boxCenter(o.bbox);
  return {
    objectId: o.objectId,
    objectType: o.objectType,
    name: o.name,
    position: o.position,
    rotation: o.rotation,
    axisAlignedBoundingBox: { center, size: boxSize(o.bbox), cornerPoints: boxCorners(o.bbox) },
    visible: false,
    distance: Math.round(distance(followerCenter(world), center) * 1e4) / 1e4,
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

/** Every object, in world order (sliced-away originals included, as in AI2-THOR). */
export function snapshotObjects(world: World): ThorObjectMetadata[] {
  return world.objects.map((o) => toMetadata(world, o));
}
