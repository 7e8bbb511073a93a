/**
 * ALFWorld-style object names ("mug 1", "countertop 2"): the object type in lower case and a number
 * per type, stable for the whole episode. Objects that appear later (slices) get the next free
 * number of their type when first named; a name is never reused.
 */
import { displayName, type SimObject, type World } from '@chorehouse/sim';

/** "SinkBasin" -> "sinkbasin", "BreadSliced" -> "breadsliced". */
export const typeWord = (objectType: string): string => objectType.toLowerCase();

/** The kind a person's name for a type ends in: "WineBottle" -> "bottle", "ButterKnife" -> "knife". */
export const kindWord = (objectType: string): string => displayName(objectType).split(' ').at(-1)!.toLowerCase();

export class TextNames {
  private readonly byId = new Map<string, string>();
  private readonly byName = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  /** Numbers every object of the world, per type, ordered by object id (so by position). */
  constructor(world: World) {
    const live = world.objects.filter((o) => !o.disabled).map((o) => o.objectId).sort();
    for (const id of live) this.assign(id, typeOfId(world, id));
  }

  /** The object's name, numbering it now if it is new (a slice made after the start). */
  nameOf(o: SimObject): string {
    return this.byId.get(o.objectId) ?? this.assign(o.objectId, o.objectType);
  }

  nameOfId(objectId: string): string | undefined {
    return this.byId.get(objectId);
  }

  /** The object id a name stands for, or undefined. */
  idOf(name: string): string | undefined {
    return this.byName.get(name.trim().toLowerCase());
  }

  /** Names every object of the world that has none yet (after a slice). */
  update(world: World): void {
    const fresh = world.objects.filter((o) => !o.disabled && !this.byId.has(o.objectId)).sort((a, b) => (a.objectId < b.objectId ? -1 : 1));
    for (const o of fresh) this.assign(o.objectId, o.objectType);
  }

  private assign(objectId: string, objectType: string): string {
    const word = typeWord(objectType);
    const n = (this.counts.get(word) ?? 0) + 1;
    this.counts.set(word, n);
    const name = `${word} ${n}`;
    this.byId.set(objectId, name);
    this.byName.set(name, objectId);
    return name;
  }
}

function typeOfId(world: World, id: string): string {
  return world.objects.find((o) => o.objectId === id)!.objectType;
}
