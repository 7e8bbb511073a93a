import { catalogEntry } from '../catalog/catalog.js';
/**
 * Derived indexes over a world's object list (by id, children per receptacle). They are cached
 * per objects array, outside the world data, so worlds stay plain and hashable.
 */
import type { SimObject, World } from './types.js';

/** Where each id sits in an objects array (shared by arrays that hold every id at the same place). */
export type Positions = ReadonlyMap<string, number>;

interface Indexes {
  readonly at: Positions;
  /** Children per receptacle, made on first use. */
  children: ReadonlyMap<string, readonly SimObject[]> | null;
}

const cache = new WeakMap<readonly SimObject[], Indexes>();

function indexes(objects: readonly SimObject[]): Indexes {
  let ix = cache.get(objects);
  if (!ix) {
    const at = new Map<string, number>();
    for (let i = 0; i < objects.length; i++) at.set(objects[i]!.objectId, i);
    ix = { at, children: null };
    cache.set(objects, ix);
  }
  return ix;
}

/** The positions of an objects array's ids (made once per array). */
export function positionsOf(objects: readonly SimObject[]): Positions {
  return indexes(objects).at;
}

/**
 * Tell the index where `objects` holds its ids, when the caller knows: a step's result holds the
 * ids of the world it came from at the same places, plus what it created at the end.
 */
export function adoptPositions(objects: readonly SimObject[], at: Positions): void {
  if (!cache.has(objects)) cache.set(objects, { at, children: null });
}

export function getObject(world: World, objectId: string): SimObject | undefined {
  const i = indexes(world.objects).at.get(objectId);
  return i === undefined ? undefined : world.objects[i];
}

/** Objects resting directly in or on a receptacle. */
export function childrenOf(world: World, objectId: string): readonly SimObject[] {
  const ix = indexes(world.objects);
  if (!ix.children) {
    const children = new Map<string, SimObject[]>();
    for (const o of world.objects) {
      if (o.parentId === null) continue;
      const list = children.get(o.parentId);
      if (list) list.push(o);
      else children.set(o.parentId, [o]);
    }
    ix.children = children;
  }
  return ix.children.get(objectId) ?? [];
}

/** Every object (transitively) in or on a receptacle, nearest first. */
export function descendantsOf(world: World, objectId: string): SimObject[] {
  const out: SimObject[] = [];
  const queue = [...childrenOf(world, objectId)];
  while (queue.length > 0) {
    const o = queue.shift()!;
    out.push(o);
    queue.push(...childrenOf(world, o.objectId));
  }
  return out;
}

/** The receptacle chain of an object: its parent, the parent's parent, and so on. */
export function ancestorsOf(world: World, objectId: string): SimObject[] {
  const out: SimObject[] = [];
  let current = getObject(world, objectId);
  const seen = new Set<string>();
  while (current?.parentId && !seen.has(current.parentId)) {
    seen.add(current.parentId);
    current = getObject(world, current.parentId);
    if (current) out.push(current);
  }
  return out;
}

export function heldObject(world: World): SimObject | undefined {
  const id = world.follower.heldObjectId;
  return id === null ? undefined : getObject(world, id);
}

/** An object is hidden when it is disabled or inside a closed enclosed receptacle (thor-world.md 4.3). */
export function isHidden(world: World, obj: SimObject): boolean {
  if (obj.disabled) return true;
  return ancestorsOf(world, obj.objectId).some((a) => a.openable && !a.isOpen && catalogEntry(a.objectType).receptacleKind === 'in');
}
