import { catalogEntry } from '../catalog/catalog.js';
/**
 * Derived indexes over a world's object list (by id, children per receptacle). They are cached
 * per objects array, outside the world data, so worlds stay plain and hashable.
 */
import type { SimObject, World } from './types.js';

interface Indexes {
  readonly byId: ReadonlyMap<string, SimObject>;
  readonly children: ReadonlyMap<string, readonly SimObject[]>;
}

const cache = new WeakMap<readonly SimObject[], Indexes>();

function indexes(objects: readonly SimObject[]): Indexes {
  let ix = cache.get(objects);
  if (!ix) {
    const byId = new Map<string, SimObject>();
    const children = new Map<string, SimObject[]>();
    for (const o of objects) {
      byId.set(o.objectId, o);
      if (o.parentId !== null) {
        const list = children.get(o.parentId);
        if (list) list.push(o);
        else children.set(o.parentId, [o]);
      }
    }
    ix = { byId, children };
    cache.set(objects, ix);
  }
  return ix;
}

export function getObject(world: World, objectId: string): SimObject | undefined {
  return indexes(world.objects).byId.get(objectId);
}

/** Objects resting directly in or on a receptacle. */
export function childrenOf(world: World, objectId: string): readonly SimObject[] {
  return indexes(world.objects).children.get(objectId) ?? [];
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
  const byId = indexes(world.objects).byId;
  let current = byId.get(objectId);
  const seen = new Set<string>();
  while (current?.parentId && !seen.has(current.parentId)) {
    seen.add(current.parentId);
    current = byId.get(current.parentId);
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
