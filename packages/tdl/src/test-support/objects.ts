/**
 * Hand-built object lists for tests and the bench: records in TEACh's metadata shape (AI2-THOR
 * flags from the catalog, `simbot*` properties), with ids like `Mug|1` and `Tomato|1|TomatoSliced_2`.
 */
import { catalogEntry, isKnownType } from '@chorehouse/sim';
import type { ObjectRecord } from '../check/world-objects.js';

export type TestObject = ObjectRecord & Record<string, unknown>;

/** An object of `type` in its default state; `key` makes the id (`Mug|1`, or a full id with "|"). */
export function thing(type: string, key: string | number, props: Record<string, unknown> = {}): TestObject {
  const entry = isKnownType(type) ? catalogEntry(type) : null;
  const objectId = String(key).includes('|') ? String(key) : `${type}|${key}`;
  return {
    objectId,
    objectType: type,
    pickupable: entry?.pickupable ?? false,
    receptacle: entry?.receptacle ?? false,
    toggleable: entry?.toggleable ?? false,
    openable: entry?.openable ?? false,
    dirtyable: entry?.dirtyable ?? false,
    cookable: entry?.cookable ?? false,
    sliceable: entry?.sliceable ?? false,
    canFillWithLiquid: entry?.canFillWithLiquid ?? false,
    isDirty: false,
    isCooked: false,
    isToggled: false,
    isOpen: false,
    isSliced: false,
    isFilledWithLiquid: false,
    fillLiquid: null,
    parentReceptacles: null,
    receptacleObjectIds: null,
    simbotObjectClass: entry ? [...entry.objectClasses] : [type],
    simbotIsCooked: false,
    simbotIsBoiled: false,
    simbotIsFilledWithWater: 0,
    simbotIsFilledWithCoffee: false,
    simbotPickedUp: 0,
    simbotLastParentReceptacle: null,
    simbotIsReceptacleOf: [],
    ...props,
  };
}

/** A slice of a whole object: `Tomato|1|TomatoSliced_2`. */
export function slice(whole: ObjectRecord, n: number, props: Record<string, unknown> = {}): TestObject {
  const type = whole.objectType === 'Egg' ? 'EggCracked' : `${whole.objectType}Sliced`;
  return thing(type, `${whole.objectId}|${type}_${n}`, props);
}

/** The same object placed inside the given receptacles, innermost first (AI2-THOR's parentReceptacles). */
export function placed<T extends ObjectRecord>(obj: T, ...receptacles: readonly ObjectRecord[]): T {
  return { ...obj, parentReceptacles: receptacles.map((r) => r.objectId) };
}
