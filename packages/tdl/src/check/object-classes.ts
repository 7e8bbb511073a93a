/**
 * TEACh's simulator gives every object a `simbotObjectClass` list; object lists from plain
 * AI2-THOR lack it, so class conditions (Clean X, Put All X On Y) would match nothing. This fills
 * in the list the way TEACh builds it: the type, its Sink/Bathtub alias, then its TEACh classes.
 */
import { isKnownType, catalogEntry } from '@chorehouse/sim';
import { hasField, type ObjectRecord } from './world-objects.js';

export function objectClassesOf(type: string): string[] {
  return isKnownType(type) ? [...catalogEntry(type).objectClasses] : [type];
}

/** The same objects, with `simbotObjectClass` added where it is missing; others are left untouched. */
export function withDerivedObjectClasses<T extends ObjectRecord>(objects: readonly T[]): T[] {
  return objects.map((obj) => (hasField(obj, 'simbotObjectClass') ? obj : { ...obj, simbotObjectClass: objectClassesOf(obj.objectType) }));
}

export function countWithoutObjectClasses(objects: readonly ObjectRecord[]): number {
  return objects.filter((obj) => !hasField(obj, 'simbotObjectClass')).length;
}
