/**
 * "What if this object stood there?": the Commander asks the checker itself which receptacle a
 * relation wants (which of several clean plates already holds the sandwich, which cabinet holds the
 * most books). It moves the object in a copy of the snapshot (its receptacle chain, and its
 * contents' chains) and compares goal conditions.
 */
import { ancestorsOf, descendantsOf, type ThorObjectMetadata, type World } from '@chorehouse/sim';
import { progressCheck, rankedFrom, type TaskLibrary, type TaskRef } from '@chorehouse/tdl';

export type { TaskRef };

/** Goal conditions met were `objects` (a copy of `world`'s snapshot) the world's, ranked as the Commander's check ranks. */
export function goalConditionsSatisfied(library: TaskLibrary, task: TaskRef, world: World, objects: readonly ThorObjectMetadata[]): number {
  const r = progressCheck(library, task.taskName, task.params, objects, rankedFrom(world));
  return r.ok ? r.goalConditions.satisfied : 0;
}

/** The snapshot with `objectId` (and what it carries) moved into or onto `destinationId`. */
export function relocated(world: World, snapshot: readonly ThorObjectMetadata[], objectId: string, destinationId: string): ThorObjectMetadata[] {
  const destChain = [destinationId, ...ancestorsOf(world, destinationId).map((a) => a.objectId)];
  const moved = new Map<string, readonly string[]>([[objectId, destChain]]);
  for (const d of descendantsOf(world, objectId)) {
    const up: string[] = [];
    for (const a of ancestorsOf(world, d.objectId)) {
      up.push(a.objectId);
      if (a.objectId === objectId) break;
    }
    moved.set(d.objectId, [...up, ...destChain]);
  }
  return snapshot.map((o) => {
    const chain = moved.get(o.objectId);
    if (!chain) return o;
    return { ...o, parentReceptacles: [...chain], simbotLastParentReceptacle: chain[0] ?? null };
  });
}
